import GestureModel
import SceneFiles
import Replay

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
    /// True when the replay writes reasons (`--explain`).
    private let explaining: Bool
    /// True once an expected line that differed was one only `--explain` writes.
    private var expectsReasons = false

    /// The format the expected records are in (JSON Lines when the first record is a JSON
    /// object), told by peeking: a pipe loses nothing.
    let format: RecordFormat

    /// Opens the expectation file at `path` (read once, as the output is produced), for a
    /// replay that writes reasons when `explaining`.
    init(path: String, explaining: Bool = false) throws(FileError) {
        self.path = path
        self.explaining = explaining
        self.reader = try LineReader(path: path)
        format = try InputKind.of(reader) == .records(.jsonl) ? .jsonl : .text
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
            noteReasons(in: expected)
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
            noteReasons(in: extra)
            if firstDifference == nil { firstDifference = (produced + 1, extra, nil) }
        }
        guard let first = firstDifference else { return nil }
        var report = "The output differs from \(FileError.escaped(path)): \(differences) record(s) differ; \(produced) produced, \(expectedCount) expected.\n"
        report += "First difference at record \(first.record):\n"
        // lines from files: escaped, so the report is the lines it shows and nothing else
        for line in context { report += "    \(FileError.escaped(line))\n" }
        report += "  - expected: \(first.expected.map(FileError.escaped) ?? "(no more records)")\n"
        report += "  + produced: \(first.actual.map(FileError.escaped) ?? "(no more records)")\n"
        if expectsReasons {
            report += "The expectation has reasons (the lines 'replay --explain' adds): add --explain to compare them.\n"
        }
        return report
    }

    /// Notes whether `expected`, a line that differed from the output, is one only `--explain`
    /// writes while the replay does not explain. Only differing lines are looked at: without
    /// `--explain` such a line can never match, so the first one is always among them, and the
    /// lines that match cost nothing more.
    private func noteReasons(in expected: String?) {
        guard !explaining, !expectsReasons, let expected else { return }
        expectsReasons = ExpectationChecker.isExplanation(expected)
    }

    /// True when `line` (an expectation's) is one that only `replay --explain` writes
    /// (<doc:Reasons>): a text "because …" line or a JSON record with a `reason`, or a record of
    /// a kind it adds (`touch`, `held`, `released`, `delivery`).
    static func isExplanation(_ line: String) -> Bool {
        let bytes = Array(line.utf8)
        let start = bytes.drop { $0 == 0x20 || $0 == 0x09 }
        if start.first == UInt8(ascii: "{") {
            guard let object = try? JSONParser.parse(Array(start)) else { return false }
            if object["reason"] != nil { return true }
            guard case .string(let kind) = object["kind"]?.kind else { return false }
            return ExplanationFormat.recordKinds.contains(kind)
        }
        if start.count < bytes.count { return ExplanationFormat.isBecauseLine(start) }
        let words = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        return words.count >= 2 && ExplanationFormat.recordKinds.contains(String(words[1]))
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }
}
