import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a corpus run costs is bounded by what it is given (issue 31, items 9 and 11).
@Suite("bounded cost")
struct BoundedCostTests {
    /// `--shard 1/N` allocated per shard: N = 2^63-1 crashed, 3e9 aborted allocating 24 GB. The
    /// count is bounded, a usage error past it, from the option or from Bazel.
    @Test func theShardCountIsBounded() throws {
        let directory = try SafeOutputTests.corpus()
        let timings = directory + "/t.jsonl"
        #expect(FileManager.default.createFile(atPath: timings, contents: nil))
        #expect(try CommandRunner.run(["test", "c", "--format", "jsonl"], in: directory, stdoutPath: timings).status == 0)
        for count in ["9223372036854775807", "3000000000", "10001"] {
            let result = try CommandRunner.run(["test", "c", "--shard", "1/" + count, "--timings", "t.jsonl"], in: directory)
            #expect(result.status == 64, "\(count): \(result.stderr)")
            #expect(result.stderr.contains("10000"), "\(result.stderr)")
            let bazel = try CommandRunner.run(
                ["test", "c", "--timings", "t.jsonl"], in: directory, environment: ["TEST_TOTAL_SHARDS": count, "TEST_SHARD_INDEX": "0"])
            #expect(bazel.status == 64, "\(count): \(bazel.stderr)")
        }
        let most = try CommandRunner.run(["test", "c", "--shard", "10000/10000", "--timings", "t.jsonl"], in: directory)
        #expect(most.status != 64, "\(most.stderr)")
    }

    /// A FIFO named like a trace, scene or expectation hung `test` forever (nothing ever writes
    /// it): discovery takes regular files and links to them, and says what it skipped.
    @Test func aFIFOInTheCorpusIsSkippedAndNamed() throws {
        let directory = try SafeOutputTests.corpus()
        for name in ["fifo.trace.jsonl", "fifo.expected.jsonl", "login-form.expected.txt"] {
            #expect(mkfifo(directory + "/c/" + name, 0o644) == 0)
        }
        let result = try CommandRunner.run(["test", "c"], in: directory)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("1 passed, 0 failed\n"), "\(result.stdout)")
        for name in ["fifo.trace.jsonl", "fifo.expected.jsonl", "login-form.expected.txt"] {
            #expect(result.stderr.contains("c/\(name): warning: skipped: not a regular file"), "\(result.stderr)")
        }
        let named = try CommandRunner.run(["test", "c/fifo.trace.jsonl"], in: directory)
        #expect(named.status == 65, "\(named.stderr)")
        #expect(named.stderr.contains("not a regular file"), "\(named.stderr)")
    }

    /// A FIFO named as the scene of a trace's header hung `test` (and `replay`) for ever: opening
    /// it waits for a writer. A scene another file names must be a regular file: refused at
    /// once, as bad data, saying what it is. (A FIFO the user names, as `--scene` or the trace,
    /// is read: see PipeInputTests.)
    @Test func aFIFONamedByATraceHeaderIsRefusedAtOnce() throws {
        let directory = try SafeOutputTests.corpus()
        let trace = directory + "/c/login-form.trace.jsonl"
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        try CommandRunner.write(text.replacingOccurrences(of: "\"login-form.scene.json\"", with: "\"pipe.scene.json\""), to: trace)
        #expect(mkfifo(directory + "/c/pipe.scene.json", 0o644) == 0)
        let test = try PipeInputTests.run(["test", directory + "/c"], stdin: "", timeout: 60)
        #expect(test.status == 65, "hung or passed: \(test.stdout)\(test.stderr)")
        #expect(test.stdout.contains("the scene the header names, 'pipe.scene.json', cannot be read"), "\(test.stdout)")
        #expect(test.stdout.contains("not a regular file (a FIFO)"), "\(test.stdout)")
        let replay = try PipeInputTests.run(["replay", trace], stdin: "", timeout: 60)
        #expect(replay.status == 65, "hung or passed: \(replay.stderr)")
        #expect(replay.stderr.contains("not a regular file (a FIFO); pass --scene"), "\(replay.stderr)")
    }
}
