import ControlModel
import Testing

@testable import SceneFiles

/// A record's rare fields (value, scheduled time, motion, row) live in one shared box: a plain
/// record has none, and records stay independent values when one of them changes a field.
@Suite("Record details: out of line, nil for plain records, values for users")
struct ReplayRecordDetailsTests {
    static let motion = ScrollMotion(velocity: Point(x: 0, y: -1.5), target: Point(x: 0, y: 420))
    static let row = RowRecordPath(section: 1, row: 7, reusedFrom: (section: 0, row: 2), title: "Delete")

    @Test func aRecordWithoutRareFieldsHasNoBox() {
        let plain = ReplayRecord(
            time: .zero, kind: .gesture, id: "pan", state: .changed, location: Point(x: 1, y: 2))
        #expect(plain.details.isEmpty)
        #expect(ReplayRecord(time: .zero, kind: .handler, id: "onPan", of: "pan", state: .began).details.isEmpty)
        let scroll = ReplayRecord(time: .zero, kind: .scroll, id: "feed", event: "willEndDragging", motion: Self.motion)
        #expect(!scroll.details.isEmpty && scroll.motion == Self.motion && scroll.value == nil && scroll.rowPath == nil)
    }

    @Test func everyFieldReadsBackWhatWasGiven() {
        let record = ReplayRecord(
            time: .zero, kind: .handler, id: "onRow", of: "table", event: "didSelect", value: .number(3),
            scheduled: Timestamp(nanoseconds: 5), motion: Self.motion, rowPath: Self.row)
        #expect(record.value == .number(3))
        #expect(record.scheduled == Timestamp(nanoseconds: 5))
        #expect(record.motion == Self.motion)
        #expect(record.rowPath == Self.row && record.rowPath?.title == "Delete" && record.rowPath?.reusedFrom?.row == 2)
    }

    @Test func settingAFieldOfACopyLeavesTheOriginalAsItWas() {
        let original = ReplayRecord(time: .zero, kind: .row, id: "table", event: "didSelect", rowPath: Self.row)
        var copy = original
        copy.rowPath?.row = 9
        copy.scheduled = Timestamp(nanoseconds: 1)
        #expect(original.rowPath == Self.row && original.scheduled == nil)
        #expect(copy.rowPath?.row == 9 && copy.rowPath?.section == 1 && copy.scheduled == Timestamp(nanoseconds: 1))
        #expect(copy != original)
        copy.rowPath?.row = 7
        copy.scheduled = nil
        #expect(copy == original)
    }

    @Test func clearingTheLastFieldDropsTheBox() {
        var record = ReplayRecord(time: .zero, kind: .value, id: "slider", value: .number(0.5))
        record.value = nil
        #expect(record.details.isEmpty)
        #expect(record == ReplayRecord(time: .zero, kind: .value, id: "slider"))
    }
}
