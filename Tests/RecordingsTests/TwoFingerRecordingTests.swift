import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings
@testable import Replay
@testable import TestFixtures

/// Real multi-finger recordings (`Examples/evemu`, MIT) replayed through a scene with a
/// two-finger tap and a two-finger long press (issue 18). What each should do is computed here,
/// independently of the model, from the recording's own events (``RawContacts``) and UIKit's rules
/// as documented and decompiled (see `MultiFingerFidelityTests`):
/// - two-finger tap: a touch sequence of exactly two contacts, both down before either lifts,
///   lasting at most 0.75 s from its first touch, whose centroid (taken when both are down; lifted
///   fingers count at their last position) moves at most 45 pt; recognized at the last lift.
/// - two-finger long press: begins 0.5 s after the second finger lands if no finger lifted, no
///   third landed and the centroid moved at most 10 pt until then; ends when either finger lifts.
/// Times are the frames' (SYN_REPORT) times from the first frame, in µs, exact. Each movement
/// must be clearly on one side of its limit (10 %), so the result does not hang on how the
/// importer rounds the scaling.
@Suite struct TwoFingerRecordingTests {
    /// The window width the recordings are scaled onto: a phone's.
    static let width = 390.0

    /// One contact of a recording: when it began and ended (µs from the first event) and where
    /// it was (scaled to points) at each frame it moved.
    struct Contact {
        var start: Int64
        var end: Int64
        var path: [(time: Int64, at: Point)]

        /// Where the contact was at `time` (its last position before or at it).
        func position(at time: Int64) -> Point {
            path.last { $0.time <= time }?.at ?? path[0].at
        }
    }

    /// A tiny reader of evemu protocol B events: `A:` lines give the axis ranges, `E:` lines
    /// the events; a contact is a tracking id's life in a slot; frames end at SYN_REPORT.
    enum RawContacts {
        static func read(_ file: String, desc: String? = nil, width: Double) throws -> [Contact] {
            var lines = try String(contentsOfFile: EvemuFixtures.path(file), encoding: .utf8).split(separator: "\n")
            if let desc { lines = try String(contentsOfFile: EvemuFixtures.path(desc), encoding: .utf8).split(separator: "\n") + lines }
            return read(lines: lines, width: width)
        }

        /// The contacts of evemu `lines` (`A:` and `E:` lines; others are skipped).
        static func read(lines: [Substring], width: Double) -> [Contact] {
            var ranges: [Int: (Double, Double)] = [:]
            var first: Int64?
            var slot = 0
            var slots: [Int: (id: Int, x: Double, y: Double, open: Int?)] = [:]
            var began: Set<Int> = [], ended: Set<Int> = [], moved: Set<Int> = []
            var contacts: [Contact] = []
            for line in lines {
                let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                if fields.first == "A:", fields.count >= 4, let code = Int(fields[1], radix: 16),
                    let low = Double(fields[2]), let high = Double(fields[3])
                {
                    ranges[code] = (low, high)
                }
                guard fields.first == "E:", fields.count >= 5 else { continue }
                let clock = fields[1].split(separator: ".")
                guard clock.count == 2, let seconds = Int64(clock[0]), let micros = Int64(clock[1]) else { continue }
                let absolute = seconds * 1_000_000 + micros
                guard let type = Int(fields[2], radix: 16), let code = Int(fields[3], radix: 16), let value = Int(fields[4].prefix { $0 != "\t" }) else {
                    continue
                }
                if first == nil && type == 0 && code == 0 { first = absolute }  // time 0 is the first frame's
                let time = absolute - (first ?? absolute)
                switch (type, code) {
                case (3, 0x2F): slot = value
                case (3, 0x39):
                    if value >= 0 {
                        slots[slot, default: (id: value, x: 0, y: 0, open: nil)].id = value
                        began.insert(slot)
                    } else {
                        ended.insert(slot)
                    }
                case (3, 0x35):
                    slots[slot, default: (id: -1, x: 0, y: 0, open: nil)].x = Double(value)
                    moved.insert(slot)
                case (3, 0x36):
                    slots[slot, default: (id: -1, x: 0, y: 0, open: nil)].y = Double(value)
                    moved.insert(slot)
                case (0, 0):
                    let (x0, x1) = ranges[0x35] ?? (0, 1)
                    let (y0, _) = ranges[0x36] ?? (0, 1)
                    let scale = width / (x1 - x0)
                    for key in slots.keys.sorted() {
                        guard var state = slots[key] else { continue }
                        let at = Point(x: (state.x - x0) * scale, y: (state.y - y0) * scale)
                        if began.contains(key) {
                            state.open = contacts.count
                            contacts.append(Contact(start: time, end: Int64.max, path: [(time, at)]))
                        } else if moved.contains(key), let index = state.open {
                            contacts[index].path.append((time, at))
                        }
                        if ended.contains(key), let index = state.open {
                            contacts[index].end = time
                            state.open = nil
                        }
                        slots[key] = state
                    }
                    began = []
                    ended = []
                    moved = []
                default: break
                }
            }
            return contacts
        }
    }

    /// What the rules above expect of one recording.
    struct Expected {
        var taps: [Int64] = []
        var pressBegan: [Int64] = []
        var pressEnded: [Int64] = []
        /// Movements compared with a limit: (what, value, limit).
        var margins: [(String, Double, Double)] = []
    }

    static func centroid(_ contacts: [Contact], at time: Int64) -> Point {
        let points = contacts.map { $0.position(at: time) }
        return Point(x: points.map(\.x).reduce(0, +) / Double(points.count), y: points.map(\.y).reduce(0, +) / Double(points.count))
    }

    static func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }

    /// Splits `contacts` into touch sequences (from a touch-down with nothing down to the last
    /// lift) and applies the two rules to each.
    static func expected(_ contacts: [Contact]) -> Expected {
        var result = Expected()
        let ordered = contacts.sorted { $0.start < $1.start }
        var sequences: [[Contact]] = []
        var downUntil = Int64.min
        for contact in ordered {
            if contact.start > downUntil { sequences.append([]) }
            sequences[sequences.count - 1].append(contact)
            downUntil = max(downUntil, contact.end)
        }
        for sequence in sequences where sequence.count >= 2 {
            let pair = Array(sequence.prefix(2))
            let secondDown = pair[1].start
            let firstLift = sequence.map(\.end).min() ?? .max
            guard secondDown < firstLift else { continue }  // a finger lifted before the second landed: both fail
            let reference = centroid(pair, at: secondDown)
            let times = Set(pair.flatMap { $0.path.map(\.time) } + pair.map(\.end)).filter { $0 >= secondDown }
            func movement(until limit: Int64) -> Double {
                times.filter { $0 <= limit }.map { distance(centroid(pair, at: $0), reference) }.max() ?? 0
            }
            // the two-finger tap
            let lastLift = sequence.map(\.end).max() ?? .max
            if sequence.count == 2 {
                let duration = Double(lastLift - sequence[0].start) / 1e6
                let moved = movement(until: lastLift)
                result.margins.append(("tap movement", moved, 45))
                if duration <= 0.75 && moved <= 45 { result.taps.append(lastLift) }
            }
            // the two-finger long press
            let begin = secondDown + 500_000
            let third = sequence.count > 2 ? sequence[2].start : Int64.max
            if firstLift > begin && third > begin {
                let moved = movement(until: begin)
                result.margins.append(("press movement", moved, 10))
                if moved <= 10 {
                    result.pressBegan.append(begin)
                    result.pressEnded.append(min(pair[0].end, pair[1].end))
                }
            }
        }
        return result
    }

    /// Replays `file` through a 390-wide scene with the two recognizers (allowed to recognize
    /// together, so each follows its own rule) and returns its gesture records.
    static func replay(_ file: String, desc: String?) throws -> [ReplayRecord] {
        try replay(path: EvemuFixtures.path(file), description: desc.map(EvemuFixtures.path))
    }

    /// ``replay(_:desc:)`` for a recording at `path` (any format), with its evemu description
    /// file at `description` if it has one.
    static func replay(path: String, description: String?) throws -> [ReplayRecord] {
        let scene = """
            {"scene": 1, "window": {"width": 390, "height": 2000}, "views": [
              {"id": "pad", "frame": [0, 0, 390, 2000], "recognizers": [
                {"id": "tap2", "type": "tap", "touches": 2, "simultaneousWith": ["press2"]},
                {"id": "press2", "type": "longPress", "touches": 2}]}]}
            """
        let scenePath = try EvemuFixtures.temporaryFile(scene, suffix: ".scene.json")
        defer { EvemuFixtures.remove(scenePath) }
        var records: [ReplayRecord] = []
        try TraceReplay.run(
            recording: path, options: RecordingOptions(width: width, description: description),
            scene: scenePath, emit: { records.append($0) })
        return records.filter { $0.kind == .gesture }
    }

    static func times(_ records: [ReplayRecord], _ id: String, _ state: GestureState) -> [Int64] {
        records.filter { $0.id == id && $0.state == state }.map(\.time.microseconds)
    }

    static let recordings: [(file: String, desc: String?)] = [
        ("wacom-isdv4-e6_2f-tap.events", "wacom-isdv4-e6.desc"),
        ("atmel-mxt_2f-press-hold-release.evemu", nil),
        ("n4_1to4f-swipes.events", "n4.desc"),
    ]

    /// The independent reading is far enough from every limit to be trusted.
    @Test(arguments: recordings)
    func theExpectationsAreClearCut(file: String, desc: String?) throws {
        let expected = Self.expected(try RawContacts.read(file, desc: desc, width: Self.width))
        for (what, value, limit) in expected.margins {
            #expect(abs(value - limit) > 0.1 * limit, "\(file): \(what) \(value) is too close to its limit \(limit)")
        }
    }

    @Test(arguments: recordings)
    func twoFingerTapsAreRecognizedAsTheRecordingShows(file: String, desc: String?) throws {
        let expected = Self.expected(try RawContacts.read(file, desc: desc, width: Self.width))
        let records = try Self.replay(file, desc: desc)
        #expect(Self.times(records, "tap2", .ended) == expected.taps)
    }

    @Test(arguments: recordings)
    func twoFingerLongPressesBeginAsTheRecordingShows(file: String, desc: String?) throws {
        let expected = Self.expected(try RawContacts.read(file, desc: desc, width: Self.width))
        let records = try Self.replay(file, desc: desc)
        #expect(Self.times(records, "press2", .began) == expected.pressBegan)
    }

    /// The long press ends when the first of its fingers lifts ("Ends: when a finger is lifted").
    @Test(arguments: recordings)
    func twoFingerLongPressesEndWhenEitherFingerLifts(file: String, desc: String?) throws {
        let contacts = try RawContacts.read(file, desc: desc, width: Self.width)
        let expected = Self.expected(contacts)
        let records = try Self.replay(file, desc: desc)
        #expect(Self.times(records, "press2", .ended) == expected.pressEnded)
    }

    /// The recordings hold what the tests above need: the Wacom tap is a two-finger tap, the
    /// Atmel press a two-finger long press, and the N4 file neither.
    @Test func theRecordingsCoverBothOutcomes() throws {
        let wacom = Self.expected(try RawContacts.read("wacom-isdv4-e6_2f-tap.events", desc: "wacom-isdv4-e6.desc", width: Self.width))
        #expect(wacom.taps.count == 1 && wacom.pressBegan.isEmpty)
        let atmel = Self.expected(try RawContacts.read("atmel-mxt_2f-press-hold-release.evemu", width: Self.width))
        #expect(atmel.taps.isEmpty && atmel.pressBegan.count == 1)
        #expect(atmel.pressEnded.first.map { $0 < 824_000 } == true)  // the first lift, not the last
        let n4 = Self.expected(try RawContacts.read("n4_1to4f-swipes.events", desc: "n4.desc", width: Self.width))
        #expect(n4.taps.isEmpty && n4.pressBegan.isEmpty)
    }
}
