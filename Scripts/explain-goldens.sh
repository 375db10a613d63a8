#!/usr/bin/env bash
# Regenerates docs/explain: `bk-events replay --explain` of every example (each
# Examples/*.trace.jsonl, and the three recordings listed below with their scenes), as text and
# as JSON Lines, and the Examples' expectations with reasons (NAME.explained.*) from them.
# Commit them with any change to the reasons; tests (ExplainCommandTests, ExampleGoldenTests)
# fail when they are stale.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product bk-events >/dev/null
mkdir -p docs/explain
bin=.build/debug/bk-events
for trace in Examples/*.trace.jsonl; do
    name=$(basename "$trace" .trace.jsonl)
    "$bin" replay "$trace" --explain > "docs/explain/$name.txt"
    "$bin" replay "$trace" --explain --format jsonl > "docs/explain/$name.jsonl"
done
for recording in Examples/evtest/atmel-mxt-touchscreen_5-taps.evtest \
    Examples/getevent/galaxys_protoA_open-calendar_drag-2-taps.getevent-lt.txt \
    Examples/libinput/atmel-mxt_2f-press-hold-release.yml; do
    base=${recording%.*}
    base=${base%.getevent-lt}
    name=$(basename "$base")
    "$bin" replay "$recording" --scene "$base.scene.json" --explain > "docs/explain/$name.txt"
    "$bin" replay "$recording" --scene "$base.scene.json" --explain --format jsonl > "docs/explain/$name.jsonl"
done
# the Examples corpus's expectations with reasons (`bk-events test Examples` checks them) are
# the same lines
for explained in Examples/*.explained.txt Examples/*.explained.jsonl; do
    [ -e "$explained" ] || continue
    name=$(basename "$explained")
    cp "docs/explain/${name%%.explained.*}.${name##*.}" "$explained"
done
echo "explain-goldens: $(ls docs/explain | wc -l) files in docs/explain"
