import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings
@testable import TestFixtures

/// `GeteventReader`: Android getevent's shapes (`-lt`, `-t`, one device or many, listings),
/// its quirks and its errors.
@Suite struct GeteventReaderTests {
    /// The start of `getevent -lp` for a touchscreen and a key device.
    static let listing = """
        add device 1: /dev/input/event3
          name:     "gpio-keys"
          events:
            KEY (0001): KEY_VOLUMEUP          KEY_POWER
          input props:
            <none>
        add device 2: /dev/input/event2
          name:     "sec_touchscreen"
          events:
            KEY (0001): BTN_TOUCH
            ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_Y     : value 0, min 0, max 2339, fuzz 0, flat 0, resolution 0
                        ABS_MT_TRACKING_ID    : value 0, min 0, max 65535, fuzz 0, flat 0, resolution 0
          input props:
            INPUT_PROP_DIRECT

        """

    private func reader(_ text: String, description: [RecordingDevice]? = nil, device: String? = nil) -> GeteventReader {
        GeteventReader(lines: LineReader(bytes: Array(text.utf8), path: "inline.txt"), description: description, device: device)
    }

    private func read(_ text: String, device: String? = nil) throws(FileError) -> ParsedRecording {
        try ParsedRecording(reader(text, device: device))
    }

    private func importText(_ text: String, device: String? = nil, width: Double = 1080, height: Double? = nil) throws(FileError) -> ImportResult {
        try ImportResult(RecordingImporter(reader: reader(text, device: device), width: width, height: height))
    }

    private func failure(_ text: String) -> String? {
        errorText { _ = try read(text) }
    }

    @Test func labelledLinesWithTimestamps() throws {
        let events = try read(
            "[    1193.605705] EV_ABS       ABS_MT_POSITION_X    00000213            \r\n"
                + "[    1193.605727] EV_ABS       ABS_MT_TRACKING_ID   ffffffff            \r\n"
                + "[    1193.605728] EV_KEY       BTN_TOUCH            DOWN                \r\n"
                + "[    1193.605729] EV_KEY       KEY_POWER            UP                  \r\n"
                + "[    1193.605731] EV_SYN       SYN_MT_REPORT        00000000            \r\n"
                + "[    1193.605736] EV_SYN       0004                 0000001b            \r\n"
        ).events
        #expect(events.map(\.type) == [3, 3, 1, 1, 0, 0])
        #expect(events.map(\.code) == [0x35, 0x39, 0x14A, InputCode.unknown, 2, 4])
        #expect(events.map(\.value) == [0x213, -1, 1, 0, 0, 0x1B])
        #expect(events[0].microseconds == 1_193_605_705)
        #expect(events[0].location == SceneFiles.SourceLocation(line: 1, column: 6))
    }

    @Test func hexLinesOfSeveralDevicesKeepTheOneWithTouches() throws {
        // without a listing, the device whose frame first shows touch positions is the one read
        let text = """
            could not get driver version for /dev/input/mice, Not a typewriter
            [   20897.702000] /dev/input/event3: 0001 0074 00000001
            [   20897.702000] /dev/input/event3: 0000 0000 00000000
            [   20897.702414] /dev/input/event1: 0003 0039 00000005
            [   20897.702414] /dev/input/event1: 0003 0035 000000b1
            [   20897.702414] /dev/input/event1: 0003 0036 00000100
            [   20897.702415] /dev/input/event3: 0001 0074 00000000
            [   20897.702414] /dev/input/event1: 0000 0000 00000000
            [   20897.752414] /dev/input/event1: 0003 0039 ffffffff
            [   20897.752414] /dev/input/event1: 0000 0000 00000000
            """
        let imported = try importText(text, height: 2000)
        #expect(imported.contactProtocol == .multitouchB)
        let contacts = EvemuContact.contacts(imported.samples)
        #expect(contacts.count == 1)
        #expect(contacts.first?.first == Point(x: 0xB1, y: 0x100))
        #expect(contacts.first?.durationMicroseconds == 50_000)
    }

    @Test func aListingInTheSameFileGivesTheTouchscreensRanges() throws {
        let text = Self.listing + """
            [  100.000000] /dev/input/event3: EV_KEY       KEY_POWER            DOWN
            [  100.000000] /dev/input/event3: EV_SYN       SYN_REPORT           00000000
            [  100.100000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00000001
            [  100.100000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000437
            [  100.100000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    00000924
            [  100.100000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
            [  100.200000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
            [  100.200000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
            """
        let importer = try RecordingImporter(reader: reader(text), width: 540, height: nil)
        let samples = try importer.readAll()
        #expect(importer.device.name == "sec_touchscreen" && importer.device.node == "/dev/input/event2")
        #expect(importer.device.isDirect)
        #expect(importer.height == 540 * 2339 / 1079.0)
        #expect(samples.first?.change.location.x == Double(0x437) / 1079 * 540)
        #expect(samples.map(\.time.microseconds) == [0, 100_000])
    }

    @Test func aDeviceCanBeNamedByNodeOrName() throws {
        let description = try GeteventReader.description(path: URLPaths.examples + "/getevent/vivo-tablet_device-list.getevent-lp.txt")
        #expect(description.count == 8)
        let byName = chosenDevice(description, "vivo_ts_pen")
        #expect(byName?.node == "/dev/input/event5")
        #expect(byName?.axes[0x00]?.maximum == 20640)
        // the touchscreen: multitouch positions and INPUT_PROP_DIRECT (vivo_ts_fp has no DIRECT)
        let touchscreen = chosenDevice(description, nil)
        #expect(touchscreen?.name == "vivo_ts")
        #expect(touchscreen?.axes[0x35] == RecordingAxis(code: 0x35, minimum: 0, maximum: 20639, resolution: 0))
        #expect(touchscreen?.axes[0x36]?.maximum == 30959)
        #expect(touchscreen?.axes[0x2F]?.maximum == 9)
        #expect(description.first { $0.name == "algo-prox" }?.axes[0x02]?.minimum == -2_147_483_648)
    }

    @Test func aListingWithoutLabelsIsReadToo() throws {
        let text = """
            add device 1: /dev/input/event2
              name:     "ts"
              events:
                KEY (0001): 014a
                ABS (0003): 0035  : value 0, min 0, max 719, fuzz 0, flat 0, resolution 0
                            0036  : value 0, min 0, max 1279, fuzz 0, flat 0
              input props:
                0001
            [ 1.0] /dev/input/event2: 0003 0035 00000168
            """
        let device = try read(text).device
        #expect(device.axes[0x35]?.maximum == 719 && device.axes[0x36]?.maximum == 1279)
        #expect(device.isDirect)
    }

    @Test func aNamedDeviceMissingFromTheListingIsAnError() {
        #expect(throws: FileError.self) { try read(Self.listing + "[ 1.0] /dev/input/event2: EV_SYN SYN_REPORT 00000000\n", device: "nope") }
    }

    @Test(arguments: [
        ("/dev/input/event1: 0003 0035 000000b1\n", "inline.txt:1:1: error: an event without a timestamp: capture with `getevent -t` (or `-lt`)"),
        ("EV_ABS       ABS_MT_POSITION_X    00000213\n", "inline.txt:1:1: error: an event without a timestamp: capture with `getevent -t` (or `-lt`)"),
        ("0003 0035 000000b1\n", "inline.txt:1:1: error: an event without a timestamp: capture with `getevent -t` (or `-lt`)"),
        ("[ 12.x] EV_ABS ABS_X 00000001\n", "inline.txt:1:3: error: expected a timestamp as [seconds.microseconds], found '12.x'"),
        ("[ 1.0] EV_ABS ABS_X 0001\n", "inline.txt:1:21: error: expected a value as 8 hexadecimal digits, found '0001'"),
        ("[ 1.0] EV_NOPE ABS_X 00000001\n", "inline.txt:1:8: error: expected an event type (EV_ABS or 4 hexadecimal digits), found 'EV_NOPE'"),
        ("[ 1.0] EV_ABS abs_x 00000001\n", "inline.txt:1:15: error: expected an event code, found 'abs_x'"),
        ("[ 1.0] EV_ABS ABS_X\n", "inline.txt:1:8: error: expected an event type, code and value after the timestamp"),
        ("[ 1.0] EV_ABS ABS_X 00000001 extra\n", "inline.txt:1:30: error: unexpected 'extra' after the value"),
    ])
    func badLinesAreErrorsWithLineAndColumn(text: String, expected: String) {
        #expect(failure(text) == expected)
    }

    /// A listing (or `--desc`) for a protocol-B device (it declares slots) with a log whose frames
    /// end contacts with SYN_MT_REPORT (protocol A): the slot tracker would take three taps for
    /// one contact; the mismatch is an error at the first SYN_MT_REPORT, not a silent merge.
    @Test func protocolAEventsFromADeviceWithSlotsAreAnError() {
        let taps = (1...3).map { tap in
            """
            [ \(tap).000000] EV_ABS ABS_MT_POSITION_X 00000100
            [ \(tap).000000] EV_ABS ABS_MT_POSITION_Y 00000200
            [ \(tap).000000] EV_ABS ABS_MT_TRACKING_ID 00000000
            [ \(tap).000000] EV_SYN SYN_MT_REPORT 00000000
            [ \(tap).000000] EV_SYN SYN_REPORT 00000000
            [ \(tap).050000] EV_SYN SYN_MT_REPORT 00000000
            [ \(tap).050000] EV_SYN SYN_REPORT 00000000

            """
        }.joined()
        let message = errorText { _ = try importText(Self.listing + taps) }
        #expect(message?.hasPrefix("inline.txt:20:") == true, "\(message ?? "no error")")
        #expect(message?.contains("SYN_MT_REPORT") == true && message?.contains("ABS_MT_SLOT") == true, "\(message ?? "no error")")
    }

    /// A listing alone (`getevent -lp`, no events) is a recording of no contacts on its
    /// touchscreen, as an evemu description without events is: its ranges are known.
    @Test func aListingWithoutEventsIsAnEmptyRecordingOfItsTouchscreen() throws {
        let result = try importText(Self.listing, width: 1080)
        #expect(result.samples.isEmpty)
        #expect(result.contactProtocol == .multitouchB)
        #expect(abs(result.height - 1080.0 * 2339 / 1079) < 1e-9)
        #expect(failure(Self.listing).map { _ in "" } == nil)
        #expect(throws: FileError.self) { try read(Self.listing, device: "nope") }
    }

    @Test func shellPromptsAndNoiseAreSkipped() throws {
        let events = try read("shell@android:/ $ getevent -lt /dev/input/event1\n[ 1.0] EV_SYN SYN_REPORT 00000000\n^C\n130|shell@android:/ $\n").events
        #expect(events.count == 1 && events[0].line == 2)
    }

    @Test func realRecordingsAreDetectedAsGetevent() throws {
        for name in ["galaxys_protoA_1f-tap.getevent-lt.txt", "phone_protoB_paint-session.getevent-lt.txt", "vivo-tablet_device-list.getevent-lp.txt"] {
            #expect(try RecordingInput.format(path: URLPaths.examples + "/getevent/" + name) == .getevent, "\(name)")
        }
    }
}

/// The device a listing's `choose` picks (test access to the internal listing).
func chosenDevice(_ devices: [RecordingDevice], _ wanted: String?) -> RecordingDevice? {
    var listing = GeteventDescription()
    listing.adopt(devices)
    return listing.choose(wanted)
}
