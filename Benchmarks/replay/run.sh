#!/usr/bin/env bash
# Replay throughput and peak memory: builds bk-events in release mode, generates a 1M-sample
# one-finger trace for the five-recognizer scene, and times the whole process
# (`replay --format jsonl > /dev/null`). Usage: Benchmarks/replay/run.sh [SAMPLES]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
samples=${1:-1000000}
(cd "$root" && swift build -c release --product bk-events >/dev/null)
bin=$(cd "$root" && swift build -c release --show-bin-path)/bk-events
trace=$(mktemp -d)/trace-$samples.jsonl
python3 "$here/generate-trace.py" "$samples" > "$trace"
cp "$here/five-recognizers.scene.json" "$(dirname "$trace")/"
lines=$(grep -c '"touch"' "$trace")
for run in 1 2 3; do
    /usr/bin/time -f "%e %M" -o "$trace.time" "$bin" replay "$trace" --format jsonl > /dev/null
    read -r seconds kib < "$trace.time"
    awk -v n="$lines" -v s="$seconds" -v k="$kib" -v r="$run" \
        'BEGIN { printf "run %d: %d samples in %.2f s = %.2f M samples/s, peak RSS %.1f MiB\n", r, n, s, n / s / 1e6, k / 1024 }'

done
rm -rf "$(dirname "$trace")"
