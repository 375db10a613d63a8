#!/usr/bin/env bash
# Builds the libFuzzer targets with AddressSanitizer and runs each for SECONDS (default 60),
# seeded from the examples and the recordings in Examples/{evemu,evtest,getevent,libinput}
# (FuzzStructured turns any bytes into a scene and a trace through the tests' edge-case
# generator, FuzzCorpus into a corpus tree of traces, scenes, expectations, links and FIFOs
# checked as `bk-events test` checks it: they need no seeds). Findings land in Fuzz/findings/.
# Usage: Fuzz/run.sh [SECONDS] [TARGET...]
# With FUZZ_SEED and FUZZ_RUNS set, each target runs exactly FUZZ_RUNS inputs from that seed
# (FuzzStructured an eighth of them: each of its inputs is a whole replay, several times;
# FuzzCorpus a thirty-second: each of its inputs is a tree of files checked three times), so
# the run is the same on every machine (CI uses this: a red build must mean a real finding).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzScene FuzzTrace FuzzEvemu FuzzEvtest FuzzGetevent FuzzLibinput FuzzStructured FuzzCorpus)
swift build -c debug --scratch-path "$here/.build" -Xswiftc -sanitize=fuzzer,address >/dev/null
bin=$(swift build -c debug --scratch-path "$here/.build" -Xswiftc -sanitize=fuzzer,address --show-bin-path)
mkdir -p findings
for target in "${targets[@]}"; do
    corpus=$(mktemp -d)
    case $target in
        FuzzScene) cp ../Examples/*.scene.json "$corpus"/ ;;
        FuzzTrace) cp ../Examples/*.trace.jsonl "$corpus"/ ;;
        FuzzEvemu) cp ../Examples/evemu/*.evemu ../Examples/evemu/*.desc "$corpus"/ ;;
        FuzzEvtest) cp ../Examples/evtest/*.evtest "$corpus"/ ;;
        FuzzGetevent) cp ../Examples/getevent/*.getevent-*.txt "$corpus"/ ;;
        FuzzLibinput) cp ../Examples/libinput/*.yml "$corpus"/ ;;
    esac
    [ -d "corpus/$target" ] && cp "corpus/$target"/* "$corpus"/ 2>/dev/null || true
    # each structured input replays a whole scene and trace several ways: an eighth of the runs
    runs=${FUZZ_RUNS:-}
    [ "$target" = FuzzStructured ] && [ -n "$runs" ] && runs=$(( (runs + 7) / 8 ))
    [ "$target" = FuzzCorpus ] && [ -n "$runs" ] && runs=$(( (runs + 31) / 32 ))
    repeat=(-max_total_time="$seconds")
    [ -n "${FUZZ_SEED:-}" ] && [ -n "$runs" ] && repeat=(-seed="$FUZZ_SEED" -runs="$runs")
    if [ -n "${FUZZ_SEED:-}" ] && [ -n "$runs" ]; then
        echo "== $target: $runs inputs from seed $FUZZ_SEED"
    else
        echo "== $target for $seconds s"
    fi
    # a structured input replays a whole scene and trace several ways: on a loaded machine one
    # took over 10 s (0.7 s alone), so its bound is a minute; a parser's input stays at 10 s
    timeout=10
    [ "$target" = FuzzStructured ] && timeout=60
    [ "$target" = FuzzCorpus ] && timeout=60
    # Swift's own crash backtracer would trip AddressSanitizer reading the stack: libFuzzer's
    # report is the one wanted
    SWIFT_BACKTRACE=enable=no "$bin/$target" "$corpus" "${repeat[@]}" -max_len=65536 -rss_limit_mb=2048 \
        -timeout="$timeout" -report_slow_units="$timeout" \
        -artifact_prefix="findings/$target-" -print_final_stats=1 2>&1 \
        | grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|==[0-9]+==ERROR|SUMMARY)|Done [0-9]+ runs" || true
    rm -rf "$corpus"
done
# a slow unit (under the time bound, over the report threshold) is a note, not a finding
for slow in findings/*slow-unit-*; do
    if [ -e "$slow" ]; then echo "fuzz: a slow input (not a finding): $slow" >&2; rm "$slow"; fi
done
if ls findings/* >/dev/null 2>&1; then echo "fuzz: findings in Fuzz/findings" >&2; exit 1; fi
echo "fuzz: no findings"
