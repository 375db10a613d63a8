import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings
@testable import TestFixtures

/// `EvemuReader`: the text form of evemu-record (File formats).
@Suite struct EvemuParserTests {
    /// The error reading, then importing, `text`.
    private func failure(_ text: String, file: String = "inline.evemu") -> FileError? {
        do {
            _ = try EvemuFixtures.parse(text, file: file)
            _ = try ImportResult(RecordingImporter(reader: EvemuReader(lines: LineReader(bytes: Array(text.utf8), path: file)), width: 1000, height: nil))
            return nil
        } catch {
            return error
        }
    }

    /// `text` read as `seconds.fraction`.
    private func microseconds(_ text: String) -> Int64? {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            let scanner = Recordings.LineScanner(bytes)
            return scanner.microseconds(0..<bytes.count)
        }
    }

    @Test func headerLinesFillTheDevice() throws {
        let recording = try EvemuFixtures.parse(
            """
            # EVEMU 1.3
            # Input device name: "Atmel maXTouch Touchscreen"
            N:   Atmel maXTouch Touchscreen\t
            I: 0018 0000 0000 0000
            P: 02 00 00 00 00 00 00 00
            B: 00 0b 00 00 00 00 00 00 00
            A: 35 0 799 0 0 0
            A: 36 0 479 0 0
            """)
        #expect(recording.device.name == "Atmel maXTouch Touchscreen")
        #expect(recording.device.properties == [1])  // INPUT_PROP_DIRECT
        #expect(!recording.device.isSemiMultitouch)
        #expect(recording.device.axes.count == 2)
        #expect(recording.device.axes[0x35] == RecordingAxis(code: 0x35, minimum: 0, maximum: 799, resolution: 0))
        #expect(recording.device.axes[0x36] == RecordingAxis(code: 0x36, minimum: 0, maximum: 479, resolution: 0))
        #expect(recording.events.isEmpty)
    }

    @Test func commentAndBlankLinesAreSkipped() throws {
        let recording = try EvemuFixtures.parse(
            """
            # EVEMU 1.2
            #   Event type 3 (EV_ABS)
            #     Event code 53 (ABS_MT_POSITION_X)

               \t
            E: 0.000001 0003 0035 0340
            ################################
            #      Waiting for events      #
            ################################
              # indented comment
            E: 0.000002 0000 0000 0000
            """)
        #expect(recording.events.map(\.line) == [6, 11])
        #expect(recording.events.map(\.value) == [340, 0])
    }

    @Test func aLinesTakeFourOrFiveNumbers() throws {
        let recording = try EvemuFixtures.parse(
            """
            A: 00 -100 100 4 0
            A: 35 0 1600 0 0 16
            A: 36 -008 900 0 0 15
            """)
        #expect(recording.device.axes[0x00] == RecordingAxis(code: 0x00, minimum: -100, maximum: 100, resolution: 0))
        #expect(recording.device.axes[0x35] == RecordingAxis(code: 0x35, minimum: 0, maximum: 1600, resolution: 16))
        #expect(recording.device.axes[0x36] == RecordingAxis(code: 0x36, minimum: -8, maximum: 900, resolution: 15))
        #expect(recording.device.axes[0x35]?.span == 1600)
    }

    @Test func eventLinesAreHexTypeAndCodeAndSignedDecimalValue() throws {
        let recording = try EvemuFixtures.parse(
            """
            E: 1330495944.185030 0003 0039 1
            E: 1330495944.185033 0003 002f 0011
            E: 1330495944.217020 0003 0039 -001
            E: 1330495944.217021 0003 0036 -25
            E: 1330495944.217025 0001 014a 0
            E: 1330495944.217035 0000 0000 0000
            """)
        let events = recording.events
        #expect(events.count == 6)
        #expect(events[0] == RecordingEvent(microseconds: 1_330_495_944_185_030, type: 3, code: 0x39, value: 1, line: 1, column: 4))
        #expect(events[1].code == 0x2F && events[1].value == 11)  // the value is decimal even with leading zeros
        #expect(events[2].value == -1)
        #expect(events[3].value == -25)
        #expect(events[4].type == 1 && events[4].code == 0x14A && events[4].value == 0)
        #expect(events[5].type == 0 && events[5].code == 0)
    }

    @Test func trailingCommentsOnEventLinesAreIgnored() throws {
        let recording = try EvemuFixtures.parse(
            """
            E: 0.000001 0003 0039 0003\t# EV_ABS / ABS_MT_TRACKING_ID   3
            E: 0.000001 0003 0035 0340 # EV_ABS / ABS_MT_POSITION_X    340
            E: 0.095573 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID   -1
            E: 0.095573 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +95ms
            """)
        #expect(recording.events.map(\.value) == [3, 340, -1, 0])
        #expect(recording.events.map(\.microseconds) == [1, 1, 95573, 95573])
    }

    @Test func timesAreExactMicroseconds() {
        #expect(microseconds("0.000001") == 1)
        #expect(microseconds("0.5") == 500_000)
        #expect(microseconds("1357751028.658042") == 1_357_751_028_658_042)
        #expect(microseconds("2.123456789") == 2_123_456)
        #expect(microseconds("2") == nil)
        #expect(microseconds("2.") == nil)
        #expect(microseconds("-1.5") == nil)
        #expect(microseconds("1.2.3") == nil)
        #expect(microseconds("1.-5") == nil)
    }

    @Test func windowsLineEndingsAreAccepted() throws {
        let recording = try EvemuFixtures.parse("N: Dev\r\nA: 35 0 10 0 0\r\nE: 0.1 0003 0035 7\r\nE: 0.1 0000 0000 0\r\n")
        #expect(recording.device.name == "Dev")
        #expect(recording.events.map(\.value) == [7, 0])
    }

    @Test func aDescriptionPassedInIsKeptAndExtended() throws {
        let description = try EvemuFixtures.parse(EvemuFixtures.deviceB, file: "dev.desc").device
        let recording = try EvemuFixtures.parse("E: 0.1 0003 0039 5\nE: 0.1 0000 0000 0\n", device: description)
        #expect(recording.device.name == "Test MT Touchscreen")
        #expect(recording.device.axes.keys.sorted() == [0x2F, 0x35, 0x36, 0x39])
        #expect(recording.events.count == 2)
    }

    @Test func realDescriptionsParse() throws {
        let wacom = try ParsedRecording.evemu(path: EvemuFixtures.path("wacom-isdv4-e6.desc"))
        #expect(wacom.device.name == "Wacom ISDv4 E6 Finger")
        #expect(wacom.device.axes[0x35] == RecordingAxis(code: 0x35, minimum: 0, maximum: 2776, resolution: 0))
        #expect(wacom.device.axes[0x36] == RecordingAxis(code: 0x36, minimum: 0, maximum: 1569, resolution: 0))
        #expect(wacom.events.isEmpty)
        let cypress = try ParsedRecording.evemu(path: EvemuFixtures.path("cypress-semimt_2f-tap.evemu"))
        #expect(cypress.device.properties == [2, 3])  // BUTTONPAD, SEMI_MT
        #expect(cypress.device.isSemiMultitouch)
        #expect(cypress.device.axes[0x35]?.resolution == 16)
        #expect(cypress.device.axes[0x36]?.resolution == 15)
    }

    // MARK: Errors name file:line:column

    @Test(arguments: [
        ("N: Dev\nA: 35 0 1000 0 0\nE: 0.000001 0003 zz 0001\n", "inline.evemu:3:18: error: expected a hexadecimal event code, found 'zz'"),
        ("E: 0.000001 0003 0035 12x\n", "inline.evemu:1:23: error: expected a decimal value (32-bit), found '12x'"),
        ("E: 0.000001 0003 0035 0x10\n", "inline.evemu:1:23: error: expected a decimal value (32-bit), found '0x10'"),
        ("E: 1.2.3 0003 0035 1\n", "inline.evemu:1:4: error: expected a time as seconds.microseconds, found '1.2.3'"),
        ("E: 0.5 00g3 0035 1\n", "inline.evemu:1:8: error: expected a hexadecimal event type, found '00g3'"),
        ("E: 0.5 0003 0035\n", "inline.evemu:1:1: error: an E: line needs a time, a type, a code and a value"),
        ("E: 0.5 0003 0035 # 5\n", "inline.evemu:1:1: error: an E: line needs a time, a type, a code and a value"),
        ("N: d\nA: 35 0 9 0 0\nA: 36 0 9 0 0\nE: 0.5 0003 0035 1\nE: 0.4 0003 0035 2\n", "inline.evemu:5:4: error: time goes back (0.400000 after 0.500000)"),
        ("E: 0.5 0003 0035 1 2\n", "inline.evemu:1:20: error: unexpected '2' after the value (a comment starts with #)"),
        ("E: 0.5 0003 0035 2147483648\n", "inline.evemu:1:18: error: expected a decimal value (32-bit), found '2147483648'"),
        ("E: 0.5 0003 0035 1\nN: late\n", "inline.evemu:2:1: error: a description line after the events: the description must come first"),
        ("A: 35 0 1000 0\n", "inline.evemu:1:1: error: an A: line needs a code and 4 or 5 numbers (min max fuzz flat [resolution])"),
        ("A: 35 0 1000 0 0 0 0\n", "inline.evemu:1:1: error: an A: line needs a code and 4 or 5 numbers (min max fuzz flat [resolution])"),
        ("A: 35 0 10x0 0 0\n", "inline.evemu:1:9: error: expected a number, found '10x0'"),
        ("A: zz 0 1000 0 0\n", "inline.evemu:1:4: error: expected a hexadecimal axis code, found 'zz'"),
        ("P: 02 zz\n", "inline.evemu:1:7: error: expected a hexadecimal byte on the P: line, found 'zz'"),
        ("# ok\nX: 1\n", "inline.evemu:2:1: error: unexpected line starting with 'X:' (expected #, N:, I:, P:, B:, A: or E:)"),
        ("   hello\n", "inline.evemu:1:4: error: unexpected line starting with 'hello' (expected #, N:, I:, P:, B:, A: or E:)"),
        ("E:\t0.5\t0003\tq\t1\n", "inline.evemu:1:13: error: expected a hexadecimal event code, found 'q'"),
    ])
    func badLinesAreReportedWithFileLineAndColumn(text: String, expected: String) {
        #expect(failure(text)?.description == expected)
    }

    @Test func theErrorCarriesTheFileNameAsGiven() {
        let error = failure("E: 0.1 0003 0035 1\nE: bad 0003 0035 1\n", file: "dir/rec.events")
        #expect(error?.file == "dir/rec.events")
        #expect(error?.location == SceneFiles.SourceLocation(line: 2, column: 4))
    }

    // MARK: Recognising evemu text

    @Test(arguments: [
        ("# EVEMU 1.3\n# Kernel: 4.9\nN: x\n", true),
        ("\n\n  N: Atmel\n", true),
        ("E: 0.000001 0003 0039 1\n", true),
        ("A: 35 0 10 0 0\n", true),
        ("{\"trace\":1}\n", false),
        ("# a trace comment\n{\"t\":0}\n", false),
        ("", false),
        ("E", false),
    ])
    func evemuTextIsRecognised(text: String, isEvemu: Bool) {
        #expect((RecordingFormat.detect(Array(text.utf8)[...]) == .evemu) == isEvemu)
    }

    @Test func realFilesAreRecognised() throws {
        #expect(try RecordingInput.format(path: EvemuFixtures.path("atmel-mxt_1f-fast-taps.evemu")) == .evemu)
        #expect(try RecordingInput.format(path: EvemuFixtures.path("n4_1to4f-swipes.events")) == .evemu)
        #expect(try RecordingInput.format(path: EvemuFixtures.path("wacom-isdv4-e6.desc")) == .evemu)
        #expect(try RecordingInput.format(path: EvemuFixtures.path("README.md")) == nil)
    }
}

/// Inputs that crashed the parser or importer before (found in review), now clear errors.
@Suite("evemu: extreme numbers")
struct EvemuExtremeNumberTests {
    static let header = "N: dev\nP: 02 00 00 00 00 00 00 00\nA: 2f 0 9 0 0 0\nA: 35 0 799 0 0 0\nA: 36 0 479 0 0 0\nA: 39 0 65535 0 0 0\n"

    @Test func theSmallestIntegerIsRefusedNotATrap() {
        for text in [Self.header + "E: 0.000000 0003 0035 -9223372036854775808\n",
                     "N: dev\nA: 35 -9223372036854775808 100 0 0 0\n"] {
            #expect(throws: FileError.self) { try EvemuFixtures.parse(text, file: "x.evemu") }
        }
    }

    @Test func aRecordingSpanningMoreThanABillionSecondsIsRefused() {
        let text = Self.header + "E: 0.000001 0003 0039 1\nE: 0.000001 0000 0000 0\nE: 10000000000.000000 0003 0035 5\n"
        #expect(throws: FileError.self) { try EvemuFixtures.importText(text) }
    }

    @Test func anEmptyPositionRangeIsRefused() throws {
        let text = "N: dev\nP: 02 00 00 00 00 00 00 00\nA: 2f 0 9 0 0 0\nA: 35 799 0 0 0 0\nA: 36 0 479 0 0 0\nE: 0.000001 0003 0039 1\nE: 0.000001 0000 0000 0\n"
        #expect(throws: FileError.self) { try EvemuFixtures.importText(text) }
    }
}

/// Fuzz finding (FuzzEvemu, timeout): a protocol-A recording with many contacts a frame made
/// the exact matching search run for minutes.
@Suite("evemu: bounded contact matching")
struct EvemuMatchingBoundTests {
    @Test(.timeLimit(.minutes(1))) func theFuzzedRecordingFinishesPromptly() throws {
        let path = URLPaths.packageRoot + "/Tests/RecordingsTests/FuzzFindings/evemu-timeout-protocol-a.evemu"
        _ = try? ImportResult(RecordingImporter(reader: EvemuReader(lines: LineReader(path: path)), width: 1000, height: nil))
    }

    @Test func moreThan64ContactsInAFrameIsAnError() throws {
        var text = "N: dev\nP: 00 00 00 00 00 00 00 00\nA: 35 0 1000 0 0 0\nA: 36 0 1000 0 0 0\n"
        for index in 0..<65 {
            text += "E: 0.000001 0003 0035 \(index * 10)\nE: 0.000001 0003 0036 \(index * 10)\nE: 0.000001 0000 0002 0\n"
        }
        text += "E: 0.000001 0000 0000 0\n"
        #expect {
            try EvemuFixtures.importText(text)
        } throws: { error in
            (error as? FileError)?.message.contains("more than 64 contacts") == true
        }
    }

    @Test func exactMatchingKeepsIdentityForEightFingers() {
        let old = (0..<8).map { Point(x: Double($0) * 100, y: 0) }
        let new = old.map { Point(x: $0.x + 3, y: 2) }.reversed()
        let pairs = ContactMatcher.match(old, Array(new))
        for pair in pairs { #expect(pair.old == 7 - pair.new) }
    }
}
