#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ControlModel
import GestureModel
import SceneFiles
import Replay

/// What one replay gave: its records in both formats and how it ended, whether it ran through
/// the library (``replay(sceneText:traceText:until:in:)``, the calls `bk-events replay` makes) or
/// through the command line.
package struct ReplayOutcome: Equatable {
    /// The records as JSON Lines.
    package var jsonl: [String] = []
    /// The records as text.
    package var text: [String] = []
    /// The records' exact times (nanoseconds), when known (not from the command line).
    package var nanoseconds: [Int64]?
    /// The error that stopped the replay: `FILE:LINE:COLUMN: error: MESSAGE`.
    package var error: String?
    /// The error's file, line and column.
    package var errorFile: String?
    package var errorLine = 0
    package var errorColumn = 0

    /// An empty outcome, filled in by its caller.
    package init() {}

    /// Replays `traceText` through `sceneText` as `bk-events replay --scene` does (the scene
    /// written to `SCENE.scene.json` in `folder`, the trace read from memory as
    /// `folder/TRACE.trace.jsonl`), stopping at `until`.
    package static func replay(sceneText: String, traceText: String, until: Double?, in folder: String) -> ReplayOutcome {
        let scenePath = folder + "/pair.scene.json"
        save(sceneText, to: scenePath)
        let sink = Collector()
        var outcome = ReplayOutcome()
        do {
            try TraceReplay.run(
                lines: LineReader(bytes: Array(traceText.utf8), path: folder + "/pair.trace.jsonl"), scene: scenePath,
                until: until.map { Timestamp(seconds: $0) }, sink: sink)
        } catch {
            switch error {
            case .file(let fileError):
                outcome.error = fileError.description
                outcome.errorFile = fileError.file
                outcome.errorLine = fileError.location.line
                outcome.errorColumn = fileError.location.column
            default:
                outcome.error = "\(error)"
            }
        }
        outcome.jsonl = sink.records.map { RecordFormat.jsonl.line(for: $0) }
        outcome.text = sink.records.map { RecordFormat.text.line(for: $0) }
        outcome.nanoseconds = sink.records.map(\.time.nanoseconds)
        return outcome
    }

    /// The JSON Lines records of replaying `trace` through `scene` (texts) as
    /// ``replay(sceneText:traceText:until:in:)`` does, in a folder of its own.
    ///
    /// - Throws: the replay's error, as its message.
    package static func records(scene: String, trace: String, until: Double? = nil) throws -> [String] {
        var template = Array("/tmp/bk-events-records-XXXXXX".utf8CString)
        let folder = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) } ?? "/tmp"
        }
        defer {
            unlink(folder + "/pair.scene.json")
            rmdir(folder)
        }
        let outcome = replay(sceneText: scene, traceText: trace, until: until, in: folder)
        if let error = outcome.error { throw Failure(message: error) }
        return outcome.jsonl
    }

    /// A replay's error.
    package struct Failure: Error {
        var message: String
    }

    /// Writes `text` to the file at `path`, replacing it.
    package static func save(_ text: String, to path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { write(descriptor, $0 + offset, buffer.count - offset) } ?? 0
            }
            if written <= 0 { break }
            offset += written
        }
        close(descriptor)
    }

    /// A sink keeping every record.
    private final class Collector: ReplayRecordSink {
        var records: [ReplayRecord] = []
        func receive(_ record: consuming ReplayRecord) { records.append(record) }
    }
}
