#!/usr/bin/env bash
# Regenerates docs/analyze: the gesture map (`bk-events analyze`) of every example scene as
# text, and of the photo viewer as an HTML page. Commit them with any change to what the maps
# show; a test (AnalyzeCommandTests) fails when they are stale.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product bk-events >/dev/null
mkdir -p docs/analyze
for scene in Examples/*.scene.json; do
    name=$(basename "$scene" .scene.json)
    .build/debug/bk-events analyze "$scene" -o "docs/analyze/$name.txt"
done
.build/debug/bk-events analyze Examples/photo-viewer.scene.json --format html -o docs/analyze/photo-viewer.html
echo "gesture-maps: $(ls docs/analyze | wc -l) files in docs/analyze"
