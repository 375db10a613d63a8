import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings

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
