import ControlModel
import GestureModel
import Recordings
import Replay

/// `bk-events import FORMAT`: converts a recording into a JSON Lines trace, streaming. With
/// `--scene`, the trace's header names the scene (relative to the trace's folder, or to the
/// current folder when the trace goes to standard output) and the scene's window gives the scale.
enum ImportCommand {
    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let command = arguments.command
        // the subcommand's last word is the format: `import evemu`
        let format = command.path.last.flatMap(RecordingFormat.init(rawValue:))
        let path = arguments.positionals[0]
        let target = arguments[.traceOutput].flatMap { $0 == "-" ? nil : $0 }
        try OutputGuard.check(
            target, of: .traceOutput, against: [("the recording", path), ("the scene", arguments[.scene]), ("the description", arguments[.desc])],
            command: command)
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
            guard options.width != nil || window != nil else {
                throw UsageError(
                    "Missing expected argument '\(Option.width.synopsis)' (or --scene, whose window gives the scale)",
                    option: .width, command: command)
            }
            importer = try RecordingInput.importer(path: path, options: options, window: window)
            // the first sample tells the protocol, for the comment line
            first = try importer.next()
        } catch let error as UsageError {
            throw error
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
