import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings
@testable import TestFixtures

/// Android's own `evemu-record` (AOSP `frameworks/native/cmds/evemu-record`): `# EVEMU 1.2`, the
/// description in 8-byte `P:`/`B:` chunks, `A: code min max fuzz flat resolution`, and events
/// `E: sec.usec type code value` with the value printed as Rust's `{:04}` (`0035`, `-001`); times
/// from the first event (which is at 0.000001) or, with `--timestamp-base=epoch`, as the kernel
/// gave them. Tested on the real getevent recordings re-serialized that way.
@Suite struct AndroidEvemuTests {
    enum Base { case firstEvent, epoch }

    /// `recording`'s events as Android's evemu-record prints them, for a device with the given
    /// position range and, when `slots`, ABS_MT_SLOT.
    static func androidEvemu(_ recording: ParsedRecording, range: Int, slots: Bool, base: Base) -> String {
        var out = "# EVEMU 1.2\nN: sec_touchscreen\nI: 0018 0000 0000 0000\nP: 02 00 00 00 00 00 00 00\n"
        out += "B: 00 0b 00 00 00 00 00 00 00\nB: 01 00 00 00 00 00 00 00 00\n"
        if slots { out += "A: 2f 0 9 0 0 0\n" }
        out += "A: 35 0 \(range) 0 0 0\nA: 36 0 \(range) 0 0 0\nA: 39 0 65535 0 0 0\n"
        let first = recording.events.first?.microseconds ?? 0
        for event in recording.events where event.code >= 0 {
            let time = base == .epoch ? event.microseconds : event.microseconds - first + 1
            let value = event.value < 0 ? "-" + String(format: "%03d", -event.value) : String(format: "%04d", event.value)
            out += String(format: "E: %lld.%06lld %04x %04x ", time / 1_000_000, time % 1_000_000, event.type, event.code) + value + "\n"
        }
        return out
    }

    static let getevent = RealRecordingsTests.cases.filter { $0.format == .getevent && $0.contactProtocol != .singleTouch }

    /// The samples' times and changes.
    private func changes(_ samples: [ImportedSample]) -> [String] {
        samples.map { "\($0.time.microseconds) \($0.change.identifier) \($0.change.phase.rawValue) \($0.change.location.x) \($0.change.location.y)" }
    }

    @Test(arguments: getevent)
    func androidRecordingsImportAsTheGeteventLogOfTheSameEvents(_ item: RealRecordingsTests.Case) throws {
        let parsed = try ParsedRecording(GeteventReader(lines: LineReader(path: item.path)))
        let expected = try RecordingInput.importer(path: item.path, options: RecordingOptions(format: .getevent, width: 5000, height: 5000)).readAll()
        for base in [Base.firstEvent, .epoch] {
            let text = Self.androidEvemu(parsed, range: 5000, slots: item.contactProtocol == .multitouchB, base: base)
            #expect(RecordingFormat.detect(Array(text.utf8)[...]) == .evemu)
            let importer = try RecordingImporter(reader: EvemuReader(lines: LineReader(bytes: Array(text.utf8), path: "android.evemu")), width: 5000, height: nil)
            let samples = try importer.readAll()
            #expect(importer.contactProtocol == item.contactProtocol)
            #expect(changes(samples) == changes(expected), "\(base)")
        }
    }

    @Test func valuesArePaddedToFourDigitsAndNegativeOnesToo() throws {
        let text = "# EVEMU 1.2\nN: x\nA: 2f 0 9 0 0 0\nA: 35 0 1079 0 0 0\nA: 36 0 2339 0 0 0\n"
            + "E: 0.000001 0003 0039 0012\nE: 0.000001 0003 0035 0540\nE: 0.000001 0003 0036 1170\nE: 0.000001 0000 0000 0000\n"
            + "E: 1700000000.123456 0003 0039 -001\nE: 1700000000.123456 0000 0000 0000\n"
        let parsed = try EvemuFixtures.parse(text)
        #expect(parsed.events.map(\.value) == [12, 540, 1170, 0, -1, 0])
        #expect(parsed.events[4].microseconds == 1_700_000_000_123_456)
    }
}
