#!/usr/bin/env bash
# Corpus checking: builds bk-events in release mode, generates N Example-sized traces (varied
# scenes; generate-corpus.py) with their expectations, and measures
#   - one process per trace (`bk-events replay TRACE --expect EXPECTED`, as before `test`),
#   - `bk-events test` on 1 thread and on all cores, interleaved, RUNS times each,
#   - peak memory of `bk-events test` on N and on BIG traces (flat in the number of traces).
# Prints medians, speed-ups and the load average seen (other work on the machine skews wall
# times: compare runs taken together, and the CPU times).
# Usage: Benchmarks/corpus/run.sh [N=1000] [RUNS=7] [BIG=10000]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
count=${1:-1000}
runs=${2:-7}
big=${3:-10000}
(cd "$root" && swift build -c release --product bk-events >/dev/null)
bin=$(cd "$root" && swift build -c release --show-bin-path)/bk-events
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cores=$(nproc)
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg), $cores cores"
python3 "$here/generate-corpus.py" "$count" "$work/corpus"
"$bin" test "$work/corpus" --update > /dev/null || true
"$bin" test "$work/corpus" > /dev/null

# one process per trace
start=$(date +%s.%N)
for trace in "$work"/corpus/*/*.trace.jsonl; do
    "$bin" replay "$trace" --expect "${trace%.trace.jsonl}.expected.jsonl" > /dev/null
done
end=$(date +%s.%N)
per_process=$(echo "$end - $start" | bc)
echo "one process per trace: $per_process s for $count traces"

# one thread and all cores, interleaved
: > "$work/one"; : > "$work/all"
for run in $(seq "$runs"); do
    /usr/bin/time -f "%e %U %S %M" -o "$work/t" "$bin" test "$work/corpus" --jobs 1 > /dev/null; cat "$work/t" >> "$work/one"
    /usr/bin/time -f "%e %U %S %M" -o "$work/t" "$bin" test "$work/corpus" > /dev/null; cat "$work/t" >> "$work/all"
done
median() { sort -n "$1" | awk '{ t[NR] = $1 } END { print t[int((NR + 1) / 2)] }'; }
summary() {  # summary NAME FILE
    sort -n "$2" | awk -v name="$1" '{ t[NR] = $1; c[NR] = $2 + $3; if ($4 > m) m = $4 }
        END { printf "%s: best %.3f s, median %.3f s (CPU %.3f s), peak RSS %.1f MiB\n", name, t[1], t[int((NR + 1) / 2)], c[int((NR + 1) / 2)], m / 1024 }'
}
summary "test --jobs 1" "$work/one"
summary "test, $cores threads" "$work/all"
one=$(median "$work/one"); all=$(median "$work/all")
echo "speed-up from 1 thread to $cores: $(echo "scale=2; $one / $all" | bc)x; all cores against a process per trace: $(echo "scale=1; $per_process / $all" | bc)x"

# memory against the number of traces
if [ "$big" -gt 0 ]; then
    python3 "$here/generate-corpus.py" "$big" "$work/big"
    "$bin" test "$work/big" --update > /dev/null || true
    /usr/bin/time -f "%e %U %S %M" -o "$work/t" "$bin" test "$work/big" > /dev/null
    read -r seconds user sys kib < "$work/t"
    awk -v n="$big" -v s="$seconds" -v k="$kib" 'BEGIN { printf "%d traces, all cores: %.3f s, peak RSS %.1f MiB\n", n, s, k / 1024 }'
fi
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
