#!/usr/bin/env python3
"""Writes the two scenes of the scroll benchmark, the same feed of buttons in each:
scroll-feed.scene.json (a window-filling scroll view whose content is 400 rows of a button,
100 points apart, 40,000 points tall, starting half-way down) and pan-feed.scene.json (the same
area a plain view with a plain pan recognizer, the same buttons as its subviews where the
content would start). python3 generate-feed-scenes.py [FOLDER] [ROWS]: ROWS rows (400 by
default) in a content ROWS × 100 points tall, written to FOLDER (this one by default)."""
import os
import sys

folder = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
rows = int(sys.argv[2]) if len(sys.argv) > 2 else 400
width, height, row = 390, 844, 100
start = rows * row // 2

def buttons(top):
    return ",\n".join(
        '       {"id": "row%d", "type": "button", "frame": [16, %d, 358, 84]}' % (i, i * row - top)
        for i in range(rows))

def write(name, feed):
    with open(os.path.join(folder, name), "w") as out:
        out.write('{\n  "scene": 1,\n  "window": {"width": %d, "height": %d},\n  "views": [\n' % (width, height))
        out.write(feed + ',\n     "children": [\n' + buttons(0 if "scroll" in feed else start) + "\n     ]}\n  ]\n}\n")

write("scroll-feed.scene.json",
      '    {"id": "feed", "type": "scroll", "frame": [0, 0, %d, %d], "contentSize": [%d, %d], "contentOffset": [0, %d]'
      % (width, height, width, rows * row, start))
write("pan-feed.scene.json",
      '    {"id": "feed", "frame": [0, 0, %d, %d], "recognizers": [{"id": "feed.pan", "type": "pan"}]' % (width, height))
