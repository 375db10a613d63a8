import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import TestFixtures

/// The libinput example: what `bk-events test Examples` replays (``ExampleGoldenTests``) is the
/// converted real recording, nothing edited by hand.
@Suite struct RecordingExampleTests {
    static func folder(_ name: String) -> String { URLPaths.examples + "/" + name }

    /// The libinput example is the evemu recording of the same name converted by
    /// ``LibinputConverter``: real events in libinput's layout.
    /// (`BK_EVENTS_WRITE_EXAMPLES=1` writes it again after a change of the converter.)
    @Test func theLibinputExampleIsTheConvertedEvemuRecording() throws {
        let source = try ParsedRecording.evemu(path: Self.folder("evemu") + "/atmel-mxt_2f-press-hold-release.evemu")
        let yaml = LibinputConverter().yaml(source)
        let path = Self.folder("libinput") + "/atmel-mxt_2f-press-hold-release.yml"
        if ProcessInfo.processInfo.environment["BK_EVENTS_WRITE_EXAMPLES"] == "1" { try yaml.write(toFile: path, atomically: true, encoding: .utf8) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == yaml)
    }
}
