import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings
@testable import Replay
@testable import TestFixtures

/// Recordings that `check` and `import` used to accept while `replay` refused them, errors that
/// named a sample number instead of the recording's line, positions outside the axes, and
/// frames with very many contacts.
@Suite("recordings: one validation, file lines, axis ranges, many contacts")
struct RecordingHardeningTests {
    /// A protocol-B touchscreen with 100 slots, 0…1000 × 0…500.
    static let device = """
        N: Many Slots
        P: 02 00 00 00 00 00 00 00
        A: 2f 0 99 0 0 0
        A: 35 0 1000 0 0 0
        A: 36 0 500 0 0 0
        A: 39 0 65535 0 0 0

        """

    /// `count` contacts landing in one frame at t = 0 (each in its own slot), lifted at 0.1 s.
    static func landing(_ count: Int) -> String {
        var text = device
        for slot in 0..<count {
            text += "E: 0.000000 0003 002f \(slot)\nE: 0.000000 0003 0039 \(slot + 1)\nE: 0.000000 0003 0035 \(slot * 10)\nE: 0.000000 0003 0036 100\n"
        }
        text += "E: 0.000000 0000 0000 0\n"
        for slot in 0..<count { text += "E: 0.100000 0003 002f \(slot)\nE: 0.100000 0003 0039 -1\n" }
        return text + "E: 0.100000 0000 0000 0\n"
    }

    private func importError(_ text: String) -> FileError? {
        do {
            _ = try EvemuFixtures.importText(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func sixtyFourContactsImport() throws {
        let imported = try EvemuFixtures.importText(Self.landing(64))
        #expect(evemuMaximumDown(imported.samples) == 64)
    }

    @Test func theSixtyFifthContactIsRefusedWhereItBegins() {
        // Replay takes at most 64 touches down: import (and so check) refuses the same. Slot 64's
        // tracking id is on line 7 + 64 × 4 + 1.
        let error = importError(Self.landing(66))
        #expect(error?.description == "inline.evemu:264:4: error: more than 64 contacts down at once (a replay takes at most 64 touches)")
    }

    /// The error replaying the recording `text` through the scene `scene` (from temporary files),
    /// with the recording's path replaced by `REC`.
    private func replayError(_ text: String, scene: String) throws -> FileError? {
        let recording = try EvemuFixtures.temporaryFile(text, suffix: ".evemu")
        let scenePath = try EvemuFixtures.temporaryFile(scene, suffix: ".scene.json")
        defer {
            EvemuFixtures.remove(recording)
            EvemuFixtures.remove(scenePath)
        }
        do {
            try TraceReplay.run(recording: recording, options: RecordingOptions(), scene: scenePath, emit: { _ in })
            return nil
        } catch {
            guard case .file(var fileError) = error, fileError.file == recording else { return nil }
            fileError.file = "REC"
            return fileError
        }
    }

    @Test func replayRefusesItAtTheSamePlace() throws {
        let error = try replayError(Self.landing(66), scene: #"{"scene": 1, "window": {"width": 1000, "height": 500}, "views": []}"#)
        #expect(error?.description == "REC:264:4: error: more than 64 contacts down at once (a replay takes at most 64 touches)")
    }

    @Test func aReplayCutNamesTheRecordingsLineNotASampleNumber() throws {
        // A stepper held down repeats; a frame 200,000 s later would run more than a million
        // repeats: the replay stops before that frame's SYN_REPORT (line 14), not an error (the
        // recording is valid: the bound is the replay's).
        let text = Self.device + """
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 500
            E: 0.000000 0003 0036 250
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0035 501
            E: 0.010000 0000 0000 0
            E: 200000.000000 0003 0035 502
            E: 200000.000000 0000 0000 0

            """
        let recording = try EvemuFixtures.temporaryFile(text, suffix: ".evemu")
        let scene = try EvemuFixtures.temporaryFile(
            #"{"scene": 1, "window": {"width": 1000, "height": 500}, "views": [{"id": "s", "type": "stepper", "frame": [0, 0, 1000, 500], "autorepeat": true}]}"#,
            suffix: ".scene.json")
        defer {
            EvemuFixtures.remove(recording)
            EvemuFixtures.remove(scene)
        }
        let ending = try TraceReplay.run(recording: recording, options: RecordingOptions(), scene: scene, emit: { _ in })
        guard case .reachedCallLimit(_, let target, let line, _) = ending else {
            Issue.record("\(ending)")
            return
        }
        #expect(line == 14)
        #expect(target == Timestamp(seconds: 200_000))
    }

    @Test func positionsOutsideTheAxesArePutAtTheEdge() throws {
        // Real devices send values a little outside their advertised range (libinput logs
        // "Axis 0x35 value 4000 is outside expected range"; Android accepts them by design): the
        // contact is at the edge of the window, not thousands of points away.
        let imported = try EvemuFixtures.importText(
            Self.device + """
                E: 0.000000 0003 0039 1
                E: 0.000000 0003 0035 -40
                E: 0.000000 0003 0036 2000000000
                E: 0.000000 0000 0000 0
                E: 0.010000 0003 0035 1010
                E: 0.010000 0003 0036 -7
                E: 0.010000 0000 0000 0
                E: 0.020000 0003 0039 -1
                E: 0.020000 0000 0000 0

                """)
        #expect(imported.samples.map(\.change.location) == [Point(x: 0, y: 500), Point(x: 1000, y: 0), Point(x: 1000, y: 0)])
    }

    @Test func valuesBeyondThirtyTwoBitsAreErrors() {
        // the kernel's input values are 32-bit: anything wider is not a recording of a device
        #expect(importError(Self.device + "E: 0.0 0003 0035 4294967296\n")?.message == "expected a decimal value (32-bit), found '4294967296'")
    }

    @Test func aFrameOfThousandsOfContactsIsRefusedAtTheSixtyFifth() {
        // a frame of 80,000 contacts took 51 s (each new contact searched every id) and was
        // accepted; 1,024 here (the most slots a device may declare) are refused at the 65th
        var text = "N: Wide\nP: 02 00 00 00 00 00 00 00\nA: 2f 0 1023 0 0 0\nA: 35 0 1000 0 0 0\nA: 36 0 500 0 0 0\n"
        for slot in 0..<1024 { text += "E: 0.0 0003 002f \(slot)\nE: 0.0 0003 0039 \(slot)\nE: 0.0 0003 0035 1\nE: 0.0 0003 0036 1\n" }
        text += "E: 0.0 0000 0000 0\n"
        #expect(importError(text)?.location == SceneFiles.SourceLocation(line: 6 + 64 * 4 + 1, column: 4))
    }

    @Test func slotsOutsideTheDevicesRangeAreErrors() {
        #expect(importError(Self.device + "E: 0.0 0003 002f 100\nE: 0.0 0000 0000 0\n")?.description
            == "inline.evemu:7:4: error: slot 100 is outside the device's slots 0…99")
        #expect(importError(Self.device + "E: 0.0 0003 002f -1\nE: 0.0 0000 0000 0\n")?.message == "slot -1 is outside the device's slots 0…99")
    }

    @Test func protocolAMatchingIsExactForManyContacts() {
        // The least total distance, also above 8 contacts (greedy used to take over there): a
        // row of 20 fingers shifting right by 60 (less than their spacing of 100) keeps them all.
        let old = (0..<20).map { Point(x: Double($0) * 100, y: 0) }
        let new = old.map { Point(x: $0.x + 60, y: 0) }.reversed()
        let pairs = ContactMatcher.match(old, Array(new))
        #expect(pairs.count == 20)
        for pair in pairs { #expect(pair.new == 19 - pair.old) }
    }

    @Test(arguments: [Double.infinity, -1, 0, 2e9, Double.nan])
    func aWindowSizeThatIsNoSizeIsAnError(size: Double) {
        // (the command line checks its options; a library caller or a scene's window might not)
        #expect(throws: FileError.self) { try EvemuFixtures.importText(Self.landing(1), width: size) }
        #expect(throws: FileError.self) { try EvemuFixtures.importText(Self.landing(1), width: 100, height: size) }
        // without ranges the window is the range (an infinite one trapped converting to Int)
        let log = Array("[ 1.0] EV_ABS ABS_MT_POSITION_X 00000001\n[ 1.0] EV_SYN SYN_REPORT 00000000\n".utf8)
        #expect(throws: FileError.self) {
            try RecordingImporter(reader: GeteventReader(lines: LineReader(bytes: log, path: "x.txt")), width: size, height: size)
        }
    }
}
