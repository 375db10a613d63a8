import Foundation
import Testing

/// The command line follows swift-argument-parser's conventions: help everywhere, version
/// anywhere, suggestions for near misses, completion scripts, long forms, named placeholders.
@Suite("swift-argument-parser conventions")
struct ConventionsTests {
    /// Every subcommand path, read from the help of the root and of each group (so a new
    /// subcommand is covered without touching this test).
    static func subcommandPaths() throws -> [[String]] {
        var paths: [[String]] = []
        var groups: [[String]] = [[]]
        while let group = groups.popLast() {
            let help = try CommandRunner.run(group.isEmpty ? ["--help"] : group + ["--help"]).stdout
            guard let section = help.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first else { continue }
            for line in section.split(separator: "\n") {
                guard line.hasPrefix("  "), !line.hasPrefix("   "), let name = line.split(separator: " ").first, name != "See" else { continue }
                let path = group + [String(name)]
                paths.append(path)
                groups.append(path)
            }
        }
        return paths
    }

    @Test func noArgumentsPrintsTheOverviewAndExitsZero() throws {
        let result = try CommandRunner.run([])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: "))
        #expect(result.stdout.contains("USAGE: bk-events <subcommand>"))
        #expect(result.stdout.contains("SUBCOMMANDS:\n  replay "))
        #expect(result.stdout.contains("See 'bk-events help <subcommand>' for detailed help."))
        #expect(result.stderr.isEmpty)
        #expect(try CommandRunner.run(["--help"]).stdout == result.stdout)
    }

    @Test func everySubcommandTakesHelpShortHelpAndHelpSub() throws {
        let paths = try Self.subcommandPaths()
        #expect(paths.contains(["replay"]) && paths.contains(["import", "evemu"]) && paths.contains(["check"]))
        for path in paths {
            let long = try CommandRunner.run(path + ["--help"])
            #expect(long.status == 0, "\(path)")
            #expect(long.stdout.hasPrefix("OVERVIEW: "), "\(path)")
            #expect(long.stdout.contains("USAGE: bk-events \(path.joined(separator: " "))"), "\(path)")
            #expect(long.stdout.contains("  -h, --help              Show help information.\n"), "\(path)")
            #expect(long.stdout.contains("  --version               Show the version.\n"), "\(path)")
            for other in [path + ["-h"], ["help"] + path, path + ["some-file", "--bogus", "--help"]] {
                let result = try CommandRunner.run(other)
                #expect(result.status == 0, "\(other)")
                #expect(result.stdout == long.stdout, "\(other)")
            }
        }
    }

    @Test func versionIsAnsweredAnywhere() throws {
        for arguments in [["--version"], ["replay", "--version"], ["replay", "x.jsonl", "--version"], ["import", "evemu", "--version"],
                          ["import", "--version"], ["check", "a", "b", "--version"], ["timeline", "x", "--version"]] {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.stdout == "0.1.0\n", "\(arguments)")
        }
    }

    @Test func nearMissesSuggestTheClosestName() throws {
        let cases: [([String], String)] = [
            (["replay", "x.jsonl", "--scen", "s"], "Error: Unknown option '--scen'. Did you mean '--scene'?\n"),
            (["replay", "x.jsonl", "--Scene", "s"], "Error: Unknown option '--Scene'. Did you mean '--scene'?\n"),
            (["replay", "x.jsonl", "--untill", "3"], "Error: Unknown option '--untill'. Did you mean '--until'?\n"),
            (["timeline", "x.jsonl", "--outptu", "o.svg"], "Error: Unknown option '--outptu'. Did you mean '--output'?\n"),
            (["--verison"], "Error: Unknown option '--verison'. Did you mean '--version'?\n"),
            (["repaly", "x.jsonl"], "Error: Unknown subcommand 'repaly'. Did you mean 'replay'?\n"),
            (["import", "evmu", "x"], "Error: Unknown subcommand 'evmu'. Did you mean 'evemu'?\n"),
            // too far from any name, and short options: no suggestion
            (["replay", "x.jsonl", "--frobnicate"], "Error: Unknown option '--frobnicate'\n"),
            (["replay", "x.jsonl", "-s", "y"], "Error: Unknown option '-s'\n"),
        ]
        for (arguments, first) in cases {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.hasPrefix(first), "\(arguments): \(result.stderr)")
        }
    }

    @Test func usageErrorsNameTheirPlaceholderAndShowTheHelpOfTheOption() throws {
        let missing = try CommandRunner.run(["replay", "x.jsonl", "--format"])
        #expect(missing.status == 64)
        #expect(missing.stderr == """
            Error: Missing value for '--format <format>'
            Help:  --format <format>  How to print the records.
            Usage: bk-events replay <trace> [--scene <scene>] [--format <format>] [--expect <file>] [--until <seconds>] [--explain] \
            [--timeline <file.svg>] [--width <points>] [--height <points>] [--desc <desc>] [--device <device>]
              See 'bk-events replay --help' for more information.

            """)
        let invalid = try CommandRunner.run(["replay", "x.jsonl", "--format", "xml"])
        #expect(invalid.stderr.hasPrefix("Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'text' and 'jsonl'.\n"))
        let until = try CommandRunner.run(["replay", "x.jsonl", "--until=-1"])
        #expect(until.stderr.hasPrefix("Error: The value '-1' is invalid for '--until <seconds>': expected a number of seconds from 0 to 1e9\n"))
        let help = try CommandRunner.run(["help", "replay"]).stdout
        for label in ["--format <format>", "--until <seconds>", "--width <points>", "--scene <scene>", "--timeline <file.svg>", "<trace>"] {
            #expect(help.contains("  " + label + " "), "\(label)")
        }
        #expect(help.contains("(values: text, jsonl;"))
    }

    @Test func shortOptionsHaveLongFormsAndValuesMayFollowAnEqualsSign() throws {
        let directory = try CommandRunner.temporaryDirectory()
        var outputs: [Data] = []
        for (index, form) in [["-o", "a.svg"], ["--output", "b.svg"], ["--output=c.svg"], ["-o=d.svg"]].enumerated() {
            let result = try CommandRunner.run(["timeline", CommandRunner.packageRoot + "/Examples/map.trace.jsonl"] + form, in: directory)
            #expect(result.status == 0, "\(form): \(result.stderr)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + ["a", "b", "c", "d"][index] + ".svg")))
        }
        #expect(Set(outputs).count == 1)
        #expect(try CommandRunner.run(["help", "timeline"]).stdout.contains("  -o, --output <file.svg> Where"))
        #expect(try CommandRunner.run(["help", "import", "evemu"]).stdout.contains("  -o, --output <trace>    "))
        let flag = try CommandRunner.run(["replay", "x.jsonl", "--version=2"])
        #expect(flag.status == 64)
        #expect(flag.stderr.hasPrefix("Error: The option '--version' does not take any value, but '2' was specified.\n"))
    }

    @Test func theLastValueOfARepeatedOptionWins() throws {
        let result = try CommandRunner.run(["replay", "Examples/map.trace.jsonl", "--format", "text", "--format", "jsonl"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("{\"t\":"))
    }

    @Test func completionScriptsOfferEverySubcommandAndOption() throws {
        for shell in ["bash", "zsh", "fish"] {
            let result = try CommandRunner.run(["--generate-completion-script", shell])
            #expect(result.status == 0, "\(shell)")
            #expect(try CommandRunner.run(["--generate-completion-script=\(shell)"]).stdout == result.stdout)
            for word in ["replay", "import", "evemu", "check", "timeline", "scene", "format", "jsonl", "until", "output", "generate-completion-script"] {
                #expect(result.stdout.contains(word), "\(shell): \(word)")
            }
        }
        let bad = try CommandRunner.run(["--generate-completion-script", "pwsh"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("Error: The value 'pwsh' is invalid for '--generate-completion-script <shell>'. Please provide one of 'bash', 'zsh' and 'fish'.\n"))
    }

    /// Completes `words` (the last one being typed) with the bash script, as bash would.
    static func bashCompletions(_ words: [String], in directory: String) throws -> [String] {
        let script = try CommandRunner.run(["--generate-completion-script", "bash"]).stdout
        try CommandRunner.write(script, to: directory + "/completion.bash")
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let command = "source completion.bash; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _bk_events; printf '%s\\n' \"${COMPREPLY[@]}\""
        return try shell("/bin/bash", ["-c", command], in: directory).output.split(separator: "\n").map(String.init).sorted()
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
    func theBashScriptCompletes() throws {
        let directory = try CommandRunner.temporaryDirectory()
        for name in ["a.scene.json", "b.txt", "c.svg"] { try CommandRunner.write("", to: directory + "/" + name) }
        try FileManager.default.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: true)
        let cases: [([String], [String])] = [
            (["bk-events", "re"], ["replay"]),
            (["bk-events", "im"], ["import"]),
            (["bk-events", "import", "ev"], ["evemu", "evtest"]),
            (["bk-events", "replay", "x", "--fo"], ["--format"]),
            (["bk-events", "replay", "x", "--format", ""], ["jsonl", "text"]),
            (["bk-events", "replay", "x", "--scene", ""], ["a.scene.json", "sub"]),
            (["bk-events", "timeline", "x", "-"], ["--desc", "--device", "--explain", "--height", "--help", "--output", "--scene", "--until", "--version", "--width", "-h", "-o"]),
            (["bk-events", "--generate-completion-script", "z"], ["zsh"]),
            (["bk-events", "help", "ti"], ["timeline"]),
        ]
        for (words, expected) in cases {
            #expect(try Self.bashCompletions(words, in: directory) == expected, "\(words)")
        }
    }

    /// Runs `shell` with `arguments` in `directory`; its standard output.
    static func shell(_ path: String, _ arguments: [String], in directory: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
    func theZshScriptParses() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try CommandRunner.write(try CommandRunner.run(["--generate-completion-script", "zsh"]).stdout, to: directory + "/_bk-events")
        #expect(try Self.shell("/usr/bin/zsh", ["-n", "_bk-events"], in: directory).status == 0)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
    func theFishScriptCompletes() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try CommandRunner.write(try CommandRunner.run(["--generate-completion-script", "fish"]).stdout, to: directory + "/bk-events.fish")
        let cases: [(String, [String])] = [
            ("bk-events im", ["import"]),
            ("bk-events import ev", ["evemu", "evtest"]),
            ("bk-events replay x --fo", ["--format"]),
            ("bk-events replay x --format ", ["jsonl", "text"]),
            ("bk-events import evemu x --wi", ["--width"]),
        ]
        for (line, expected) in cases {
            let result = try Self.shell("/usr/bin/fish", ["-c", "source bk-events.fish; complete -C '\(line)'"], in: directory)
            let words = result.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }.sorted()
            #expect(words == expected, "\(line)")
        }
    }
}
