import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings
@testable import Replay
@testable import CorpusTesting
@testable import TestFixtures

/// Real recordings: each rule on the smallest hand-made recording that
/// shows it (evemu text on the 1000 × 500 devices of ``EvemuFixtures``, scaled 1:1).
@Suite("Recordings: one kernel frame is one event, positions are never invented, nothing is silently empty")
struct RecordingFramesAndPositionsTests {
    /// The samples of `text` (evemu) as `t touch phase x y` lines, `t` in ms.
    static func lines(_ text: String, width: Double = 1000) throws -> [String] {
        try EvemuFixtures.importText(text, width: width).samples.map { sample in
            let change = sample.change
            return "\(sample.time.nanoseconds / 1_000_000) \(change.identifier) \(change.phase.rawValue) \(change.location.x) \(change.location.y)"
        }
    }

    /// The gesture records of replaying the evemu `text` through a window-wide view with the
    /// recognizer `recognizer` (JSON), 1000 × 500.
    static func gestures(_ text: String, recognizer: String) throws -> [String] {
        let recording = try EvemuFixtures.temporaryFile(text, suffix: ".evemu")
        let scene = try EvemuFixtures.temporaryFile(
            #"{"scene": 1, "window": {"width": 1000, "height": 500}, "views": [{"id": "v", "frame": [0, 0, 1000, 500], "recognizers": [\#(recognizer)]}]}"#,
            suffix: ".scene.json")
        defer {
            EvemuFixtures.remove(recording)
            EvemuFixtures.remove(scene)
        }
        var records: [String] = []
        try TraceReplay.run(recording: recording, options: RecordingOptions(), scene: scene, emit: { record in
            if record.kind == .gesture { records.append("\(record.time.nanoseconds / 1_000_000) \(record.id) \(record.state.map { "\($0)" } ?? "")") }
        })
        return records
    }

    // MARK: 1. One kernel frame, one touch event

    /// One finger lifts and another lands in the same frame (slot 0 freed, slot 1 taken).
    static let liftAndLandInOneFrame = EvemuFixtures.deviceB + """
        E: 0.000000 0003 0039 1
        E: 0.000000 0003 0035 100
        E: 0.000000 0003 0036 100
        E: 0.000000 0000 0000 0
        E: 0.010000 0003 0035 150
        E: 0.010000 0000 0000 0
        E: 0.020000 0003 0035 200
        E: 0.020000 0000 0000 0
        E: 0.030000 0003 0039 -1
        E: 0.030000 0003 002f 1
        E: 0.030000 0003 0039 2
        E: 0.030000 0003 0035 210
        E: 0.030000 0003 0036 120
        E: 0.030000 0000 0000 0
        E: 0.040000 0003 0035 260
        E: 0.040000 0000 0000 0
        E: 0.050000 0003 0039 -1
        E: 0.050000 0000 0000 0

        """

    @Test func anIDFreedInAFrameIsNotReusedInThatFrame() throws {
        // `touch 1 ended` then `touch 1 began` at one t would split the frame into two touch
        // events (the trace's rule for a finger that lifts and lands again)
        #expect(try Self.lines(Self.liftAndLandInOneFrame) == [
            "0 1 began 100.0 100.0", "10 1 moved 150.0 100.0", "20 1 moved 200.0 100.0",
            "30 1 ended 200.0 100.0", "30 2 began 210.0 120.0",
            "40 2 moved 260.0 120.0", "50 2 ended 260.0 120.0",
        ])
    }

    @Test func aPanGoesOnWhenOneFrameLiftsAFingerAndLandsAnother() throws {
        // UIKit delivers one hardware frame as one touch event: a finger is still down after
        // it, so the pan neither ends nor begins again at 30 ms
        let records = try Self.gestures(Self.liftAndLandInOneFrame, recognizer: #"{"id": "pan", "type": "pan"}"#)
        #expect(records.filter { $0.hasSuffix(" began") } == ["10 pan began"])
        #expect(records.filter { $0.hasSuffix(" ended") } == ["50 pan ended"])
    }

    @Test func theFreedIDIsFreeAgainInTheNextFrame() throws {
        let text = EvemuFixtures.deviceB + """
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 100
            E: 0.000000 0003 0036 100
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0039 -1
            E: 0.010000 0003 002f 1
            E: 0.010000 0003 0039 2
            E: 0.010000 0003 0035 300
            E: 0.010000 0003 0036 100
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 002f 0
            E: 0.020000 0003 0039 3
            E: 0.020000 0003 0035 500
            E: 0.020000 0000 0000 0
            E: 0.030000 0003 0039 -1
            E: 0.030000 0003 002f 1
            E: 0.030000 0003 0039 -1
            E: 0.030000 0000 0000 0

            """
        #expect(try Self.lines(text) == [
            "0 1 began 100.0 100.0", "10 1 ended 100.0 100.0", "10 2 began 300.0 100.0",
            "20 1 began 500.0 100.0", "30 1 ended 500.0 100.0", "30 2 ended 300.0 100.0",
        ])
    }

    // MARK: 2. A position the recording never gives is not invented

    /// A protocol-B touchscreen that also reports the legacy pointer (ABS_X/ABS_Y), 1000 × 500.
    static let deviceBWithPointer = """
        N: Test MT Touchscreen With Pointer
        I: 0018 0000 0000 0000
        P: 02 00 00 00 00 00 00 00
        A: 00 0 1000 0 0 0
        A: 01 0 500 0 0 0
        A: 2f 0 9 0 0 0
        A: 35 0 1000 0 0 0
        A: 36 0 500 0 0 0
        A: 39 0 65535 0 0 0

        """

    @Test func aSkippedCoordinateOfTheOnlyFingerIsTheLegacyPointers() throws {
        // the kernel left out ABS_MT_POSITION_X (the slot's old value, from before the
        // recording); the pointer emulation's ABS_X is the only finger's
        let text = Self.deviceBWithPointer + """
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0036 100
            E: 0.000000 0001 014a 1
            E: 0.000000 0003 0000 300
            E: 0.000000 0003 0001 100
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0039 -1
            E: 0.010000 0001 014a 0
            E: 0.010000 0000 0000 0

            """
        #expect(try Self.lines(text) == ["0 1 began 300.0 100.0", "10 1 ended 300.0 100.0"])
    }

    @Test func aSkippedCoordinateOfTheSlotsLastContactIsKept() throws {
        let text = EvemuFixtures.deviceB + """
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 300
            E: 0.000000 0003 0036 100
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0039 -1
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 0039 2
            E: 0.020000 0003 0036 200
            E: 0.020000 0000 0000 0
            E: 0.030000 0003 0039 -1
            E: 0.030000 0000 0000 0

            """
        #expect(try Self.lines(text) == [
            "0 1 began 300.0 100.0", "10 1 ended 300.0 100.0", "20 1 began 300.0 200.0", "30 1 ended 300.0 200.0",
        ])
    }

    /// Two fingers land; slot 1's X is the slot's value from before the recording, and the
    /// pointer is the other finger's: nothing tells where it is until it moves.
    static let secondFingerWithoutX = deviceBWithPointer + """
        E: 0.000000 0003 0039 1
        E: 0.000000 0003 0035 100
        E: 0.000000 0003 0036 100
        E: 0.000000 0003 002f 1
        E: 0.000000 0003 0039 2
        E: 0.000000 0003 0036 200
        E: 0.000000 0001 014a 1
        E: 0.000000 0003 0000 100
        E: 0.000000 0003 0001 100
        E: 0.000000 0000 0000 0
        E: 0.010000 0003 0035 420
        E: 0.010000 0000 0000 0
        E: 0.020000 0003 002f 0
        E: 0.020000 0003 0039 -1
        E: 0.020000 0003 002f 1
        E: 0.020000 0003 0039 -1
        E: 0.020000 0001 014a 0
        E: 0.020000 0000 0000 0

        """

    @Test func aContactWithoutAKnownPositionBeginsWhenItShowsOne() throws {
        // not at the middle of the axis (500) at 0 ms: at 10 ms, where the recording first says
        #expect(try Self.lines(Self.secondFingerWithoutX) == [
            "0 1 began 100.0 100.0", "10 2 began 420.0 200.0", "20 1 ended 100.0 100.0", "20 2 ended 420.0 200.0",
        ])
    }

    @Test func aContactThatNeverShowsItsPositionIsLeftOut() throws {
        let text = Self.deviceBWithPointer + """
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 100
            E: 0.000000 0003 0036 100
            E: 0.000000 0003 002f 1
            E: 0.000000 0003 0039 2
            E: 0.000000 0003 0036 200
            E: 0.000000 0000 0000 0
            E: 0.020000 0003 0039 -1
            E: 0.020000 0000 0000 0
            E: 0.030000 0003 002f 0
            E: 0.030000 0003 0039 -1
            E: 0.030000 0000 0000 0

            """
        #expect(try Self.lines(text) == ["0 1 began 100.0 100.0", "30 1 ended 100.0 100.0"])
    }

    // MARK: 3. No silently empty imports

    /// The error importing `text` as `format` (window units 1000 × 1000 where the format allows
    /// them), the file named `REC`.
    static func importError(_ text: String, format: RecordingFormat) -> String? {
        errorText {
            let lines = LineReader(bytes: Array(text.utf8), path: "REC")
            let importer = try RecordingInput.importer(lines: lines, options: RecordingOptions(format: format, width: 1000, height: 1000))
            _ = try importer.readAll()
        }
    }

    @Test func aSingleTouchDeviceWhosePositionIsOnOtherAxesIsRefused() {
        // ABS_X/ABS_Y declared, but the position comes on ABS_Z/ABS_RX: two long presses
        let text = """
            N: Odd Single Touch
            I: 0003 0000 0000 0000
            P: 00 00 00 00 00 00 00 00
            A: 00 0 1000 0 0
            A: 01 0 500 0 0
            A: 02 0 1000 0 0
            A: 03 0 500 0 0
            E: 0.000000 0001 014a 1
            E: 0.000000 0003 0002 300
            E: 0.000000 0003 0003 200
            E: 0.000000 0000 0000 0
            E: 0.800000 0001 014a 0
            E: 0.800000 0000 0000 0
            E: 2.000000 0001 014a 1
            E: 2.000000 0003 0002 310
            E: 2.000000 0000 0000 0
            E: 2.900000 0001 014a 0
            E: 2.900000 0000 0000 0

            """
        #expect(Self.importError(text, format: .evemu)
            == "REC:8:4: error: 2 touches without a position (BTN_TOUCH down, no ABS_X/ABS_Y before it was lifted): nothing to import; does the device report its position on other axes?")
    }

    @Test(arguments: [
        (RecordingFormat.evtest, ""), (.evtest, "hello, world\nnot a log\n"), (.evtest, "\u{1}\u{7F}\u{0}garbage\u{FF}\n"),
        (.getevent, ""), (.getevent, "hello, world\nnot a log\n"), (.getevent, "\u{1}\u{7F}\u{0}garbage\n"),
    ])
    func somethingThatIsNoRecordingIsRefused(format: RecordingFormat, text: String) {
        #expect(Self.importError(text, format: format) == "REC:1:1: error: no events found: is this \(format == .evtest ? "an evtest" : "a getevent") recording?")
    }

    @Test(arguments: RecordingFormat.allCases)
    func aRecordingWithoutAnySYNReportIsRefused(format: RecordingFormat) throws {
        // one finger's events, never a frame end
        let text: String
        switch format {
        case .evemu:
            text = EvemuFixtures.deviceB + "E: 0.000000 0003 0039 1\nE: 0.000000 0003 0035 10\nE: 0.000000 0003 0036 20\n"
        case .evtest:
            text = """
                Event: time 1.000000, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value 1
                Event: time 1.000000, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 10
                Event: time 1.000000, type 3 (EV_ABS), code 54 (ABS_MT_POSITION_Y), value 20

                """
        case .getevent:
            text = "[    1.000000] EV_ABS ABS_MT_TRACKING_ID 00000001\n[    1.000000] EV_ABS ABS_MT_POSITION_X 0000000a\n[    1.000000] EV_ABS ABS_MT_POSITION_Y 00000014\n"
        case .libinput:
            text = """
                version: 1
                ndevices: 1
                devices:
                - node: /dev/input/event5
                  evdev:
                    name: "T"
                    absinfo:
                      53: [0, 1000, 0, 0, 0]
                      54: [0, 1000, 0, 0, 0]
                    properties: [1]
                  events:
                  - evdev:
                    - [  1,      0,   3,  57,     1]
                    - [  1,      0,   3,  53,    10]
                    - [  1,      0,   3,  54,    20]

                """
        }
        let error = try #require(Self.importError(text, format: format))
        #expect(error.hasSuffix("error: 3 events but no SYN_REPORT: no frame ends, so there is nothing to import"), "\(error)")
    }

    // MARK: 4. Headers honoured alike

    @Test func evemusHeaderGivesTheSlotEventsBeforeTheFirstSlotEventBelongTo() throws {
        // evemu-record's comment block says the device is on slot 1: a finger resting there
        // at the start, and one landing in slot 0, are two fingers
        let text = """
            # EVEMU 1.3
            # Input device name: "Test MT Touchscreen"
            # Supported events:
            #   Event type 3 (EV_ABS)
            #     Event code 47 (ABS_MT_SLOT)
            #       Value      1
            #       Min        0
            #       Max        9
            #     Event code 53 (ABS_MT_POSITION_X)
            #       Value      0
            #       Min        0
            #       Max     1000
            N: Test MT Touchscreen
            I: 0018 0000 0000 0000
            P: 02 00 00 00 00 00 00 00
            A: 2f 0 9 0 0 0
            A: 35 0 1000 0 0 0
            A: 36 0 500 0 0 0
            A: 39 0 65535 0 0 0
            E: 0.000000 0003 0035 700
            E: 0.000000 0003 0036 300
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 002f 0
            E: 0.010000 0003 0039 5
            E: 0.010000 0003 0035 100
            E: 0.010000 0003 0036 100
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 0039 -1
            E: 0.020000 0000 0000 0

            """
        #expect(try EvemuFixtures.parse(text).device.initialSlot == 1)
        #expect(try Self.lines(text) == [
            "0 1 began 700.0 300.0", "10 2 began 100.0 100.0", "20 2 ended 100.0 100.0", "20 1 ended 700.0 300.0",
        ])
    }

    // MARK: 5. Rough edges

    @Test func aFormatNamedWrongSaysAnEvemuRecording() {
        let text = EvemuFixtures.deviceB + "E: 0.000000 0000 0000 0\n"
        #expect(Self.importError("# EVEMU 1.3\n" + text, format: .evtest) == "REC:1:1: error: this looks like an evemu recording, not evtest (bk-events import evemu)")
    }

    @Test func theSemiMultitouchRefusalNamesTheLineThatSaysSo() {
        let text = """
            # EVEMU 1.3
            N: Semi MT
            I: 0011 0002 0007 01b1
            P: 09 00 00 00 00 00 00 00
            A: 2f 0 1 0 0 0
            A: 35 0 1000 0 0 0
            A: 36 0 500 0 0 0
            E: 0.000000 0000 0000 0

            """
        #expect(Self.importError(text, format: .evemu)?.hasPrefix("REC:4:1: error: 'Semi MT' is a semi-multitouch device (INPUT_PROP_SEMI_MT)") == true)
    }

    @Test func aRecordingCutInItsLastLineImportsItsWholeFrames() throws {
        // the recorder was killed in the middle of writing a line: no line end after it
        let text = EvemuFixtures.deviceB + """
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 100
            E: 0.000000 0003 0036 100
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0035 150
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 00
            """
        #expect(try Self.lines(text) == ["0 1 began 100.0 100.0", "10 1 moved 150.0 100.0", "10 1 ended 150.0 100.0"])
        // a line that is bad and ended is still an error
        #expect(Self.importError(text + "\n", format: .evemu)?.hasPrefix("REC:15:1: error: an E: line needs") == true)
    }

    // MARK: The two real logs' situations, written out in evtest's form

    /// The samples of the evtest log `text` (its header's ranges scaled 1:1 onto 1000 points).
    static func evtestLines(_ text: String) throws -> [String] {
        let reader = EvtestReader(lines: LineReader(bytes: Array(text.utf8), path: "inline.evtest"))
        return try RecordingImporter(reader: reader, width: 1000, height: nil).readAll().map { sample in
            let change = sample.change
            return "\(sample.time.nanoseconds / 1_000_000) \(change.identifier) \(change.phase.rawValue) \(change.location.x) \(change.location.y)"
        }
    }

    /// An evtest header of a touchscreen with 10 slots, X 0…1000, Y 0…500, and the pointer axes.
    static let evtestHeader = """
        Input driver version is 1.0.1
        Input device ID: bus 0x18 vendor 0x0 product 0x0 version 0x0
        Input device name: "Test Touchscreen"
        Supported events:
          Event type 0 (EV_SYN)
          Event type 1 (EV_KEY)
            Event code 330 (BTN_TOUCH)
          Event type 3 (EV_ABS)
            Event code 0 (ABS_X)
              Value    400
              Min        0
              Max     1000
            Event code 1 (ABS_Y)
              Value    200
              Min        0
              Max      500
            Event code 47 (ABS_MT_SLOT)
              Value      0
              Min        0
              Max        9
            Event code 53 (ABS_MT_POSITION_X)
              Value      0
              Min        0
              Max     1000
            Event code 54 (ABS_MT_POSITION_Y)
              Value      0
              Min        0
              Max      500
            Event code 57 (ABS_MT_TRACKING_ID)
              Value      0
              Min        0
              Max    65535
        Testing ... (interrupt to exit)

        """

    /// The line of one event.
    static func event(_ time: String, _ type: Int, _ code: Int, _ value: Int) -> String {
        let names = [0: "EV_SYN", 1: "EV_KEY", 3: "EV_ABS"]
        let codes = [0x35: "ABS_MT_POSITION_X", 0x36: "ABS_MT_POSITION_Y", 0x39: "ABS_MT_TRACKING_ID", 0x2F: "ABS_MT_SLOT",
                     0: "ABS_X", 1: "ABS_Y", 0x14A: "BTN_TOUCH"]
        if type == 0 { return "Event: time \(time), -------------- SYN_REPORT ------------" }
        return "Event: time \(time), type \(type) (\(names[type]!)), code \(code) (\(codes[code]!)), value \(value)"
    }

    @Test func noiseTestTapsInEvtestFormKeepEachFrameWhole() throws {
        // a tap lifts in slot 0 while the next lands in slot 1, in one frame, again and again
        var lines: [String] = []
        var slot = 0, id = 10
        lines += [Self.event("100.000000", 3, 0x39, id), Self.event("100.000000", 3, 0x35, 500), Self.event("100.000000", 3, 0x36, 250),
                  Self.event("100.000000", 0, 0, 0)]
        for step in 1...3 {
            let time = "100.0\(step)0000"
            lines += [Self.event(time, 3, 0x39, -1), Self.event(time, 3, 0x2F, 1 - slot), Self.event(time, 3, 0x39, id + 1),
                      Self.event(time, 3, 0x35, 500 + step)]
            // the kernel sends Y only where the slot's old value differs: slot 1's first contact
            if step == 1 { lines.append(Self.event(time, 3, 0x36, 250)) }
            lines.append(Self.event(time, 0, 0, 0))
            slot = 1 - slot
            id += 1
        }
        let samples = try Self.evtestLines(Self.evtestHeader + lines.joined(separator: "\n") + "\n")
        // each frame: one ended, one began, at one time, never the same id
        #expect(samples == [
            "0 1 began 500.0 250.0",
            "10 1 ended 500.0 250.0", "10 2 began 501.0 250.0",
            "20 2 ended 501.0 250.0", "20 1 began 502.0 250.0",
            "30 1 ended 502.0 250.0", "30 2 began 503.0 250.0",
            "30 2 ended 503.0 250.0",
        ])
    }

    @Test func aTwoFingerTabletTapInEvtestFormPlacesTheSecondFingerWhereItIs() throws {
        // the second finger's Y equals slot 1's value from before the recording (left out);
        // its Y comes with its first move, in the next frame: it begins there, not at the middle
        // of the axis
        let lines = [
            Self.event("5.000000", 3, 0x39, 7), Self.event("5.000000", 3, 0x35, 480), Self.event("5.000000", 3, 0x36, 230),
            Self.event("5.000000", 3, 0x2F, 1), Self.event("5.000000", 3, 0x39, 8), Self.event("5.000000", 3, 0x35, 520),
            Self.event("5.000000", 1, 0x14A, 1), Self.event("5.000000", 3, 0, 480), Self.event("5.000000", 3, 1, 230), Self.event("5.000000", 0, 0, 0),
            Self.event("5.016000", 3, 0x36, 240), Self.event("5.016000", 0, 0, 0),
            Self.event("5.032000", 3, 0x2F, 0), Self.event("5.032000", 3, 0x39, -1), Self.event("5.032000", 3, 0x2F, 1),
            Self.event("5.032000", 3, 0x39, -1), Self.event("5.032000", 1, 0x14A, 0), Self.event("5.032000", 0, 0, 0),
        ]
        #expect(try Self.evtestLines(Self.evtestHeader + lines.joined(separator: "\n") + "\n") == [
            "0 1 began 480.0 230.0", "16 2 began 520.0 240.0", "32 1 ended 480.0 230.0", "32 2 ended 520.0 240.0",
        ])
    }
}
