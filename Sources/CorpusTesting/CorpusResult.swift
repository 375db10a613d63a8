import SceneFiles
/// What checking one case of a corpus gave.
public struct CorpusResult: Sendable {
    /// How a case came out.
    public enum Outcome: Sendable, Equatable {
        /// The output matched every expectation file.
        case passed
        /// The output differs from at least one expectation file.
        case failed([CorpusMismatch])
        /// A file of the case holds bad data, or is missing: nothing was compared.
        case bad(FileError)
        /// Nothing to compare with (a trace without an expectation file); the reason.
        case skipped(String)
    }

    /// The case.
    public var corpusCase: CorpusCase
    /// How it came out.
    public var outcome: Outcome
    /// How long checking it took (reading, replaying, comparing, rewriting).
    public var duration: Duration
    /// The expectation files rewritten from the output (when updating, those that differed).
    public var updated: [String] = []
    /// An expectation file that could not be rewritten.
    public var updateError: FileError?
    /// When the runner has a ``CorpusRunner/listener`` and the case passed, what the listener
    /// found, one line each: with `bk-events test --fragile`, the decisions that came within
    /// the limits of flipping, tightest first (as `bk-events margins` prints them); empty
    /// otherwise.
    public var fragile: [String] = []

    /// A result.
    public init(corpusCase: CorpusCase, outcome: Outcome, duration: Duration, updated: [String] = [], updateError: FileError? = nil) {
        self.corpusCase = corpusCase
        self.outcome = outcome
        self.duration = duration
        self.updated = updated
        self.updateError = updateError
    }

    /// The outcome's name: `passed`, `failed`, `updated` (it differed, and every expectation
    /// file that differed was rewritten), `bad` or `skipped`.
    public var status: String {
        switch outcome {
        case .passed: return "passed"
        case .failed(let mismatches): return updateError == nil && updated.count == mismatches.count ? "updated" : "failed"
        case .bad: return "bad"
        case .skipped: return "skipped"
        }
    }
}
