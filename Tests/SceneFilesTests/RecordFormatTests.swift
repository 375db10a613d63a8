import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles

/// JSON Lines records (File formats): names escaped as JSON needs, and a stream that remembers its
/// last time writing exactly the lines each record gives on its own.
@Suite("Record format: JSON escapes and remembered times")
struct RecordFormatTests {
    private func line(_ record: ReplayRecord) -> String { RecordFormat.jsonl.line(for: record) }

    @Test func namesAreEscapedAsJSONNeeds() {
        let record = ReplayRecord(
            time: Timestamp(nanoseconds: 350_000_000), kind: .handler, id: "a\"b\\c\nd\re\tf\u{01}g\u{1F}h\u{7F}é",
            of: "tap", state: .ended, location: Point(x: 120.5, y: -0.0))
        #expect(
            line(record)
                == #"{"t":0.350000,"kind":"handler","id":"a\"b\\c\nd\re\tf\u0001g\u001fh"# + "\u{7F}é"
                + #"","of":"tap","state":"ended","x":120.5,"y":0.0}"#)
    }

    @Test func longAndEmptyNamesAreCopiedWhole() {
        let long = String(repeating: "recognizer-", count: 40) + "end"
        let record = ReplayRecord(time: .zero, kind: .control, id: long, event: "", scheduled: Timestamp(nanoseconds: -1_500))
        #expect(line(record) == #"{"t":0.000000,"kind":"control","id":""# + long + #"","event":"","scheduled":-0.000002}"#)
    }

    @Test func valuesAndScheduledTimes() {
        let on = ReplayRecord(time: Timestamp(nanoseconds: 1_000_000_499), kind: .value, id: "switch", value: .bool(true))
        let number = ReplayRecord(
            time: Timestamp(nanoseconds: 1_000_000_500), kind: .value, id: "slider", value: .number(0.1234565))
        let delayed = ReplayRecord(
            time: Timestamp(nanoseconds: 90_000_000_000), kind: .handler, id: "open", of: "single",
            state: .ended, location: Point(x: 2.675, y: 1e9), scheduled: Timestamp(nanoseconds: 89_999_999_999))
        #expect(line(on) == #"{"t":1.000000,"kind":"value","id":"switch","value":true}"#)
        #expect(line(number) == #"{"t":1.000001,"kind":"value","id":"slider","value":0.123457}"#)
        #expect(
            line(delayed)
                == #"{"t":90.000000,"kind":"handler","id":"open","of":"single","state":"ended","x":2.675,"y":1000000000.0,"scheduled":90.000000}"#
        )
    }

    /// The output stream writes with one ``RecentTimeText`` for the whole replay: repeated,
    /// changing, negative and huge times must come out as each record's own line.
    @Test func aRememberedTimeWritesWhatAFreshOneWrites() {
        let nanoseconds: [Int64] = [0, 0, 48_000_000, 48_000_000, 48_000_000, 48_000_001, 1_744_401_000, -5, -5, .max, .max, .min, 0]
        var times = RecentTimeText()
        for value in nanoseconds {
            let record = ReplayRecord(
                time: Timestamp(nanoseconds: value), kind: .gesture, id: "pan", state: .changed,
                location: Point(x: 30.45, y: 238.94))
            let bytes = [UInt8](unsafeUninitializedCapacity: RecordFormat.jsonBound(record)) { buffer, count in
                var writer = ByteWriter(buffer.baseAddress!)
                RecordFormat.writeJSON(record, to: &writer, times: &times)
                count = writer.cursor - buffer.baseAddress!
            }
            #expect(String(decoding: bytes, as: UTF8.self) == line(record))
        }
    }
}
