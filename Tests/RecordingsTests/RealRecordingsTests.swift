import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import Recordings
@testable import TestFixtures

/// Every real recording in `Examples/` (evemu, evtest, getevent; libinput files converted from
/// them): the contacts the importer finds — how many, when each begins and ends, where it
/// starts and stops — equal what the raw events say, as ``KernelTouchOracle`` reads them with
/// none of the importer's code, and as many as each folder's README counts.
@Suite struct RealRecordingsTests {
    /// One recording: its folder and file, format, protocol, description file, and the contacts
    /// its README counts (nil where the README gives no count).
    struct Case: CustomTestStringConvertible, Sendable {
        var folder: String
        var file: String
        var format: RecordingFormat
        var contactProtocol: ContactProtocol
        var desc: String? = nil
        var readmeContacts: Int? = nil

        var testDescription: String { file }
        var path: String { URLPaths.examples + "/" + folder + "/" + file }
        var descPath: String? { desc.map { URLPaths.examples + "/" + folder + "/" + $0 } }
    }

    static let cases: [Case] = [
        Case(folder: "evemu", file: "atmel-mxt_1f-fast-taps.evemu", format: .evemu, contactProtocol: .multitouchB, readmeContacts: 9),
        Case(folder: "evemu", file: "atmel-mxt_1f-drag-up-down.evemu", format: .evemu, contactProtocol: .multitouchB, readmeContacts: 1),
        Case(folder: "evemu", file: "atmel-mxt_2f-press-hold-release.evemu", format: .evemu, contactProtocol: .multitouchB, readmeContacts: 2),
        Case(folder: "evemu", file: "ntrig_protoA_1f-drag-nw-se.events", format: .evemu, contactProtocol: .multitouchA, desc: "ntrig_protoA.desc", readmeContacts: 1),
        Case(folder: "evemu", file: "wacom-isdv4-e6_1f-tap.events", format: .evemu, contactProtocol: .multitouchB, desc: "wacom-isdv4-e6.desc", readmeContacts: 1),
        Case(folder: "evemu", file: "wacom-isdv4-e6_1f-double-tap.events", format: .evemu, contactProtocol: .multitouchB, desc: "wacom-isdv4-e6.desc", readmeContacts: 2),
        Case(folder: "evemu", file: "wacom-isdv4-e6_2f-tap.events", format: .evemu, contactProtocol: .multitouchB, desc: "wacom-isdv4-e6.desc", readmeContacts: 2),
        Case(folder: "evemu", file: "wacom-isdv4-e6_1f-swipe-horizontal.events", format: .evemu, contactProtocol: .multitouchB, desc: "wacom-isdv4-e6.desc", readmeContacts: 1),
        Case(folder: "evemu", file: "wacom-isdv4-e6_1f-drag-vertical.events", format: .evemu, contactProtocol: .multitouchB, desc: "wacom-isdv4-e6.desc", readmeContacts: 1),
        Case(folder: "evemu", file: "n4_1to4f-swipes.events", format: .evemu, contactProtocol: .multitouchB, desc: "n4.desc"),
        Case(folder: "evemu", file: "synaptics-clickpad_1f-down-only.events", format: .evemu, contactProtocol: .multitouchB, desc: "synaptics-clickpad.desc", readmeContacts: 1),
        Case(folder: "evemu", file: "synaptics-clickpad_1f-up-only.events", format: .evemu, contactProtocol: .multitouchB, desc: "synaptics-clickpad.desc", readmeContacts: 1),
        Case(folder: "evtest", file: "atmel-mxt-touchscreen_5-taps.evtest", format: .evtest, contactProtocol: .multitouchB, readmeContacts: 5),
        Case(folder: "evtest", file: "atmel-mxt-touchpad_30-alternating-taps.evtest", format: .evtest, contactProtocol: .multitouchB, readmeContacts: 30),
        Case(folder: "evtest", file: "atmel-mxt-touchpad_hold-plus-2nd-finger-swipe.evtest", format: .evtest, contactProtocol: .multitouchB, readmeContacts: 2),
        Case(folder: "evtest", file: "cyapa_2f-diagonal-drag.evtest", format: .evtest, contactProtocol: .multitouchB, readmeContacts: 2),
        Case(folder: "evtest", file: "cyapa_2f-vertical-drag.evtest", format: .evtest, contactProtocol: .multitouchB, readmeContacts: 2),
        Case(folder: "evtest", file: "cyapa_resting-finger_2nd-finger-drag.evtest", format: .evtest, contactProtocol: .multitouchB, readmeContacts: 2),
        Case(folder: "evtest", file: "cyapa_down-at-start_never-lifted_2nd-finger-tap.evtest", format: .evtest, contactProtocol: .multitouchB, readmeContacts: 3),
        Case(folder: "evtest", file: "noheader_2f-diagonal-drag.evtest", format: .evtest, contactProtocol: .multitouchB, readmeContacts: 2),
        Case(folder: "getevent", file: "galaxys_protoA_1f-tap.getevent-lt.txt", format: .getevent, contactProtocol: .multitouchA, readmeContacts: 1),
        Case(folder: "getevent", file: "galaxys_protoA_3-taps.getevent-lt.txt", format: .getevent, contactProtocol: .multitouchA, readmeContacts: 3),
        Case(folder: "getevent", file: "galaxys_protoA_1f-drag.getevent-lt.txt", format: .getevent, contactProtocol: .multitouchA, readmeContacts: 1),
        Case(folder: "getevent", file: "galaxys_protoA_open-calendar_drag-2-taps.getevent-lt.txt", format: .getevent, contactProtocol: .multitouchA, readmeContacts: 3),
        Case(folder: "getevent", file: "galaxys_protoA_calendar-add-event.getevent-lt.txt", format: .getevent, contactProtocol: .multitouchA, readmeContacts: 8),
        Case(folder: "getevent", file: "tf201_protoA_3-taps.getevent-lt.txt", format: .getevent, contactProtocol: .multitouchA, readmeContacts: 3),
        Case(folder: "getevent", file: "tf201_protoA_1f-drag.getevent-lt.txt", format: .getevent, contactProtocol: .multitouchA, readmeContacts: 1),
        Case(folder: "getevent", file: "tf201_protoA_open-calendar_drag-2-taps.getevent-lt.txt", format: .getevent, contactProtocol: .multitouchA, readmeContacts: 3),
        Case(folder: "getevent", file: "phone_protoB_paint-session.getevent-lt.txt", format: .getevent, contactProtocol: .multitouchB, readmeContacts: 34),
        Case(folder: "getevent", file: "emulator_singletouch_drag-2-clicks.getevent-lt.txt", format: .getevent, contactProtocol: .singleTouch, readmeContacts: 3),
    ]

    /// Window units for recordings without ranges: large enough that nothing is clamped.
    static let unitsWindow = 5000.0

    /// The raw reading of `item`.
    static func raw(_ item: Case) throws -> RawRecording {
        switch item.format {
        case .evemu: return try RawRecording.evemu(item.path, desc: item.descPath)
        case .evtest: return try RawRecording.evtest(item.path)
        case .getevent: return try RawRecording.getevent(item.path)
        case .libinput: return try RawRecording.libinput(item.path)
        }
    }

    /// The import of `item` at 1000 points wide (window units for files without ranges).
    static func imported(_ item: Case) throws -> RecordingImporter {
        let raw = try raw(item)
        let units = raw.ranges.isEmpty
        let options = RecordingOptions(format: item.format, width: units ? unitsWindow : 1000, height: units ? unitsWindow : nil, description: item.descPath)
        return try RecordingInput.importer(path: item.path, options: options)
    }

    @Test func everyRecordingFileIsCovered() throws {
        for folder in ["evemu", "evtest", "getevent"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: URLPaths.examples + "/" + folder)
            let recordings = names.filter { [".evemu", ".events", ".evtest", ".getevent-lt.txt"].contains(where: $0.hasSuffix) }
            let covered = Set(Self.cases.filter { $0.folder == folder }.map(\.file) + ["cypress-semimt_2f-tap.evemu"])
            #expect(Set(recordings).subtracting(covered).isEmpty, "\(folder): not covered")
            let readme = try String(contentsOfFile: URLPaths.examples + "/" + folder + "/README.md", encoding: .utf8)
            for name in recordings { #expect(readme.contains("`\(name)`"), "\(name) is not in \(folder)/README.md") }
            #expect(names.contains { $0.hasPrefix("LICENSE") || $0.hasSuffix(".MIT.txt") }, "\(folder) has its licence")
        }
    }

    @Test(arguments: cases)
    func contactsMatchTheRawEvents(_ item: Case) throws {
        let raw = try Self.raw(item)
        let importer = try Self.imported(item)
        let samples = try importer.readAll()
        #expect(importer.contactProtocol == item.contactProtocol)
        let expected = KernelTouchOracle(raw).contacts
        if let count = item.readmeContacts { #expect(expected.count == count, "the raw reading disagrees with the README") }
        let found = EvemuContact.contacts(samples).sorted { ($0.startMicroseconds, $0.first.x) < ($1.startMicroseconds, $1.first.x) }
        try #require(found.count == expected.count, "\(found.count) contacts imported, \(expected.count) in the raw events")
        // the raw positions scaled as the import says it scales them (clamped to the axes)
        let hasMT = raw.ranges[0x35] != nil && raw.ranges[0x36] != nil
        let units = raw.ranges.isEmpty
        let xRange = units ? (0, Int(Self.unitsWindow)) : (hasMT ? raw.ranges[0x35] : raw.ranges[0x00]) ?? (0, 1)
        let yRange = units ? (0, Int(Self.unitsWindow)) : (hasMT ? raw.ranges[0x36] : raw.ranges[0x01]) ?? (0, 1)
        func point(_ raw: (Int, Int)) -> Point {
            let x = min(max(raw.0, xRange.0), xRange.1), y = min(max(raw.1, yRange.0), yRange.1)
            // positions are kept to the thousandth of a point, as a trace keeps them
            func thousandths(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
            return Point(x: thousandths(Double(x - xRange.0) / Double(xRange.1 - xRange.0) * importer.width),
                         y: thousandths(Double(y - yRange.0) / Double(yRange.1 - yRange.0) * importer.height))
        }
        for (contact, want) in zip(found, expected) {
            #expect(contact.startMicroseconds == want.start, "start: \(contact) vs \(want)")
            #expect(contact.endMicroseconds == want.end, "end: \(contact) vs \(want)")
            #expect(contact.first.distance(to: point((want.first.x, want.first.y))) < 1e-9, "first: \(contact.first) vs \(want)")
            #expect(contact.last.distance(to: point((want.last.x, want.last.y))) < 1e-9, "last: \(contact.last) vs \(want)")
        }
    }
}
