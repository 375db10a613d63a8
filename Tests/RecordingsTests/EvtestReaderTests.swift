import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings
@testable import TestFixtures

/// `EvtestReader`: evtest's header and event lines, old and new wording, and its errors.
@Suite struct EvtestReaderTests {
    static let header = """
        Input driver version is 1.0.1
        Input device ID: bus 0x18 vendor 0x0 product 0x0 version 0x0
        Input device name: "Test Touchscreen"
        Supported events:
          Event type 0 (EV_SYN)
          Event type 1 (EV_KEY)
            Event code 330 (BTN_TOUCH)
          Event type 3 (EV_ABS)
            Event code 47 (ABS_MT_SLOT)
              Value      1
              Min        0
              Max        9
            Event code 53 (ABS_MT_POSITION_X)
              Value      0
              Min        0
              Max     1000
              Resolution      10
            Event code 54 (ABS_MT_POSITION_Y)
              Value      0
              Min        0
              Max      500
              Resolution      10
            Event code 57 (ABS_MT_TRACKING_ID)
              Value      0
              Min        0
              Max    65535
        Properties:
          Property type 1 (INPUT_PROP_DIRECT)
        Testing ... (interrupt to exit)

        """

    private func read(_ text: String) throws(FileError) -> ParsedRecording {
        try ParsedRecording(EvtestReader(lines: LineReader(bytes: Array(text.utf8), path: "inline.evtest")))
    }

    private func importText(_ text: String, width: Double = 1000, height: Double? = nil) throws(FileError) -> ImportResult {
        try ImportResult(RecordingImporter(reader: EvtestReader(lines: LineReader(bytes: Array(text.utf8), path: "inline.evtest")), width: width, height: height))
    }

    private func failure(_ text: String) -> String? {
        errorText { _ = try read(text) }
    }

    @Test func theHeaderDescribesTheDevice() throws {
        let device = try read(Self.header).device
        #expect(device.name == "Test Touchscreen")
        #expect(device.axes[0x35] == RecordingAxis(code: 0x35, minimum: 0, maximum: 1000, resolution: 10))
        #expect(device.axes[0x36] == RecordingAxis(code: 0x36, minimum: 0, maximum: 500, resolution: 10))
        #expect(device.axes[0x2F]?.maximum == 9)
        #expect(device.isDirect)
        #expect(device.initialSlot == 1)
    }

    @Test func eventLinesAndSeparators() throws {
        let events = try read(
            Self.header + """
                Event: time 1412888976.728764, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value 100
                Event: time 1412888976.728764, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value -5
                Event: time 1412888976.728764, ++++++++++++++ SYN_MT_REPORT ++++++++++++
                Event: time 1412888976.728764, -------------- SYN_REPORT ------------
                Event: time 1412888976.8, >>>>>>>>>>>>>> SYN_DROPPED <<<<<<<<<<<<
                Event: time 237001.930000, type 3 (Absolute), code 53 (?), value 7
                Event: time 237001.930000, -------------- Report Sync ------------
                """
        ).events
        #expect(events.map(\.type) == [3, 3, 0, 0, 0, 3, 0])
        #expect(events.map(\.code) == [57, 53, 2, 0, 3, 53, 0])
        #expect(events.map(\.value) == [100, -5, 0, 0, 0, 7, 0])
        #expect(events[0].microseconds == 1_412_888_976_728_764 && events[4].microseconds == 1_412_888_976_800_000)
        #expect(events[0].location == SceneFiles.SourceLocation(line: 30, column: 13))
    }

    @Test func linesThatAreNeitherHeaderNorEventsAreSkipped() throws {
        let events = try read(
            "If the display isn't showing, this command may help:\r\necho 0 > /sys/module/i915/parameters/i915_enable_fbc\r\n"
                + "Event: time 1.000001, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 1\r\n").events
        #expect(events.count == 1 && events[0].line == 3)
    }

    @Test func eventsBeforeTheFirstSlotEventBelongToTheHeadersSlot() throws {
        // the header says slot 1 is current: the contact is in slot 1, and slot 0's is another
        let imported = try importText(
            Self.header + """
                Event: time 5.000000, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value 7
                Event: time 5.000000, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 100
                Event: time 5.000000, type 3 (EV_ABS), code 54 (ABS_MT_POSITION_Y), value 100
                Event: time 5.000000, type 3 (EV_ABS), code 47 (ABS_MT_SLOT), value 0
                Event: time 5.000000, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value 8
                Event: time 5.000000, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 300
                Event: time 5.000000, type 3 (EV_ABS), code 54 (ABS_MT_POSITION_Y), value 300
                Event: time 5.000000, -------------- SYN_REPORT ------------
                Event: time 5.100000, type 3 (EV_ABS), code 47 (ABS_MT_SLOT), value 1
                Event: time 5.100000, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value -1
                Event: time 5.100000, -------------- SYN_REPORT ------------
                """)
        let contacts = EvemuContact.contacts(imported.samples)
        #expect(contacts.count == 2)
        #expect(contacts[0].first == Point(x: 100, y: 100) && contacts[0].endMicroseconds == 100_000)
        #expect(contacts[1].first == Point(x: 300, y: 300) && contacts[1].endMicroseconds == 100_000)
        #expect(imported.height == 500)
    }

    @Test func aLogWithoutHeaderTakesItsCoordinatesAsWindowPoints() throws {
        let text = """
            Event: time 1.0, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value 1
            Event: time 1.0, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 120
            Event: time 1.0, type 3 (EV_ABS), code 54 (ABS_MT_POSITION_Y), value 340
            Event: time 1.0, -------------- SYN_REPORT ------------

            """
        #expect(try importText(text, width: 390, height: 844).samples.first?.change.location == Point(x: 120, y: 340))
        #expect(throws: FileError.self) { try importText(text, width: 390) }
    }

    @Test(arguments: [
        ("Event: time x.5, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 1\n", "inline.evtest:1:13: error: expected a time as seconds.microseconds, found 'x.5'"),
        ("Event: time 1.5, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 1x\n", "inline.evtest:1:70: error: expected a decimal value (32-bit), found '1x'"),
        ("Event: time 1.5, type q (EV_ABS), code 53 (ABS_MT_POSITION_X), value 1\n", "inline.evtest:1:23: error: expected a decimal event type, found 'q'"),
        ("Event: time 1.5, type 3 (EV_ABS) code 53, value 1\n", "inline.evtest:1:34: error: expected ', code' after the type"),
        ("Event: time 1.5, ~~~~ something ~~~~\n", "inline.evtest:1:18: error: expected 'type …' or a SYN_REPORT separator, found '~~~~ something ~~~~'"),
        ("Event: 1.5\n", "inline.evtest:1:8: error: expected 'time' after 'Event:'"),
    ])
    func badEventLinesAreErrorsWithLineAndColumn(text: String, expected: String) {
        #expect(failure(text) == expected)
    }

    @Test func realRecordingsAreDetectedAsEvtest() throws {
        for name in ["atmel-mxt-touchscreen_5-taps.evtest", "noheader_2f-diagonal-drag.evtest", "cyapa_2f-vertical-drag.evtest"] {
            #expect(try RecordingInput.format(path: URLPaths.examples + "/evtest/" + name) == .evtest, "\(name)")
        }
    }
}
