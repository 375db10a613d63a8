#!/usr/bin/env bash
# Builds the symbol graphs of the library targets (public symbols only) and converts each DocC
# catalog with warnings as errors, without any package plugin; checks every public symbol has a
# doc comment and docs/public-api.txt is up to date (Scripts/public-api.sh rewrites it).
set -euo pipefail
cd "$(dirname "$0")/.."
# the command fails when the test modules are not built yet (a fresh clone): only the
# libraries' graphs are needed, and that they were just written is checked below
mkdir -p .build && touch .build/symbol-graph-start
out=$(swift package dump-symbol-graph --minimum-access-level public 2>&1 | tail -1 || true)
dir=${out#Files written to }
# every library module has a catalog: the models' and those of the GestureReplay product
catalogs="ControlModel GestureModel HeadlessUIKit SceneFiles Recordings Replay CorpusTesting GestureMaps TraceTools"
for target in $catalogs; do
    [ "$dir/$target.symbols.json" -nt .build/symbol-graph-start ] \
        || { echo "check-docs: the libraries' symbol graphs were not written: $out" >&2; exit 1; }
done
rm -rf .build/docs && mkdir -p .build/docs
for target in $catalogs; do
    graphs=.build/docs/$target-graphs
    mkdir -p "$graphs"
    cp "$dir/$target".symbols.json "$graphs/"
    cp "$dir/$target"@*.symbols.json "$graphs/" 2>/dev/null || true
    docc convert "Sources/$target/$target.docc" \
        --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$target" --fallback-bundle-identifier "org.bk-events.$target" \
        --output-path ".build/docs/$target.doccarchive" \
        --warnings-as-errors >/dev/null
    echo "docs: $target ok"
done
# HeadlessUIKitNames has no catalog of its own (its four names are described in HeadlessUIKit's)
mkdir -p .build/docs/HeadlessUIKitNames-graphs && cp "$dir"/HeadlessUIKitNames*.symbols.json .build/docs/HeadlessUIKitNames-graphs/
python3 Scripts/undocumented.py .build/docs/ControlModel-graphs .build/docs/GestureModel-graphs \
    .build/docs/HeadlessUIKit-graphs .build/docs/HeadlessUIKitNames-graphs \
    .build/docs/SceneFiles-graphs .build/docs/Recordings-graphs .build/docs/Replay-graphs \
    .build/docs/CorpusTesting-graphs .build/docs/GestureMaps-graphs .build/docs/TraceTools-graphs \
    || { echo "check-docs: the public symbols above have no doc comment" >&2; exit 1; }
echo "docs: every public symbol documented"
python3 Scripts/public_api.py "$dir" --check docs/public-api.txt
echo "docs: docs/public-api.txt lists the public API as it is"
