import SceneFiles
/// One trace (or recording) of a corpus, with its scene and the expectation files its replay
/// is checked against: what ``CorpusDiscovery`` finds and ``CorpusRunner`` runs.
public struct CorpusCase: Equatable, Sendable {
    /// What is replayed.
    public enum Input: Hashable, Sendable {
        /// A JSON Lines trace (`NAME.trace.jsonl`).
        case trace(String)
        /// A recording of a real touchscreen (e.g. `NAME.evemu`), with the device description
        /// of evemu's split form when there is one; scaled onto the scene's window.
        case recording(String, description: String?)
    }

    /// The case's name: its path without the input's extension, e.g. `Examples/photo-viewer`.
    public var name: String
    /// What is replayed.
    public var input: Input
    /// The scene beside it (`NAME.scene.json`), when there is one. A trace whose header names
    /// a scene uses that one; a recording needs this one.
    public var scene: String?
    /// The expectation files, in name order (a case may have both a JSON Lines and a text one).
    public var expectations: [CorpusExpectation]
    /// The path relative to the folder named on the command line: what shards are assigned by
    /// and timings are matched on, so machines with the corpus in different places agree.
    public var key: String
    /// What is wrong with the case as found (an expectation without a trace, a recording
    /// without a scene): reported as a bad file without replaying anything.
    public var problem: FileError?

    /// A case.
    public init(
        name: String, input: Input, scene: String? = nil, expectations: [CorpusExpectation], key: String? = nil,
        problem: FileError? = nil
    ) {
        self.name = name
        self.input = input
        self.scene = scene
        self.expectations = expectations
        self.key = key ?? name
        self.problem = problem
    }

    /// The path of the trace or recording.
    public var inputPath: String {
        switch input {
        case .trace(let path), .recording(let path, _): return path
        }
    }

    /// Every file of the case: its trace or recording (and description), scene and
    /// expectations — what a report written by `bk-events test` must never overwrite.
    public var files: [String] {
        var files = [inputPath] + expectations.map(\.path)
        if let scene { files.append(scene) }
        if case .recording(_, let description?) = input { files.append(description) }
        return files
    }
}
