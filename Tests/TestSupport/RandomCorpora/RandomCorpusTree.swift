#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A random corpus tree for checking the corpus runner as a whole (`bk-events test`): in
/// `ROOT/tree`, folders (nested, with odd names) of cases made from the Examples and from the
/// random scene generator — traces with and without headers, headers naming scenes that are
/// missing, outside the tree or FIFOs; expectations right, stale, garbage, empty, full of
/// comments, with or without reasons — and the odd files a repository can hold: links to files
/// and folders outside the tree (`ROOT/outside`, which holds files that must never change),
/// back up the tree and to themselves, dangling links, hard links to outside files, FIFOs,
/// folders named like files, and links planted where a temporary might go.
///
/// Made from a ``RandomSource``: the tests use a ``SeededRandom``, the fuzz target
/// `FuzzCorpus` a ``ByteSource`` over its input, so libFuzzer steers the shape of the tree.
package struct RandomCorpusTree {
    /// The folder holding `tree` and `outside`.
    package let root: String
    /// The corpus.
    package var tree: String { root + "/tree" }
    /// Files the corpus links to, which no run may change.
    package var outside: String { root + "/outside" }

    /// The Examples the cases are made of (each with a trace, a scene and an expectation).
    private static let examples = ["login-form", "map", "photo-viewer"]
    /// Names of cases, some made to trip a report (a newline, an escape, a bidi override).
    private static let names = ["a", "b c", "line\nbreak", "esc\u{1B}[2J", "ünï", "rtl\u{202E}txt", "-dash", "#hash"]

    /// Makes a tree in `root` (a fresh folder) from `random`'s choices, the Examples read from
    /// the folder `examples`.
    package init<R: RandomSource>(in root: String, examples: String, using random: inout R) {
        self.root = root
        TreeFiles.makeFolder(root + "/tree")
        TreeFiles.makeFolder(root + "/outside")
        TreeFiles.write("precious\n", to: outside + "/victim.txt")
        TreeFiles.write("{\"t\":0,\"kind\":\"control\",\"id\":\"x\"}\n", to: outside + "/victim.expected.jsonl")
        TreeFiles.write(TreeFiles.read(examples + "/map.scene.json") ?? "", to: outside + "/far.scene.json")
        var folders = [tree]
        for index in 0..<random.int(0...3) {
            let parent = random.pick(folders)
            let folder = parent + "/" + (random.chance(0.3) ? random.pick(RandomCorpusTree.names) : "f") + "\(index)"
            mkdir(folder, 0o755)
            folders.append(folder)
        }
        for index in 0..<random.int(1...6) {
            addCase(index, in: random.pick(folders), examples: examples, using: &random)
        }
        // links to folders: back up the tree, to itself, outside it
        if random.chance(0.6) { _ = symlink("..", random.pick(folders) + "/up") }
        if random.chance(0.3) { _ = symlink(".", random.pick(folders) + "/here") }
        if random.chance(0.5) { _ = symlink(outside, random.pick(folders) + "/out") }
    }

    /// Adds case `index` to `folder`: its input, its scene and its expectations, each one of
    /// the ways it can be (or not be) there.
    private func addCase<R: RandomSource>(_ index: Int, in folder: String, examples: String, using random: inout R) {
        let example = random.pick(RandomCorpusTree.examples)
        let name = folder + "/" + random.pick(RandomCorpusTree.names) + "\(index)"
        let trace = TreeFiles.read(examples + "/\(example).trace.jsonl") ?? ""
        let scene = TreeFiles.read(examples + "/\(example).scene.json") ?? ""
        let header = "{\"trace\": 1, \"scene\": \"\(example).scene.json\"}"
        // the trace
        switch random.int(0...9) {
        case 0, 1, 2:
            TreeFiles.write(trace, to: name + ".trace.jsonl")
            TreeFiles.write(scene, to: folder + "/\(example).scene.json")
        case 3:
            // no header: the scene beside it
            TreeFiles.write(trace.replacingHeader(with: ""), to: name + ".trace.jsonl")
            TreeFiles.write(scene, to: name + ".scene.json")
        case 4:
            // a link to the Example: its header is read relative to the link's folder
            _ = symlink(examples + "/\(example).trace.jsonl", name + ".trace.jsonl")
            if random.chance(0.7) { TreeFiles.write(scene, to: folder + "/\(example).scene.json") }
        case 5:
            // the header names a FIFO, a scene outside the tree, or none that is there
            let named = random.pick(["pipe\(index).scene.json", "../../outside/far.scene.json", "gone.scene.json", "/dev/zero"])
            if named.hasPrefix("pipe") { _ = mkfifo(folder + "/" + named, 0o644) }
            TreeFiles.write(trace.replacingHeader(with: "{\"trace\": 1, \"scene\": \"\(named)\"}"), to: name + ".trace.jsonl")
        case 6:
            // a generated scene and trace
            var pairRandom = SeededRandom(seed: random.nextWord())
            let pair = RandomScenePair(seed: 0, sceneFile: "pair\(index).scene.json", using: &pairRandom)
            TreeFiles.write(pair.sceneText, to: folder + "/pair\(index).scene.json")
            TreeFiles.write(pair.traceText, to: name + ".trace.jsonl")
        case 7:
            // not a regular file
            if random.chance(0.5) { _ = mkfifo(name + ".trace.jsonl", 0o644) } else { mkdir(name + ".trace.jsonl", 0o755) }
        case 8:
            TreeFiles.write(header + "\n{\"t\": 0.1, \"do\": \"dance\"}\n\u{1B}]0;title\u{07}\n", to: name + ".trace.jsonl")
            TreeFiles.write(scene, to: folder + "/\(example).scene.json")
        default:
            break  // an expectation without a trace
        }
        // its expectations
        let expected = TreeFiles.read(examples + "/\(example).expected.jsonl") ?? ""
        for _ in 0..<random.int(0...3) {
            let suffix = random.pick([".expected.jsonl", ".expected.txt", ".explained.jsonl", ".explained.txt"])
            let path = name + suffix
            switch random.int(0...11) {
            case 0, 1: TreeFiles.write(suffix == ".expected.jsonl" ? expected : "", to: path)
            case 2: TreeFiles.write(String(expected.dropLast(40)), to: path)
            case 3: TreeFiles.write("garbage \u{1B}[31m\r\n{\n\u{202E}", to: path)
            case 4: TreeFiles.write("", to: path)
            case 5: TreeFiles.write("# a comment\n\n" + expected.split(separator: "\n").map { $0 + "  \n# between\n" }.joined(), to: path)
            case 6: _ = symlink(outside + "/victim.expected.jsonl", path)
            case 7: _ = link(outside + "/victim.expected.jsonl", path)
            case 8: _ = mkfifo(path, 0o644)
            case 9: _ = symlink(outside + "/missing", path)
            case 10: TreeFiles.write(expected, to: path); chmod(path, 0o600)
            default: mkdir(path, 0o755)
            }
            // a link planted where a temporary could go
            if random.chance(0.2) {
                let base = path[path.index(after: path.lastIndex(of: "/")!)...]
                _ = symlink(outside + "/victim.txt", folder + "/." + base + ".bk-events-planted")
            }
        }
    }
}

extension String {
    /// The trace with its first line (the header) replaced by `header` (none when empty).
    fileprivate func replacingHeader(with header: String) -> String {
        let rest = drop { $0 != "\n" }.dropFirst()
        return header.isEmpty ? String(rest) : header + "\n" + rest
    }
}
