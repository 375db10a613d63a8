import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings
@testable import Replay
@testable import CorpusTesting
@testable import TestFixtures

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Random corpus trees (issue 31): traces, scenes and expectations (right, stale, garbage,
/// empty), links to files and folders outside the tree and back up it, dangling links, FIFOs
/// and odd names, run with `--update` and then checked twice. Nothing outside the tree
/// changes, no temporary is left behind, and the two checks give the same report.
@Suite("corpus runner on random trees")
struct CorpusTreeFuzzTests {
    /// A small deterministic generator (SplitMix64): the same trees on every machine.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static let examples = URLPaths.examples
    static let files = FileManager.default

    /// Every file under `root` (links not followed) with its bytes or link target.
    static func snapshot(_ root: String) -> [String: String] {
        var result: [String: String] = [:]
        guard let names = files.subpaths(atPath: root) else { return result }
        for name in names {
            let path = root + "/" + name
            if let target = try? files.destinationOfSymbolicLink(atPath: path) {
                result[name] = "-> " + target
            } else if let data = files.contents(atPath: path) {
                result[name] = String(decoding: data, as: UTF8.self)
            }
        }
        return result
    }

    /// Makes a random tree in `tree` whose links may point into `outside`.
    static func makeTree(_ tree: String, outside: String, generator: inout Generator) throws {
        let trace = try String(contentsOfFile: examples + "/login-form.trace.jsonl", encoding: .utf8)
        let expected = try String(contentsOfFile: examples + "/login-form.expected.jsonl", encoding: .utf8)
        let scene = try String(contentsOfFile: examples + "/login-form.scene.json", encoding: .utf8)
        var folders = [tree]
        for index in 0..<(1 + generator.next(3)) {
            let folder = folders[generator.next(folders.count)] + "/f\(index)"
            try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
            folders.append(folder)
        }
        let names = ["a", "b c", "line\nbreak", "esc\u{1B}[2J", "ünï"]
        for index in 0..<(2 + generator.next(6)) {
            let folder = folders[generator.next(folders.count)]
            let name = folder + "/" + names[generator.next(names.count)] + "\(index)"
            try Data(scene.utf8).write(to: URL(fileURLWithPath: folder + "/login-form.scene.json"))
            switch generator.next(3) {
            case 0: try Data(trace.utf8).write(to: URL(fileURLWithPath: name + ".trace.jsonl"))
            case 1: _ = symlink(examples + "/login-form.trace.jsonl", name + ".trace.jsonl")
            default: break
            }
            let expectation = name + (generator.next(2) == 0 ? ".expected.jsonl" : ".expected.txt")
            switch generator.next(7) {
            case 0: try Data(expected.utf8).write(to: URL(fileURLWithPath: expectation))
            case 1: try Data(String(expected.dropLast(40)).utf8).write(to: URL(fileURLWithPath: expectation))
            case 2: try Data("garbage \u{1B}\r\n{".utf8).write(to: URL(fileURLWithPath: expectation))
            case 3: try Data().write(to: URL(fileURLWithPath: expectation))
            case 4: _ = symlink(outside + "/victim.expected.jsonl", expectation)
            case 5: _ = mkfifo(expectation, 0o644)
            default: _ = symlink(outside + "/missing", expectation)
            }
            // a link planted where the old rewrite put its temporary
            if generator.next(3) == 0 { _ = symlink(outside + "/victim.txt", expectation + ".bk-events-update") }
        }
        // links to folders: back up the tree, and outside it
        _ = symlink("..", folders[generator.next(folders.count)] + "/up")
        if generator.next(2) == 0 { _ = symlink(outside, tree + "/out") }
    }

    @Test(arguments: 0..<24)
    func nothingOutsideTheTreeChangesAndARunRepeats(seed: Int) throws {
        var generator = Generator(state: UInt64(seed) &* 7919)
        let root = NSTemporaryDirectory() + "bk-corpus-tree-" + UUID().uuidString
        defer { try? Self.files.removeItem(atPath: root) }
        let tree = root + "/tree", outside = root + "/outside"
        try Self.files.createDirectory(atPath: tree, withIntermediateDirectories: true)
        try Self.files.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("precious\n".utf8).write(to: URL(fileURLWithPath: outside + "/victim.txt"))
        try Data("{\"t\":0,\"kind\":\"control\",\"id\":\"x\"}\n".utf8).write(to: URL(fileURLWithPath: outside + "/victim.expected.jsonl"))
        try Self.makeTree(tree, outside: outside, generator: &generator)
        let before = Self.snapshot(outside)
        // twice, each way it could be named
        let paths = [tree, tree + "/", tree + "//."]
        let report = { (summary: CorpusSummary) in summary.results.map(CorpusReport.text).joined() + summary.line }
        _ = CorpusRunner(workers: 2, update: true).run(try CorpusDiscovery.discover(paths))
        let first = report(CorpusRunner(workers: 2).run(try CorpusDiscovery.discover(paths)))
        let second = report(CorpusRunner(workers: 1).run(try CorpusDiscovery.discover([tree])))
        #expect(first == second)
        #expect(Self.snapshot(outside) == before)
        let left = Self.files.subpaths(atPath: tree)?.filter { $0.contains(".bk-events-") && !$0.hasSuffix(".bk-events-update") } ?? []
        #expect(left.isEmpty, "\(left)")
    }
}
