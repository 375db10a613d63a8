#!/usr/bin/env bash
# Worst cases of input size (issue 23): how long `bk-events check` takes on a scene whose
# object holds many keys (duplicate-key checks) and on long chains of failure requirements
# declared in either order (cycle checks), at growing sizes. A near-linear check roughly
# doubles its time when the size doubles; a quadratic one quadruples it.
# Usage: Benchmarks/worst-cases/run.sh [BIN] (default: this package's release build).
# Each case stops at TIMEOUT seconds (60 by default).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
if [ $# -ge 1 ]; then
    bin=$1
else
    (cd "$root" && swift build -c release --product bk-events >/dev/null)
    bin=$(cd "$root" && swift build -c release --show-bin-path)/bk-events
fi
limit=${TIMEOUT:-60}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
measure() {  # measure NAME FILE: one timed `check`
    local name=$1 file=$2
    if /usr/bin/time -f "%e %M" -o "$work/time" timeout "$limit" "$bin" check "$file" > /dev/null 2>&1 || [ -s "$work/time" ]; then :; fi
    if grep -q "Command terminated by signal\|Command exited with non-zero status 124" "$work/time"; then
        printf "%-28s %8s bytes: over %s s\n" "$name" "$(stat -c %s "$file")" "$limit"
    else
        read -r seconds kib < <(tail -1 "$work/time")
        printf "%-28s %8s bytes: %6.2f s, peak RSS %.1f MiB\n" "$name" "$(stat -c %s "$file")" "$seconds" "$(echo "$kib / 1024" | bc -l)"
    fi
}
for n in 20000 40000 80000 160000; do
    python3 "$here/generate.py" keys "$n" > "$work/keys.scene.json"
    measure "keys $n" "$work/keys.scene.json"
done
for order in forward reverse; do
    for n in 2500 5000 10000 20000; do
        python3 "$here/generate.py" chain "$n" "$order" > "$work/chain.scene.json"
        measure "chain $n $order" "$work/chain.scene.json"
    done
done
