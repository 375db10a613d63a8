import ControlModel
import GestureModel
import SceneFiles
import Recordings
import Replay
import CorpusTesting

extension Command {
    /// `bk-events check`.
    static let check = Command(
        path: ["check"], abstract: "Validate scene, trace, recording and expectation files without printing records.",
        discussion: "Each file's kind is told from its content. A trace is checked against its scene (from its header "
            + "or --scene) with every replay rule; '-' reads a trace from standard input.",
        arguments: [Positional(value: .input("file", extensions: []),
                               help: "The files to check: scenes, traces, recordings, expected outputs.", isRepeating: true)],
        options: [.scene.defaulting(to: "the one each trace's header names"), .desc, .width.defaulting(to: "1000"), .height, .device],
        exitStatus: "0 every file is valid, 64 usage error, 65 a file holds bad data, 74 the output cannot be written.",
        run: CheckCommand.run)
}

/// `bk-events check`: validates scenes, traces (against their scene, with every replay rule,
/// printing no records), recordings and expected outputs, each file's kind told from its
/// content (``InputKind``), each file opened and read once.
enum CheckCommand {
    /// Checks each file in turn.
    @Sendable static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        // without a scene, recordings are scaled onto 1000 points wide (a width changes no rule)
        let width = arguments.number(.width) ?? (arguments[.scene] == nil ? 1000 : nil)
        let options = RecordingOptions(width: width, height: arguments.number(.height), description: arguments[.desc], device: arguments[.device])
        var status = ExitStatus.success
        let output = OutputStream()
        defer { output.close() }
        for path in arguments.positionals {
            do {
                let kind = try check(path, scene: arguments[.scene], options: options)
                output.writeLine("\(FileError.escaped(path)): ok (\(kind))")
                output.flush()
            } catch {
                switch error {
                case .missingScene, .missingOptions:
                    OutputStream.error("\(FileError(file: path, location: .wholeFile, message: error.description))\n")
                case .file(let fileError):
                    OutputStream.error("\(fileError)\n")
                }
                status = ExitStatus.data
            }
        }
        return status
    }

    /// Checks the file at `path`; what it holds, for the `ok` line.
    private static func check(_ path: String, scene: String?, options: RecordingOptions) throws(TraceReplayError) -> String {
        let lines: LineReader
        let kind: InputKind
        do {
            lines = try LineReader(path: path)
            kind = try InputKind.of(lines)
        } catch {
            throw .file(error)
        }
        switch kind {
        case .recording(let format):
            var options = options
            options.format = format
            // with --scene, the scene's window, as a replay through it
            var window: (width: Double, height: Double)?
            if let scene {
                do {
                    let frame = try TraceReplay.loadScene(path: scene) { _ in }.window.frame
                    window = (frame.width, frame.height)
                } catch {
                    throw .file(error)
                }
            }
            return try RecordingInput.check(lines: lines, options: options, window: window) { warnings in
                for warning in warnings { OutputStream.error("\(warning)\n") }
            }
        case .scene:
            do {
                let loaded = try SceneLoader.load(bytes: try lines.readAll(), file: path) { _ in }
                return "scene, \(loaded.ids.count) ids"
            } catch {
                throw .file(error)
            }
        case .trace:
            try TraceReplay.run(lines: lines, scene: scene, sink: ClosureRecordSink { _ in })
            return "trace"
        case .records(let format):
            do {
                let count = try CorpusExpectation.validate(lines, format: format)
                return "expected output, \(format == .jsonl ? "JSON Lines" : "text"), \(count) records"
            } catch {
                throw .file(error)
            }
        }
    }
}
