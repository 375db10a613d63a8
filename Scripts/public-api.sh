#!/usr/bin/env bash
# Regenerates docs/public-api.txt, the list of the libraries' public symbols, from their symbol
# graphs. Commit it with any change to the public API, so the change shows in review;
# Scripts/check-docs.sh (and so CI) fails when the file is stale.
set -euo pipefail
cd "$(dirname "$0")/.."
# the command fails when the test modules are not built yet (a fresh clone): only the
# libraries' graphs are needed, and that they were just written is checked below
mkdir -p .build && touch .build/symbol-graph-start
out=$(swift package dump-symbol-graph --minimum-access-level public 2>&1 | tail -1 || true)
dir=${out#Files written to }
[ "$dir/ControlModel.symbols.json" -nt .build/symbol-graph-start ] \
    && [ "$dir/GestureModel.symbols.json" -nt .build/symbol-graph-start ] \
    && [ "$dir/HeadlessUIKit.symbols.json" -nt .build/symbol-graph-start ] \
    || { echo "public-api: the libraries' symbol graphs were not written: $out" >&2; exit 1; }
python3 Scripts/public_api.py "$dir" --write docs/public-api.txt
echo "public-api: docs/public-api.txt has $(grep -vc '^#\|^$' docs/public-api.txt) lines"
