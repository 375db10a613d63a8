#!/usr/bin/env bash
# Replay throughput and peak memory: builds bk-events in release mode, generates a 1M-sample
# one-finger trace for the five-recognizer scene, and times the whole process
# (`replay --format jsonl > /dev/null`) RUNS times (5 by default), then prints the best and
# the median. `check` on the same trace (every replay rule, no output) shows what the models
# alone cost. Usage: Benchmarks/replay/run.sh [SAMPLES] [RUNS]
#
# --scroll: the scroll benchmark instead. One drag-heavy trace (generate-trace.py's `drags`,
# SAMPLES long, 1M by default) replayed RUNS times (3 by default) through scroll-feed.scene.json
# (a scroll view over a feed of buttons) and through pan-feed.scene.json (the same buttons under
# a plain pan recognizer), then the ratio of the best times, and instruction counts under
# callgrind on a 100k-sample version of the trace (CALLGRIND_SAMPLES; 0 skips it). ROWS=N
# replays through feeds of N rows instead (generate-feed-scenes.py; 400 in the checked-in scenes);
# KIND=moves replays one long drag instead (no lift, so no motion after one: what following the
# finger costs alone).
# Usage: Benchmarks/replay/run.sh --scroll [SAMPLES] [RUNS]
#
# HAMMER_JS=PATH (plain mode): also replays the same trace through Hammer.js (PATH is its built
# hammer.js, 2.0.8; not part of this repository) with hammer-harness.js under node (NODE, `node`
# by default), interleaved with bk-events: ROUNDS rounds (3 by default), each one run of
# `bk-events replay --format jsonl` and one of the harness, both writing their records to a
# file. Then each side's samples/s (best and median of the whole process's wall time), user+system
# CPU, peak memory, and the ratios Hammer.js / bk-events of wall time and of CPU time.
# BIN=PATH uses that bk-events binary instead of building one.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
mode=plain
if [ "${1:-}" = "--scroll" ]; then mode=scroll; shift; fi
samples=${1:-1000000}
if [ "$mode" = scroll ]; then runs=${2:-3}; kind=${KIND:-drags}; else runs=${2:-5}; kind=mixed; fi
if [ -n "${BIN:-}" ]; then
    bin=$BIN
else
    (cd "$root" && swift build -c release --product bk-events >/dev/null)
    bin=$(cd "$root" && swift build -c release --show-bin-path)/bk-events
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
trace=$work/trace-$samples.jsonl
python3 "$here/generate-trace.py" "$samples" "$kind" > "$trace"
cp "$here"/*.scene.json "$work/"
if [ -n "${ROWS:-}" ]; then python3 "$here/generate-feed-scenes.py" "$work" "$ROWS"; fi
lines=$(grep -c '"touch"' "$trace")
echo "$lines samples, $(nproc) cores"
timed() {  # timed OUT COMMAND...: runs it with standard output to OUT; writes "SECONDS USER SYS KIB" to $work/time
    local out=$1; shift
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" > "$out"
        return
    fi
    # No GNU time: python3 (which generates the trace anyway) waits for the process with wait4,
    # as GNU time does, for its CPU times and peak resident size (ru_maxrss, KiB on Linux).
    TIMED_TO=$work/time python3 -c 'import os, sys, time
start = time.monotonic()
pid = os.fork()
if pid == 0:
    fd = os.open(sys.argv[1], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.dup2(fd, 1)
    os.execvp(sys.argv[2], sys.argv[2:])
_, status, usage = os.wait4(pid, 0)
with open(os.environ["TIMED_TO"], "w") as out:
    out.write("%.2f %.2f %.2f %d\n" % (time.monotonic() - start, usage.ru_utime, usage.ru_stime, usage.ru_maxrss))
sys.exit(os.waitstatus_to_exitcode(status))' "$out" "$@"
}
measure() {  # measure NAME ARGS...: runs the command $runs times, prints each run and a summary
    local name=$1; shift
    : > "$work/$name.times"
    for run in $(seq "$runs"); do
        timed /dev/null "$bin" "$@"
        report "$name" "$run"
    done
    summary "$name"
}
report() {  # report NAME RUN: prints the run in $work/time and adds it to $work/NAME.times
    read -r seconds user sys kib < "$work/time"
    echo "$seconds $kib $user $sys" >> "$work/$1.times"
    awk -v n="$lines" -v s="$seconds" -v u="$user" -v y="$sys" -v k="$kib" -v r="$2" -v name="$1" \
        'BEGIN { printf "%s run %d: %.2f s = %.2f M samples/s (CPU %.2f s), peak RSS %.1f MiB\n", name, r, s, n / s / 1e6, u + y, k / 1024 }'
}
summary() {  # summary NAME: best and median wall time, CPU range and peak memory of $work/NAME.times
    sort -n "$work/$1.times" | awk -v n="$lines" -v name="$1" \
        '{ t[NR] = $1; c = $3 + $4; if (NR == 1 || c < lo) lo = c; if (c > hi) hi = c; if ($2 > k) k = $2 }
         END { m = t[int((NR + 1) / 2)]; printf "%s: best %.2f s = %.2f M samples/s, median %.2f s = %.2f M samples/s, CPU %.2f-%.2f s, peak RSS %.1f MiB\n", name, t[1], n / t[1] / 1e6, m, n / m / 1e6, lo, hi, k / 1024 }'
}
figure() {  # figure NAME FIELD best|median: a figure of $work/NAME.times (1 wall, 2 KiB, 5 CPU)
    awk -v f="$2" '{ print (f == 5 ? $3 + $4 : $f) }' "$work/$1.times" | sort -n |
        awk -v which="$3" '{ v[NR] = $1 } END { print (which == "best" ? v[1] : (which == "max" ? v[NR] : v[int((NR + 1) / 2)])) }'
}
best() { sort -n "$work/$1.times" | head -1 | cut -d' ' -f1; }
if [ "$mode" = plain ] && [ -n "${HAMMER_JS:-}" ]; then
    node=${NODE:-node}
    rounds=${ROUNDS:-3}
    echo "bk-events: $bin; Hammer.js: $HAMMER_JS under $($node --version)"
    : > "$work/bk-events.times"; : > "$work/hammer.times"
    for round in $(seq "$rounds"); do
        timed "$work/bk-events.jsonl" "$bin" replay "$trace" --format jsonl
        report bk-events "$round"
        timed /dev/null "$node" "$here/hammer-harness.js" "$HAMMER_JS" "$trace" "$work/hammer.jsonl"
        report hammer "$round"
    done
    summary bk-events
    summary hammer
    timed /dev/null "$node" "$here/hammer-harness.js" --read-only "$HAMMER_JS" "$trace" "$work/read-only.jsonl"
    read -r seconds user sys kib < "$work/time"
    echo "of Hammer.js's CPU time, the harness alone (node's start, reading the trace, making the events; --read-only): $(awk -v u="$user" -v y="$sys" 'BEGIN { printf "%.2f s", u + y }')"
    echo "records: bk-events $(wc -l < "$work/bk-events.jsonl"), Hammer.js $(wc -l < "$work/hammer.jsonl")"
    for which in best median; do
        awk -v h="$(figure hammer 1 "$which")" -v b="$(figure bk-events 1 "$which")" \
            -v hc="$(figure hammer 5 "$which")" -v bc="$(figure bk-events 5 "$which")" -v which="$which" -v n="$lines" \
            'BEGIN { printf "%s: bk-events %.2f M samples/s, Hammer.js %.2f M samples/s: %.1fx by wall time, %.1fx by CPU time (%.2f s against %.2f s)\n", which, n / b / 1e6, n / h / 1e6, h / b, hc / bc, bc, hc }'
    done
    awk -v b="$(figure bk-events 2 max)" -v h="$(figure hammer 2 max)" \
        'BEGIN { printf "peak memory: bk-events %.1f MiB, Hammer.js %.1f MiB\n", b / 1024, h / 1024 }'
    exit
fi
if [ "$mode" = plain ]; then
    measure replay replay "$trace" --format jsonl
    measure check check "$trace"
    exit
fi
for scene in scroll pan; do
    measure "$scene-replay" replay "$trace" --scene "$work/$scene-feed.scene.json" --format jsonl
    measure "$scene-check" check "$trace" --scene "$work/$scene-feed.scene.json"
done
for what in replay check; do
    awk -v s="$(best scroll-$what)" -v p="$(best pan-$what)" -v what="$what" \
        'BEGIN { printf "%s: scroll / plain pan = %.2f (best of each)\n", what, s / p }'
done
small=${CALLGRIND_SAMPLES:-100000}
[ "$small" -gt 0 ] || exit 0
python3 "$here/generate-trace.py" "$small" "$kind" > "$work/small.jsonl"
count() {  # count SCENE ARGS...: instructions (all threads) under callgrind
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.$1" "$bin" "${@:2}" > /dev/null 2> "$work/valgrind.log"
    grep -o 'Collected : [0-9]*' "$work/valgrind.log" | awk '{ print $3 }'
}
for what in replay check; do
    format=(); [ "$what" = replay ] && format=(--format jsonl)
    s=$(count "scroll-$what" "$what" "$work/small.jsonl" --scene "$work/scroll-feed.scene.json" "${format[@]}")
    p=$(count "pan-$what" "$what" "$work/small.jsonl" --scene "$work/pan-feed.scene.json" "${format[@]}")
    awk -v s="$s" -v p="$p" -v n="$small" -v what="$what" \
        'BEGIN { printf "callgrind %s, %d samples: scroll %.1fM instructions, plain pan %.1fM (%.2f)\n", what, n, s / 1e6, p / 1e6, s / p }'
done
if [ -n "${KEEP_CALLGRIND:-}" ]; then cp "$work"/callgrind.* "$KEEP_CALLGRIND"/; fi
