#!/usr/bin/env python3
"""Writes a large synthetic touch recording for the reader benchmark:
python3 generate-recording.py FORMAT EVENTS [b|a] > file

FORMAT is evemu, evtest, getevent or libinput; EVENTS the number of input events (about);
b (the default) is multitouch protocol B, ten fingers in slots moving together, each lifting and
landing again now and then; a is protocol A with tracking ids, the same fingers. Frames are
8 ms apart. Deterministic (seeded). The last line of standard error is the event count."""
import random
import sys

fmt = sys.argv[1]
target = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
protocol = sys.argv[3] if len(sys.argv) > 3 else "b"
if fmt not in ("evemu", "evtest", "getevent", "libinput") or protocol not in ("a", "b"):
    sys.exit(__doc__)
rng = random.Random(7)
out = sys.stdout
fingers = 10
SYN, KEY, ABS = 0, 1, 3
names = {(0, 0): "SYN_REPORT", (0, 2): "SYN_MT_REPORT", (3, 0x2f): "ABS_MT_SLOT", (3, 0x35): "ABS_MT_POSITION_X",
         (3, 0x36): "ABS_MT_POSITION_Y", (3, 0x39): "ABS_MT_TRACKING_ID"}
typenames = {0: "EV_SYN", 3: "EV_ABS"}

if fmt == "evemu":
    out.write("# EVEMU 1.3\nN: Synthetic Touchscreen\nI: 0018 0000 0000 0000\nP: 02 00 00 00 00 00 00 00\n")
    if protocol == "b":
        out.write("A: 2f 0 9 0 0 0\n")
    out.write("A: 35 0 4095 0 0 20\nA: 36 0 4095 0 0 20\nA: 39 0 65535 0 0 0\n")
elif fmt == "evtest":
    out.write('Input driver version is 1.0.1\nInput device ID: bus 0x18 vendor 0x0 product 0x0 version 0x0\n'
              'Input device name: "Synthetic Touchscreen"\nSupported events:\n  Event type 0 (EV_SYN)\n  Event type 3 (EV_ABS)\n')
    axes = ([(47, "ABS_MT_SLOT", 9)] if protocol == "b" else []) + [(53, "ABS_MT_POSITION_X", 4095), (54, "ABS_MT_POSITION_Y", 4095), (57, "ABS_MT_TRACKING_ID", 65535)]
    for code, name, top in axes:
        out.write(f"    Event code {code} ({name})\n      Value      0\n      Min        0\n      Max     {top}\n")
    out.write("Properties:\n  Property type 1 (INPUT_PROP_DIRECT)\nTesting ... (interrupt to exit)\n")
elif fmt == "getevent":
    out.write('add device 1: /dev/input/event2\n  name:     "Synthetic Touchscreen"\n  events:\n')
    out.write("    ABS (0003): " + ("ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0\n                " if protocol == "b" else ""))
    out.write("ABS_MT_POSITION_X     : value 0, min 0, max 4095, fuzz 0, flat 0, resolution 0\n"
              "                ABS_MT_POSITION_Y     : value 0, min 0, max 4095, fuzz 0, flat 0, resolution 0\n"
              "                ABS_MT_TRACKING_ID    : value 0, min 0, max 65535, fuzz 0, flat 0, resolution 0\n"
              "  input props:\n    INPUT_PROP_DIRECT\n")
else:
    out.write("# libinput record\nversion: 1\nndevices: 1\nlibinput:\n  version: \"unknown\"\nsystem:\n  kernel: \"unknown\"\ndevices:\n"
              "- node: /dev/input/event2\n  evdev:\n    # Name: Synthetic Touchscreen\n    name: \"Synthetic Touchscreen\"\n    id: [24, 0, 0, 0]\n    absinfo:\n")
    if protocol == "b":
        out.write("      47: [0, 9, 0, 0, 0]\n")
    out.write("      53: [0, 4095, 0, 0, 20]\n      54: [0, 4095, 0, 0, 20]\n      57: [0, 65535, 0, 0, 0]\n"
              "    properties: [1]\n  udev:\n    properties:\n    - ID_INPUT=1\n    - ID_INPUT_TOUCHSCREEN=1\n  quirks:\n  events:\n")

count = 0
frame_open = False

def event(micro, type_, code, value):
    global count, frame_open
    count += 1
    sec, usec = divmod(micro, 1_000_000)
    if fmt == "evemu":
        out.write("E: %d.%06d %04x %04x %d\n" % (sec, usec, type_, code, value))
    elif fmt == "evtest":
        if type_ == SYN and code == 0:
            out.write("Event: time %d.%06d, -------------- SYN_REPORT ------------\n" % (sec, usec))
        elif type_ == SYN and code == 2:
            out.write("Event: time %d.%06d, ++++++++++++++ SYN_MT_REPORT ++++++++++++\n" % (sec, usec))
        else:
            out.write("Event: time %d.%06d, type %d (%s), code %d (%s), value %d\n" % (sec, usec, type_, typenames[type_], code, names[(type_, code)], value))
    elif fmt == "getevent":
        out.write("[%8d.%06d] %-12s %-20s %08x\n" % (sec, usec, typenames[type_], names[(type_, code)], value & 0xffffffff))
    else:
        if not frame_open:
            out.write("  - evdev:\n")
            frame_open = True
        out.write("    - [%3d, %6d, %3d, %3d, %7d] # %s\n" % (sec, usec, type_, code, value, names[(type_, code)]))
        if type_ == SYN and code == 0:
            frame_open = False

x = [400 + 300 * i for i in range(fingers)]
y = [2000] * fingers
down = [True] * fingers
ids = list(range(fingers))
next_id = fingers
t = 0
first = True
while count < target:
    for i in range(fingers):
        if rng.random() < 0.002:
            down[i] = not down[i]
            if down[i]:
                ids[i] = next_id
                next_id += 1
                if protocol == "b":
                    event(t, ABS, 0x2f, i)
                    event(t, ABS, 0x39, ids[i])
            elif protocol == "b":
                event(t, ABS, 0x2f, i)
                event(t, ABS, 0x39, -1)
            continue
        if not down[i]:
            continue
        x[i] = min(4095, max(0, x[i] + rng.randint(-6, 6)))
        y[i] = min(4095, max(0, y[i] + rng.randint(-6, 6)))
        if protocol == "b":
            event(t, ABS, 0x2f, i)
            if first:
                event(t, ABS, 0x39, ids[i])
            event(t, ABS, 0x35, x[i])
            event(t, ABS, 0x36, y[i])
        else:
            event(t, ABS, 0x39, ids[i])
            event(t, ABS, 0x35, x[i])
            event(t, ABS, 0x36, y[i])
            event(t, SYN, 2, 0)
    if protocol == "a" and not any(down):
        event(t, SYN, 2, 0)
    event(t, SYN, 0, 0)
    first = False
    t += 8000
sys.stderr.write("%d\n" % count)
