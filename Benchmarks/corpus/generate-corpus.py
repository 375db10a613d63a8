#!/usr/bin/env python3
"""Writes a corpus of N Example-sized traces for `bk-events test`:
python3 generate-corpus.py N DIR

Traces go in folders of 1,000 (DIR/part-000/...), each folder with 20 scenes: the five kinds of
the Examples (photo viewer, settings, mail list, map, login form) in four variants each (frames
moved, ids renamed, tap counts and handler delays changed). Each trace names its scene in its
header and holds 6 to 10 gestures (taps, double taps, long presses, drags, swipes, two-finger
pinches) aimed at the scene's views: 15 to 40 lines, like the Examples. Every trace gets an empty
NAME.expected.jsonl; `bk-events test DIR --update` fills them in. Deterministic (seeded)."""
import json
import os
import random
import sys

count = int(sys.argv[1])
root = sys.argv[2]
rng = random.Random(21)


def photo(v, dx):
    return {"views": [{"id": f"photo{v}", "frame": [0, 100 + dx, 390, 390], "recognizers": [
        {"id": f"single{v}", "type": "tap", "requires": [f"double{v}"], "handlers": [{"id": f"toggle{v}", "delay": 0.05 * (v % 2)}]},
        {"id": f"double{v}", "type": "tap", "taps": 2, "handlers": [{"id": f"zoom{v}"}]}],
        "children": [{"id": f"like{v}", "type": "button", "frame": [330, 340 - dx, 44, 44],
                      "handlers": [{"id": f"liked{v}", "events": ["touchUpInside"]}]}]}],
        "targets": [(200, 300 + dx), (352, 462), (100, 200 + dx)]}


def settings(v, dx):
    return {"views": [{"id": f"settings{v}", "frame": [0, 0, 390, 844], "children": [
        {"id": f"wifi{v}", "type": "switch", "frame": [300, 100 + dx, 51, 31], "handlers": [{"id": f"wifiChanged{v}", "events": ["valueChanged"]}]},
        {"id": f"font{v}", "type": "stepper", "frame": [250, 160 + dx, 94, 32], "value": 12, "min": 8, "max": 30,
         "handlers": [{"id": f"fontChanged{v}", "events": ["valueChanged"]}]},
        {"id": f"volume{v}", "type": "slider", "frame": [20, 230 + dx, 350, 31], "value": 0.5,
         "handlers": [{"id": f"volumeEnded{v}", "events": ["touchUpInside", "touchUpOutside"]}]},
        {"id": f"theme{v}", "type": "segmented", "frame": [20, 300 + dx, 300, 32], "segments": 3, "selected": 0,
         "handlers": [{"id": f"themeChanged{v}", "events": ["valueChanged"]}]}]}],
        "targets": [(325, 115 + dx), (320, 176 + dx), (270, 176 + dx), (195, 245 + dx), (280, 316 + dx)]}


def mail(v, dx):
    rows = []
    for r in range(3):
        rows.append({"id": f"row{r}v{v}", "frame": [0, 100 + 80 * r + dx, 390, 80], "recognizers": [
            {"id": f"swipe{r}v{v}", "type": "swipe", "direction": "left", "handlers": [{"id": f"delete{r}v{v}"}]},
            {"id": f"press{r}v{v}", "type": "longPress", "handlers": [{"id": f"menu{r}v{v}"}]}],
            "whenTapped": [{"id": f"open{r}v{v}"}]})
    return {"views": [{"id": f"list{v}", "frame": [0, 0, 390, 844], "children": rows}],
            "targets": [(300, 140 + 80 * r + dx) for r in range(3)]}


def map_(v, dx):
    return {"views": [{"id": f"map{v}", "frame": [0, 0, 390, 844], "recognizers": [
        {"id": f"pan{v}", "type": "pan", "maximumTouches": 1, "handlers": [{"id": f"scroll{v}"}]},
        {"id": f"pinch{v}", "type": "pinch", "simultaneousWith": [f"rotate{v}"], "handlers": [{"id": f"zoom{v}"}]},
        {"id": f"rotate{v}", "type": "rotation", "simultaneousWith": [f"pinch{v}"], "handlers": [{"id": f"turn{v}"}]}]}],
        "targets": [(195, 400 + dx), (100, 300), (250, 600)]}


def login(v, dx):
    return {"views": [{"id": f"form{v}", "frame": [0, 0, 390, 844], "recognizers": [
        {"id": f"dismiss{v}", "type": "tap", "handlers": [{"id": f"hideKeyboard{v}"}]}], "children": [
        {"id": f"signIn{v}", "type": "button", "frame": [40, 400 + dx, 310, 50],
         "handlers": [{"id": f"submit{v}", "events": ["touchUpInside"], "delay": 0.1 + 0.1 * v}]},
        {"id": f"rating{v}", "type": "control", "frame": [40, 500 + dx, 310, 50],
         "handlers": [{"id": f"rated{v}", "events": ["touchUpInside"]}]}]}],
        "targets": [(195, 425 + dx), (195, 525 + dx), (195, 200)]}


kinds = [photo, settings, mail, map_, login]


def gesture(t, target):
    """Lines of one gesture starting at t near target, and the time after it."""
    x, y = target[0] + rng.uniform(-4, 4), target[1] + rng.uniform(-4, 4)
    kind = rng.choice(["tap", "tap", "double", "press", "drag", "swipe", "pinch"])
    lines = []

    def sample(t, touch, phase, x, y):
        lines.append({"t": round(t, 3), "touch": touch, "phase": phase, "x": round(x, 2), "y": round(y, 2)})

    if kind in ("tap", "double"):
        for _ in range(2 if kind == "double" else 1):
            sample(t, 1, "began", x, y)
            t += rng.uniform(0.05, 0.09)
            sample(t, 1, "ended", x, y)
            t += rng.uniform(0.12, 0.2)
    elif kind == "press":
        sample(t, 1, "began", x, y)
        t += rng.uniform(0.6, 1.0)
        sample(t, 1, "ended", x, y)
    elif kind in ("drag", "swipe"):
        dxs = rng.choice([-1, 1]) * (60 if kind == "swipe" else 25)
        sample(t, 1, "began", x, y)
        for step in range(1, 4):
            t += 0.02 if kind == "swipe" else 0.05
            sample(t, 1, "moved", x + dxs * step, y + rng.uniform(-2, 2))
        t += 0.03
        sample(t, 1, "ended", x + dxs * 3, y)
    else:
        sample(t, 1, "began", x - 40, y)
        sample(t, 2, "began", x + 40, y)
        for step in range(1, 3):
            t += 0.05
            sample(t, 1, "moved", x - 40 - 15 * step, y - 3 * step)
            sample(t, 2, "moved", x + 40 + 15 * step, y + 3 * step)
        t += 0.04
        sample(t, 1, "ended", x - 70, y - 6)
        sample(t, 2, "ended", x + 70, y + 6)
    return lines, t + rng.uniform(0.5, 1.2)


made = 0
part = 0
while made < count:
    folder = os.path.join(root, f"part-{part:03d}")
    os.makedirs(folder, exist_ok=True)
    scenes = []
    for k, kind in enumerate(kinds):
        for v in range(4):
            scene = kind(v, 10 * v)
            targets = scene.pop("targets")
            name = f"{kind.__name__.strip('_')}-{v}.scene.json"
            with open(os.path.join(folder, name), "w") as out:
                json.dump({"scene": 1, "window": {"width": 390, "height": 844}, "views": scene["views"]}, out, indent=1)
                out.write("\n")
            scenes.append((name, targets))
    for index in range(min(1000, count - made)):
        name, targets = scenes[(made + index) % len(scenes)]
        lines = [{"trace": 1, "scene": name}]
        t = rng.uniform(0.1, 0.5)
        for _ in range(rng.randint(6, 10)):
            more, t = gesture(t, rng.choice(targets))
            lines += more
        stem = os.path.join(folder, f"trace-{made + index:05d}")
        with open(stem + ".trace.jsonl", "w") as out:
            for line in lines:
                out.write(json.dumps(line) + "\n")
        open(stem + ".expected.jsonl", "w").close()
    made += min(1000, count - made)
    part += 1
