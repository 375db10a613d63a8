import ControlModel
import GestureModel

/// `bk-events import evemu`: converts a recording into a JSON Lines trace.
enum ImportCommand {
    static func run(_ words: [String]) throws(UsageError) -> Int32 {
        let command = Command.importEvemu
        let arguments = try Arguments(words, command: command, valued: ["--width", "--height", "--desc", "-o"])
        if arguments.wantsHelp {
            print(command.help, terminator: "")
            return ExitStatus.success
        }
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw UsageError(
                message: arguments.positionals.isEmpty ? "Missing expected argument '<recording>'" : "Unexpected argument '\(arguments.positionals[1])'",
                command: command)
        }
        guard let width = try arguments.number("--width", command: command) else {
            throw UsageError(message: "Missing expected option '--width <points>'", command: command)
        }
        let height = try arguments.number("--height", command: command)
        let importer: EvemuImporter
        do {
            importer = try EvemuInput.read(path: path, desc: arguments.options["--desc"], width: width, height: height)
        } catch {
            OutputStream.error("\(error)\n")
            return ExitStatus.data
        }
        let output: OutputStream
        if let target = arguments.options["-o"], target != "-" {
            let (stream, reason) = OutputStream.create(path: target)
            guard let stream else {
                OutputStream.error("\(target):1:1: error: cannot write: \(reason ?? "")\n")
                return ExitStatus.io
            }
            output = stream
        } else {
            output = OutputStream()
        }
        output.writeLine("{\"trace\":1}")
        output.writeLine("# imported by bk-events import evemu from \(path) (\(importer.contactProtocol.rawValue)), window \(RecordFormat.coordinate(width)) x \(RecordFormat.coordinate(importer.height)) pt")
        for sample in importer.samples {
            let change = sample.change
            output.writeLine(
                "{\"t\":\(sample.time.formatted(decimals: 6)),\"touch\":\(change.identifier),\"phase\":\"\(change.phase.rawValue)\",\"x\":\(RecordFormat.coordinate(change.location.x)),\"y\":\(RecordFormat.coordinate(change.location.y))}")
        }
        output.close()
        if output.failed {
            OutputStream.error("error: could not write the trace (closed pipe or full disk?)\n")
            return ExitStatus.io
        }
        return ExitStatus.success
    }
}
