#!/usr/bin/env bash
# What `margins` costs over a plain replay: builds bk-events in release mode, generates the
# replay benchmark's 1M-sample one-finger trace for the five-recognizer scene, and times
# `replay --format jsonl > /dev/null` and `margins > /dev/null` RUNS times each (3 by default),
# then prints the best of each and their ratio (issue 37 asks for at most 2).
# Usage: Benchmarks/margins/run.sh [SAMPLES] [RUNS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
samples=${1:-1000000}
runs=${2:-3}
(cd "$root" && swift build -c release --product bk-events >/dev/null)
bin=$(cd "$root" && swift build -c release --show-bin-path)/bk-events
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
trace=$work/trace-$samples.jsonl
python3 "$root/Benchmarks/replay/generate-trace.py" "$samples" > "$trace"
cp "$root/Benchmarks/replay/five-recognizers.scene.json" "$work/"
echo "$(grep -c '"touch"' "$trace") samples, $(nproc) cores"
measure() {  # measure NAME ARGS...: the best of $runs wall times, and the peak RSS
    local name=$1; shift
    : > "$work/$name.times"
    for _ in $(seq "$runs"); do
        /usr/bin/time -f "%e %M" -o "$work/time" "$bin" "$@" > /dev/null
        cat "$work/time" >> "$work/$name.times"
    done
    sort -n "$work/$name.times" | head -1 | awk -v name="$name" '{ printf "%s: best %.2f s, peak RSS %.1f MiB\n", name, $1, $2 / 1024 }'
}
measure replay replay "$trace" --format jsonl
measure margins margins "$trace"
awk -v r="$(sort -n "$work/replay.times" | head -1 | cut -d' ' -f1)" -v m="$(sort -n "$work/margins.times" | head -1 | cut -d' ' -f1)" \
    'BEGIN { printf "margins / replay = %.2f (best of each)\n", m / r }'
