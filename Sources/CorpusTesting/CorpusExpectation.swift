import SceneFiles
/// An expectation file of a corpus case: the records a replay must produce, one line each,
/// in the format its name says (`NAME.expected.jsonl` JSON Lines, `NAME.expected.txt` text) —
/// or, named `NAME.explained.jsonl` or `NAME.explained.txt`, what it must produce with reasons
/// on, as `bk-events replay --explain` writes it: each failure and cancellation with its reason,
/// and the `held`, `released`, `delivery` and `touch` records (GestureModel's Reasons article).
///
/// Blank lines and lines starting with `#` are ignored, as are spaces at the end of a line,
/// so an expectation may carry comments.
public struct CorpusExpectation: Hashable, Sendable {
    /// The file's path.
    public var path: String
    /// The format of its records.
    public var format: RecordFormat
    /// Whether it holds the output with reasons (`NAME.explained.*`): a case with such an
    /// expectation is replayed with reasons on, which a case without one does not pay for.
    public var explained: Bool

    /// An expectation at `path` in `format`, with reasons when `explained`.
    public init(path: String, format: RecordFormat, explained: Bool = false) {
        self.path = path
        self.format = format
        self.explained = explained
    }
}
