#!/usr/bin/env bash
# Regenerates docs/public-api.txt, the list of the libraries' public symbols, from their symbol
# graphs. Commit it with any change to the public API, so the change shows in review;
# Scripts/check-docs.sh (and so CI) fails when the file is stale.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(swift package dump-symbol-graph --minimum-access-level public 2>&1 | tail -1)
dir=${out#Files written to }
[ -d "$dir" ] || { echo "public-api: no symbol graphs: $out" >&2; exit 1; }
python3 Scripts/public_api.py "$dir" --write docs/public-api.txt
echo "public-api: docs/public-api.txt has $(grep -vc '^#\|^$' docs/public-api.txt) lines"
