import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings

/// Shared helpers for the evemu tests: where the real recordings are, small inline devices,
/// and a per-contact summary of imported samples.
enum EvemuFixtures {
    /// `Examples/evemu` in the repository: unmodified copies of the shared recordings with
    /// their MIT notices (this file is `<root>/Tests/GestureModelTests/EvemuTestSupport.swift`).
    static let directory: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Examples/evemu"
    }()

    /// The path of the recording (or description) `name`.
    static func path(_ name: String) -> String { directory + "/" + name }

    /// Imports the real recording `name` (with the description `desc` for the split form).
    static func load(_ name: String, desc: String? = nil, width: Double = 1000, height: Double? = nil) throws -> ImportResult {
        let importer = try RecordingInput.importer(
            path: path(name), options: RecordingOptions(format: .evemu, width: width, height: height, description: desc.map(path)))
        return try ImportResult(importer)
    }

    /// Parses inline evemu text into its device and events.
    static func parse(_ text: String, file: String = "inline.evemu", device: RecordingDevice = RecordingDevice()) throws(FileError) -> ParsedRecording {
        try ParsedRecording(EvemuReader(lines: LineReader(bytes: Array(text.utf8), path: file), description: device))
    }

    /// Parses and imports inline evemu text.
    static func importText(_ text: String, width: Double = 1000, height: Double? = nil) throws(FileError) -> ImportResult {
        let reader = EvemuReader(lines: LineReader(bytes: Array(text.utf8), path: "inline.evemu"))
        return try ImportResult(RecordingImporter(reader: reader, width: width, height: height))
    }

    /// A protocol B touchscreen whose axes (0…1000 × 0…500) map 1:1 onto a 1000-wide window.
    static let deviceB = """
        # EVEMU 1.3
        N: Test MT Touchscreen
        I: 0018 0000 0000 0000
        P: 02 00 00 00 00 00 00 00
        A: 2f 0 9 0 0 0
        A: 35 0 1000 0 0 0
        A: 36 0 500 0 0 0
        A: 39 0 65535 0 0 0

        """

    /// A protocol A touchscreen (no slots, no tracking ids), 0…1000 × 0…500.
    static let deviceA = """
        N: Test Protocol A
        I: 0003 0000 0000 0000
        P: 00 00 00 00 00 00 00 00
        A: 00 0 1000 0 0
        A: 01 0 500 0 0
        A: 35 0 1000 0 0
        A: 36 0 500 0 0

        """

    /// A single-touch screen (BTN_TOUCH, ABS_X/ABS_Y), 0…1000 × 0…500.
    static let deviceSingle = """
        N: Test Single Touch
        I: 0003 0000 0000 0000
        P: 00 00 00 00 00 00 00 00
        A: 00 0 1000 0 0
        A: 01 0 500 0 0

        """

    /// Writes `text` to a new file in the temporary folder and returns its path.
    static func temporaryFile(_ text: String, suffix: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/bk-events-evemu-\(UUID().uuidString)\(suffix)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Removes a file made by ``temporaryFile(_:suffix:)``.
    static func remove(_ path: String) { try? FileManager.default.removeItem(atPath: path) }
}

/// A whole import: the samples, the protocol and the window height.
struct ImportResult {
    var samples: [ImportedSample]
    var contactProtocol: ContactProtocol?
    var height: Double

    init(_ importer: RecordingImporter) throws(FileError) {
        samples = try importer.readAll()
        contactProtocol = importer.contactProtocol
        height = importer.height
    }
}

/// The device and every event of a recording, read to the end.
struct ParsedRecording {
    var device: RecordingDevice
    var events: [RecordingEvent]

    init(_ reader: some RecordingReader) throws(FileError) {
        var events: [RecordingEvent] = []
        while let event = try reader.next() { events.append(event) }
        self.events = events
        device = reader.device
    }

    /// Reads the file at `path` with `reader`.
    static func evemu(path: String) throws(FileError) -> ParsedRecording {
        try ParsedRecording(EvemuReader(lines: LineReader(path: path)))
    }
}

/// One contact of an import: its output id, when it began and ended, and where.
struct EvemuContact: Equatable {
    var touch: Int
    var start: Timestamp
    var end: Timestamp?
    var first: Point
    var last: Point
    var moves: Int

    /// Microseconds from begin to end.
    var durationMicroseconds: Int64? { end.map { ($0.nanoseconds - start.nanoseconds) / 1000 } }
    /// The begin time in microseconds.
    var startMicroseconds: Int64 { start.nanoseconds / 1000 }
    /// The end time in microseconds.
    var endMicroseconds: Int64? { end.map { $0.nanoseconds / 1000 } }

    /// The contacts of `samples`, in the order they began. Records a violation when a touch
    /// moves or ends without being down, or begins while down.
    static func contacts(_ samples: [ImportedSample], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [EvemuContact] {
        var result: [EvemuContact] = []
        var open: [Int: Int] = [:]
        for sample in samples {
            let change = sample.change
            switch change.phase {
            case .began:
                #expect(open[change.identifier] == nil, "touch \(change.identifier) began twice", sourceLocation: sourceLocation)
                open[change.identifier] = result.count
                result.append(EvemuContact(touch: change.identifier, start: sample.time, end: nil, first: change.location, last: change.location, moves: 0))
            case .moved, .stationary:
                guard let index = open[change.identifier] else {
                    Issue.record("touch \(change.identifier) moved while up", sourceLocation: sourceLocation)
                    continue
                }
                result[index].last = change.location
                result[index].moves += 1
            case .ended, .cancelled:
                guard let index = open.removeValue(forKey: change.identifier) else {
                    Issue.record("touch \(change.identifier) ended while up", sourceLocation: sourceLocation)
                    continue
                }
                result[index].end = sample.time
                result[index].last = change.location
            }
        }
        return result
    }
}

extension Timestamp {
    /// The time in whole microseconds.
    var microseconds: Int64 { nanoseconds / 1000 }
}

/// The most contacts down at once in `samples`.
func evemuMaximumDown(_ samples: [ImportedSample]) -> Int {
    var down = 0, most = 0
    for sample in samples {
        switch sample.change.phase {
        case .began: down += 1
        case .ended, .cancelled: down -= 1
        default: break
        }
        most = max(most, down)
    }
    return most
}

/// The description of the error `body` throws (`FILE:LINE:COLUMN: error: …`), or nil when it
/// throws none.
func errorText(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return "\(error)"
    }
}
