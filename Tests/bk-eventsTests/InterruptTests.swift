import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// An output is written to a temporary beside it and renamed into place once whole: a process
/// ended by a signal before that left the temporary behind (issue 31). It is removed now, and
/// the old output stays as it was.
@Suite("interrupted outputs")
struct InterruptTests {
    /// `import evtest -` writing a trace while its input (a pipe kept open) has more to come,
    /// ended by `signal` once its temporary exists.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalRemovesTheTemporaryAndKeepsTheOldOutput(signal: Int32) throws {
        let directory = try CommandRunner.temporaryDirectory()
        let output = directory + "/out.trace.jsonl"
        try CommandRunner.write("the old trace\n", to: output)
        let log = try String(contentsOfFile: CommandRunner.packageRoot + "/Examples/evtest/atmel-mxt-touchscreen_5-taps.evtest", encoding: .utf8)
        let lines = log.split(separator: "\n", omittingEmptySubsequences: false)
        let start = lines.prefix(lines.count / 2).joined(separator: "\n") + "\n"

        var input: [Int32] = [0, 0]
        #expect(pipe(&input) == 0)
        let process = try Self.spawn(
            [CommandRunner.executable, "import", "evtest", "-", "--width", "100", "-o", output], stdin: input[0])
        close(input[0])
        defer { close(input[1]) }
        _ = start.withCString { write(input[1], $0, strlen($0)) }

        // the temporary appears once the first samples are read (a bound, not a timing: a
        // loaded machine may take long to start the program)
        var temporaries: [String] = []
        for _ in 0..<1200 where temporaries.isEmpty {
            temporaries = try Self.temporaries(in: directory)
            if temporaries.isEmpty { usleep(50_000) }
        }
        #expect(temporaries.count == 1, "no temporary appeared")
        #expect(kill(process, signal) == 0)
        var status: Int32 = 0
        #expect(waitpid(process, &status, 0) == process)
        // ended by the signal itself (the default action raised again), not an exit
        #expect(status & 0x7F == signal, "status \(status)")
        #expect(try Self.temporaries(in: directory) == [])
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "the old trace\n")
    }

    /// The temporaries of outputs in `directory`.
    static func temporaries(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".bk-events-") }
    }

    /// Starts `arguments` with `stdin` as its standard input, its output and errors discarded,
    /// every signal at its default action and none blocked (a test's thread may block some,
    /// and a child inherits that).
    static func spawn(_ arguments: [String], stdin: Int32) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, environ)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        return pid
    }
}
