import ControlModel
import GestureModel

/// `bk-events check`: validates scenes, traces (against their scene, with every replay rule,
/// printing no records) and recordings.
enum CheckCommand {
    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let width = arguments.number(.width) ?? 1000
        let height = arguments.number(.height)
        var status = ExitStatus.success
        let output = OutputStream()
        defer { output.close() }
        for path in arguments.positionals {
            do {
                let kind = try check(path, scene: arguments[.scene], desc: arguments[.desc], width: width, height: height)
                output.writeLine("\(path): ok (\(kind))")
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

    private static func check(_ path: String, scene: String?, desc: String?, width: Double, height: Double?) throws(TraceReplayError) -> String {
        let recording: RecordingFormat?
        do { recording = path == "-" ? nil : try RecordingInput.format(path: path) } catch { throw .file(error) }
        if let recording {
            return try RecordingInput.check(path: path, options: RecordingOptions(format: recording, width: width, height: height, description: desc))
        }
        do {
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
