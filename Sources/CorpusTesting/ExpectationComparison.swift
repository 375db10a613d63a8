import SceneFiles

/// Compares an output with an expectation file as the replay makes it, reading the file as it
/// goes (a produced record, then the next expected one): neither is held whole, so memory stays
/// flat in the size of both (``LineDiff``). Blank lines, lines starting with `#` and spaces,
/// tabs and carriage returns at line ends do not count, on either side; a byte-order mark
/// starting the file is dropped (``LineReader``).
final class ExpectationComparison: CorpusLineTarget {
    let expectation: CorpusExpectation
    private let reader: LineReader
    private var diff = LineDiff()
    private var expectedEnded = false
    /// The first error reading the expectation.
    private var error: FileError?

    /// Opens the expectation (a regular file: a FIFO put there since the corpus was searched
    /// would wait for ever).
    init(_ expectation: CorpusExpectation) throws(FileError) {
        self.expectation = expectation
        reader = try LineReader(path: expectation.path, regularOnly: true)
    }

    func take(_ line: UnsafeBufferPointer<UInt8>) {
        guard let record = ExpectationComparison.record(line) else { return }
        diff.produce(record)
        readExpected()
    }

    /// How the output differs from the expectation, or nil when they agree; once the output
    /// ended.
    ///
    /// - Throws: the expectation's ``FileError`` when it cannot be read (a line too long…).
    func finish() throws(FileError) -> CorpusMismatch? {
        while !expectedEnded, error == nil { readExpected() }
        if let error { throw error }
        diff.finish()
        guard diff.differs else { return nil }
        return CorpusMismatch(
            expectation: expectation, produced: diff.producedCount, expected: diff.expectedCount, removed: diff.removed, added: diff.added,
            diff: diff.text)
    }

    /// Gives the diff the expectation's next record, if any.
    private func readExpected() {
        guard !expectedEnded, error == nil else { return }
        do throws(FileError) {
            while true {
                guard let line = try reader.nextLineBytes(ExpectationComparison.record) else {
                    expectedEnded = true
                    diff.endExpected()
                    return
                }
                if let record = line {
                    diff.expect(record)
                    return
                }
            }
        } catch {
            self.error = error
        }
    }

    /// The record `line` holds: without spaces, tabs and carriage returns at its end; nil for a
    /// blank line or a `#` comment.
    static func record(_ line: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var end = line.count
        while end > 0, line[end - 1] == 0x20 || line[end - 1] == 0x09 || line[end - 1] == 0x0D { end -= 1 }
        guard end > 0, line[0] != UInt8(ascii: "#") else { return nil }
        return Array(line[..<end])
    }
}
