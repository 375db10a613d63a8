/// What a file's name says it is in a corpus (see ``CorpusDiscovery``), and the case name it
/// belongs to.
struct CorpusFileName {
    /// The roles a file plays.
    enum Role: Equatable {
        case trace
        case expectation(RecordFormat)
        case scene
        case description
        case recording
        case other
    }

    /// The file's role.
    let role: Role
    /// The case name (the file name without the suffix of its role); nil for other files.
    let stem: String?

    /// The role of the file named `file` (a name, not a path).
    init(_ file: String) {
        let suffixes: [(String, Role)] = [
            (".trace.jsonl", .trace), (".expected.jsonl", .expectation(.jsonl)), (".expected.txt", .expectation(.text)),
            (".scene.json", .scene), (".desc", .description),
        ]
        for (suffix, role) in suffixes where file.hasSuffix(suffix) && file.count > suffix.count {
            self.role = role
            stem = String(file.dropLast(suffix.count))
            return
        }
        for fileExtension in CorpusDiscovery.recordingExtensions where file.hasSuffix("." + fileExtension) && file.count > fileExtension.count + 1 {
            role = .recording
            stem = String(file.dropLast(fileExtension.count + 1))
            return
        }
        role = .other
        stem = nil
    }
}
