import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings
@testable import TestFixtures

/// `LibinputReader`: the YAML of `libinput record`, tested on real evemu and evtest recordings
/// re-serialized by ``LibinputConverter`` (real events in libinput's layout).
@Suite struct LibinputReaderTests {
    /// The recordings converted: every importable evemu and evtest recording with ranges.
    static let sources = RealRecordingsTests.cases.filter { $0.format == .evemu || ($0.format == .evtest && !$0.file.hasPrefix("noheader")) }

    static func parsed(_ item: RealRecordingsTests.Case) throws -> ParsedRecording {
        let lines = try LineReader(path: item.path)
        switch item.format {
        case .evemu:
            let description = try item.descPath.map { path throws(FileError) in try EvemuReader.description(path: path) }
            return try ParsedRecording(EvemuReader(lines: lines, description: description ?? RecordingDevice()))
        default:
            return try ParsedRecording(EvtestReader(lines: lines))
        }
    }

    private func importYAML(_ text: String, device: String? = nil, width: Double = 1000) throws(FileError) -> ImportResult {
        try ImportResult(RecordingImporter(reader: LibinputReader(lines: LineReader(bytes: Array(text.utf8), path: "inline.yml"), device: device), width: width, height: nil))
    }

    private func failure(_ text: String, device: String? = nil) -> String? {
        errorText { _ = try importYAML(text, device: device) }
    }

    /// The samples' times and changes (their locations in the file differ between formats).
    private func changes(_ samples: [ImportedSample]) -> [String] {
        samples.map { "\($0.time.microseconds) \($0.change.identifier) \($0.change.phase.rawValue) \($0.change.location.x) \($0.change.location.y)" }
    }

    @Test(arguments: sources)
    func aConvertedRecordingImportsAsTheOriginal(_ item: RealRecordingsTests.Case) throws {
        let original = try RealRecordingsTests.imported(item)
        let expected = try original.readAll()
        for converter in [LibinputConverter(), LibinputConverter(style: .manual, otherDevices: [("/dev/input/event3", "AT Translated Set 2 keyboard")], extras: true)] {
            let yaml = converter.yaml(try Self.parsed(item))
            let imported = try importYAML(yaml)
            #expect(imported.contactProtocol == original.contactProtocol)
            #expect(imported.height == original.height)
            #expect(changes(imported.samples) == changes(expected), "\(converter.style)")
        }
    }

    @Test(arguments: sources)
    func contactsOfAConvertedRecordingMatchItsRawEvents(_ item: RealRecordingsTests.Case) throws {
        // the raw reading of the YAML itself, as for every other recording
        let yaml = LibinputConverter().yaml(try Self.parsed(item))
        let path = try EvemuFixtures.temporaryFile(yaml, suffix: ".yml")
        defer { EvemuFixtures.remove(path) }
        let raw = try RawRecording.libinput(path)
        let imported = try ImportResult(RecordingInput.importer(path: path, options: RecordingOptions(width: 1000)))
        let expected = KernelTouchOracle(raw).contacts
        let found = EvemuContact.contacts(imported.samples)
        #expect(found.count == expected.count)
        #expect(Set(found.map(\.startMicroseconds)) == Set(expected.map(\.start)))
        #expect(Set(found.compactMap(\.endMicroseconds)) == Set(expected.map(\.end)))
    }

    @Test func theDeviceIsTheTouchscreenOrTheOneNamed() throws {
        let recording = try Self.parsed(Self.sources[0])
        let keyboardFirst = LibinputConverter(otherDevices: [("/dev/input/event3", "AT Translated Set 2 keyboard")]).yaml(recording)
        #expect(try !importYAML(keyboardFirst).samples.isEmpty)
        #expect(try importYAML(keyboardFirst, device: "/dev/input/event5").samples == importYAML(keyboardFirst).samples)
        #expect(try importYAML(keyboardFirst, device: "Atmel maXTouch Touchscreen").samples.count == importYAML(keyboardFirst).samples.count)
        // the keyboard named: it has no positions
        #expect(failure(keyboardFirst, device: "/dev/input/event3")?.contains("has no absolute axes (no absinfo): not a touch device") == true)
        #expect(failure(keyboardFirst, device: "/dev/input/event9")?.hasPrefix("inline.yml: error: no device named '/dev/input/event9'") == true)
        // two devices, neither marked as a touchscreen: the user must say which
        let unmarked = LibinputConverter(otherDevices: [("/dev/input/event3", "keyboard")], touchscreen: false).yaml(recording)
        #expect(failure(unmarked) == "inline.yml: error: no touchscreen among the devices ('keyboard' (/dev/input/event3), 'Atmel maXTouch Touchscreen' (/dev/input/event5)): name one with --device")
        // one device: it is the one, marked or not
        #expect(try !importYAML(LibinputConverter(touchscreen: false).yaml(recording)).samples.isEmpty)
    }

    static let small = """
        # libinput record
        version: 1
        ndevices: 1
        devices:
        - node: /dev/input/event5
          evdev:
            name: "Touch \\"X\\""
            absinfo:
              53: [0, 1000, 0, 0, 10]
              54: [0, 500, 0, 0, 10]
              57: [0, 65535, 0, 0, 0]
            properties: [1]
          events:
          - evdev:
            - [  0,      0,   3,  57,     1] # EV_ABS / ABS_MT_TRACKING_ID 1
            - [  0,      0,   3,  53,   100]
            - [  0,      0,   3,  54,   200]
            - [  0,      0,   0,   0,     0] # ------------ SYN_REPORT (0) ---------- +0ms
          - evdev:
            - [  0,  50000,   3,  57,    -1]
            - [  0,  50000,   0,   0,     0]

        """

    @Test func aSmallRecordingByHand() throws {
        let importer = try RecordingImporter(reader: LibinputReader(lines: LineReader(bytes: Array(Self.small.utf8), path: "inline.yml")), width: 1000, height: nil)
        #expect(importer.device.name == "Touch \"X\"")
        #expect(importer.device.node == "/dev/input/event5")
        #expect(importer.height == 500)
        let samples = try importer.readAll()
        #expect(changes(samples) == ["0 1 began 100.0 200.0", "50000 1 ended 100.0 200.0"])
        #expect(samples[0].location == SceneFiles.SourceLocation(line: 18, column: 7))
        #expect(importer.contactProtocol == .multitouchB)
    }

    @Test(arguments: [
        (small.replacingOccurrences(of: "version: 1", with: "version: 2"), "inline.yml:2:10: error: libinput record version '2': only version 1 is read"),
        (small.replacingOccurrences(of: "[  0,  50000,   3,  57,    -1]", with: "[  0,  50000,   3,  57]"), "inline.yml:20:7: error: expected 5 numbers in the list, found 4"),
        (small.replacingOccurrences(of: "[  0,  50000,   3,  57,    -1]", with: "[  0,  50000,   3,  57,  x1]"), "inline.yml:20:7: error: expected 32-bit integers in the list, found 'x1'"),
        (small.replacingOccurrences(of: "[  0,  50000,   3,  57,    -1]", with: "[  0,  5000000,   3,  57,  -1]"), "inline.yml:20:7: error: expected [seconds, microseconds (0…999999), type, code, value]"),
        (small.replacingOccurrences(of: "[  0,  50000,   3,  57,    -1]", with: "[  0,  50000,   3,  57,  -1"), "inline.yml:20:7: error: a '[' or '{' that is never closed on its line"),
        (small.replacingOccurrences(of: "54: [0, 500, 0, 0, 10]", with: "54: 500"), "inline.yml:10:11: error: expected a list [ … ], found '500'"),
        (small.replacingOccurrences(of: "[  0,      0,   3,  53,   100]", with: "[  0,      0,   3,  53,   4294967296]"), "inline.yml:16:7: error: expected 32-bit integers in the list, found '4294967296'"),
        ("version: 1\nndevices: 0\ndevices:\n", "inline.yml: error: no devices: not a libinput recording?"),
    ])
    func badRecordingsAreErrorsWithLineAndColumn(text: String, expected: String) {
        #expect(failure(text) == expected)
    }

    @Test func aRecordingWithoutEventsHasNoSamples() throws {
        let text = Self.small[..<Self.small.range(of: "  events:")!.lowerBound] + "  events:\n"
        #expect(try importYAML(String(text)).samples.isEmpty)
        #expect(RecordingFormat.detect(Array(Self.small.utf8)[...]) == .libinput)
        #expect(RecordingFormat.detect(Array("version: 1\n".utf8)[...]) == .libinput)
    }
}
