import Foundation

@testable import GestureModel
@testable import TestFixtures

/// A corpus in a fresh temporary folder, made of the Examples: every case passes until a test
/// changes a file.
///
/// ```
/// good/photo-viewer  (.trace.jsonl, .scene.json, .expected.jsonl, .expected.txt)
/// good/map, good/mail-list, good/login-form
/// settings/settings  (its own folder)
/// recordings/taps    (.evemu, .scene.json, .expected.jsonl)
/// ```
struct CorpusFixture {
    let root: String

    static let examples = URLPaths.examples

    init() throws {
        root = NSTemporaryDirectory() + "bk-corpus-" + UUID().uuidString
        for name in ["photo-viewer", "map", "mail-list", "login-form"] { try copyExample(name, to: "good") }
        try copyExample("settings", to: "settings")
        try add("recordings/taps.evemu", contents: read(EvemuFixtures.path("atmel-mxt_1f-fast-taps.evemu")))
        try add("recordings/taps.scene.json", contents: read(Self.examples + "/photo-viewer.scene.json"))
        try add("recordings/taps.expected.jsonl", contents: Self.tapsExpected)
    }

    /// What the fast-taps recording gives through the photo viewer scaled onto its window (a
    /// double tap is located where its first tap came down).
    static let tapsExpected = """
        {"t":0.316644,"kind":"gesture","id":"double","state":"ended","x":165.957,"y":326.405}
        {"t":0.316644,"kind":"handler","id":"zoom","of":"double","state":"ended","x":165.957,"y":326.405}
        {"t":0.316644,"kind":"gesture","id":"single","state":"failed"}
        {"t":0.772993,"kind":"gesture","id":"double","state":"ended","x":174.255,"y":321.119}
        {"t":0.772993,"kind":"handler","id":"zoom","of":"double","state":"ended","x":174.255,"y":321.119}
        {"t":0.772993,"kind":"gesture","id":"single","state":"failed"}
        {"t":1.214632,"kind":"gesture","id":"double","state":"ended","x":177.672,"y":342.263}
        {"t":1.214632,"kind":"handler","id":"zoom","of":"double","state":"ended","x":177.672,"y":342.263}
        {"t":1.214632,"kind":"gesture","id":"single","state":"failed"}
        {"t":1.685150,"kind":"gesture","id":"double","state":"ended","x":170.35,"y":340.501}
        {"t":1.685150,"kind":"handler","id":"zoom","of":"double","state":"ended","x":170.35,"y":340.501}
        {"t":1.685150,"kind":"gesture","id":"single","state":"failed"}
        {"t":2.284007,"kind":"gesture","id":"double","state":"failed"}
        {"t":2.284007,"kind":"gesture","id":"single","state":"ended","x":182.065,"y":344.025}
        {"t":2.284007,"kind":"handler","id":"toggleChrome","of":"single","state":"ended","x":182.065,"y":344.025}

        """

    private func copyExample(_ name: String, to folder: String) throws {
        for suffix in [".trace.jsonl", ".scene.json", ".expected.jsonl", ".expected.txt"] {
            let source = Self.examples + "/" + name + suffix
            if FileManager.default.fileExists(atPath: source) { try add("\(folder)/\(name)\(suffix)", contents: read(source)) }
        }
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// Writes `contents` at `relative`, making folders as needed.
    func add(_ relative: String, contents: String) throws {
        let full = path(relative)
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: full))
    }

    /// Replaces the first occurrence of `old` in the file at `relative`.
    func edit(_ relative: String, replacing old: String, with new: String) throws {
        let text = try read(path(relative))
        guard let range = text.range(of: old) else { throw CocoaError(.fileReadCorruptFile) }
        try add(relative, contents: text.replacingCharacters(in: range, with: new))
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}
