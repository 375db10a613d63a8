/// An expectation file of a corpus case: the records a replay must produce, one line each,
/// in the format its name says (`NAME.expected.jsonl` JSON Lines, `NAME.expected.txt` text).
///
/// Blank lines and lines starting with `#` are ignored, as are spaces at the end of a line,
/// so an expectation may carry comments.
public struct CorpusExpectation: Hashable, Sendable {
    /// The file's path.
    public var path: String
    /// The format of its records.
    public var format: RecordFormat

    /// An expectation at `path` in `format`.
    public init(path: String, format: RecordFormat) {
        self.path = path
        self.format = format
    }
}
