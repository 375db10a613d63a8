import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings
@testable import Replay
@testable import CorpusTesting
@testable import TestFixtures

/// Every real recording in `Examples/` (copies of every recording the project was given):
/// the importer's contacts — how many, how many down at once, when each began and ended, where
/// it began and ended — equal what ``KernelTouchOracle`` reads from the raw events with the
/// kernel's protocol document and none of the importer's code (issue 32).
@Suite struct OracleAgreementTests {
    /// One recording file and the description file beside it that it needs (evemu's split form).
    struct Recording: CustomTestStringConvertible, Sendable {
        var path: String
        var format: RecordingFormat
        var desc: String?

        var testDescription: String { path.split(separator: "/").suffix(3).joined(separator: "/") }
    }

    /// Window units for recordings without ranges: large enough that nothing is clamped.
    static let unitsWindow = 5000.0

    /// The recordings of the folders `Examples/F` for each format F (every real recording the
    /// project has, each with its licence notice).
    static let recordings: [Recording] = {
        var found: [Recording] = []
        let roots = [URLPaths.examples]
        let kinds: [(folder: String, format: RecordingFormat, suffixes: [String])] = [
            ("evemu", .evemu, [".evemu", ".events"]), ("evtest", .evtest, [".evtest"]),
            ("getevent", .getevent, [".getevent-lt.txt", ".getevent-lp.txt"]), ("libinput", .libinput, [".yml"]),
        ]
        for root in roots {
            for kind in kinds {
                let folder = root + "/" + kind.folder
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
                let descs = names.filter { $0.hasSuffix(".desc") }
                for name in names where kind.suffixes.contains(where: name.hasSuffix) {
                    // the split form's description: the .desc whose name starts this file's
                    let desc = name.hasSuffix(".events") ? descs.first { name.hasPrefix(String($0.dropLast(5))) }.map { folder + "/" + $0 } : nil
                    found.append(Recording(path: folder + "/" + name, format: kind.format, desc: desc))
                }
            }
        }
        return found
    }()

    @Test func theExamplesAreRead() {
        #expect(Self.recordings.count >= 30)
    }

    /// The raw reading of `recording` (events and ranges, with its description file's).
    static func raw(_ recording: Recording) throws -> RawRecording {
        switch recording.format {
        case .evemu: return try RawRecording.evemu(recording.path, desc: recording.desc)
        case .evtest: return try RawRecording.evtest(recording.path)
        case .getevent: return try RawRecording.getevent(recording.path)
        case .libinput: return try RawRecording.libinput(recording.path)
        }
    }

    @Test(arguments: recordings)
    func theImporterAgreesWithTheOracle(_ recording: Recording) throws {
        let raw = try Self.raw(recording)
        let units = raw.ranges.isEmpty
        let options = RecordingOptions(
            format: recording.format, width: units ? Self.unitsWindow : 1000, height: units ? Self.unitsWindow : nil, description: recording.desc)
        if recording.path.contains("semimt") {
            // the bounding box of a semi-MT pad is no fingers: refused, nothing to compare
            #expect(throws: (any Error).self) { _ = try RecordingInput.importer(path: recording.path, options: options).readAll() }
            return
        }
        let importer = try RecordingInput.importer(path: recording.path, options: options)
        let samples = try importer.readAll()
        let oracle = KernelTouchOracle(raw)
        let found = EvemuContact.contacts(samples).sorted { ($0.startMicroseconds, $0.first.x, $0.first.y) < ($1.startMicroseconds, $1.first.x, $1.first.y) }
        #expect(found.count == oracle.contacts.count, "\(found.count) contacts imported, \(oracle.contacts.count) by the oracle")
        #expect(Self.mostDown(samples) == oracle.mostDown, "most down at once")
        // the raw positions scaled onto the window as the import says it does
        let hasMT = raw.ranges[0x35] != nil && raw.ranges[0x36] != nil
        let xRange = units ? (0, Int(Self.unitsWindow)) : (hasMT ? raw.ranges[0x35] : raw.ranges[0x00]) ?? (0, 1)
        let yRange = units ? (0, Int(Self.unitsWindow)) : (hasMT ? raw.ranges[0x36] : raw.ranges[0x01]) ?? (0, 1)
        func point(_ raw: (x: Int, y: Int)) -> Point {
            let x = min(max(raw.x, xRange.0), xRange.1), y = min(max(raw.y, yRange.0), yRange.1)
            func thousandths(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
            return Point(x: thousandths(Double(x - xRange.0) / Double(xRange.1 - xRange.0) * importer.width),
                         y: thousandths(Double(y - yRange.0) / Double(yRange.1 - yRange.0) * importer.height))
        }
        for (contact, want) in zip(found, oracle.contacts) {
            #expect(contact.startMicroseconds == want.start, "start: \(contact) vs \(want)")
            #expect(contact.endMicroseconds == want.end, "end: \(contact) vs \(want)")
            #expect(contact.first.distance(to: point(want.first)) < 1e-9, "first: \(contact.first) vs \(want)")
            #expect(contact.last.distance(to: point(want.last)) < 1e-9, "last: \(contact.last) vs \(want)")
        }
    }

    /// The most contacts down once all of one time's samples are applied.
    static func mostDown(_ samples: [ImportedSample]) -> Int {
        var down = 0, most = 0
        for (index, sample) in samples.enumerated() {
            switch sample.change.phase {
            case .began: down += 1
            case .ended, .cancelled: down -= 1
            default: break
            }
            if index + 1 == samples.count || samples[index + 1].time != sample.time { most = max(most, down) }
        }
        return most
    }
}
