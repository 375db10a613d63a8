/// How a replay's output differs from one expectation file.
public struct CorpusMismatch: Hashable, Sendable {
    /// The expectation file.
    public var expectation: CorpusExpectation
    /// The records the replay produced (for an expectation with reasons in text, its lines:
    /// the "because …" lines count too).
    public var produced: Int
    /// The records the expectation holds (lines, as for ``produced``).
    public var expected: Int
    /// Records (or lines) of the expectation the output does not have.
    public var removed: Int
    /// Records (or lines) of the output the expectation does not have.
    public var added: Int
    /// The differences as a unified diff over records: hunks headed `@@ -A,B +C,D @@` (record
    /// numbers from 1, comments and blank lines not counted; with reasons in text, line
    /// numbers, "because …" lines counted), then lines starting with two spaces (context),
    /// `- ` (only expected) or `+ ` (only produced). A changed reason shows as its "because …"
    /// line, or in JSON Lines as its record with the `reason` object.
    public var diff: String

    /// One line saying what differs, e.g. `the output differs from x.expected.jsonl (1 record
    /// only expected, 2 only produced; 12 produced, 12 expected)`; for an expectation with
    /// reasons in text, it counts lines.
    public var summary: String {
        let unit = expectation.explained && expectation.format == .text ? "line" : "record"
        return "the output differs from \(expectation.path) (\(removed) \(unit)\(removed == 1 ? "" : "s") only expected, "
            + "\(added) only produced; \(produced) produced, \(expected) expected)"
    }
}
