#!/usr/bin/env python3
"""Writes a one-finger trace of taps, double taps, long presses, drags and swipes for the
five-recognizer benchmark scene: python3 generate-trace.py SAMPLES > trace.jsonl

Deterministic (seeded), so every run measures the same input."""
import random
import sys

samples = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
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

while n < samples:
    kind = rng.random()
    x, y = rng.uniform(40, 350), rng.uniform(60, 780)
    if kind < 0.3:  # tap
        line("began", x, y); t += 0.06; line("ended", x, y)
    elif kind < 0.45:  # double tap
        line("began", x, y); t += 0.05; line("ended", x, y); t += 0.1
        line("began", x + 1, y + 1); t += 0.05; line("ended", x + 1, y + 1)
    elif kind < 0.55:  # long press
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
