import SceneFiles
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a file's name says it is in a corpus (see ``CorpusDiscovery``), and the case name it
/// belongs to.
package struct CorpusFileName {
    /// The roles a file plays.
    enum Role: Equatable {
        case trace
        /// What a replay must give, in a format, with reasons (`NAME.explained.*`) or without.
        case expectation(RecordFormat, explained: Bool)
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
            (".trace.jsonl", .trace), (".expected.jsonl", .expectation(.jsonl, explained: false)),
            (".expected.txt", .expectation(.text, explained: false)), (".explained.jsonl", .expectation(.jsonl, explained: true)),
            (".explained.txt", .expectation(.text, explained: true)), (".scene.json", .scene), (".desc", .description),
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

    /// The scene a corpus pairs with the trace or recording at `path` (`NAME.scene.json` in its
    /// folder), if that file exists: what `replay` suggests when it is not told a scene.
    package static func sceneBeside(_ path: String) -> String? {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let named = CorpusFileName(slash.map { String(path[path.index(after: $0)...]) } ?? path)
        guard named.role == .trace || named.role == .recording, let stem = named.stem else { return nil }
        let scene = folder + stem + ".scene.json"
        return access(scene, F_OK) == 0 ? scene : nil
    }
}
