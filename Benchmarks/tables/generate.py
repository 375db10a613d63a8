#!/usr/bin/env python3
"""A table scene of ROWS rows and a trace of DRAGS slow drags up and taps on the row under
the finger (the table scrolls down through its rows, reusing its cells), for Benchmarks/tables/run.sh.

usage: generate.py ROWS DRAGS OUT_DIR
"""
import json
import os
import sys

rows, drags, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
os.makedirs(out, exist_ok=True)
scene = {
    "scene": 1,
    "window": {"width": 390, "height": 844},
    "views": [{"id": "inbox", "type": "table", "frame": [0, 0, 390, 844], "rows": rows,
               "handlers": [{"id": "open", "events": ["didSelect"]}]}],
}
with open(os.path.join(out, f"table-{rows}.scene.json"), "w") as f:
    json.dump(scene, f)
with open(os.path.join(out, f"table-{rows}.trace.jsonl"), "w") as f:
    f.write(json.dumps({"trace": 1, "scene": f"table-{rows}.scene.json"}) + "\n")
    t = 0.0
    for _ in range(drags):
        # a slow drag up by 600 pt in 30 moves (no fling), then a tap
        f.write('{"t": %.6f, "touch": 1, "phase": "began", "x": 200, "y": 700}\n' % t)
        for step in range(1, 31):
            t += 0.016
            f.write('{"t": %.6f, "touch": 1, "phase": "moved", "x": 200, "y": %.1f}\n' % (t, 700 - 20 * step))
        t += 0.5
        f.write('{"t": %.6f, "touch": 1, "phase": "ended", "x": 200, "y": 100}\n' % t)
        t += 0.5
        f.write('{"t": %.6f, "touch": 1, "phase": "began", "x": 200, "y": 400}\n' % t)
        t += 0.05
        f.write('{"t": %.6f, "touch": 1, "phase": "ended", "x": 200, "y": 400}\n' % t)
        t += 0.5
