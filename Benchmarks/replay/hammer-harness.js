#!/usr/bin/env node
// Replays a bk-events trace (JSON Lines, the format `bk-events replay` reads) through Hammer.js,
// for the side-by-side benchmark in run.sh. Hammer.js itself is not part of this repository:
// pass the path of its built file (hammer.js 2.0.8, see Benchmarks/README.md).
//
//   node hammer-harness.js [--read-only] HAMMER_JS TRACE OUTPUT
//
// --read-only does everything but hand the touch events to Hammer: what the harness itself
// costs (node's start, reading and parsing the trace, making the events).
//
// What it sets up, all in this process and deterministic:
// - a minimal DOM: `window`, `document`, `navigator` (a phone's user agent) and one element, the
//   window-sized view of five-recognizers.scene.json, with addEventListener and a style object;
// - a virtual clock: `Date.now` returns the trace's time (in milliseconds) and `setTimeout` /
//   `clearTimeout` keep a queue that runs on trace time. Before each touch event every timer due
//   by its time fires first, in order (one due at exactly that time fires before it), and after
//   the last line the queue runs until empty, as bk-events replay does;
// - a Manager with the five recognizers of five-recognizers.scene.json (the mapping of each
//   UIKit default to Hammer's options is in Benchmarks/README.md);
// - every touch sample as a touch event (TouchInput, as on a phone): consecutive samples with the
//   same time and phase make one event, as one UIKit touch event holds every finger that changed.
//
// It writes one JSON line per recognized event Hammer emits (`tap`, `doubletap`, `press`,
// `pressup`, `panstart`, `panmove`, `panend`, `pancancel`, `swipe`) to OUTPUT, with the time and
// the gesture's centre, and prints samples/s to standard error. Comments, blank lines and the
// header are skipped; command lines (`"do"`) have no Hammer counterpart and are counted and
// skipped. A line that is not a JSON object, or a sample without its five keys, stops the run
// with FILE:LINE:COLUMN and exit status 65; a file it cannot open, with its path and 65 (74 for
// OUTPUT), the statuses bk-events uses.
'use strict';
const fs = require('fs');
const { StringDecoder } = require('string_decoder');

const readOnly = process.argv[2] === '--read-only';
const [hammerPath, tracePath, outputPath] = process.argv.slice(readOnly ? 3 : 2);
if (!hammerPath || !tracePath || !outputPath) {
    process.stderr.write('usage: node hammer-harness.js [--read-only] HAMMER_JS TRACE OUTPUT\n');
    process.exit(64);
}

// ---- The virtual clock -------------------------------------------------------------------------
let clockMs = 0;
let timerSerial = 0;
const timers = [];  // pending {id, due, fn}, sorted by due time, then by the order they were set

Date.now = () => clockMs;
globalThis.setTimeout = (fn, delay) => {
    const timer = { id: ++timerSerial, due: clockMs + Math.max(0, Number(delay) || 0), fn };
    let i = timers.length;
    while (i > 0 && timers[i - 1].due > timer.due) i--;
    timers.splice(i, 0, timer);
    return timer.id;
};
globalThis.clearTimeout = (id) => {
    for (let i = 0; i < timers.length; i++) {
        if (timers[i].id === id) { timers.splice(i, 1); return; }
    }
};
// Runs every timer due by `ms`, each at its own time, then sets the clock to `ms`.
function runTimersTo(ms) {
    while (timers.length > 0 && timers[0].due <= ms) {
        const timer = timers.shift();
        clockMs = timer.due;
        timer.fn();
    }
    clockMs = ms;
}

// ---- The DOM shim --------------------------------------------------------------------------------
function makeElement() {
    const listeners = Object.create(null);
    return {
        style: { touchAction: '' },  // a browser with native touch-action, as phones have
        parentNode: null,
        ownerDocument: null,
        listeners,
        addEventListener(type, handler) { (listeners[type] || (listeners[type] = [])).push(handler); },
        removeEventListener(type, handler) {
            const list = listeners[type];
            if (list) { const i = list.indexOf(handler); if (i >= 0) list.splice(i, 1); }
        },
        dispatchEvent(event) {
            const list = listeners[event.type];
            if (list) for (let i = 0; i < list.length; i++) list[i](event);
            return true;
        },
    };
}
const window = { ontouchstart: null, console, addEventListener() {}, removeEventListener() {} };
const document = {
    createElement: () => makeElement(),
    createEvent: () => ({ initEvent(type) { this.type = type; } }),
    defaultView: window,
};
window.document = document;
globalThis.window = window;
globalThis.document = document;
Object.defineProperty(globalThis, 'navigator', {
    value: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
    configurable: true, writable: true,
});

// Opens a file the run needs, or stops with its path and the reason (exit status 65, an input that
// cannot be read, as bk-events; 74 for the output).
function open(path, flags, status) {
    try { return fs.openSync(path, flags); } catch (error) {
        process.stderr.write(`${path}: ${error.message}\n`);
        process.exit(status);
    }
}
fs.closeSync(open(hammerPath, 'r', 65));
const Hammer = require(require('path').resolve(hammerPath));
if (typeof Hammer !== 'function' || typeof Hammer.Manager !== 'function') {
    process.stderr.write(`${hammerPath}: not a Hammer.js build (no Hammer.Manager)\n`);
    process.exit(65);
}

// ---- The scene: five-recognizers.scene.json -----------------------------------------------------
const element = makeElement();
element.ownerDocument = document;
const manager = new Hammer.Manager(element, { inputClass: Hammer.TouchInput });
// UIKit's defaults as our models use them, in Hammer's units (milliseconds, points as pixels).
const tapOptions = { pointers: 1, time: 500, threshold: 45, interval: 350, posThreshold: 45 };
const single = new Hammer.Tap(Object.assign({ event: 'tap', taps: 1 }, tapOptions));
const double = new Hammer.Tap(Object.assign({ event: 'doubletap', taps: 2 }, tapOptions));
const press = new Hammer.Press({ event: 'press', time: 500, threshold: 10 });
const pan = new Hammer.Pan({ event: 'pan', threshold: 10, direction: Hammer.DIRECTION_ALL });
const swipe = new Hammer.Swipe({ event: 'swipe', direction: Hammer.DIRECTION_HORIZONTAL,
                                  threshold: 50, velocity: 0.1 });
// "single requires double", Hammer's documented recipe: the double tap first, a failure
// requirement, and the double tap recognizing alongside the single one. In 2.0.8
// `requireFailure` links both ways, so with the single tap first a double tap never fires.
manager.add([double, single, press, pan, swipe]);
double.recognizeWith(single);
single.requireFailure(double);

// ---- Output: one line per recognized event, written in large blocks -----------------------------
const out = open(outputPath, 'w', 74);
let pending = '';
let records = 0;
function flush() {
    if (pending.length > 0) { fs.writeSync(out, pending); pending = ''; }
}
function record(data) {
    pending += '{"t":' + (clockMs / 1000).toFixed(6) + ',"event":"' + data.type +
        '","x":' + data.center.x + ',"y":' + data.center.y + '}\n';
    records++;
    if (pending.length >= 65536) flush();
}
manager.on('tap doubletap press pressup panstart panmove panend pancancel swipe', record);

// ---- Touches -----------------------------------------------------------------------------------
const domType = { began: 'touchstart', moved: 'touchmove', stationary: 'touchmove',
                  ended: 'touchend', cancelled: 'touchcancel' };
const down = new Map();  // touch id -> its Touch object while down
let eventType = null;    // the touch event being gathered (same time, same DOM type)
let eventTime = -1;
let changed = [];
let samples = 0;
let commands = 0;

function preventDefault() {}
function dispatchPending() {
    if (eventType === null) return;
    runTimersTo(eventTime);
    const lifting = eventType === 'touchend' || eventType === 'touchcancel';
    if (lifting) for (const touch of changed) down.delete(touch.identifier);
    if (!readOnly) element.dispatchEvent({
        type: eventType, target: element, touches: Array.from(down.values()),
        changedTouches: changed, targetTouches: null, preventDefault,
    });
    eventType = null;
    changed = [];
}
function sample(line, number) {
    const t = line.t, id = line.touch, phase = line.phase, x = line.x, y = line.y;
    const type = domType[phase];
    if (typeof t !== 'number' || typeof id !== 'number' || type === undefined ||
        typeof x !== 'number' || typeof y !== 'number') {
        fail(number, 'a touch sample needs "t", "touch", "phase", "x" and "y"');
    }
    const ms = t * 1000;
    if (eventType !== type || ms !== eventTime) dispatchPending();
    eventType = type;
    eventTime = ms;
    let touch = down.get(id);
    if (phase === 'began' || touch === undefined) {
        touch = { identifier: id, target: element, clientX: x, clientY: y, pageX: x, pageY: y };
        down.set(id, touch);
    } else {
        touch.clientX = touch.pageX = x;
        touch.clientY = touch.pageY = y;
    }
    changed.push(touch);
    samples++;
}
// A bad line: FILE:LINE:COLUMN, the column where the problem starts (the line's first byte
// when the line as a whole is wrong).
function fail(number, message, column = 1) {
    process.stderr.write(`${tracePath}:${number}:${column}: ${message}\n`);
    process.exit(65);
}

// ---- Reading: the trace in 1 MiB blocks, one line at a time -------------------------------------
const started = process.hrtime.bigint();
const input = open(tracePath, 'r', 65);
const block = Buffer.allocUnsafe(1 << 20);
const decoder = new StringDecoder('utf8');
let carry = '';
let lineNumber = 0;
const NUMBER = '(-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:[eE][-+]?[0-9]+)?)';
const SAMPLE = new RegExp('^\\{"t": ?' + NUMBER + ', ?"touch": ?([0-9]+), ?"phase": ?"([a-z]+)", ?"x": ?' +
    NUMBER + ', ?"y": ?' + NUMBER + '\\}\\r?$');
const sampleValues = { t: 0, touch: 0, phase: '', x: 0, y: 0 };
function handleLine(text) {
    lineNumber++;
    let first = 0;
    while (first < text.length && (text.charCodeAt(first) === 32 || text.charCodeAt(first) === 9)) first++;
    if (first === text.length || text.charCodeAt(first) === 35 /* # */ || text === '\r') return;
    // A sample written as generate-trace.py writes it is read by one regular expression (V8
    // compiles it to machine code); any other line by JSON.parse. Both give the same values.
    const match = SAMPLE.exec(text);
    if (match !== null) {
        sampleValues.t = +match[1]; sampleValues.touch = +match[2]; sampleValues.phase = match[3];
        sampleValues.x = +match[4]; sampleValues.y = +match[5];
        sample(sampleValues, lineNumber);
        return;
    }
    let line;
    try { line = JSON.parse(text); } catch (error) {
        const at = /position (\d+)/.exec(error.message);
        fail(lineNumber, `not JSON: ${error.message}`, at === null ? 1 : +at[1] + 1);
    }
    if (line === null || typeof line !== 'object') fail(lineNumber, 'not a JSON object');
    if (line.phase !== undefined) sample(line, lineNumber);
    else if (line.do !== undefined) { dispatchPending(); commands++; }
    else if (line.trace === undefined && line.scene === undefined) fail(lineNumber, 'neither a sample, a command nor a header');
}
for (;;) {
    const count = fs.readSync(input, block, 0, block.length, null);
    if (count === 0) break;
    const text = carry + decoder.write(block.subarray(0, count));
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
        handleLine(text.slice(start, end));
        start = end + 1;
    }
    carry = text.slice(start);
}
carry += decoder.end();
if (carry.length > 0) handleLine(carry);
dispatchPending();
runTimersTo(Infinity);
flush();
fs.closeSync(out);
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const skipped = commands > 0 ? `, ${commands} commands skipped` : '';
process.stderr.write(`hammer-harness: ${samples} samples, ${records} events in ${seconds.toFixed(3)} s = ` +
    `${(samples / seconds / 1e6).toFixed(2)}M samples/s${skipped}\n`);
