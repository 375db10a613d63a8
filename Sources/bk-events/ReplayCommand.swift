import ControlModel
import GestureModel

/// `bk-events replay` (and `timeline`): replays a trace and prints records, optionally
/// checking them against an expectation file and drawing a timeline.
enum ReplayCommand {
    /// True when the expectation file's first record line is a JSON object.
    private static func expectsJSONLines(_ path: String?) -> Bool {
        guard let path, path != "-", let head = try? LineReader.head(path: path) else { return false }
        for line in String(decoding: head, as: UTF8.self).split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            return trimmed.hasPrefix("{")
        }
        return false
    }

    private static func isEvemu(_ path: String) throws(TraceReplayError) -> Bool {
        do { return try EvemuInput.isEvemu(path: path) } catch { throw .file(error) }
    }

    static func run(_ words: [String], command: Command) throws(UsageError) -> Int32 {
        let arguments = try Arguments(
            words, command: command,
            valued: ["--scene", "--format", "--expect", "--until", "--timeline", "--width", "--height", "--desc", "-o"])
        if arguments.wantsHelp {
            print(command.help, terminator: "")
            return ExitStatus.success
        }
        guard arguments.positionals.count == 1, let trace = arguments.positionals.first else {
            throw UsageError(
                message: arguments.positionals.isEmpty ? "Missing expected argument '<trace>'" : "Unexpected argument '\(arguments.positionals[1])'",
                command: command)
        }
        if arguments.options["--expect"] == "-", trace == "-" {
            throw UsageError(message: "The trace and the expectation cannot both come from standard input", command: command)
        }
        // without --format, an expectation file that holds JSON Lines asks for JSON Lines
        let formatName = arguments.options["--format"] ?? (expectsJSONLines(arguments.options["--expect"]) ? "jsonl" : "text")
        guard let format = RecordFormat(rawValue: formatName) else {
            throw UsageError(message: "The value '\(formatName)' is invalid for '--format <format>': expected text or jsonl", command: command)
        }
        if command == .replay, arguments.options["-o"] != nil { throw UsageError(message: "Unknown option '-o'", command: command) }
        let timelinePath = command == .timeline ? arguments.options["-o"] : arguments.options["--timeline"]
        if command == .timeline, timelinePath == nil { throw UsageError(message: "Missing expected option '-o <file.svg>'", command: command) }
        let until = try arguments.seconds("--until", command: command).map { Timestamp(seconds: $0) }
        let width = try arguments.number("--width", command: command)
        let height = try arguments.number("--height", command: command)

        let output = OutputStream()
        var checker: ExpectationChecker?
        if let expect = arguments.options["--expect"] {
            do { checker = try ExpectationChecker(path: expect) } catch {
                OutputStream.error("\(error)\n")
                return ExitStatus.data
            }
        }
        let writer = command == .replay ? RecordWriter(output: output, format: format) : nil
        // records go straight to the writer when nothing else wants them
        let fanOut: RecordSink?
        let sink: any ReplayRecordSink
        if let writer, timelinePath == nil, checker == nil {
            fanOut = nil
            sink = writer
        } else {
            let both = RecordSink(writer: writer, timeline: timelinePath == nil ? nil : TimelineBuilder(), checker: checker, format: format)
            fanOut = both
            sink = both
        }
        // only a timeline wants the touches and the held transitions: without one, none are passed
        let touches: ((Timestamp, [TouchChange]) -> Void)? = timelinePath == nil ? nil : { fanOut?.timeline?.addTouches($0, $1) }
        let held: ((Timestamp, String, GestureState) -> Void)? = timelinePath == nil ? nil : { fanOut?.timeline?.addHeld($0, $1, $2) }
        let ending: Replayer.Ending
        do throws(TraceReplayError) {
            if try isEvemu(trace) {
                guard let width, let scene = arguments.options["--scene"] else {
                    throw TraceReplayError.missingOptions(trace: trace, "an evemu recording needs --scene and --width (the window width to scale onto)")
                }
                ending = try TraceReplay.run(
                    evemu: trace, desc: arguments.options["--desc"], width: width, height: height, scene: scene,
                    until: until, sink: sink, touches: touches, held: held)
            } else {
                ending = try TraceReplay.run(
                    trace: trace, scene: arguments.options["--scene"], until: until, sink: sink, touches: touches, held: held)
            }
        } catch {
            writer?.finish()
            output.close()
            switch error {
            case .missingScene, .missingOptions:
                OutputStream.error("Error: \(error.description)\nUsage: \(command.usage)\n  See 'bk-events help \(command.rawValue)' for more information.\n")
                return ExitStatus.usage
            case .file(let fileError):
                OutputStream.error("\(fileError.description)\n")
                return ExitStatus.data
            }
        }
        writer?.finish()
        output.close()
        if output.failed {
            OutputStream.error("error: could not write the records to standard output (closed pipe or full disk?)\n")
            return ExitStatus.io
        }
        if case .stoppedWithPending(let count) = ending, until == nil {
            OutputStream.error("warning: stopped 60 s after the last line with \(count) call(s) still pending (a finger still down?); use --until to choose the end\n")
        }
        if let timelinePath, let timeline = fanOut?.timeline {
            let (stream, reason) = OutputStream.create(path: timelinePath)
            guard let stream else {
                OutputStream.error("\(timelinePath):1:1: error: cannot write: \(reason ?? "")\n")
                return ExitStatus.io
            }
            stream.write(timeline.svg())
            stream.close()
            if stream.failed {
                OutputStream.error("\(timelinePath): error: could not write the timeline (full disk?)\n")
                return ExitStatus.io
            }
        }
        if let checkError = fanOut?.checkError {
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
}
