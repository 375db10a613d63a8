import ControlModel
import Foundation
import Testing

@testable import GestureModel

/// The recording examples in `Examples/` (one per format besides evemu): each replays through
/// its scene to the output checked in beside it, byte for byte.
@Suite struct RecordingExampleTests {
    /// Folder, recording and the base name of its scene and expected output.
    static let examples: [(folder: String, recording: String, name: String)] = [
        ("getevent", "galaxys_protoA_open-calendar_drag-2-taps.getevent-lt.txt", "galaxys_protoA_open-calendar_drag-2-taps"),
        ("evtest", "atmel-mxt-touchscreen_5-taps.evtest", "atmel-mxt-touchscreen_5-taps"),
        ("libinput", "atmel-mxt_2f-press-hold-release.yml", "atmel-mxt_2f-press-hold-release"),
    ]

    static func folder(_ name: String) -> String { URLPaths.examples + "/" + name }

    @Test(arguments: examples.map(\.recording))
    func theRecordingReplaysToItsExpectedOutput(_ recording: String) throws {
        let example = try #require(Self.examples.first { $0.recording == recording })
        let base = Self.folder(example.folder) + "/" + example.name
        var lines: [String] = []
        try TraceReplay.run(
            recording: Self.folder(example.folder) + "/" + recording, options: RecordingOptions(), scene: base + ".scene.json",
            emit: { lines.append(RecordFormat.jsonl.line(for: $0)) })
        let expected = try String(contentsOfFile: base + ".expected.jsonl", encoding: .utf8)
        #expect(lines.map { $0 + "\n" }.joined() == expected)
        #expect(!lines.isEmpty)
    }

    /// The libinput example is the evemu recording of the same name converted by
    /// ``LibinputConverter``: real events in libinput's layout.
    @Test func theLibinputExampleIsTheConvertedEvemuRecording() throws {
        let source = try ParsedRecording.evemu(path: Self.folder("evemu") + "/atmel-mxt_2f-press-hold-release.evemu")
        let yaml = LibinputConverter().yaml(source)
        let path = Self.folder("libinput") + "/atmel-mxt_2f-press-hold-release.yml"
        if ProcessInfo.processInfo.environment["BK_EVENTS_WRITE_EXAMPLES"] == "1" { try yaml.write(toFile: path, atomically: true, encoding: .utf8) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == yaml)
    }
}
