import ControlModel
import GestureModel

/// `bk-events import evemu`: converts a recording into a JSON Lines trace. With `--scene`, the
/// trace's header names the scene (relative to the trace's folder, or to the current folder
/// when the trace goes to standard output) and the scene's window gives the scale.
enum ImportCommand {
    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let command = arguments.command
        let path = arguments.positionals[0]
        let target = arguments[.traceOutput].flatMap { $0 == "-" ? nil : $0 }
        var width = arguments.number(.width)
        var height = arguments.number(.height)
        var header = "{\"trace\":1}"
        let importer: EvemuImporter
        let windowWidth: Double
        do {
            if let scenePath = arguments[.scene] {
                let window = try TraceReplay.loadScene(path: scenePath) { _ in }.window.frame
                if width == nil { (width, height) = (window.width, height ?? window.height) }
                let named = RelativePath.of(scenePath, from: target.map(RelativePath.folder(of:)) ?? ".")
                header = "{\"trace\":1,\"scene\":\(RecordFormat.jsonString(named))}"
            }
            guard let width else {
                throw UsageError(
                    "Missing expected argument '\(Option.width.synopsis)' (or --scene, whose window gives the scale)",
                    option: .width, command: command)
            }
            importer = try EvemuInput.read(path: path, desc: arguments[.desc], width: width, height: height)
            windowWidth = width
        } catch let error as UsageError {
            throw error
        } catch {
            OutputStream.error("\(error)\n")
            return ExitStatus.data
        }
        let output: OutputStream
        if let target {
            let (stream, reason) = OutputStream.create(path: target)
            guard let stream else {
                OutputStream.error("\(target): error: cannot write: \(reason ?? "")\n")
                return ExitStatus.io
            }
            output = stream
        } else {
            output = OutputStream()
        }
        output.writeLine(header)
        output.writeLine("# imported by bk-events import evemu from \(path) (\(importer.contactProtocol.rawValue)), window \(RecordFormat.coordinate(windowWidth)) x \(RecordFormat.coordinate(importer.height)) pt")
        for sample in importer.samples {
            let change = sample.change
            output.writeLine(
                "{\"t\":\(sample.time.formatted(decimals: 6)),\"touch\":\(change.identifier),\"phase\":\"\(change.phase.rawValue)\",\"x\":\(RecordFormat.coordinate(change.location.x)),\"y\":\(RecordFormat.coordinate(change.location.y))}")
        }
        output.close()
        return ExitStatus.success
    }
}
