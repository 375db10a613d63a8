#!/usr/bin/env python3
"""Writes a one-finger trace of taps, double taps, long presses, drags and swipes for the
five-recognizer benchmark scene: python3 generate-trace.py SAMPLES [KIND] > trace.jsonl

KIND is mixed (the default, the benchmark), taps (only single taps) or moves (one long drag),
to measure what one gesture and one move cost apart. Deterministic (seeded), so every run
measures the same input."""
import random
import sys

samples = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
kind = sys.argv[2] if len(sys.argv) > 2 else "mixed"
if kind not in ("mixed", "taps", "moves"):
    sys.exit("usage: generate-trace.py SAMPLES [mixed|taps|moves]")
rng = random.Random(42)
out = sys.stdout
write = out.write
write('{"trace": 1, "scene": "five-recognizers.scene.json"}\n')
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
