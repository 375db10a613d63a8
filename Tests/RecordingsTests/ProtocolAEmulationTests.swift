import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings
@testable import Replay
@testable import CorpusTesting
@testable import TestFixtures

/// Protocol A recordings with the single-touch events a driver sends beside its contacts for
/// older readers (`BTN_TOUCH`, `ABS_X`/`ABS_Y`): those events repeat a contact, they are not one.
///
/// Source: the Linux kernel's multi-touch protocol document
/// (`Documentation/input/multi-touch-protocol.rst`): in protocol A each contact is a block of
/// `ABS_MT_*` events ended by `SYN_MT_REPORT`; a driver reporting `BTN_TOUCH` (or
/// `ABS_PRESSURE`) besides may leave out the last `SYN_MT_REPORT`; and drivers may emulate a
/// single-touch pointer (`BTN_TOUCH`, `ABS_X`/`ABS_Y`) for legacy readers.
@Suite struct ProtocolAEmulationTests {
    /// "time id phase x y" for each sample.
    private func lines(_ result: ImportResult) -> [String] {
        result.samples.map { sample in
            let change = sample.change
            return "\(sample.time.microseconds) \(change.identifier) \(change.phase.rawValue) "
                + "\(RecordFormat.coordinate(change.location.x)) \(RecordFormat.coordinate(change.location.y))"
        }
    }

    /// Two contact blocks, then `BTN_TOUCH 1` and the emulated `ABS_X`/`ABS_Y` of the first, in
    /// one frame: two touches, not three.
    @Test func theEmulatedPointerAfterTheContactBlocksIsNoThirdTouch() throws {
        let text = EvemuFixtures.deviceA + """
            E: 10.000000 0003 0035 100
            E: 10.000000 0003 0036 250
            E: 10.000000 0000 0002 0
            E: 10.000000 0003 0035 300
            E: 10.000000 0003 0036 250
            E: 10.000000 0000 0002 0
            E: 10.000000 0001 014a 1
            E: 10.000000 0003 0000 100
            E: 10.000000 0003 0001 250
            E: 10.000000 0000 0000 0
            E: 10.010000 0000 0002 0
            E: 10.010000 0001 014a 0
            E: 10.010000 0000 0000 0

            """
        let result = try EvemuFixtures.importText(text)
        #expect(result.contactProtocol == .multitouchA)
        #expect(lines(result) == [
            "0 1 began 100.0 250.0",
            "0 2 began 300.0 250.0",
            "10000 1 ended 100.0 250.0",
            "10000 2 ended 300.0 250.0",
        ])
    }

    /// Frames without `SYN_MT_REPORT` (one contact, its block's report left out as `BTN_TOUCH`
    /// is reported): the frame that says `BTN_TOUCH 0` ends the touch there, even with the
    /// emulated pointer's last position in it; a later touch is a new one.
    @Test func withoutContactReportsTheFrameThatLiftsEndsTheTouch() throws {
        let text = EvemuFixtures.deviceA + """
            E: 1.000000 0003 0035 100
            E: 1.000000 0003 0036 250
            E: 1.000000 0001 014a 1
            E: 1.000000 0003 0000 100
            E: 1.000000 0003 0001 250
            E: 1.000000 0000 0000 0
            E: 1.010000 0003 0035 110
            E: 1.010000 0003 0036 250
            E: 1.010000 0003 0000 110
            E: 1.010000 0003 0001 250
            E: 1.010000 0000 0000 0
            E: 1.020000 0001 014a 0
            E: 1.020000 0003 0000 110
            E: 1.020000 0003 0001 250
            E: 1.020000 0000 0000 0
            E: 1.500000 0003 0035 120
            E: 1.500000 0003 0036 250
            E: 1.500000 0001 014a 1
            E: 1.500000 0000 0000 0
            E: 1.510000 0001 014a 0
            E: 1.510000 0000 0000 0

            """
        let result = try EvemuFixtures.importText(text)
        #expect(result.contactProtocol == .multitouchA)
        #expect(lines(result) == [
            "0 1 began 100.0 250.0",
            "10000 1 moved 110.0 250.0",
            "20000 1 ended 110.0 250.0",
            "500000 1 began 120.0 250.0",
            "510000 1 ended 120.0 250.0",
        ])
    }
}
