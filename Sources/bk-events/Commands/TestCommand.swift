import ControlModel
import GestureModel
import SceneFiles
import CorpusTesting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Command {
    /// `bk-events test`.
    static let test = Command(
        path: ["test"], abstract: TestCommand.abstract, discussion: TestCommand.discussion, arguments: [TestCommand.paths],
        options: [.reportFormat, .junit, .update, .shard, .timings, .filter, .jobs, .testFragile, .failFragile], exitStatus: TestCommand.exitStatus,
        validate: TestCommand.validate, run: TestCommand.run)
}

/// `bk-events test`: checks a corpus of traces against their expectation files in one process
/// on every core. The finding, sharding and checking live in GestureModel's corpus types; this
/// reads the options and Bazel's test environment, and prints.
enum TestCommand {
    static let abstract = "Check a corpus of traces against their expected output, in one process on every core."

    static let discussion =
        "Each NAME.trace.jsonl, or recording NAME.evemu or NAME.events with NAME.scene.json (whose window gives "
        + "the scale), is replayed and compared with NAME.expected.jsonl and NAME.expected.txt (blank lines and "
        + "lines starting with # aside), and with NAME.explained.jsonl and NAME.explained.txt, written by replay "
        + "--explain, with reasons on (only cases with such a file pay for reasons); folders are searched "
        + "recursively. Failures are printed as they come, "
        + "with a diff, then the slowest cases and 'N passed, M failed'. Under Bazel, TEST_TOTAL_SHARDS and "
        + "TEST_SHARD_INDEX choose the shard, TEST_SHARD_STATUS_FILE is touched, the JUnit report goes to "
        + "XML_OUTPUT_FILE and TESTBRIDGE_TEST_ONLY filters. --fragile measures each replay's decisions (see "
        + "bk-events margins) and flags the passing cases with one that close to flipping; they still pass unless "
        + "--fail-fragile is given."

    static let paths = Positional(
        value: .input("path", extensions: ["jsonl", "txt", "evemu", "events"]),
        help: "Folders to search, or traces, recordings or expectations. (default: .)", isRepeating: true, isOptional: true)

    static let exitStatus =
        "0 every case passed (or was updated; also by a hair, unless --fail-fragile), 1 an output differs "
        + "(or, with --fail-fragile, a case passed by a hair), 64 usage error, 65 a bad or missing file, "
        + "74 a report or an expectation cannot be written."

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }

    /// A shard Bazel's environment does not name.
    @Sendable static func validate(_ arguments: ParsedArguments) throws(UsageError) {
        _ = try shard(arguments, command: arguments.command)
        try validateFragile(arguments)
    }

    /// Checks the corpus, once ``validate(_:)`` passed.
    @Sendable static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let command = Command.test
        let format = arguments[.reportFormat].flatMap(RecordFormat.init(rawValue:)) ?? .text
        let shard = try self.shard(arguments, command: command)
        if let status = environment("TEST_SHARD_STATUS_FILE") {
            // Bazel asks a sharded test to touch this file to show it shards: made if missing,
            // never emptied
            do throws(FileError) { try OutputFile.touch(status) } catch {
                OutputStream.error("\(error)\n")
                return ExitStatus.io
            }
        }
        let paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        var cases: [CorpusCase]
        var timings: CorpusTimings?
        do throws(FileError) {
            cases = try CorpusDiscovery.discover(paths) { skipped, why in
                OutputStream.error("\(FileError.escaped(skipped)): warning: skipped: \(why)\n")
            }
            if let path = arguments[.timings] {
                timings = try CorpusTimings(jsonLines: LineReader(path: path).readAll(), file: path)
            }
        } catch {
            OutputStream.error("\(error)\n")
            return ExitStatus.data
        }
        // the report never overwrites a file of the corpus or the timings
        let inputs = cases.flatMap(\.files).map { (what: "a file of the corpus", path: Optional($0)) } + [("the timings", arguments[.timings])]
        if let junit = arguments[.junit] {
            try OutputGuard.check(junit, of: .junit, against: inputs, command: command)
        } else {
            try OutputGuard.check(environment("XML_OUTPUT_FILE"), named: "$XML_OUTPUT_FILE", option: nil, against: inputs, command: command)
        }
        guard !cases.isEmpty else {
            OutputStream.error("error: no trace with an expectation found in \(paths.map(FileError.escaped).joined(separator: ", ")) (NAME.trace.jsonl beside NAME.expected.jsonl or .txt, or NAME.explained.jsonl or .txt)\n")
            return ExitStatus.data
        }
        if let filter = arguments[.filter] ?? environment("TESTBRIDGE_TEST_ONLY") {
            let found = cases.count
            cases = cases.filter { $0.matches(filter) }
            if cases.isEmpty {
                throw UsageError("No case matches the filter \(FileError.quoted(filter)) (of \(found) found)", option: .filter, command: command)
            }
        }
        if let shard { cases = shard.select(cases, timings: timings) }

        let reporter = TestReporter(format: format, total: cases.count)
        let workers = arguments[.jobs].flatMap { Int($0) }
        let summary = CorpusRunner(workers: workers, update: arguments.isSet(.update), listener: try fragileListener(arguments)).run(cases) { reporter.report($0) }
        reporter.finish(summary)
        if let junit = arguments[.junit] ?? environment("XML_OUTPUT_FILE") {
            do throws(FileError) {
                let file = try OutputFile(path: junit)
                try file.write(Array(CorpusJUnit.xml(summary).utf8))
                try file.commit()
            } catch {
                OutputStream.error("\(FileError.escaped(junit)): error: cannot write the JUnit report: \(FileError.escaped(error.message))\n")
                return ExitStatus.io
            }
        }
        if !summary.updateErrors.isEmpty { return ExitStatus.io }
        if summary.bad > 0 { return ExitStatus.data }
        if summary.failed > 0 || (arguments.isSet(.failFragile) && summary.fragile > 0) { return ExitStatus.mismatch }
        return ExitStatus.success
    }

    /// The shard asked for with `--shard`, or by Bazel's environment.
    private static func shard(_ arguments: ParsedArguments, command: Command) throws(UsageError) -> CorpusShard? {
        if let text = arguments[.shard] { return CorpusShard(parsing: text) }
        guard let total = environment("TEST_TOTAL_SHARDS") else { return nil }
        let index = environment("TEST_SHARD_INDEX") ?? ""
        guard let count = Int(total), let number = Int(index), let shard = CorpusShard(index: number, count: count) else {
            throw UsageError(
                message: "TEST_SHARD_INDEX=\(FileError.quoted(index)) and TEST_TOTAL_SHARDS=\(FileError.quoted(total)) do not name a shard (0 ≤ index < total ≤ \(CorpusShard.maximumCount))",
                command: command)
        }
        return shard
    }
}

/// The options of `bk-events test`.
extension Option {
    static let reportFormat = Option(
        name: "format", value: .choice("format", RecordFormat.allCases.map(\.rawValue)),
        help: "text: failures, then a summary; jsonl: a line per case, then a summary line.", defaultText: "text")
    static let junit = Option(
        name: "junit", value: .output("file"), help: "Also write a JUnit XML report.",
        defaultText: "$XML_OUTPUT_FILE under Bazel, else none")
    static let update = Option(
        name: "update", help: "Rewrite the expectation files that differ from the output (with reasons for NAME.explained.*), write NAME.expected.jsonl for a case that has none, and say which.")
    static let shard = Option(
        name: "shard", value: .shard,
        help: "Check only shard i of n (1 to n); a case's shard comes from a hash of its path, or from --timings.",
        defaultText: "$TEST_SHARD_INDEX and $TEST_TOTAL_SHARDS under Bazel, else all")
    static let timings = Option(
        name: "timings", value: .input("file", extensions: ["jsonl"]),
        help: "Deal the cases out to the shards by the timings of an earlier --format jsonl report.")
    static let filter = Option(
        name: "filter", value: .pattern,
        help: "Only the cases whose name contains the pattern; with * or ?, whose whole name matches it.",
        defaultText: "$TESTBRIDGE_TEST_ONLY under Bazel, else all")
    static let jobs = Option(
        name: "jobs", short: "j", value: .count, help: "How many threads replay at once.", defaultText: "the processors available")
}
