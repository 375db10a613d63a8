#!/usr/bin/env bash
# Tables whose memory and time do not depend on their row count: the same trace (DRAGS slow
# drags down the list, each followed by a tap that selects a row) replayed through a table of
# 1,000, 10,000 and 1,000,000 rows. Prints wall time, peak RSS and, with callgrind, instructions.
# usage: Benchmarks/tables/run.sh [BIN] [DRAGS]   (BIN: a release bk-events; DRAGS: 200)
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-.build/release/bk-events}
drags=${2:-200}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for rows in 1000 10000 1000000; do
    python3 Benchmarks/tables/generate.py "$rows" "$drags" "$dir"
    trace="$dir/table-$rows.trace.jsonl"
    /usr/bin/time -f "rows $rows: %e s, peak RSS %M KiB" "$bin" replay --format jsonl "$trace" > "$dir/out-$rows.jsonl"
    echo "  records: $(wc -l < "$dir/out-$rows.jsonl"), cells made: $(grep -c '"kind":"cell","id":"inbox","section":0,"row":[0-9]*}' "$dir/out-$rows.jsonl")"
    if command -v valgrind > /dev/null && [ -n "${CALLGRIND:-}" ]; then
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" replay --format jsonl "$trace" 2>&1 > /dev/null | grep 'Collected' | sed "s/^/  rows $rows: /"
    fi
done
