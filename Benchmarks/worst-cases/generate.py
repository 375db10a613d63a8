#!/usr/bin/env python3
"""Worst-case inputs for bk-events's parsers and loaders (issue 23): writes one file to stdout.

  generate.py keys N        a scene whose one view holds N members, the last repeating the
                            first (a duplicate key, found only at the end: every key is checked)
  generate.py chain N ORDER a scene with N tap recognizers on one view, each requiring the next
                            to fail; ORDER is 'forward' (each requires one declared after it) or
                            'reverse' (each requires one declared before it)
"""
import sys

kind = sys.argv[1]
n = int(sys.argv[2])
out = sys.stdout
out.write('{"scene": 1,\n "window": {"width": 390, "height": 844},\n "views": [\n')
if kind == "keys":
    out.write('  {\n')
    for i in range(n):
        out.write('   "k%d": 0,\n' % i)
    out.write('   "k0": 1\n  }\n')
elif kind == "chain":
    order = sys.argv[3]
    out.write('  {"id": "v", "recognizers": [\n')
    lines = []
    for i in range(n):
        if order == "forward":
            requires = ', "requires": ["r%d"]' % (i + 1) if i + 1 < n else ''
        else:
            requires = ', "requires": ["r%d"]' % (i - 1) if i > 0 else ''
        lines.append('   {"id": "r%d", "type": "tap"%s}' % (i, requires))
    out.write(',\n'.join(lines) + '\n  ]}\n')
else:
    sys.exit("unknown kind " + kind)
out.write(' ]\n}\n')
