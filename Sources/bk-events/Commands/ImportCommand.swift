import ControlModel
import GestureModel
import Recordings
import Replay

extension Command {
    /// `bk-events import`: the group of the four formats.
    static let importRecording = Command(
        path: ["import"],
        abstract: "Convert a touch recording (evemu, evtest, Android getevent, libinput record) into a trace.")
    /// `bk-events import evemu`.
    static let importEvemu = ImportCommand.command(
        .evemu, abstract: "Convert an evemu recording into a JSON Lines trace.",
        recording: Positional(value: .input("recording", extensions: ["evemu", "events"]),
                              help: "The evemu-record file (or the events file of the split form)."))
    /// `bk-events import evtest`.
    static let importEvtest = ImportCommand.command(
        .evtest, abstract: "Convert an evtest log into a JSON Lines trace.",
        recording: Positional(value: .input("recording", extensions: ["evtest", "txt"]), help: "The evtest log, or '-'."))
    /// `bk-events import getevent`.
    static let importGetevent = ImportCommand.command(
        .getevent, abstract: "Convert an Android getevent log into a JSON Lines trace.",
        recording: Positional(value: .input("recording", extensions: ["txt"]), help: "The getevent -lt or -t log, or '-'."),
        readsSeveralDevices: true)
    /// `bk-events import libinput`.
    static let importLibinput = ImportCommand.command(
        .libinput, abstract: "Convert a libinput record YAML file into a JSON Lines trace.",
        recording: Positional(value: .input("recording", extensions: ["yml", "yaml"]), help: "The libinput record file, or '-'."),
        readsSeveralDevices: true)
}

/// `bk-events import FORMAT`: converts a recording into a JSON Lines trace, streaming. With
/// `--scene`, the trace's header names the scene (relative to the trace's folder, or to the
/// current folder when the trace goes to standard output) and the scene's window gives the scale.
enum ImportCommand {
    /// The subcommand `import FORMAT` (its last word is the format's name), taking `recording`;
    /// `--device` when the format's files can hold several devices.
    static func command(
        _ format: RecordingFormat, abstract: String, recording: Positional, readsSeveralDevices: Bool = false
    ) -> Command {
        Command(
            path: ["import", format.rawValue], abstract: abstract,
            discussion: "With --scene, the trace's header names the scene (relative to the trace) and the recording is "
                + "scaled onto the scene's window.",
            arguments: [recording],
            options: [.scene.defaulting(to: "none: the trace has no scene in its header"),
                      .width.defaulting(to: "the --scene window width; one of the two is needed"), .height, .desc]
                + (readsSeveralDevices ? [.device] : []) + [.traceOutput],
            exitStatus: "0 success, 64 usage error, 65 bad input data, 74 the output cannot be written.",
            validate: validate, run: run)
    }

    /// An output that is an input, and a scale that nothing gives.
    @Sendable static func validate(_ arguments: ParsedArguments) throws(UsageError) {
        let command = arguments.command
        try OutputGuard.check(
            target(arguments), of: .traceOutput,
            against: [("the recording", arguments.positionals[0]), ("the scene", arguments[.scene]), ("the description", arguments[.desc])],
            command: command)
        guard arguments[.width] != nil || arguments[.scene] != nil else {
            throw UsageError(
                "Missing expected argument '\(Option.width.synopsis)' (or --scene, whose window gives the scale)",
                option: .width, command: command)
        }
    }

    /// The file `-o` names; nil for standard output.
    private static func target(_ arguments: ParsedArguments) -> String? {
        arguments[.traceOutput].flatMap { $0 == "-" ? nil : $0 }
    }

    /// Converts the recording, once ``validate(_:)`` passed.
    @Sendable static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        // the subcommand's last word is the format: `import evemu`
        let format = arguments.command.path.last.flatMap(RecordingFormat.init(rawValue:))
        let path = arguments.positionals[0]
        let target = target(arguments)
        let options = RecordingOptions(format: format, width: arguments.number(.width), height: arguments.number(.height), description: arguments[.desc], device: arguments[.device])
        var scene: String?
        let importer: RecordingImporter
        let first: ImportedSample?
        do {
            var window: (width: Double, height: Double)?
            if let scenePath = arguments[.scene] {
                let frame = try TraceReplay.loadScene(path: scenePath) { _ in }.window.frame
                window = (frame.width, frame.height)
                scene = RelativePath.of(scenePath, from: target.map(RelativePath.folder(of:)) ?? ".")
            }
            importer = try RecordingInput.importer(path: path, options: options, window: window)
            // the first sample tells the protocol, for the comment line
            first = try importer.next()
        } catch {
            OutputStream.error("\(error)\n")
            return ExitStatus.data
        }
        let output = OutputStream.opening(target ?? "-")
        output.writeLine(ImportedTrace.header(scene: scene))
        output.writeLine(ImportedTrace.comment(source: path, importer: importer))
        var sample = first
        var line: [UInt8] = []
        do {
            while let current = sample {
                line.removeAll(keepingCapacity: true)
                ImportedTrace.append(current, to: &line)
                line.append(0x0A)
                line.withUnsafeBufferPointer { output.write($0) }
                sample = try importer.next()
            }
        } catch {
            // a trace cut short would still replay: the old file, if any, stays
            output.abandon()
            OutputStream.error("\(error)\n")
            return ExitStatus.data
        }
        output.close()
        for warning in importer.warnings { OutputStream.error("\(warning)\n") }
        return ExitStatus.success
    }
}

/// The options of `bk-events import FORMAT`.
extension Option {
    static let traceOutput = Option(
        name: "output", short: "o", value: .output("trace"), help: "Where to write the trace.",
        defaultText: "standard output")
}
