import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

/// The command line as a user meets it: help, version, exit statuses, stdin (The command line).
@Suite("bk-events command line")
struct CommandLineTests {
    @Test func helpPrintsUsageToStdoutAndExitsZero() throws {
        for arguments in [["--help"], ["-h"], ["help", "replay"], ["replay", "--help"], ["help", "import"], ["help", "check"]] {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.stdout.contains("USAGE: bk-events"), "\(arguments)")
            #expect(result.stderr.isEmpty)
        }
    }

    @Test func versionPrintsTheVersion() throws {
        let result = try CommandRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "0.1.0\n")
    }

    @Test func usageErrorsExit64WithErrorUsageAndHint() throws {
        for arguments in [["frobnicate"], ["replay"], ["replay", "a", "b"], ["replay", "x.jsonl", "--format", "xml"],
                          ["replay", "x.jsonl", "--bogus"], ["replay", "x.jsonl", "--until"], ["import", "evemu", "f"],
                          ["import", "csv", "f"], ["replay", "x.jsonl", "--until", "-1"]] {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("Error: "), "\(arguments)")
            #expect(result.stderr.contains("Usage: bk-events"), "\(arguments)")
            #expect(result.stderr.contains("See 'bk-events"), "\(arguments)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func traceWithoutHeaderOrSceneIsAUsageError() throws {
        let result = try CommandRunner.run(["replay", "-"], stdin: "{\"t\":0,\"do\":\"idle\"}\n")
        #expect(result.status == 64)
        #expect(result.stderr.contains("--scene"))
    }

    @Test func readmeCommandReplaysTheExample() throws {
        let result = try CommandRunner.run(["replay", "Examples/photo-viewer.trace.jsonl"])
        #expect(result.status == 0)
        let expected = try String(contentsOfFile: CommandRunner.packageRoot + "/Examples/photo-viewer.expected.txt", encoding: .utf8)
        #expect(result.stdout == expected)
    }

    @Test func stdinIsReadForDash() throws {
        let trace = try String(contentsOfFile: CommandRunner.packageRoot + "/Examples/photo-viewer.trace.jsonl", encoding: .utf8)
        let result = try CommandRunner.run(
            ["replay", "-", "--scene", "Examples/photo-viewer.scene.json", "--format", "jsonl"], stdin: trace)
        #expect(result.status == 0)
        let expected = try String(contentsOfFile: CommandRunner.packageRoot + "/Examples/photo-viewer.expected.jsonl", encoding: .utf8)
        #expect(result.stdout == expected)
    }

    @Test func expectMatchExitsZeroAndMismatchExitsOneWithADiff() throws {
        let good = try CommandRunner.run(["replay", "Examples/map.trace.jsonl", "--format", "jsonl", "--expect", "Examples/map.expected.jsonl"])
        #expect(good.status == 0)
        let directory = try CommandRunner.temporaryDirectory()
        var lines = try String(contentsOfFile: CommandRunner.packageRoot + "/Examples/map.expected.jsonl", encoding: .utf8)
            .split(separator: "\n").map(String.init)
        lines[3] = "{\"t\":0.100000,\"kind\":\"gesture\",\"id\":\"pinch\",\"state\":\"ended\"}"
        try CommandRunner.write(lines.joined(separator: "\n") + "\n", to: directory + "/wrong.jsonl")
        let bad = try CommandRunner.run(["replay", "Examples/map.trace.jsonl", "--format", "jsonl", "--expect", directory + "/wrong.jsonl"])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("First difference at record 4"))
        #expect(bad.stderr.contains("  - "))
        #expect(bad.stderr.contains("  + "))
    }

    @Test func untilStopsTheReplayAtThatTime() throws {
        let result = try CommandRunner.run(["replay", "Examples/photo-viewer.trace.jsonl", "--format", "jsonl", "--until", "1"])
        #expect(result.status == 0)
        let times = result.stdout.split(separator: "\n").compactMap { line -> Double? in
            guard let range = line.range(of: "\"t\":") else { return nil }
            return Double(line[range.upperBound...].prefix { $0 != "," })
        }
        #expect(!times.isEmpty)
        #expect(times.allSatisfy { $0 <= 1.0 })
    }

    @Test func checkValidatesScenesAndTraces() throws {
        let result = try CommandRunner.run(["check", "Examples/photo-viewer.scene.json", "Examples/photo-viewer.trace.jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Examples/photo-viewer.scene.json: ok"))
        #expect(result.stdout.contains("Examples/photo-viewer.trace.jsonl: ok"))
    }

    @Test func timelineWritesWellFormedSVG() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let path = directory + "/t.svg"
        let result = try CommandRunner.run(["replay", "Examples/login-form.trace.jsonl", "--timeline", path])
        #expect(result.status == 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let document = try XMLDocument(data: data)
        #expect(document.rootElement()?.name == "svg")
        let again = try CommandRunner.run(["timeline", "Examples/login-form.trace.jsonl", "-o", directory + "/u.svg"])
        #expect(again.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/u.svg")) == data)
    }

    @Test func helpHelpAndUnknownOptionsBehaveLikeArgumentParser() throws {
        let help = try CommandRunner.run(["help", "help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("SUBCOMMANDS:"))
        let unknown = try CommandRunner.run(["-v"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("Error: Unknown option '-v'"))
    }

    @Test func aRecordingWithoutSceneIsAUsageError() throws {
        let result = try CommandRunner.run(["replay", "Examples/evemu/atmel-mxt_1f-fast-taps.evemu"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--scene"))
        let noScale = try CommandRunner.run(["import", "evemu", "Examples/evemu/atmel-mxt_1f-fast-taps.evemu"])
        #expect(noScale.status == 64)
        #expect(noScale.stderr.hasPrefix("Error: Missing expected argument '--width <points>' (or --scene, whose window gives the scale)\n"))
    }

    @Test func aRecordingReplaysDirectly() throws {
        let result = try CommandRunner.run(["replay", "Examples/evemu/wacom-isdv4-e6_1f-double-tap.events", "--desc",
                                            "Examples/evemu/wacom-isdv4-e6.desc", "--scene", "Examples/photo-viewer.scene.json",
                                            "--width", "390", "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"id\":\"double\",\"state\":\"ended\""))
        #expect(!result.stdout.contains("\"id\":\"single\",\"state\":\"ended\""))
    }

    @Test func expectPicksJSONLinesFromTheExpectationFile() throws {
        let result = try CommandRunner.run(["replay", "Examples/settings.trace.jsonl", "--expect", "Examples/settings.expected.jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("{\"t\":"))
    }

    @Test func importWritesATraceThatReplaysTheSame() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let imported = try CommandRunner.run(["import", "evemu", "Examples/evemu/atmel-mxt_1f-fast-taps.evemu", "--width", "390",
                                              "-o", directory + "/taps.jsonl"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let viaTrace = try CommandRunner.run(["replay", directory + "/taps.jsonl", "--scene", "Examples/photo-viewer.scene.json",
                                              "--format", "jsonl"])
        let direct = try CommandRunner.run(["replay", "Examples/evemu/atmel-mxt_1f-fast-taps.evemu", "--scene",
                                            "Examples/photo-viewer.scene.json", "--width", "390", "--format", "jsonl"])
        #expect(viaTrace.status == 0)
        #expect(viaTrace.stdout == direct.stdout)
        #expect(viaTrace.stdout.contains("\"id\":\"double\",\"state\":\"ended\""))
    }

    /// With --scene, an imported trace's header names the scene (relative to the trace's
    /// folder) and the scene's window gives the scale; a recording replayed without --width
    /// takes the same scale.
    @Test func importWithASceneNamesItAndTakesItsWindowAsTheScale() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let recording = "Examples/evemu/atmel-mxt_1f-fast-taps.evemu", scene = "Examples/photo-viewer.scene.json"
        let imported = try CommandRunner.run(["import", "evemu", recording, "--scene", scene, "-o", directory + "/taps.jsonl"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let trace = try String(contentsOfFile: directory + "/taps.jsonl", encoding: .utf8)
        let header = String(trace.prefix { $0 != "\n" })
        #expect(header.hasPrefix("{\"trace\":1,\"scene\":\"") && header.hasSuffix("Examples/photo-viewer.scene.json\"}"), "\(header)")
        #expect(trace.contains("window 390.0 x 844.0 pt"))
        let viaHeader = try CommandRunner.run(["replay", directory + "/taps.jsonl", "--format", "jsonl"])
        #expect(viaHeader.status == 0, "\(viaHeader.stderr)")
        let explicit = try CommandRunner.run(["replay", recording, "--scene", scene, "--width", "390", "--height", "844", "--format", "jsonl"])
        let fromWindow = try CommandRunner.run(["replay", recording, "--scene", scene, "--format", "jsonl"])
        #expect(fromWindow.status == 0, "\(fromWindow.stderr)")
        #expect(viaHeader.stdout == explicit.stdout)
        #expect(fromWindow.stdout == explicit.stdout)
        #expect(explicit.stdout.contains("\"id\":\"double\",\"state\":\"ended\""))
        // to standard output, the header names the scene as given (relative to the current folder)
        let toStdout = try CommandRunner.run(["import", "evemu", recording, "--scene", scene])
        #expect(toStdout.stdout.hasPrefix("{\"trace\":1,\"scene\":\"Examples/photo-viewer.scene.json\"}\n"))
    }

    @Test func aFailedWriteIsReportedNotLost() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandRunner.executable)
        process.arguments = ["replay", "Examples/settings.trace.jsonl"]
        process.currentDirectoryURL = URL(fileURLWithPath: CommandRunner.packageRoot)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 74)
        #expect(message == "error: cannot write to standard output: No space left on device\n")
    }
}
