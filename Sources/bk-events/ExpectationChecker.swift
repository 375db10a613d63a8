import GestureModel

/// Compares output lines, as they are produced, with an expectation file, streaming both; keeps
/// the first difference with a little context for a readable report.
final class ExpectationChecker {
    private let path: String
    private let reader: LineReader
    private var produced = 0
    private var expectedCount = 0
    private var differences = 0
    private var firstDifference: (record: Int, expected: String?, actual: String?)?
    private var context: [String] = []

    init(path: String) throws(FileError) {
        self.path = path
        self.reader = try LineReader(path: path)
    }

    private func nextExpected() throws(FileError) -> String? {
        while let line = try reader.nextLineBytes({ String(decoding: $0, as: UTF8.self) }) {
            let trimmed = line.trimmingTrailingSpaces
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            return trimmed
        }
        return nil
    }

    func check(_ line: String) throws(FileError) {
        produced += 1
        let expected = try nextExpected()
        if expected != nil { expectedCount += 1 }
        if expected != line {
            differences += 1
            if firstDifference == nil { firstDifference = (produced, expected, line) }
        } else if firstDifference == nil {
            context.append(line)
            if context.count > 3 { context.removeFirst() }
        }
    }

    /// The readable report of the differences, or nil when the output matched.
    func finish() throws(FileError) -> String? {
        while let extra = try nextExpected() {
            expectedCount += 1
            differences += 1
            if firstDifference == nil { firstDifference = (produced + 1, extra, nil) }
        }
        guard let first = firstDifference else { return nil }
        var report = "The output differs from \(path): \(differences) record(s) differ; \(produced) produced, \(expectedCount) expected.\n"
        report += "First difference at record \(first.record):\n"
        for line in context { report += "    \(line)\n" }
        report += "  - expected: \(first.expected ?? "(no more records)")\n"
        report += "  + produced: \(first.actual ?? "(no more records)")\n"
        return report
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }
}
