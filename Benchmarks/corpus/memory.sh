#!/usr/bin/env bash
# Peak memory of `bk-events test` against the size of an expectation and of a replay's output
# (issue 31: `test` held about 44 bytes for each byte of an expectation). Makes four one-case
# corpora from a generated SAMPLES-sample trace through the five-recognizer scene:
#   pass      the expectation is the replay's output (both large), and they agree;
#   change    the same with one record changed in the middle (a failure with its diff);
#   big-exp   a tiny trace against the large expectation (a large file, a small output);
#   big-out   the large trace against a one-record expectation (a small file, a large output);
# and prints each one's wall time and peak RSS (/usr/bin/time) for each binary given.
# Usage: Benchmarks/corpus/memory.sh [SAMPLES=370000: a 62 MiB output] BIN [BIN...]
#   (a release build: swift build -c release --product bk-events --scratch-path .build-rel)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
samples=370000
if [[ "${1:-}" =~ ^[0-9]+$ ]]; then samples=$1; shift; fi
[ $# -gt 0 ] || { echo "usage: $0 [SAMPLES] BIN [BIN...]" >&2; exit 64; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
scene="$root/Benchmarks/replay/five-recognizers.scene.json"
first=$1
for name in pass change big-exp big-out; do mkdir -p "$work/$name"; cp "$scene" "$work/$name/"; done
python3 "$root/Benchmarks/replay/generate-trace.py" "$samples" mixed > "$work/pass/big.trace.jsonl"
"$first" replay "$work/pass/big.trace.jsonl" --format jsonl > "$work/pass/big.expected.jsonl"
records=$(wc -l < "$work/pass/big.expected.jsonl")
cp "$work/pass/big.trace.jsonl" "$work/change/big.trace.jsonl"
# one record in the middle changed: its time one microsecond later
awk -v middle=$((records / 2)) 'NR == middle { sub(/"t":[0-9.]+/, "&1") } { print }' \
    "$work/pass/big.expected.jsonl" > "$work/change/big.expected.jsonl"
head -4 "$work/pass/big.trace.jsonl" > "$work/big-exp/big.trace.jsonl"
cp "$work/pass/big.expected.jsonl" "$work/big-exp/big.expected.jsonl"
cp "$work/pass/big.trace.jsonl" "$work/big-out/big.trace.jsonl"
head -1 "$work/pass/big.expected.jsonl" > "$work/big-out/big.expected.jsonl"
mib() { awk -v b="$(wc -c < "$1")" 'BEGIN { printf "%.1f MiB", b / 1048576 }'; }
echo "$samples samples: the output $(mib "$work/pass/big.expected.jsonl") ($records records)"
for bin in "$@"; do
    echo "== $bin"
    for name in pass change big-exp big-out; do
        status=0
        /usr/bin/time -f "%e %M" -o "$work/time" "$bin" test "$work/$name" --jobs 1 > "$work/report" 2>&1 || status=$?
        # (time writes "Command exited with non-zero status N" first when it did)
        read -r seconds kib < <(tail -1 "$work/time")
        awk -v n="$name" -v s="$seconds" -v k="$kib" -v x="$status" -v e="$(mib "$work/$name/big.expected.jsonl")" \
            'BEGIN { printf "%-8s expectation %-10s exit %d  %6.2f s  peak RSS %7.1f MiB\n", n, e, x, s, k / 1024 }'
    done
    # the failure's diff, as the report shows it
    "$bin" test "$work/change" --jobs 1 2>&1 | sed -n '1,4p' | cut -c1-120 || true
done
