import ControlModel
import GestureModel
import SceneFiles
import Recordings
import Replay
import CorpusTesting

extension Command {
    /// `bk-events replay`.
    static let replay = Command(
        path: ["replay"], abstract: "Replay a trace through a scene and print what happened.",
        discussion: "The trace is a JSON Lines trace or a recording (evemu, evtest, getevent, libinput record), told apart by its content; '-' reads it "
            + "from standard input. Records are printed as they happen. A recording is scaled onto the scene's "
            + "window unless --width is given.",
        arguments: [ReplayCommand.trace],
        options: [.scene, .format, .expect, .until, .explain, .timeline, .width, .height, .desc, .device],
        exitStatus: "0 success, 1 the records differ from --expect, 64 usage error, 65 bad input data, "
            + "74 an output cannot be written.",
        validate: ReplayCommand.validate, run: ReplayCommand.run)
}

/// `bk-events replay` (and `timeline`): replays a trace and prints records, optionally
/// checking them against an expectation file and drawing a timeline.
enum ReplayCommand {
    /// The trace argument of `replay` and `timeline`.
    static let trace = Positional(
        value: .input("trace", extensions: ["jsonl", "evemu", "events", "evtest", "txt", "yml", "yaml"]),
        help: "The trace or recording, or '-' for standard input.")

    /// The usage errors of `replay` and `timeline` that their words show.
    @Sendable static func validate(_ arguments: ParsedArguments) throws(UsageError) {
        let command = arguments.command
        if arguments[.expect] == "-", arguments.positionals[0] == "-" {
            throw UsageError(message: "The trace and the expectation cannot both come from standard input", command: command)
        }
        if command == .replay, arguments[.timeline] == "-" {
            throw UsageError(
                "'--timeline -' would mix the SVG with the records on standard output: name a file, or use 'bk-events timeline'",
                option: .timeline, command: command)
        }
    }

    /// Replays the trace, once ``validate(_:)`` passed.
    @Sendable static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let command = arguments.command
        let trace = arguments.positionals[0]
        let timelineOption: Option = command == .timeline ? .svgOutput : .timeline
        let timelinePath = arguments[timelineOption]
        let until = arguments.number(.until).map { Timestamp(seconds: $0) }
        let width = arguments.number(.width)
        let height = arguments.number(.height)

        // each input opened once and peeked at: standard input or a pipe loses nothing
        let lines: LineReader
        let recording: RecordingFormat?
        var checker: ExpectationChecker?
        let namedScene: String?
        do throws(FileError) {
            lines = try LineReader(path: trace)
            recording = try RecordingInput.format(of: lines)
            namedScene = recording == nil ? InputKind.headerScene(try lines.peek()[...]).map { TraceReplay.resolve($0, relativeTo: trace) } : nil
            if let expect = arguments[.expect] { checker = try ExpectationChecker(path: expect, explaining: arguments.isSet(.explain)) }
        } catch {
            OutputStream.error("\(error)\n")
            return ExitStatus.data
        }
        // a trace takes its window from its scene: the recording options would be ignored
        if recording == nil, let option = [Option.desc, .device, .width, .height].first(where: { arguments[$0] != nil }) {
            throw UsageError(
                "\(option.longForm) applies to recordings, and '\(FileError.escaped(trace))' is a trace (its scene gives the window)",
                option: option, command: command)
        }
        try OutputGuard.check(
            timelinePath, of: timelineOption,
            against: [("the trace", trace), ("the scene", arguments[.scene] ?? namedScene), ("the expectation", arguments[.expect]),
                      ("the description", arguments[.desc])],
            command: command)

        let output = OutputStream()
        // without --format, an expectation file that holds JSON Lines asks for JSON Lines
        let format = arguments[.format].flatMap(RecordFormat.init(rawValue:)) ?? checker?.format ?? .text
        let explains = arguments.isSet(.explain)
        // the timeline hears the window's event stream (touches, holds) and the records
        let timeline = timelinePath == nil ? nil : TimelineListener(explains: explains)
        // with --explain, the records and their reasons are written in order on this thread
        let explaining = explains
            ? ExplainingSink(output: command == .replay ? output : nil, timeline: timeline, checker: checker, format: format)
            : nil
        let writer = command == .replay && !explains ? RecordWriter(output: output, format: format) : nil
        // records go straight to the writer when nothing else wants them
        let fanOut: RecordSink?
        let sink: any ReplayRecordSink
        if let explaining {
            fanOut = nil
            sink = explaining
        } else if let writer, timelinePath == nil, checker == nil {
            fanOut = nil
            sink = writer
        } else {
            let both = RecordSink(writer: writer, timeline: timeline, checker: checker, format: format)
            fanOut = both
            sink = both
        }
        let prepare: ((Scene) -> Void)? = timeline.map { timeline in { (scene: Scene) in timeline.listen(to: scene) } }
        let ending: Replayer.Ending
        var importWarnings: [RecordingWarning] = []
        do throws(TraceReplayError) {
            if let recording {
                guard let scene = arguments[.scene] else {
                    throw TraceReplayError.missingOptions(trace: trace, "a recording names no scene: pass --scene (its window also gives the scale, unless --width is given)")
                }
                let options = RecordingOptions(format: recording, width: width, height: height, description: arguments[.desc], device: arguments[.device])
                ending = try TraceReplay.run(
                    recording: lines, options: options, scene: scene, until: until, sink: sink, warnings: { importWarnings = $0 },
                    prepare: prepare)
            } else {
                ending = try TraceReplay.run(lines: lines, scene: arguments[.scene], until: until, sink: sink, prepare: prepare)
            }
        } catch {
            explaining?.flushPending()
            writer?.finish()
            output.close()
            switch error {
            case .missingScene, .missingOptions:
                let beside = CorpusFileName.sceneBeside(trace).map { "; \(FileError.escaped($0)) is beside it" } ?? ""
                throw UsageError(message: error.description + beside, command: command)
            case .file(let fileError):
                OutputStream.error("\(fileError.description)\n")
                return ExitStatus.data
            }
        }
        explaining?.flushPending()
        writer?.finish()
        output.close()
        for warning in importWarnings { OutputStream.error("\(warning)\n") }
        if let warning = warning(for: ending) { OutputStream.error("warning: \(warning)\n") }
        if let timelinePath, let timeline = timeline?.builder {
            let stream = OutputStream.opening(timelinePath)
            timeline.write(to: stream)
            stream.close()
            if let note = timeline.cutNote { OutputStream.error("warning: \(note)\n") }
        }
        if let checkError = fanOut?.checkError ?? explaining?.checkError {
            OutputStream.error("\(checkError)\n")
            return ExitStatus.data
        }
        if let checker {
            do {
                if let report = try checker.finish() {
                    OutputStream.error(report)
                    return ExitStatus.mismatch
                }
            } catch {
                OutputStream.error("\(error)\n")
                return ExitStatus.data
            }
        }
        return ExitStatus.success
    }

    /// What to say when a bound cut the replay, naming the cause; nil when it ran to its end.
    static func warning(for ending: Replayer.Ending) -> String? {
        let calls = "\(ReplayLimits.drainLimit) scheduled calls"
        switch ending {
        case .drained:
            return nil
        case .stoppedWithTouchesDown(let at, let pending, let down):
            let touches = down.count == 1 ? "touch \(down[0]) is" : "touches " + down.map(String.init).joined(separator: ", ") + " are"
            return "the replay stopped \(ReplayLimits.drainWindow.components.seconds) s after the last line, at t = \(at.formatted(decimals: 3)) s, "
                + "with \(pending) call(s) pending: \(touches) still down (a control or recognizer may repeat while \(down.count == 1 ? "it is" : "they are")); "
                + "use --until to choose the end"
        case .reachedCallLimit(let at, let target?, let line?, _):
            return "the replay stopped at t = \(at.formatted(decimals: 3)) s, before line \(line) (t = \(target.formatted(decimals: 3)) s): reaching it "
                + "would run more than \(calls) (a timer repeating while a finger is held?); the lines from there on were not replayed"
        case .reachedCallLimit(let at, let target?, nil, _):
            return "the replay stopped at t = \(at.formatted(decimals: 3)) s, before --until \(target.formatted(decimals: 3)) s: reaching it would run "
                + "more than \(calls) (a timer repeating while a finger is held?)"
        case .reachedCallLimit(let at, nil, _, let pending):
            return "the replay stopped at t = \(at.formatted(decimals: 3)) s, \(calls) after the last line, with \(pending) still pending "
                + "(a timer that keeps rescheduling itself?); use --until to choose the end"
        }
    }
}

/// The options of `bk-events replay`.
extension Option {
    static let format = Option(
        name: "format", value: .choice("format", RecordFormat.allCases.map(\.rawValue)), help: "How to print the records.",
        defaultText: "jsonl when the --expect file holds JSON Lines, else text")
    static let expect = Option(
        name: "expect", value: .input("file", extensions: ["jsonl", "txt"]),
        help: "Compare the records with this file; exit 1 with a diff when they differ.")
    static let explain = Option(
        name: "explain",
        help: "Say why: a 'because …' line under each failure, cancellation, touchUpOutside and delayed handler run, and records of where each touch landed, of transitions held and released, and of a view's touch cancelled or delivered late (JSON Lines: a \"reason\" object, and touch, held, released and delivery records).")
    static let timeline = Option(
        name: "timeline", value: .output("file.svg"), help: "Also draw the replay as an SVG timeline.")
}
