import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Outputs are written safely (issue 31, items 1-6): a temporary beside the output, created
/// under a unique name without following links, renamed over it on success; every output
/// compared with every input, standard input included; corpus cases identified by real path.
@Suite("writing files safely")
struct SafeOutputTests {
    private static let files = FileManager.default

    /// A fresh folder holding the login form's case in `c/` (trace, scene, expectation), with
    /// the expectation's last record dropped when `stale` (so `--update` rewrites it).
    static func corpus(stale: Bool = false) throws -> String {
        let directory = try CommandRunner.temporaryDirectory()
        try files.createDirectory(atPath: directory + "/c", withIntermediateDirectories: true)
        for name in ["login-form.scene.json", "login-form.trace.jsonl", "login-form.expected.jsonl"] {
            try files.copyItem(atPath: CommandRunner.packageRoot + "/Examples/" + name, toPath: directory + "/c/" + name)
        }
        if stale {
            let path = directory + "/c/login-form.expected.jsonl"
            try CommandRunner.write(staleText(of: try String(contentsOfFile: path, encoding: .utf8)), to: path)
        }
        return directory
    }

    /// `text` without its last line.
    static func staleText(of text: String) -> String {
        var lines = text.split(separator: "\n")
        lines.removeLast()
        return lines.joined(separator: "\n") + "\n"
    }

    static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    static func mode(_ path: String) throws -> Int {
        (try files.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    /// A link planted where `--update` wrote its temporary made it overwrite the file the link
    /// named, anywhere; the temporary now has a fresh name, made without following links.
    @Test func updateNeverWritesThroughAPlantedLink() throws {
        let directory = try Self.corpus(stale: true)
        let victim = directory + "/victim.txt"
        try CommandRunner.write("precious\n", to: victim)
        try Self.files.createSymbolicLink(atPath: directory + "/c/login-form.expected.jsonl.bk-events-update", withDestinationPath: victim)
        let result = try CommandRunner.run(["test", "c", "--update"], in: directory)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(try Self.read(victim) == "precious\n")
        #expect(try CommandRunner.run(["test", "c"], in: directory).status == 0)
    }

    /// The rewrite turned a 0600 expectation into 0644; it keeps its mode.
    @Test func updateKeepsTheExpectationsMode() throws {
        let directory = try Self.corpus(stale: true)
        let path = directory + "/c/login-form.expected.jsonl"
        #expect(chmod(path, 0o600) == 0)
        let result = try CommandRunner.run(["test", "c", "--update"], in: directory)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(try Self.mode(path) == 0o600)
    }

    /// A symbolic link as an expectation is read through, and never rewritten: the update
    /// says so (exit 74) and leaves the link and the file it names as they were.
    @Test func aLinkedExpectationIsReadButNotRewritten() throws {
        let directory = try Self.corpus()
        let kept = directory + "/kept.expected.jsonl"
        let link = directory + "/c/login-form.expected.jsonl"
        try Self.files.moveItem(atPath: link, toPath: kept)
        try Self.files.createSymbolicLink(atPath: link, withDestinationPath: "../kept.expected.jsonl")
        #expect(try CommandRunner.run(["test", "c"], in: directory).status == 0)
        let stale = Self.staleText(of: try Self.read(kept))
        try CommandRunner.write(stale, to: kept)
        let result = try CommandRunner.run(["test", "c", "--update"], in: directory)
        #expect(result.status == 74, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("symbolic link"), "\(result.stdout)")
        #expect(try Self.files.destinationOfSymbolicLink(atPath: link) == "../kept.expected.jsonl")
        #expect(try Self.read(kept) == stale)
    }

    /// The same folder named several ways ran each case as often; two threads then rewrote
    /// one expectation at once. Cases are told apart by real path.
    @Test func aFolderNamedTwiceRunsItsCasesOnce() throws {
        let directory = try Self.corpus(stale: true)
        try Self.files.createSymbolicLink(atPath: directory + "/d", withDestinationPath: "c")
        let names = ["c", "./c", "c/", directory + "/c", "d", "c/login-form.trace.jsonl", "d/login-form.expected.jsonl"]
        let checked = try CommandRunner.run(["test"] + names, in: directory)
        #expect(checked.status == 1)
        #expect(checked.stdout.hasSuffix("0 passed, 1 failed\n"), "\(checked.stdout)")
        let updated = try CommandRunner.run(["test", "--update", "-j", "4"] + names, in: directory)
        #expect(updated.status == 0, "\(updated.stdout)\(updated.stderr)")
        #expect(updated.stdout.components(separatedBy: "UPDATED ").count == 2, "\(updated.stdout)")
    }

    /// `import evemu - -o rec.evemu < rec.evemu` destroyed the recording: an output that is
    /// the file standard input reads is refused, for every command that reads it.
    @Test func anOutputThatIsStandardInputIsRefused() throws {
        let directory = try Self.corpus()
        let c = directory + "/c"
        try Self.files.copyItem(atPath: CommandRunner.packageRoot + "/Examples/evemu/atmel-mxt_1f-fast-taps.evemu", toPath: c + "/taps.evemu")
        let calls: [([String], String)] = [
            (["import", "evemu", "-", "--width", "100", "-o", "taps.evemu"], "taps.evemu"),
            (["analyze", "-", "-o", "login-form.scene.json"], "login-form.scene.json"),
            (["replay", "-", "--scene", "login-form.scene.json", "--timeline", "login-form.trace.jsonl"], "login-form.trace.jsonl"),
            (["timeline", "-", "--scene", "login-form.scene.json", "-o", "login-form.trace.jsonl"], "login-form.trace.jsonl"),
        ]
        for (call, input) in calls {
            let before = try Data(contentsOf: URL(fileURLWithPath: c + "/" + input))
            let result = try CommandRunner.run(call, stdinPath: c + "/" + input, in: c)
            #expect(result.status == 64, "\(call): \(result.stderr)")
            #expect(result.stderr.contains("standard input"), "\(call): \(result.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: c + "/" + input)) == before, "\(call)")
        }
        // another file on standard input is fine
        let other = try CommandRunner.run(["analyze", "-", "-o", "map.txt"], stdinPath: c + "/login-form.scene.json", in: c)
        #expect(other.status == 0, "\(other.stderr)")
    }

    /// `test --junit` (or `$XML_OUTPUT_FILE`) naming a corpus file overwrote it and exited 0;
    /// so could `--timings`'s file. Every output is checked against every input; the shard
    /// status file is touched, never emptied.
    @Test func testsOutputsNeverOverwriteItsInputs() throws {
        let directory = try Self.corpus()
        let timings = directory + "/t.jsonl"
        #expect(Self.files.createFile(atPath: timings, contents: nil))
        #expect(try CommandRunner.run(["test", "c", "--format", "jsonl"], in: directory, stdoutPath: timings).status == 0)
        let inputs = ["c/login-form.trace.jsonl", "c/login-form.expected.jsonl", "c/login-form.scene.json", "t.jsonl"]
        let before = try inputs.map { try Self.read(directory + "/" + $0) }
        for input in inputs {
            for (arguments, environment) in [
                (["test", "c", "--timings", "t.jsonl", "--shard", "1/2", "--junit", input], [String: String]()),
                (["test", "c", "--timings", "t.jsonl", "--shard", "1/2"], ["XML_OUTPUT_FILE": directory + "/" + input]),
            ] {
                let result = try CommandRunner.run(arguments, in: directory, environment: environment)
                #expect(result.status == 64, "\(arguments) \(environment): \(result.stderr)")
                #expect(result.stderr.contains("is one of the inputs"), "\(result.stderr)")
            }
        }
        let touched = try CommandRunner.run(["test", "c"], in: directory, environment: ["TEST_SHARD_STATUS_FILE": directory + "/c/login-form.scene.json"])
        #expect(touched.status == 0, "\(touched.stderr)")
        #expect(try inputs.map { try Self.read(directory + "/" + $0) } == before)
    }

    /// A failing `import -o` left a truncated trace that replayed with exit 0: the old file
    /// stays whole, and nothing else is left in the folder.
    @Test func aFailedImportLeavesTheOldFile() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let recording = try Self.read(CommandRunner.packageRoot + "/Examples/evemu/atmel-mxt_1f-fast-taps.evemu")
        try CommandRunner.write(recording + "E: 99999.000000 0003 0035 oops\n", to: directory + "/bad.evemu")
        try CommandRunner.write("old\n", to: directory + "/out.trace.jsonl")
        let result = try CommandRunner.run(["import", "evemu", "bad.evemu", "--width", "100", "-o", "out.trace.jsonl"], in: directory)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(try Self.read(directory + "/out.trace.jsonl") == "old\n")
        #expect(try Self.files.contentsOfDirectory(atPath: directory).sorted() == ["bad.evemu", "out.trace.jsonl"])
    }

    /// `.//c` was read as `/c` (and `.//` as `/`, the whole file system): repeated slashes are
    /// one.
    @Test func doubledSlashesStayRelative() throws {
        let directory = try Self.corpus()
        for path in [".//c", "c//", ".//c//login-form.trace.jsonl", ".//", "./"] {
            let result = try CommandRunner.run(["test", path], in: directory)
            #expect(result.status == 0, "\(path): \(result.stderr)")
            #expect(result.stdout.hasSuffix("1 passed, 0 failed\n"), "\(path): \(result.stdout)")
        }
    }

    /// Every command's output options go through the one writer: the output is a new file
    /// renamed over the old one (a hard link to the old one keeps the old bytes), it keeps the
    /// old one's mode, and no temporary is left behind.
    @Test func everyOutputOptionWritesANewFileInPlace() throws {
        let directory = try Self.corpus()
        let c = directory + "/c"
        try Self.files.copyItem(atPath: CommandRunner.packageRoot + "/Examples/evemu/atmel-mxt_1f-fast-taps.evemu", toPath: c + "/taps.evemu")
        let calls: [(arguments: [String], environment: [String: String])] = [
            (["replay", "login-form.trace.jsonl", "--timeline", "out"], [:]),
            (["timeline", "login-form.trace.jsonl", "-o", "out"], [:]),
            (["timeline", "login-form.trace.jsonl", "--output", "out"], [:]),
            (["import", "evemu", "taps.evemu", "--width", "100", "-o", "out"], [:]),
            (["analyze", "login-form.scene.json", "-o", "out"], [:]),
            (["test", "login-form.trace.jsonl", "--junit", "out"], [:]),
            (["test", "login-form.trace.jsonl"], ["XML_OUTPUT_FILE": c + "/out"]),
        ]
        let listing = try Self.files.contentsOfDirectory(atPath: c).sorted()
        for call in calls {
            try CommandRunner.write("old\n", to: c + "/out")
            #expect(chmod(c + "/out", 0o640) == 0)
            #expect(link(c + "/out", c + "/keep") == 0)
            let result = try CommandRunner.run(call.arguments, in: c, environment: call.environment)
            #expect(result.status == 0, "\(call): \(result.stderr)")
            #expect(try Self.read(c + "/keep") == "old\n", "\(call)")
            #expect(try Self.read(c + "/out") != "old\n", "\(call)")
            #expect(try Self.mode(c + "/out") == 0o640, "\(call)")
            #expect(try Self.files.contentsOfDirectory(atPath: c).sorted() == (listing + ["keep", "out"]).sorted(), "\(call)")
            try Self.files.removeItem(atPath: c + "/out")
            try Self.files.removeItem(atPath: c + "/keep")
        }
    }

    /// A device, or a link to one (`/dev/stdout`), cannot be renamed over: it is written in
    /// place, as before.
    @Test func aDeviceIsWrittenInPlace() throws {
        let directory = try Self.corpus()
        let result = try CommandRunner.run(["timeline", "c/login-form.trace.jsonl", "-o", "/dev/stdout"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<?xml"))
        let discarded = try CommandRunner.run(["analyze", "c/login-form.scene.json", "-o", "/dev/null"], in: directory)
        #expect(discarded.status == 0, "\(discarded.stderr)")
        #expect(try Self.files.contentsOfDirectory(atPath: directory) == ["c"])
    }
}
