/// How a replay's output differs from one expectation file.
public struct CorpusMismatch: Hashable, Sendable {
    /// The expectation file.
    public var expectation: CorpusExpectation
    /// The records the replay produced.
    public var produced: Int
    /// The records the expectation holds.
    public var expected: Int
    /// Records of the expectation the output does not have.
    public var removed: Int
    /// Records of the output the expectation does not have.
    public var added: Int
    /// The differences as a unified diff over records: hunks headed `@@ -A,B +C,D @@` (record
    /// numbers from 1, comments and blank lines not counted), then lines starting with two
    /// spaces (context), `- ` (only expected) or `+ ` (only produced).
    public var diff: String

    /// One line saying what differs, e.g. `the output differs from x.expected.jsonl (1 record
    /// only expected, 2 only produced; 12 produced, 11 expected)`.
    public var summary: String {
        "the output differs from \(expectation.path) (\(removed) record\(removed == 1 ? "" : "s") only expected, "
            + "\(added) only produced; \(produced) produced, \(expected) expected)"
    }
}
