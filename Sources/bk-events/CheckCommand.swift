import ControlModel
import GestureModel

/// `bk-events check`: validates scenes, traces (against their scene, with every replay rule,
/// printing no records) and evemu recordings.
enum CheckCommand {
    static func run(_ words: [String]) throws(UsageError) -> Int32 {
        let command = Command.check
        let arguments = try Arguments(words, command: command, valued: ["--scene", "--desc", "--width"])
        if arguments.wantsHelp {
            print(command.help, terminator: "")
            return ExitStatus.success
        }
        guard !arguments.positionals.isEmpty else { throw UsageError(message: "Missing expected argument '<file> ...'", command: command) }
        let width = try arguments.number("--width", command: command) ?? 1000
        var status = ExitStatus.success
        for path in arguments.positionals {
            do {
                let kind = try check(path, scene: arguments.options["--scene"], desc: arguments.options["--desc"], width: width)
                print("\(path): ok (\(kind))")
            } catch {
                switch error {
                case .missingScene, .missingOptions:
                    OutputStream.error("\(path):1:1: error: \(error.description)\n")
                case .file(let fileError):
                    OutputStream.error("\(fileError)\n")
                }
                status = ExitStatus.data
            }
        }
        return status
    }

    private static func check(_ path: String, scene: String?, desc: String?, width: Double) throws(TraceReplayError) -> String {
        do {
            if try EvemuInput.isEvemu(path: path) {
                let importer = try EvemuInput.read(path: path, desc: desc, width: width, height: nil)
                return "evemu recording, \(importer.contactProtocol.rawValue), \(importer.samples.count) samples"
            }
            if path != "-", isScene(try LineReader.head(path: path)) {
                let loaded = try TraceReplay.loadScene(path: path) { _ in }
                return "scene, \(loaded.ids.count) ids"
            }
        } catch {
            throw .file(error)
        }
        try TraceReplay.run(trace: path, scene: scene) { _ in }
        return "trace"
    }

    /// True when the start of the file is a JSON object whose first key is not a trace line's.
    private static func isScene(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        guard let brace = text.firstIndex(of: "{") else { return false }
        let rest = text[text.index(after: brace)...].drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
        return rest.hasPrefix("\"scene\"") || rest.hasPrefix("\"window\"") || rest.hasPrefix("\"views\"")
    }
}
