import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings
@testable import TestFixtures

/// The real recordings in `Examples/evemu` (their sources are in its README): what each one holds,
/// as the importer reads it. Times are in microseconds from the first frame.
@Suite struct EvemuRecordingsTests {
    /// Every importable recording with its description (nil: the description is inline).
    static let importable: [(file: String, desc: String?)] = [
        ("atmel-mxt_1f-fast-taps.evemu", nil),
        ("atmel-mxt_1f-drag-up-down.evemu", nil),
        ("atmel-mxt_2f-press-hold-release.evemu", nil),
        ("ntrig_protoA_1f-drag-nw-se.events", "ntrig_protoA.desc"),
        ("wacom-isdv4-e6_1f-tap.events", "wacom-isdv4-e6.desc"),
        ("wacom-isdv4-e6_1f-double-tap.events", "wacom-isdv4-e6.desc"),
        ("wacom-isdv4-e6_2f-tap.events", "wacom-isdv4-e6.desc"),
        ("wacom-isdv4-e6_1f-swipe-horizontal.events", "wacom-isdv4-e6.desc"),
        ("wacom-isdv4-e6_1f-drag-vertical.events", "wacom-isdv4-e6.desc"),
        ("n4_1to4f-swipes.events", "n4.desc"),
        ("synaptics-clickpad_1f-down-only.events", "synaptics-clickpad.desc"),
        ("synaptics-clickpad_1f-up-only.events", "synaptics-clickpad.desc"),
    ]

    private func contacts(_ file: String, desc: String? = nil) throws -> [EvemuContact] {
        EvemuContact.contacts(try EvemuFixtures.load(file, desc: desc).samples)
    }

    /// The raw events of a recording, parsed.
    private func rawEvents(_ file: String) throws -> [RecordingEvent] {
        try ParsedRecording.evemu(path: EvemuFixtures.path(file)).events
    }

    @Test func everyRecordingInTheFolderIsCovered() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: EvemuFixtures.directory)
        let recordings = Set(names.filter { $0.hasSuffix(".evemu") || $0.hasSuffix(".events") })
        let covered = Set(Self.importable.map(\.file) + ["cypress-semimt_2f-tap.evemu"])
        #expect(recordings == covered)
        let readme = String(decoding: try LineReader(path: EvemuFixtures.path("README.md")).readAll(), as: UTF8.self)
        for name in covered { #expect(readme.contains("`\(name)`"), "\(name) is not in the README table") }
        #expect(names.contains("evemu-devices.MIT.txt") && names.contains("xorg-integration-tests.MIT.txt"))
    }

    @Test(arguments: importable)
    func samplesAreWellFormedAndStartAtZero(file: String, desc: String?) throws {
        let importer = try EvemuFixtures.load(file, desc: desc)
        let samples = importer.samples
        #expect(!samples.isEmpty)
        #expect(samples.first?.time == .zero, "times start at 0")
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.time <= $1.time }, "times never go back")
        let contacts = EvemuContact.contacts(samples)
        #expect(contacts.allSatisfy { $0.end != nil }, "every contact ends")
        for sample in samples {
            let point = sample.change.location
            #expect(point.x >= 0 && point.x <= 1000 && point.y >= 0 && point.y <= importer.height, "\(point) is outside the window")
        }
        // The last sample is at the last frame (the last SYN_REPORT): every recording ends with
        // a lift or, for the down-only one, with the contact ended there.
        let events = try rawEvents(file)
        let firstFrame = try #require(events.first { $0.type == 0 && $0.code == 0 })
        let lastFrame = try #require(events.last { $0.type == 0 && $0.code == 0 })
        #expect(samples.last?.time.microseconds == lastFrame.microseconds - firstFrame.microseconds)
    }

    @Test(arguments: importable)
    func theSameInputGivesTheSameSamples(file: String, desc: String?) throws {
        #expect(try EvemuFixtures.load(file, desc: desc).samples == EvemuFixtures.load(file, desc: desc).samples)
    }

    @Test func protocolsAreDetected() throws {
        for (file, desc) in Self.importable {
            let expected: ContactProtocol = file.hasPrefix("ntrig") ? .multitouchA : .multitouchB
            #expect(try EvemuFixtures.load(file, desc: desc).contactProtocol == expected, "\(file)")
        }
    }

    // MARK: Atmel maXTouch (EVEMU 1.3, inline description)

    @Test func atmelFastTapsAreNineQuickTapsOnAboutTheSameSpot() throws {
        let importer = try EvemuFixtures.load("atmel-mxt_1f-fast-taps.evemu")
        let taps = EvemuContact.contacts(importer.samples)
        #expect(taps.count == 9)
        #expect(taps.allSatisfy { $0.touch == 1 && $0.moves == 0 })
        #expect(taps.map(\.startMicroseconds) == [0, 233_855, 469_257, 690_745, 911_633, 1_132_403, 1_367_029, 1_574_956, 1_823_539])
        #expect(taps.compactMap(\.endMicroseconds) == [95_572, 316_644, 551_495, 772_993, 994_297, 1_214_632, 1_449_649, 1_685_150, 1_934_007])
        // README: 82-110 ms each, 125-153 ms gaps.
        let durations = taps.compactMap(\.durationMicroseconds)
        #expect(durations == [95_572, 82_789, 82_238, 82_248, 82_664, 82_229, 82_620, 110_194, 110_468])
        #expect(durations.allSatisfy { (82_000..<111_000).contains($0) })
        let gaps = zip(taps, taps.dropFirst()).map { $1.startMicroseconds - ($0.endMicroseconds ?? 0) }
        #expect(gaps == [138_283, 152_613, 139_250, 138_640, 138_106, 152_397, 125_307, 138_389])
        #expect(gaps.allSatisfy { (125_000...153_000).contains($0) })
        // Within ~35 device pixels (the window is 1000/799 points per pixel).
        let xs = taps.map { $0.first.x * 799 / 1000 }, ys = taps.map { $0.first.y * 479 / importer.height }
        #expect((xs.max()! - xs.min()!).rounded() == 33)
        #expect((ys.max()! - ys.min()!).rounded() == 36)
    }

    @Test func atmelTapsThatOmitXKeepTheSlotsLastX() throws {
        // Taps 5 and 8 send only ABS_MT_POSITION_Y (the kernel drops an unchanged X).
        let raw = try rawEvents("atmel-mxt_1f-fast-taps.evemu")
        func sendsX(afterTrackingID id: Int) -> Bool {
            guard let start = raw.firstIndex(where: { $0.type == 3 && $0.code == 0x39 && $0.value == id }) else { return false }
            let frame = raw[start...].prefix { !($0.type == 0 && $0.code == 0) }
            return frame.contains { $0.type == 3 && $0.code == 0x35 }
        }
        #expect(!sendsX(afterTrackingID: 7) && !sendsX(afterTrackingID: 10))
        #expect(sendsX(afterTrackingID: 6) && sendsX(afterTrackingID: 9))
        let taps = try contacts("atmel-mxt_1f-fast-taps.evemu")
        #expect(taps[4].first.x == taps[3].first.x && taps[4].first.y != taps[3].first.y)
        #expect(taps[7].first.x == taps[6].first.x && taps[7].first.y != taps[6].first.y)
        #expect(RecordFormat.coordinate(taps[4].first.x) == "455.569")  // 364 of 0…799
    }

    @Test func atmelDragGoesUpThenDown() throws {
        let importer = try EvemuFixtures.load("atmel-mxt_1f-drag-up-down.evemu")
        let drag = EvemuContact.contacts(importer.samples)
        #expect(drag.count == 1)
        #expect(drag.first?.durationMicroseconds == 2_199_869)  // README: 2.2 s
        let ys = importer.samples.map(\.change.location.y)
        let top = try #require(ys.indices.min { ys[$0] < ys[$1] })
        #expect(top > 0 && top < ys.count - 1)
        #expect(ys[0] - ys[top] > 150 && ys[ys.count - 1] - ys[top] > 150)  // 379 → 89 → 393 of 0…479
        #expect(RecordFormat.coordinate(ys[top]) == "111.389")
    }

    @Test func atmelTwoFingerPressHoldRelease() throws {
        let importer = try EvemuFixtures.load("atmel-mxt_2f-press-hold-release.evemu")
        let fingers = EvemuContact.contacts(importer.samples)
        #expect(fingers.count == 2)
        #expect(evemuMaximumDown(importer.samples) == 2)
        #expect(fingers.map(\.touch) == [1, 2])
        #expect(fingers.map(\.startMicroseconds) == [0, 54_564])  // 2nd finger 55 ms later
        #expect(fingers.map(\.endMicroseconds) == [824_235, 810_269])
        #expect(fingers.map(\.durationMicroseconds) == [824_235, 755_705])  // held ~0.8 s
        #expect(importer.height == 1000 * 479 / 799.0)
    }

    // MARK: N-Trig (protocol A, split form)

    @Test func ntrigProtocolADragKeepsOneFinger() throws {
        let importer = try EvemuFixtures.load("ntrig_protoA_1f-drag-nw-se.events", desc: "ntrig_protoA.desc")
        #expect(importer.contactProtocol == .multitouchA)
        #expect(importer.height == 750)
        #expect(importer.samples.allSatisfy { $0.change.identifier == 1 }, "the finger keeps its identity")
        let drag = EvemuContact.contacts(importer.samples)
        #expect(drag.count == 1)
        #expect(drag.first?.durationMicroseconds == 1_567_108)  // README: 1.6 s
        #expect(drag.first?.moves == 105)  // 106 frames with the contact: a move in each after the first
        let raw = try rawEvents("ntrig_protoA_1f-drag-nw-se.events")
        #expect(raw.filter { $0.type == 0 && $0.code == 2 }.count == 106)
        #expect(!raw.contains { $0.type == 3 && ($0.code == 0x2F || $0.code == 0x39) })
        // North-west to south-east: from (205, 183) to (9369, 6967) of 9600 × 7200.
        let path = try #require(drag.first)
        #expect(RecordFormat.coordinate(path.first.x) == "21.354" && RecordFormat.coordinate(path.first.y) == "19.063")
        #expect(RecordFormat.coordinate(path.last.x) == "975.938" && RecordFormat.coordinate(path.last.y) == "725.729")
    }

    // MARK: Wacom ISDv4 E6 (split form)

    private let wacom = "wacom-isdv4-e6.desc"

    @Test func wacomSingleTap() throws {
        let tap = try contacts("wacom-isdv4-e6_1f-tap.events", desc: wacom)
        #expect(tap.count == 1)
        #expect(tap.first?.durationMicroseconds == 23_987)  // README: 24 ms
        #expect(tap.first?.moves == 0)
    }

    @Test func wacomDoubleTap() throws {
        let taps = try contacts("wacom-isdv4-e6_1f-double-tap.events", desc: wacom)
        #expect(taps.count == 2)
        #expect(taps.map(\.startMicroseconds) == [0, 171_988])
        #expect(taps.map(\.durationMicroseconds) == [31_980, 59_991])  // README: 32 ms + 60 ms
        #expect(taps[1].startMicroseconds - (taps[0].endMicroseconds ?? 0) == 140_008)  // README: 140 ms gap
        #expect(taps[0].first.distance(to: taps[1].first) < 5)
    }

    @Test func wacomTwoFingerTap() throws {
        let importer = try EvemuFixtures.load("wacom-isdv4-e6_2f-tap.events", desc: wacom)
        let fingers = EvemuContact.contacts(importer.samples)
        #expect(fingers.count == 2)
        #expect(evemuMaximumDown(importer.samples) == 2)
        #expect(fingers.map(\.startMicroseconds) == [0, 0])  // both in the first frame
        #expect(fingers.map(\.durationMicroseconds) == [31_979, 31_979])  // README: 32 ms
        #expect(fingers.map(\.touch) == [1, 2])
    }

    @Test func wacomHorizontalSwipeAcrossTheTop() throws {
        let importer = try EvemuFixtures.load("wacom-isdv4-e6_1f-swipe-horizontal.events", desc: wacom)
        let swipe = try #require(EvemuContact.contacts(importer.samples).only)
        #expect(swipe.durationMicroseconds == 1_239_979)  // README: 1.24 s
        #expect(swipe.last.x - swipe.first.x > 900)
        #expect(importer.samples.allSatisfy { $0.change.location.y < importer.height * 0.1 })
    }

    @Test func wacomVerticalDrag() throws {
        let importer = try EvemuFixtures.load("wacom-isdv4-e6_1f-drag-vertical.events", desc: wacom)
        let drag = try #require(EvemuContact.contacts(importer.samples).only)
        #expect(drag.durationMicroseconds == 823_974)  // README: 0.8 s
        #expect(drag.last.y - drag.first.y > 400)
        let xs = importer.samples.map(\.change.location.x)
        #expect(xs.max()! - xs.min()! < 5)
    }

    @Test func scalingOntoTheWidthKeepsTheAspectRatioUnlessAHeightIsGiven() throws {
        let kept = try EvemuFixtures.load("wacom-isdv4-e6_1f-double-tap.events", desc: wacom, width: 1000)
        #expect(kept.height == 1000 * 1569 / 2776.0)
        let first = try #require(kept.samples.first?.change.location)
        // to the thousandth of a point, as a trace keeps positions
        func thousandths(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
        #expect(first.x == thousandths(1332 / 2776.0 * 1000) && first.y == thousandths(755 / 1569.0 * kept.height))
        let given = try EvemuFixtures.load("wacom-isdv4-e6_1f-double-tap.events", desc: wacom, width: 1000, height: 800)
        #expect(given.height == 800)
        let stretched = try #require(given.samples.first?.change.location)
        #expect(stretched.x == first.x && stretched.y == thousandths(755 / 1569.0 * 800))
        let narrow = try EvemuFixtures.load("wacom-isdv4-e6_1f-double-tap.events", desc: wacom, width: 390)
        #expect(abs(narrow.height - 390 * 1569 / 2776.0) < 1e-9)
        #expect(try EvemuFixtures.load("n4_1to4f-swipes.events", desc: "n4.desc").height == 1000 * 2559 / 1535.0)
        #expect(try EvemuFixtures.load("synaptics-clickpad_1f-up-only.events", desc: "synaptics-clickpad.desc").height == 760)
    }

    @Test func anEventsOnlyFileNeedsItsDescription() {
        let path = EvemuFixtures.path("wacom-isdv4-e6_1f-tap.events")
        #expect(
            failure(path, desc: nil)
                == "\(path):1:1: error: the recording has no device description (N:/P:/A: lines): pass --desc with the device's .desc file")
    }

    private func failure(_ path: String, desc: String?) -> String? {
        do {
            _ = try RecordingInput.importer(path: path, options: RecordingOptions(format: .evemu, width: 1000, description: desc))
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: N4 (xorg-integration-tests)

    @Test func n4HasOneToFourFingerSwipesWithTwoFingersRetouchingInTheLast() throws {
        let importer = try EvemuFixtures.load("n4_1to4f-swipes.events", desc: "n4.desc")
        let all = EvemuContact.contacts(importer.samples)
        // The device itself reports 12 contacts (tracking ids 5…16): in the 4-finger swipe two
        // fingers lose contact briefly and come back with new tracking ids.
        let raw = try rawEvents("n4_1to4f-swipes.events")
        let trackingIDs = raw.filter { $0.type == 3 && $0.code == 0x39 && $0.value >= 0 }.map(\.value)
        #expect(trackingIDs == Array(5...16))
        #expect(all.count == 12)
        let spans: [String] = all.map { "\($0.startMicroseconds)-\($0.endMicroseconds ?? -1)" }
        let expected: [String] = [
            "0-1265649",
            "1941492-2931604", "1941492-2941431",
            "3678376-5985839", "3688570-5976805", "3688570-5985839",
            "6559927-7846696", "6571311-6979063", "6580101-7865955", "6652281-7060461",
            "7101755-7846696", "7115611-7846696",
        ]
        #expect(spans.sorted() == expected.sorted())
        // Group the contacts into gestures separated by moments with no finger down.
        var gestures: [[EvemuContact]] = []
        var groupEnd: Int64 = -1
        for contact in all {
            if contact.startMicroseconds > groupEnd { gestures.append([]) }
            gestures[gestures.count - 1].append(contact)
            groupEnd = max(groupEnd, contact.endMicroseconds ?? .max)
        }
        #expect(gestures.map(\.count) == [1, 2, 3, 6])
        let most = gestures.map { gesture in
            evemuMaximumDown(importer.samples.filter { sample in gesture.contains { $0.touch == sample.change.identifier && sample.time >= $0.start && sample.time <= ($0.end ?? .zero) } })
        }
        #expect(most == [1, 2, 3, 4])
        #expect(evemuMaximumDown(importer.samples) == 4)
        // The two re-touches: each new contact begins close to where one just ended.
        let last = gestures[3]
        let lifted = last.filter { ($0.endMicroseconds ?? 0) < 7_800_000 }
        let returned = last.filter { $0.startMicroseconds > 7_000_000 }
        #expect(lifted.map(\.endMicroseconds) == [6_979_063, 7_060_461])
        #expect(returned.map(\.startMicroseconds) == [7_101_755, 7_115_611])
        for (up, down) in [(lifted[0], returned[1]), (lifted[1], returned[0])] {
            #expect(up.last.distance(to: down.first) < 40, "\(up.last) → \(down.first)")
        }
        #expect(returned[0].startMicroseconds - (lifted[1].endMicroseconds ?? 0) == 41_294)
        #expect(returned[1].startMicroseconds - (lifted[0].endMicroseconds ?? 0) == 136_548)
    }

    // MARK: Synaptics clickpad (xorg-integration-tests)

    private let synaptics = "synaptics-clickpad.desc"

    @Test func synapticsDownOnlyIsEndedAtTheLastFrame() throws {
        let raw = try rawEvents("synaptics-clickpad_1f-down-only.events")
        #expect(!raw.contains { $0.type == 3 && $0.code == 0x39 && $0.value < 0 }, "the file never lifts")
        let firstFrame = try #require(raw.first { $0.type == 0 && $0.code == 0 })
        let lastFrame = try #require(raw.last { $0.type == 0 && $0.code == 0 })
        let contact = try #require(try contacts("synaptics-clickpad_1f-down-only.events", desc: synaptics).only)
        #expect(contact.startMicroseconds == 0)
        #expect(contact.endMicroseconds == lastFrame.microseconds - firstFrame.microseconds)
        #expect(contact.endMicroseconds == 247_158)
        #expect(RecordFormat.coordinate(contact.first.x) == "308.25" && RecordFormat.coordinate(contact.first.y) == "394.75")  // (2705, 2987)
    }

    @Test func synapticsUpOnlyBeginsAtTheFirstFrame() throws {
        let raw = try rawEvents("synaptics-clickpad_1f-up-only.events")
        #expect(!raw.contains { $0.type == 3 && $0.code == 0x39 && $0.value >= 0 }, "no contact starts in the file")
        let importer = try EvemuFixtures.load("synaptics-clickpad_1f-up-only.events", desc: synaptics)
        let contact = try #require(EvemuContact.contacts(importer.samples).only)
        #expect(importer.samples.first?.time == .zero)
        #expect(contact.startMicroseconds == 0)
        #expect(contact.endMicroseconds == 233_987)
        // At the first position the recording reveals: X 2693 (at 0.198 s), Y 2971 (at 0.099 s).
        #expect(contact.first == Point(x: (2693 - 1472) / 4000.0 * 1000, y: (2971 - 1408) / 3040.0 * 760))
        #expect(contact.moves == 4)
    }

    // MARK: Cypress (semi-MT)

    @Test func cypressSemiMultitouchIsRefused() throws {
        // The raw file: a 2-finger tap (tracking ids 391 and 392, BTN_TOOL_DOUBLETAP), 108 ms.
        let raw = try rawEvents("cypress-semimt_2f-tap.evemu")
        #expect(raw.filter { $0.type == 3 && $0.code == 0x39 && $0.value >= 0 }.map(\.value) == [391, 392])
        #expect(raw.contains { $0.type == 1 && $0.code == 0x14D && $0.value == 1 })
        #expect(raw.last!.microseconds - raw.first!.microseconds == 107_998)
        let path = EvemuFixtures.path("cypress-semimt_2f-tap.evemu")
        #expect(
            failure(path, desc: nil)
                == "\(path):88:1: error: 'CyPS/2 Cypress Trackpad' is a semi-multitouch device (INPUT_PROP_SEMI_MT): its slots report the corners of a bounding box, not fingers, so it cannot be imported"
        )
    }
}

extension Array {
    /// The only element, or nil when there are none or several.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
