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
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
mode=plain
if [ "${1:-}" = "--scroll" ]; then mode=scroll; shift; fi
samples=${1:-1000000}
if [ "$mode" = scroll ]; then runs=${2:-3}; kind=${KIND:-drags}; else runs=${2:-5}; kind=mixed; fi
(cd "$root" && swift build -c release --product bk-events >/dev/null)
bin=$(cd "$root" && swift build -c release --show-bin-path)/bk-events
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
trace=$work/trace-$samples.jsonl
python3 "$here/generate-trace.py" "$samples" "$kind" > "$trace"
cp "$here"/*.scene.json "$work/"
if [ -n "${ROWS:-}" ]; then python3 "$here/generate-feed-scenes.py" "$work" "$ROWS"; fi
lines=$(grep -c '"touch"' "$trace")
echo "$lines samples, $(nproc) cores"
measure() {  # measure NAME ARGS...: runs the command $runs times, prints each run and a summary
    local name=$1; shift
    : > "$work/$name.times"
    for run in $(seq "$runs"); do
        /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$bin" "$@" > /dev/null
        read -r seconds user sys kib < "$work/time"
        echo "$seconds $kib" >> "$work/$name.times"
        awk -v n="$lines" -v s="$seconds" -v u="$user" -v y="$sys" -v k="$kib" -v r="$run" -v name="$name" \
            'BEGIN { printf "%s run %d: %.2f s = %.2f M samples/s (CPU %.2f s), peak RSS %.1f MiB\n", name, r, s, n / s / 1e6, u + y, k / 1024 }'
    done
    sort -n "$work/$name.times" | awk -v n="$lines" -v name="$name" \
        '{ t[NR] = $1; if ($2 > k) k = $2 } END { m = t[int((NR + 1) / 2)]; printf "%s: best %.2f s = %.2f M samples/s, median %.2f s = %.2f M samples/s, peak RSS %.1f MiB\n", name, t[1], n / t[1] / 1e6, m, n / m / 1e6, k / 1024 }'
}
best() { sort -n "$work/$1.times" | head -1 | cut -d' ' -f1; }
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
