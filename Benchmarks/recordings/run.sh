#!/usr/bin/env bash
# Reader throughput: builds bk-events in release mode, writes a large synthetic recording of
# each format (ten fingers, multitouch protocol B, and protocol A with tracking ids), and times
# `bk-events check` on it (reading and importing every event, keeping nothing) and
# `bk-events import … -o /dev/null` (also writing the trace), RUNS times each; prints the best
# and the median in million input events per second, and the peak memory.
# Usage: Benchmarks/recordings/run.sh [EVENTS] [RUNS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
events=${1:-2000000}
runs=${2:-3}
(cd "$root" && swift build -c release --product bk-events >/dev/null)
bin=$(cd "$root" && swift build -c release --show-bin-path)/bk-events
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "$(nproc) cores; about $events events a file"
measure() {  # measure NAME EVENTS ARGS...
    local name=$1 count=$2; shift 2
    : > "$work/times"
    for run in $(seq "$runs"); do
        /usr/bin/time -f "%e %M" -o "$work/time" "$bin" "$@" > /dev/null
        cat "$work/time" >> "$work/times"
    done
    sort -n "$work/times" | awk -v n="$count" -v name="$name" \
        '{ t[NR] = $1; m[NR] = $2 } END { med = t[int((NR + 1) / 2)]; printf "%-28s best %.2f s = %.2f M events/s, median %.2f s = %.2f M events/s, peak RSS %.1f MiB\n", name, t[1], n / t[1] / 1e6, med, n / med / 1e6, m[1] / 1024 }'
}
for protocol in b a; do
    for format in evemu evtest getevent libinput; do
        file=$work/synthetic-$protocol.$format
        count=$(python3 "$here/generate-recording.py" "$format" "$events" "$protocol" 2>&1 > "$file" | tail -1)
        measure "check $format ($protocol)" "$count" check "$file" --width 1000
        measure "import $format ($protocol)" "$count" import "$format" "$file" --width 1000 -o /dev/null
    done
done
