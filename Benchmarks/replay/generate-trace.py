#!/usr/bin/env python3
"""Writes a one-finger trace of taps, double taps, long presses, drags and swipes for the
five-recognizer benchmark scene: python3 generate-trace.py SAMPLES [KIND] > trace.jsonl

KIND is mixed (the default, the benchmark), taps (only single taps) or moves (one long drag),
to measure what one gesture and one move cost apart, or drags (mostly vertical drags and
flicks, one in seven a tap: the scroll benchmark's feed, scroll-feed.scene.json). Deterministic
(seeded), so every run measures the same input."""
import random
import sys

samples = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
kind = sys.argv[2] if len(sys.argv) > 2 else "mixed"
if kind not in ("mixed", "taps", "moves", "drags"):
    sys.exit("usage: generate-trace.py SAMPLES [mixed|taps|moves|drags]")
rng = random.Random(42)
out = sys.stdout
write = out.write
scene = "scroll-feed.scene.json" if kind == "drags" else "five-recognizers.scene.json"
write('{"trace": 1, "scene": "%s"}\n' % scene)
t = 0.0
n = 0

def line(phase, x, y):
    global n
    write('{"t": %.6f, "touch": 1, "phase": "%s", "x": %.2f, "y": %.2f}\n' % (t, phase, x, y))
    n += 1

if kind == "moves":
    x, y = 100.0, 100.0
    line("began", x, y)
    while n < samples - 1:
        t += 0.016; x = 10 + (x - 9.5) % 370; y = 10 + (y - 9.75) % 790
        line("moved", x, y)
    t += 0.016; line("ended", x, y)
while kind == "taps" and n < samples:
    x, y = rng.uniform(40, 350), rng.uniform(60, 780)
    line("began", x, y); t += 0.06; line("ended", x, y)
    t += rng.uniform(0.4, 1.0)
while kind == "mixed" and n < samples:
    kind_roll = rng.random()
    x, y = rng.uniform(40, 350), rng.uniform(60, 780)
    if kind_roll < 0.3:  # tap
        line("began", x, y); t += 0.06; line("ended", x, y)
    elif kind_roll < 0.45:  # double tap
        line("began", x, y); t += 0.05; line("ended", x, y); t += 0.1
        line("began", x + 1, y + 1); t += 0.05; line("ended", x + 1, y + 1)
    elif kind_roll < 0.55:  # long press
        line("began", x, y); t += 0.7; line("ended", x, y)
    else:  # drag or swipe: many moves
        steps = rng.randint(10, 60)
        dx, dy = rng.uniform(-6, 6), rng.uniform(-6, 6)
        line("began", x, y)
        for _ in range(steps):
            t += 0.016; x += dx; y += dy
            line("moved", x, y)
        t += 0.016; line("ended", x, y)
    t += rng.uniform(0.4, 1.0)
while kind == "drags" and n < samples:
    x, y = rng.uniform(40, 350), rng.uniform(100, 744)
    if rng.random() < 1 / 7:  # a tap on a row
        line("began", x, y); t += 0.06; line("ended", x, y)
    else:  # a drag: up or down at 2-30 points a frame, sometimes held still before the lift
        steps = rng.randint(8, 40)
        dx, dy = rng.uniform(-1.5, 1.5), rng.choice((-1, 1)) * rng.uniform(2, 30)
        line("began", x, y)
        for step in range(steps):
            t += 0.016
            x = min(max(x + dx, 1), 389); y = min(max(y + dy, 1), 843)
            line("moved", x, y)
        if rng.random() < 0.3:  # stops before lifting: no deceleration
            t += 0.1
        t += 0.016; line("ended", x, y)
    t += rng.uniform(0.3, 1.2)
