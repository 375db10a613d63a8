import Foundation

/// Runs the built `bk-events` executable the way a user would, capturing its output.
struct CommandRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot: String = {
        var path = "\(#filePath)"
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path
    }()

    /// The executable next to the test bundle (SwiftPM builds it because the tests depend on it).
    static let executable: String = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("bk-events").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return packageRoot + "/.build/debug/bk-events"
    }()

    /// The variables of Bazel's test protocol, which a run leaves out unless it sets them.
    static let bazelVariables = ["TEST_TOTAL_SHARDS", "TEST_SHARD_INDEX", "TEST_SHARD_STATUS_FILE", "XML_OUTPUT_FILE", "TESTBRIDGE_TEST_ONLY", "TEST_TMPDIR"]

    /// Runs `bk-events arguments` in `directory` (the package's root by default) with `stdin`
    /// as its standard input (or the file at `stdinPath`, opened for reading) and `environment` added to this process's (less Bazel's test
    /// variables); its standard output goes to the file at `stdoutPath` when given (`/dev/full`
    /// to see write errors), else it is captured.
    static func run(
        _ arguments: [String], stdin: String? = nil, stdinPath: String? = nil, in directory: String? = nil, stdoutPath: String? = nil,
        environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        for name in bazelVariables { variables[name] = nil }
        process.environment = variables.merging(environment) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? packageRoot)
        let out = Pipe(), err = Pipe(), input = Pipe()
        if let stdoutPath {
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: stdoutPath))
        } else {
            process.standardOutput = out
        }
        process.standardError = err
        if let stdinPath {
            process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: stdinPath))
        } else {
            process.standardInput = input
        }
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        if stdoutPath != nil { try out.fileHandleForWriting.close() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh temporary folder.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "bk-events-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}
