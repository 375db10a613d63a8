#!/usr/bin/env bash
# Replay throughput and peak memory: builds bk-events in release mode, generates a 1M-sample
# one-finger trace for the five-recognizer scene, and times the whole process
# (`replay --format jsonl > /dev/null`) RUNS times (5 by default), then prints the best and
# the median. `check` on the same trace (every replay rule, no output) shows what the models
# alone cost. Usage: Benchmarks/replay/run.sh [SAMPLES] [RUNS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
samples=${1:-1000000}
runs=${2:-5}
(cd "$root" && swift build -c release --product bk-events >/dev/null)
bin=$(cd "$root" && swift build -c release --show-bin-path)/bk-events
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
trace=$work/trace-$samples.jsonl
python3 "$here/generate-trace.py" "$samples" > "$trace"
cp "$here/five-recognizers.scene.json" "$work/"
lines=$(grep -c '"touch"' "$trace")
echo "$lines samples, $(nproc) cores"
measure() {  # measure NAME ARGS...: runs the command $runs times, prints each run and a summary
    local name=$1; shift
    : > "$work/$name.times"
    for run in $(seq "$runs"); do
        /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$bin" "$@" > /dev/null
        read -r seconds user sys kib < "$work/time"
        echo "$seconds" >> "$work/$name.times"
        awk -v n="$lines" -v s="$seconds" -v u="$user" -v y="$sys" -v k="$kib" -v r="$run" -v name="$name" \
            'BEGIN { printf "%s run %d: %.2f s = %.2f M samples/s (CPU %.2f s), peak RSS %.1f MiB\n", name, r, s, n / s / 1e6, u + y, k / 1024 }'
    done
    sort -n "$work/$name.times" | awk -v n="$lines" -v name="$name" \
        '{ t[NR] = $1 } END { m = t[int((NR + 1) / 2)]; printf "%s: best %.2f s = %.2f M samples/s, median %.2f s = %.2f M samples/s\n", name, t[1], n / t[1] / 1e6, m, n / m / 1e6 }'
}
measure replay replay "$trace" --format jsonl
measure check check "$trace"
