/// The differences between the records an expectation holds and those a replay produces,
/// worked out as both stream in — the expected records read from the file, the produced ones
/// as the replay makes them — so memory stays flat however long either is: a unified diff over
/// records (`-` expected, `+` produced, two records of context around each change, see
/// ``DiffHunks``), so a failure reads like a code review.
///
/// While the sides agree, each line is matched as it comes and let go. Where they part, the
/// lines of each side are held until a line of one side turns up among the other's held
/// lines: the sides agree again there, and what was held before it on each side is removed or
/// added (a record missing, an extra one, a changed one — each found as such). Sides that do not
/// meet again within ``window`` lines (or ``windowBytes`` bytes) of a side are let go from the
/// front as changes, so a long stretch that differs costs no more memory than a short one.
///
/// Feed the sides alternately (each produced record, then the next expected one) so that the
/// lines held stay near where the sides parted; ``endExpected()`` and ``endProduced()`` say a
/// side has no more lines.
struct LineDiff {
    /// The most lines held on a side while the sides differ.
    static let window = 1024
    /// The most bytes held on a side while the sides differ.
    static let windowBytes = 4 << 20

    /// Records only in the expectation.
    private(set) var removed = 0
    /// Records only in the output.
    private(set) var added = 0
    /// The expected records given.
    private(set) var expectedCount = 0
    /// The produced records given.
    private(set) var producedCount = 0
    /// The diff's text (after ``finish()``): hunks headed `@@ -A,B +C,D @@` (record numbers
    /// from 1), then lines starting with `  `, `- ` or `+ `, each ending with a newline; empty
    /// when the sides agree.
    private(set) var text = ""

    private var expected = DiffQueue()
    private var produced = DiffQueue()
    private var expectedEnded = false
    private var producedEnded = false
    private var hunks = DiffHunks()

    /// The lines held now (of both sides): at most twice ``window``.
    var held: Int { expected.count + produced.count }

    /// Whether the sides differ (so far).
    var differs: Bool { removed + added > 0 }

    /// The next record of the expectation.
    mutating func expect(_ line: [UInt8]) {
        expectedCount += 1
        expected.push(line)
        settle(newest: .expected, line)
    }

    /// The next record of the output.
    mutating func produce(_ line: [UInt8]) {
        producedCount += 1
        produced.push(line)
        settle(newest: .produced, line)
    }

    /// The expectation has no more records.
    mutating func endExpected() {
        expectedEnded = true
        drain()
    }

    /// The output has no more records.
    mutating func endProduced() {
        producedEnded = true
        drain()
    }

    /// Ends both sides and writes ``text``: what is still held differs (no line of one side is
    /// among the other's), removals first.
    ///
    /// - Complexity: O(*n* + *m*) over the whole diff for *n* expected and *m* produced
    ///   records (each looked up in a hash of the other side's held lines).
    mutating func finish() {
        while !expected.isEmpty { take(removed: expected.pop()) }
        expectedEnded = true
        producedEnded = true
        drain()
        text = hunks.finish()
    }

    private enum Side { case expected, produced }

    /// Matches what the sides hold after `line` came to `newest`: lines that agree at the
    /// front go; when the new line is among the other side's held lines, the sides meet there;
    /// a side over the window lets its front go.
    private mutating func settle(newest: Side, _ line: [UInt8]) {
        agreeAtFront()
        // before the line came, no held line of one side was among the other's (or the fronts
        // agreed and went): the sides can only meet at the new line, the last of its side
        if !expected.isEmpty, !produced.isEmpty {
            switch newest {
            case .expected:
                if let meeting = produced.offset(of: line) { meet(expectedAt: expected.count - 1, producedAt: meeting) }
            case .produced:
                if let meeting = expected.offset(of: line) { meet(expectedAt: meeting, producedAt: produced.count - 1) }
            }
        }
        var letGo = false
        while expected.count > LineDiff.window || expected.bytes > LineDiff.windowBytes {
            take(removed: expected.pop())
            letGo = true
        }
        while produced.count > LineDiff.window || produced.bytes > LineDiff.windowBytes {
            take(added: produced.pop())
            letGo = true
        }
        // letting a front go may bring fronts that agree
        if letGo { agreeAtFront() }
        drain()
    }

    /// Lets go of the lines at the fronts of both sides while they agree.
    private mutating func agreeAtFront() {
        while let front = expected.front, front == produced.front {
            expected.pop()
            hunks.agreed(produced.pop())
        }
    }

    /// A side that ended with nothing held leaves the other's held lines nothing to meet:
    /// they are changes.
    private mutating func drain() {
        if expectedEnded, expected.isEmpty { while !produced.isEmpty { take(added: produced.pop()) } }
        if producedEnded, produced.isEmpty { while !expected.isEmpty { take(removed: expected.pop()) } }
    }

    /// The sides meet at held line `expectedAt` and `producedAt`: the lines held before them
    /// differ, and those two agree.
    private mutating func meet(expectedAt: Int, producedAt: Int) {
        for _ in 0..<expectedAt { take(removed: expected.pop()) }
        for _ in 0..<producedAt { take(added: produced.pop()) }
        expected.pop()
        hunks.agreed(produced.pop())
    }

    private mutating func take(removed line: [UInt8]) {
        removed += 1
        hunks.removed(line)
    }

    private mutating func take(added line: [UInt8]) {
        added += 1
        hunks.added(line)
    }
}
