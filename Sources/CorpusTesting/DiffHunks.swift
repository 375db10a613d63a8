/// The text of a unified diff, written as the edits stream in (lines of both sides that agree,
/// lines only expected, lines only produced): hunks headed `@@ -A,B +C,D @@`, ``context`` lines
/// of context around each change, removals before additions within a run of changes, at most
/// ``lineLimit`` lines shown and then a count of the changes not shown.
///
/// What it keeps is bounded whatever the lengths of the sides: the lines shown (each cut at
/// ``lineBytes``), a few lines of context, and counts.
struct DiffHunks {
    /// The most diff lines shown.
    static let lineLimit = 40
    /// Lines of context around each change.
    static let context = 2
    /// The longest line shown whole; a longer one is cut, with `…` after it.
    static let lineBytes = 4096

    /// A line that agrees, with its numbers on each side.
    private struct Agreed {
        var line: [UInt8]
        var old: Int
        var new: Int
    }

    /// The hunks written so far.
    private var written = ""
    /// The numbers of the next line of each side (from 0).
    private var oldNext = 0, newNext = 0
    /// The last lines that agreed while no hunk is open (its context before, when one opens).
    private var before: [Agreed] = []

    /// Whether a hunk is open.
    private var open = false
    /// Where the open hunk starts on each side, once it has a line of that side.
    private var oldStart: Int?, newStart: Int?
    /// How many lines of each side the open hunk holds.
    private var oldCount = 0, newCount = 0
    /// The open hunk's lines shown.
    private var body = ""
    /// The lines that agreed since the open hunk's last change (no more than two contexts'
    /// worth: one more closes the hunk).
    private var gap: [Agreed] = []

    /// The run of changes going on: the lines shown of each side, and how many there are.
    private var runRemoved: [[UInt8]] = [], runAdded: [[UInt8]] = []
    private var runRemovedCount = 0, runAddedCount = 0
    private var runOldStart: Int?, runNewStart: Int?

    /// The lines shown, the changes among them, and all changes.
    private var shown = 0, changesShown = 0
    private(set) var changes = 0
    /// Set once a line did not fit: the hunk it belongs to is the last written.
    private var full = false
    /// Set once that hunk is closed: later edits are only counted.
    private var done = false

    /// A line both sides have.
    mutating func agreed(_ line: [UInt8]) {
        let agreed = Agreed(line: line, old: oldNext, new: newNext)
        oldNext += 1
        newNext += 1
        guard !done else { return }
        flushRun()
        if open {
            gap.append(agreed)
            // more than two contexts apart, changes go in hunks of their own
            if gap.count > 2 * DiffHunks.context {
                let last = Array(gap.suffix(DiffHunks.context))
                close()
                before = last
            }
        } else {
            before.append(agreed)
            if before.count > DiffHunks.context { before.removeFirst() }
        }
    }

    /// A line only the expectation has.
    mutating func removed(_ line: [UInt8]) {
        changes += 1
        let number = oldNext
        oldNext += 1
        guard !done else { return }
        startChange()
        if runRemovedCount == 0 { runOldStart = number }
        runRemovedCount += 1
        if runRemoved.count < DiffHunks.lineLimit - shown { runRemoved.append(line) }
    }

    /// A line only the output has.
    mutating func added(_ line: [UInt8]) {
        changes += 1
        let number = newNext
        newNext += 1
        guard !done else { return }
        startChange()
        if runAddedCount == 0 { runNewStart = number }
        runAddedCount += 1
        if runAdded.count < DiffHunks.lineLimit - shown { runAdded.append(line) }
    }

    /// The diff's text once every line was given: empty when nothing changed.
    mutating func finish() -> String {
        if !done {
            flushRun()
            if open { close() }
        }
        if full { written += "… \(changes - changesShown) more changed record(s) not shown\n" }
        return written
    }

    /// Opens a hunk (with the context before) or takes the lines since its last change into it.
    private mutating func startChange() {
        if open {
            for agreed in gap { show(agreed) }
            gap = []
        } else {
            open = true
            oldStart = nil
            newStart = nil
            oldCount = 0
            newCount = 0
            body = ""
            for agreed in before { show(agreed) }
            before = []
        }
    }

    /// Adds the run of changes to the open hunk: removals, then additions.
    private mutating func flushRun() {
        guard runRemovedCount + runAddedCount > 0 else { return }
        if runRemovedCount > 0, oldStart == nil { oldStart = runOldStart }
        if runAddedCount > 0, newStart == nil { newStart = runNewStart }
        oldCount += runRemovedCount
        newCount += runAddedCount
        for line in runRemoved { showLine("- ", line, change: true) }
        if runRemoved.count < runRemovedCount { full = true }
        for line in runAdded { showLine("+ ", line, change: true) }
        if runAdded.count < runAddedCount { full = true }
        runRemoved = []
        runAdded = []
        runRemovedCount = 0
        runAddedCount = 0
    }

    /// Adds a line of context to the open hunk.
    private mutating func show(_ agreed: Agreed) {
        if oldStart == nil { oldStart = agreed.old }
        if newStart == nil { newStart = agreed.new }
        oldCount += 1
        newCount += 1
        showLine("  ", agreed.line, change: false)
    }

    /// Shows `line` after `mark` when there is room (a line that does not fit fills the diff).
    private mutating func showLine(_ mark: String, _ line: [UInt8], change: Bool) {
        guard !full, shown < DiffHunks.lineLimit else {
            full = true
            return
        }
        shown += 1
        if change { changesShown += 1 }
        let cut = line.count > DiffHunks.lineBytes
        var end = min(line.count, DiffHunks.lineBytes)
        // not inside a character's bytes
        while cut, end > 0, line[end] & 0xC0 == 0x80 { end -= 1 }
        body += mark + String(decoding: line[..<end], as: UTF8.self) + (cut ? "…" : "") + "\n"
    }

    /// Writes the open hunk with its context after (at most ``context`` lines of the gap).
    private mutating func close() {
        for agreed in gap.prefix(DiffHunks.context) { show(agreed) }
        // a side without lines in the hunk is empty as a whole (context lines would be there
        // otherwise): it starts at 0, as diff prints it
        func start(_ value: Int?) -> Int { value.map { $0 + 1 } ?? 0 }
        written += "@@ -\(start(oldStart)),\(oldCount) +\(start(newStart)),\(newCount) @@\n" + body
        open = false
        gap = []
        if full { done = true }
    }
}
