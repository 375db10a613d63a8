import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Inputs are read once, streaming, whatever they are: a file, a FIFO, a process substitution
/// (`<(…)`, a pipe under /dev/fd), `/dev/stdin` or `-`. Telling a file's kind never loses its
/// first bytes, and no reading thread can keep the program from ending.
@Suite("inputs through pipes")
struct PipeInputTests {
    static let root = CommandRunner.packageRoot
    static let trace = try! String(contentsOfFile: root + "/Examples/photo-viewer.trace.jsonl", encoding: .utf8)
    static let expected = try! String(contentsOfFile: root + "/Examples/photo-viewer.expected.jsonl", encoding: .utf8)
    static let scene = root + "/Examples/photo-viewer.scene.json"

    /// Runs bk-events with `stdin` written into its standard input; when `keepOpen`, the pipe
    /// stays open (as a writer that has not finished) until the program ends or `timeout`
    /// seconds pass (then it is killed and the result says so).
    static func run(_ arguments: [String], stdin: String, keepOpen: Bool = false, timeout: Double = 20) throws
        -> (status: Int32?, stdout: String, stderr: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandRunner.executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let input = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = input
        process.standardOutput = out
        process.standardError = err
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
        if !keepOpen { try input.fileHandleForWriting.close() }
        let collected = Collected()
        let reading = DispatchGroup()
        for (pipe, isOut) in [(out, true), (err, false)] {
            DispatchQueue.global().async(group: reading) {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.set(String(decoding: data, as: UTF8.self), isOut: isOut)
            }
        }
        let finished = ended.wait(timeout: .now() + timeout) == .success
        if !finished {
            // SIGKILL: a child started from a test's thread may have SIGTERM blocked
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
        }
        if keepOpen { try input.fileHandleForWriting.close() }
        reading.wait()
        return (finished ? process.terminationStatus : nil, collected.stdout, collected.stderr)
    }

    /// What the reading threads collected.
    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var texts = ["", ""]
        func set(_ text: String, isOut: Bool) { lock.withLock { texts[isOut ? 0 : 1] = text } }
        var stdout: String { lock.withLock { texts[0] } }
        var stderr: String { lock.withLock { texts[1] } }
    }

    @Test func aTraceThroughDevStdinIsReadWhole() throws {
        let result = try Self.run(["replay", "/dev/stdin", "--scene", Self.scene, "--format", "jsonl"], stdin: Self.trace)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == Self.expected)
    }

    @Test func checkSeesTheFirstLinesOfAPipedTrace() throws {
        let bad = "{\"trace\": 1}\n{\"t\": 0, \"touch\": 1, \"phase\": \"hover\", \"x\": 1, \"y\": 1}\n"
        let padding = String(repeating: "# padding so the file is longer than any peek\n", count: 200)
        let result = try Self.run(["check", "/dev/stdin", "--scene", Self.scene], stdin: bad + padding)
        #expect(result.status == 65, "\(result.stdout)")
        #expect(result.stderr.hasPrefix("/dev/stdin:2:31: error: "), "\(result.stderr)")
        let good = try Self.run(["check", "/dev/stdin", "--scene", Self.scene], stdin: Self.trace)
        #expect(good.status == 0, "\(good.stderr)")
        #expect(good.stdout == "/dev/stdin: ok (trace)\n")
    }

    @Test func anExpectationThroughAPipeIsComparedWhole() throws {
        let trace = "Examples/photo-viewer.trace.jsonl"
        let same = try Self.run(["replay", trace, "--expect", "/dev/stdin"], stdin: Self.expected)
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout == Self.expected)
        let first = Self.expected.prefix { $0 != "\n" }
        let changed = Self.expected.replacingOccurrences(of: first, with: first.replacingOccurrences(of: "\"t\":", with: "\"t\":1"))
        let differs = try Self.run(["replay", trace, "--expect", "/dev/stdin"], stdin: changed)
        #expect(differs.status == 1)
        #expect(differs.stderr.contains("First difference at record 1:"), "\(differs.stderr)")
    }

    /// A FIFO fed by another thread, as `<(…)` or `mkfifo` give.
    static func withFIFO<T>(holding text: String, _ body: (String) throws -> T) throws -> T {
        let directory = try CommandRunner.temporaryDirectory()
        let path = directory + "/input.fifo"
        #expect(mkfifo(path, 0o600) == 0)
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            // a reader that goes early must not bring the test down
            try? handle.write(contentsOf: Data(text.utf8))
            try? handle.close()
        }
        writer.start()
        return try body(path)
    }

    @Test func aTraceThroughAFIFOIsReadWhole() throws {
        let result = try Self.withFIFO(holding: Self.trace) { path in
            try Self.run(["replay", path, "--scene", Self.scene, "--format", "jsonl"], stdin: "")
        }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == Self.expected)
    }

    /// A writer that has not finished: stopping at --until must not wait for it.
    @Test(arguments: ["/dev/stdin", "-"])
    func stoppingAtUntilDoesNotWaitForAnOpenPipe(_ path: String) throws {
        let result = try Self.run(["replay", path, "--scene", Self.scene, "--until", "0.1", "--format", "jsonl"],
                                  stdin: Self.trace + "{\"t\": 50, \"do\": \"idle\"}\n", keepOpen: true)
        #expect(result.status == 0, "hung or failed: \(result.stderr)")
    }
}
