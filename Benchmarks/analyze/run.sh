#!/usr/bin/env bash
# `bk-events analyze` on the scenes that were quadratic (issue 31, item 10): 1,000 views,
# 8,000 recognizers on one view, a 20,000-long chain of failure requirements, and a tenth of
# each, so the growth shows. Usage: Benchmarks/analyze/run.sh [BIN] (default: this package's
# release build, made in .build-rel). Each case stops at TIMEOUT seconds (300 by default).
# Prints the elapsed and the user CPU seconds (the second moves less with the machine's load)
# and the peak memory of each.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
if [ $# -ge 1 ]; then
    bin=$1
else
    (cd "$root" && swift build -c release --product bk-events --scratch-path .build-rel >/dev/null)
    bin=$(cd "$root" && swift build -c release --scratch-path .build-rel --show-bin-path)/bk-events
fi
limit=${TIMEOUT:-300}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for case in "views 100" "views 1000" "recognizers 800" "recognizers 8000" "chain 2000" "chain 20000"; do
    set -- $case
    python3 "$here/generate.py" "$1" "$2" > "$work/scene.json"
    if /usr/bin/time -f "%e %U %M" -o "$work/time" timeout "$limit" "$bin" analyze "$work/scene.json" > /dev/null 2>&1; then
        read -r seconds user kib < <(tail -1 "$work/time")
        printf "%-18s %8s bytes: %6.2f s (user %.2f s), peak RSS %.1f MiB\n" "$1 $2" "$(stat -c %s "$work/scene.json")" "$seconds" "$user" "$(echo "$kib / 1024" | bc -l)"
    else
        printf "%-18s %8s bytes: over %s s or failed\n" "$1 $2" "$(stat -c %s "$work/scene.json")" "$limit"
    fi
done
