import Foundation
import Testing

/// Where output goes: `-` is standard output, an input is never overwritten, and every write
/// that fails is reported with exit status 74, whatever was being written.
@Suite("output paths")
struct OutputPathTests {
    /// A folder holding a copy of the login form's scene and trace.
    static func folder() throws -> String {
        let directory = try CommandRunner.temporaryDirectory()
        for name in ["login-form.scene.json", "login-form.trace.jsonl", "login-form.expected.jsonl"] {
            try FileManager.default.copyItem(atPath: CommandRunner.packageRoot + "/Examples/" + name, toPath: directory + "/" + name)
        }
        return directory
    }

    /// An output naming one of the command's inputs used to overwrite it (the trace became
    /// an SVG); it is refused and the input is left as it was.
    @Test func anOutputThatIsAnInputIsRefused() throws {
        let directory = try Self.folder()
        let trace = try Data(contentsOf: URL(fileURLWithPath: directory + "/login-form.trace.jsonl"))
        let calls: [([String], String)] = [
            (["replay", "login-form.trace.jsonl", "--timeline", "login-form.trace.jsonl"], "--timeline"),
            (["replay", "login-form.trace.jsonl", "--timeline", "./login-form.scene.json"], "--timeline"),
            (["replay", "login-form.trace.jsonl", "--expect", "login-form.expected.jsonl", "--timeline", "login-form.expected.jsonl"], "--timeline"),
            (["timeline", "login-form.trace.jsonl", "-o", "login-form.trace.jsonl"], "--output"),
            (["timeline", "login-form.trace.jsonl", "--scene", "login-form.scene.json", "-o", "login-form.scene.json"], "--output"),
        ]
        for (call, option) in calls {
            let result = try CommandRunner.run(call, in: directory)
            #expect(result.status == 64, "\(call)")
            #expect(result.stderr.hasPrefix("Error: The output of '\(option)' is one of the inputs ("), "\(call): \(result.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/login-form.trace.jsonl")) == trace)
        let recording = CommandRunner.packageRoot + "/Examples/evemu/atmel-mxt_1f-fast-taps.evemu"
        try FileManager.default.copyItem(atPath: recording, toPath: directory + "/taps.evemu")
        let imported = try CommandRunner.run(["import", "evemu", "taps.evemu", "--width", "100", "-o", "taps.evemu"], in: directory)
        #expect(imported.status == 64)
        #expect(imported.stderr.hasPrefix("Error: The output of '--output' is one of the inputs ("))
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/taps.evemu")) == (try Data(contentsOf: URL(fileURLWithPath: recording))))
    }

    /// `timeline -o -` used to create a file named `-`.
    @Test func aDashMeansStandardOutput() throws {
        let directory = try Self.folder()
        let result = try CommandRunner.run(["timeline", "login-form.trace.jsonl", "-o", "-"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<?xml"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/-"))
        let toFile = try CommandRunner.run(["timeline", "login-form.trace.jsonl", "-o", "t.svg"], in: directory)
        #expect(toFile.status == 0)
        #expect(try String(contentsOfFile: directory + "/t.svg", encoding: .utf8) == result.stdout)
        // the records already go to standard output
        let mixed = try CommandRunner.run(["replay", "login-form.trace.jsonl", "--timeline", "-"], in: directory)
        #expect(mixed.status == 64)
        #expect(mixed.stderr.hasPrefix("Error: '--timeline -' would mix the SVG with the records on standard output"))
    }

    /// Every command writing to standard output reports a failed write; `check` and the help
    /// used to exit 0 with their output lost.
    @Test func everyWriteToAFullDeviceExits74() throws {
        let directory = try Self.folder()
        let calls: [[String]] = [
            ["--help"], ["help", "replay"], ["replay", "--help"], ["--version"], ["--generate-completion-script", "zsh"],
            ["check", "login-form.scene.json", "login-form.trace.jsonl"], ["replay", "login-form.trace.jsonl"],
            ["replay", "login-form.trace.jsonl", "--format", "jsonl", "--expect", "login-form.expected.jsonl"],
            ["timeline", "login-form.trace.jsonl", "-o", "-"], ["timeline", "login-form.trace.jsonl", "-o", "/dev/full"],
            ["replay", "login-form.trace.jsonl", "--timeline", "/dev/full"],
            ["import", "evemu", CommandRunner.packageRoot + "/Examples/evemu/atmel-mxt_1f-fast-taps.evemu", "--width", "100"],
        ]
        for call in calls {
            let result = try CommandRunner.run(call, in: directory, stdoutPath: "/dev/full")
            #expect(result.status == 74, "\(call)")
            #expect(result.stderr.hasPrefix("error: cannot write to "), "\(call): \(result.stderr)")
            #expect(result.stderr.hasSuffix(": No space left on device\n"), "\(call): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(call): \(result.stderr)")
        }
    }
}
