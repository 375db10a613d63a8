/// The subcommands, each declared once: what it takes (positional arguments and options) and
/// what its help says. Usage lines, help, completion scripts and the parsing of its words all
/// come from these declarations.
enum Command: String, CaseIterable, Sendable {
    case root = ""
    case replay
    case importRecording = "import"
    case importEvemu = "import evemu"
    case importEvtest = "import evtest"
    case importGetevent = "import getevent"
    case importLibinput = "import libinput"
    case check
    case timeline
    case test
    case analyze

    /// The words naming it after `bk-events` (`["import", "evemu"]`).
    var path: [String] { rawValue.split(separator: " ").map(String.init) }

    /// `bk-events` followed by its path.
    var commandLine: String { (["bk-events"] + path).joined(separator: " ") }

    /// The group it belongs to (nil for the root).
    var parent: Command? {
        self == .root ? nil : Command(rawValue: path.dropLast().joined(separator: " "))
    }

    /// Its subcommands, in declaration order (empty unless it is a group).
    var subcommands: [Command] { Command.allCases.filter { $0 != .root && $0.parent == self } }

    /// The subcommand of this group named `word`, if any.
    func subcommand(named word: String) -> Command? { subcommands.first { $0.path.last == word } }

    /// One line: what it does.
    var abstract: String {
        switch self {
        case .root: return "Replay touch traces through headless models of UIKit's controls and gesture recognizers."
        case .replay: return "Replay a trace through a scene and print what happened."
        case .importRecording: return "Convert a touch recording (evemu, evtest, Android getevent, libinput record) into a trace."
        case .importEvemu: return "Convert an evemu recording into a JSON Lines trace."
        case .importEvtest: return "Convert an evtest log into a JSON Lines trace."
        case .importGetevent: return "Convert an Android getevent log into a JSON Lines trace."
        case .importLibinput: return "Convert a libinput record YAML file into a JSON Lines trace."
        case .check: return "Validate scene, trace, recording and expectation files without printing records."
        case .timeline: return "Replay a trace and draw what happened as a self-contained SVG timeline."
        case .test: return TestCommand.abstract
        case .analyze: return AnalyzeCommand.abstract
        }
    }

    /// More about it, shown in its help under the overview.
    var discussion: String? {
        switch self {
        case .root, .importRecording: return nil
        case .replay:
            return "The trace is a JSON Lines trace or a recording (evemu, evtest, getevent, libinput record), told apart by its content; '-' reads it "
                + "from standard input. Records are printed as they happen. A recording is scaled onto the scene's "
                + "window unless --width is given."
        case .importEvemu, .importEvtest, .importGetevent, .importLibinput:
            return "With --scene, the trace's header names the scene (relative to the trace) and the recording is "
                + "scaled onto the scene's window."
        case .check:
            return "Each file's kind is told from its content. A trace is checked against its scene (from its header "
                + "or --scene) with every replay rule; '-' reads a trace from standard input."
        case .timeline: return nil
        case .test: return TestCommand.discussion
        case .analyze: return AnalyzeCommand.discussion
        }
    }

    /// Its positional arguments, in order.
    var arguments: [Positional] {
        switch self {
        case .root, .importRecording: return []
        case .replay, .timeline:
            return [Positional(value: .input("trace", extensions: ["jsonl", "evemu", "events", "evtest", "txt", "yml", "yaml"]),
                               help: "The trace or recording, or '-' for standard input.")]
        case .importEvemu:
            return [Positional(value: .input("recording", extensions: ["evemu", "events"]),
                               help: "The evemu-record file (or the events file of the split form).")]
        case .importEvtest:
            return [Positional(value: .input("recording", extensions: ["evtest", "txt"]), help: "The evtest log, or '-'.")]
        case .importGetevent:
            return [Positional(value: .input("recording", extensions: ["txt"]), help: "The getevent -lt or -t log, or '-'.")]
        case .importLibinput:
            return [Positional(value: .input("recording", extensions: ["yml", "yaml"]), help: "The libinput record file, or '-'.")]
        case .check:
            return [Positional(value: .input("file", extensions: []),
                               help: "The files to check: scenes, traces, recordings, expected outputs.", isRepeating: true)]
        case .test: return [TestCommand.paths]
        case .analyze: return [AnalyzeCommand.scene]
        }
    }

    /// Its own options, in the order help lists them (``allOptions`` adds the common ones).
    var options: [Option] {
        switch self {
        case .root, .importRecording: return []
        case .replay: return [.scene, .format, .expect, .until, .explain, .timeline, .width, .height, .desc, .device]
        case .timeline: return [.svgOutput.required(), .scene, .until, .explainTimeline, .width, .height, .desc, .device]
        case .importEvemu, .importEvtest, .importGetevent, .importLibinput:
            return [.scene.defaulting(to: "none: the trace has no scene in its header"),
                    .width.defaulting(to: "the --scene window width; one of the two is needed"), .height, .desc]
                + (self == .importGetevent || self == .importLibinput ? [.device] : []) + [.traceOutput]
        case .check:
            return [.scene.defaulting(to: "the one each trace's header names"), .desc,
                    .width.defaulting(to: "1000"), .height, .device]
        case .test: return TestCommand.options
        case .analyze: return AnalyzeCommand.options
        }
    }

    /// Every option it accepts: its own, then those every subcommand takes.
    var allOptions: [Option] { options + [.version, .help] + (self == .root ? [.completionScript] : []) }

    /// What its exit statuses mean, for its help.
    var exitStatus: String? {
        switch self {
        case .root, .importRecording: return nil
        case .replay:
            return "0 success, 1 the records differ from --expect, 64 usage error, 65 bad input data, "
                + "74 an output cannot be written."
        case .timeline, .importEvemu, .importEvtest, .importGetevent, .importLibinput:
            return "0 success, 64 usage error, 65 bad input data, 74 the output cannot be written."
        case .check: return "0 every file is valid, 64 usage error, 65 a file holds bad data, 74 the output cannot be written."
        case .test: return TestCommand.exitStatus
        case .analyze: return AnalyzeCommand.exitStatus
        }
    }

    /// The usage line: `bk-events replay <trace> [--scene <scene>] …`.
    var usage: String {
        if !subcommands.isEmpty { return commandLine + " <subcommand>" }
        let words = arguments.map(\.synopsis) + options.map { $0.isRequired ? $0.synopsis : "[\($0.synopsis)]" }
        return ([commandLine] + words).joined(separator: " ")
    }
}
