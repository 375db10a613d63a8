#!/usr/bin/env python3
"""Scenes that once made `bk-events analyze` quadratic (issue 31, item 10): writes one to stdout.

  generate.py views N         N views in a grid over a tall window, alternately a button with a
                              touchUpInside handler and a plain view with a tap recognizer
  generate.py recognizers N   one view holding N tap recognizers, each with a handler
  generate.py chain N         one view holding N tap recognizers, each requiring the next to fail
"""
import sys

kind, n = sys.argv[1], int(sys.argv[2])
out = sys.stdout
if kind == "views":
    columns = 10
    rows = (n + columns - 1) // columns
    out.write('{"scene": 1,\n "window": {"width": 400, "height": %d},\n "views": [\n' % (rows * 40))
    lines = []
    for i in range(n):
        x, y = (i % columns) * 40, (i // columns) * 40
        if i % 2 == 0:
            lines.append('  {"id": "b%d", "type": "button", "frame": [%d, %d, 36, 36], "handlers": [{"id": "h%d", "events": ["touchUpInside"]}]}' % (i, x, y, i))
        else:
            lines.append('  {"id": "v%d", "frame": [%d, %d, 36, 36], "recognizers": [{"id": "t%d", "type": "tap", "handlers": [{"id": "h%d"}]}]}' % (i, x, y, i, i))
    out.write(',\n'.join(lines) + '\n')
elif kind in ("recognizers", "chain"):
    out.write('{"scene": 1,\n "window": {"width": 390, "height": 844},\n "views": [\n')
    out.write('  {"id": "v", "frame": [0, 0, 390, 844], "recognizers": [\n')
    lines = []
    for i in range(n):
        if kind == "chain":
            requires = ', "requires": ["r%d"]' % (i + 1) if i + 1 < n else ''
            lines.append('   {"id": "r%d", "type": "tap"%s}' % (i, requires))
        else:
            lines.append('   {"id": "r%d", "type": "tap", "handlers": [{"id": "h%d"}]}' % (i, i))
    out.write(',\n'.join(lines) + '\n  ]}\n')
else:
    sys.exit("unknown kind " + kind)
out.write(' ]\n}\n')
