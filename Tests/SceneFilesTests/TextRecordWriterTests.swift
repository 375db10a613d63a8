import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import TestSupport

/// The text records written straight into bytes must be the general path's lines byte for byte:
/// every kind, every optional part, names that need escaping, and numbers at their edges.
@Suite("text records: the byte writer writes the general path's lines")
struct TextRecordWriterTests {
    /// What the byte writer writes for `record`, or nil when it leaves the line to the general
    /// path.
    private func written(_ record: ReplayRecord) -> String? {
        let bound = TextRecordWriter.bound(record)
        var wrote = false
        let bytes = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            var writer = ByteWriter(buffer.baseAddress!)
            wrote = TextRecordWriter.write(record, to: &writer)
            count = writer.cursor - buffer.baseAddress!
            #expect(count <= bound)
        }
        return wrote ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// Checks the byte writer against the general path, and that the format's line is the
    /// general path's either way; true when the byte writer wrote the line itself (or when
    /// `BK_EVENTS_GENERAL_PATH=1` sends every line down the general path, whose lines the
    /// format's check covers).
    @discardableResult
    private func check(_ record: ReplayRecord, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
        let general = RecordFormat.generalTextLine(record)
        #expect(RecordFormat.text.line(for: record) == general, sourceLocation: sourceLocation)
        if TextRecordWriter.forcesGeneralPath { return written(record) == nil }
        guard let line = written(record) else { return false }
        #expect(line == general, sourceLocation: sourceLocation)
        return true
    }

    @Test func everyKindAndPart() {
        let at = Point(x: 120.5, y: -0.0)
        let records = [
            ReplayRecord(time: .zero, kind: .control, id: "button", event: "touchUpInside"),
            ReplayRecord(time: Timestamp(nanoseconds: 1_234_567_890), kind: .gesture, id: "pan", state: .changed, location: at),
            ReplayRecord(
                time: Timestamp(nanoseconds: 90_000_000_000), kind: .handler, id: "open", of: "single", state: .ended,
                location: Point(x: 2.675, y: 1e9), scheduled: Timestamp(nanoseconds: 89_999_999_999)),
            ReplayRecord(time: Timestamp(nanoseconds: 5), kind: .cancelled, id: "later", of: "double"),
            ReplayRecord(time: Timestamp(nanoseconds: 1_000_000_500), kind: .value, id: "slider", value: .number(0.1234565)),
            ReplayRecord(time: Timestamp(nanoseconds: 1_000_000_500), kind: .value, id: "switch", value: .bool(false)),
            ReplayRecord(time: .zero, kind: .scroll, id: "feed", event: "didEndDragging", location: at, value: .bool(true)),
            ReplayRecord(time: .zero, kind: .scroll, id: "photo", event: "didZoom", value: .number(2)),
            ReplayRecord(
                time: .zero, kind: .scroll, id: "feed", event: "willEndDragging", location: at,
                motion: ScrollMotion(velocity: Point(x: -1.0005, y: 2e20), target: Point(x: .nan, y: .infinity))),
            ReplayRecord(time: .zero, kind: .row, id: "inbox", event: "didSelect", rowPath: RowRecordPath(section: 0, row: 2)),
            ReplayRecord(time: .zero, kind: .row, id: "grid", event: "didSelect", rowPath: RowRecordPath(section: 1, row: 3, isItem: true)),
            ReplayRecord(
                time: .zero, kind: .cell, id: "inbox",
                rowPath: RowRecordPath(section: Int.min, row: Int.max, reusedFrom: (section: -1, row: 0))),
            ReplayRecord(
                time: .zero, kind: .handler, id: "delete", of: "inbox", event: "swipeAction",
                rowPath: RowRecordPath(section: 0, row: 1, title: "Delete \"all\"\n")),
            ReplayRecord(time: .zero, kind: .alert, id: "confirm", event: "presented"),
            ReplayRecord(time: .zero, kind: .alertAction, id: "confirm", event: "Delete é"),
            ReplayRecord(time: Timestamp(nanoseconds: -1_500_000), kind: .text, id: "email", text: "a\"b\\c\u{7}"),
            ReplayRecord(time: Timestamp(nanoseconds: .max), kind: .gesture, id: "tap", state: .possible),
            ReplayRecord(time: Timestamp(nanoseconds: .min), kind: .gesture, id: "tap", state: .failed),
        ]
        for record in records { #expect(check(record)) }
    }

    @Test func namesAreEscapedAsFileErrorEscapesThem() {
        let names = [
            "", "a", "sixteen-bytes-id", "seventeen-bytes-id", "tab\there", "del\u{7F}", "é", "ünïcödé-names-longer-than-16",
            "\u{202E}rtl", "line\u{2028}sep", "\u{1B}[31mred", String(repeating: "recognizer-", count: 40),
        ]
        for name in names {
            check(ReplayRecord(time: .zero, kind: .handler, id: name, of: name, event: name, location: Point(x: 1, y: 2)))
            check(ReplayRecord(time: .zero, kind: .control, id: "x", event: name))
        }
    }

    /// Lines that end with a space are left to the general path (it takes trailing spaces off
    /// by characters), which gives what it always gave.
    @Test func trailingSpacesAreTheGeneralPaths() {
        #expect(check(ReplayRecord(time: .zero, kind: .control, id: "")) == TextRecordWriter.forcesGeneralPath)
        #expect(check(ReplayRecord(time: .zero, kind: .control, id: "b", event: "ends with space ")) == TextRecordWriter.forcesGeneralPath)
        #expect(check(ReplayRecord(time: .zero, kind: .control, id: "b", event: "\u{600} ")) == TextRecordWriter.forcesGeneralPath)
        #expect(RecordFormat.text.line(for: ReplayRecord(time: .zero, kind: .control, id: "")) == "0.000    control")
    }

    /// Random records: the times, coordinates, values, scales, scroll motions and rows of a
    /// random replay, against the general path.
    @Test func randomRecordsAgree() {
        var random = SeededRandom(seed: 38)
        func number() -> Double {
            let word = random.nextWord()
            switch word % 6 {
            case 0: return Double(Int64(bitPattern: random.nextWord()) % 2_000_000) / 1000
            case 1: return Double(bitPattern: random.nextWord())
            case 2: return Double(Int64(bitPattern: random.nextWord()) % 100_000_000) / 1e7 + 0.0005
            case 3: return (Double(random.nextWord() % 1_000_000) - 500_000) * 0.001
            case 4: return [0.0, -0.0, 9e15, -9e15, 8.999999999999999e15, 1e300, .nan, .infinity][Int(random.nextWord() % 8)]
            default: return Double(random.nextWord() % 4000) / 8 - 250
            }
        }
        let kinds: [ReplayRecord.Kind] = [.control, .gesture, .handler, .cancelled, .value, .scroll, .row, .cell, .alert, .alertAction, .text]
        let states: [GestureState?] = [nil, .possible, .began, .changed, .ended, .cancelled, .failed]
        for _ in 0..<20_000 {
            let kind = kinds[Int(random.nextWord() % UInt64(kinds.count))]
            let flags = random.nextWord()
            let value: ControlValue? = flags & 1 == 0 ? nil : (flags & 2 == 0 ? .bool(flags & 4 == 0) : .number(number()))
            let row: RowRecordPath? =
                flags & 8 == 0
                ? nil
                : RowRecordPath(
                    section: Int(flags >> 40 & 7), row: Int(Int16(truncatingIfNeeded: flags >> 20)),
                    reusedFrom: flags & 16 == 0 ? nil : (section: 0, row: Int(flags >> 50 & 63)), isItem: flags & 32 == 0)
            let record = ReplayRecord(
                time: Timestamp(nanoseconds: Int64(bitPattern: random.nextWord()) % 10_000_000_000_000),
                kind: kind, id: "r\(flags % 97)", of: flags & 64 == 0 ? nil : "of\(flags % 13)",
                event: flags & 128 == 0 ? nil : "e\(flags % 7)", state: states[Int((flags >> 8) % 7)],
                location: flags & 256 == 0 ? nil : Point(x: number(), y: number()), value: value,
                scheduled: flags & 512 == 0 ? nil : Timestamp(nanoseconds: Int64(bitPattern: random.nextWord()) % 1_000_000_000_000),
                motion: flags & 1024 == 0 ? nil : ScrollMotion(velocity: Point(x: number(), y: number()), target: Point(x: number(), y: number())),
                rowPath: row)
            #expect(check(record))
        }
    }
}
