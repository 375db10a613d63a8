import ControlModel
import Dispatch
import Synchronization
import Testing

@testable import GestureModel

/// Record names are plain values (short ones inside the value, long ones interned): they give
/// back exactly the bytes they were made with, compare as their names do, and can be made and
/// read from many threads at once.
@Suite("Record names: interned, exact, shared between threads")
struct RecordNameTests {
    @Test func theSameBytesGiveTheSameNameAndDifferentBytesDifferentOnes() {
        #expect(RecordName("onPan") == RecordName("onPan"))
        #expect(RecordName("onPan") != RecordName("onpan"))
        // equal as Swift strings, but not the same bytes: each keeps its own
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        #expect(composed == decomposed)
        #expect(RecordName(composed) != RecordName(decomposed))
        #expect(Array(RecordName(decomposed).string.utf8) == Array(decomposed.utf8))
        #expect(Array(RecordName(composed).string.utf8) == Array(composed.utf8))
    }

    /// Names around the 16 bytes kept inside the value, multi-byte characters across the limit,
    /// and names that need an escape.
    static let edgeNames = [
        "", "pan", "a\"b\\c\nd\re\tf\u{01}g\u{1F}h\u{7F}é", String(repeating: "long-", count: 50),
        "fifteen-bytes-x", "sixteen-bytes-xx", "seventeen-bytes-x", "fourteen-byte\u{E9}", "fifteen-bytes-\u{E9}",
        "\u{1F600}\u{1F600}\u{1F600}\u{1F600}", "\u{1F600}\u{1F600}\u{1F600}\u{1F600}x", "tab\tin", "\u{7F}",
    ]

    @Test(arguments: edgeNames)
    func aNameGivesBackItsExactText(_ text: String) {
        #expect(Array(RecordName(text).string.utf8) == Array(text.utf8))
        #expect(RecordName(text) == RecordName(text))
    }

    @Test func aNameIsQuotedAsTheRecordFormatQuotes() {
        for text in Self.edgeNames {
            var bytes = [UInt8](repeating: 0, count: 2 + 6 * text.utf8.count)
            let count = bytes.withUnsafeMutableBufferPointer { buffer in
                var writer = ByteWriter(buffer.baseAddress!)
                RecordFormat.putQuoted(text, to: &writer)
                return writer.cursor - buffer.baseAddress!
            }
            #expect(RecordName(text).quotedBytes == Array(bytes[..<count]))
        }
    }

    @Test func namesThatFitInsideTheValueNeverGrowTheProcessTable() {
        // 200,000 distinct names of at most 16 bytes: the table kept every one of them before,
        // about 250 bytes each, for the life of the process
        var records: [ReplayRecord] = []
        for index in 0..<200_000 {
            let record = ReplayRecord(time: .zero, kind: .handler, id: "handler-\(index)", of: "pan\(index % 977)", event: "touchUpInside")
            if index % 20_000 == 0 { records.append(record) }
        }
        let kept = (0..<200_000).filter { RecordNameTable.shared.contains("handler-\($0)") }.count
        #expect(kept == 0)
        #expect(!RecordNameTable.shared.contains("touchUpInside"))
        #expect(records[3].id == "handler-60000" && records[3].of == "pan403" && records[3].event == "touchUpInside")
        // a long one is interned, once however often it is made
        let long = "a-name-longer-than-sixteen-bytes"
        #expect(RecordName(long) == RecordName(long))
        #expect(RecordNameTable.shared.contains(long))
    }

    @Test func anEmptyNameIsNotAMissingOne() {
        var record = ReplayRecord(time: .zero, kind: .handler, id: "", of: "", event: "")
        #expect(record.id == "" && record.of == "" && record.event == "")
        record.of = nil
        record.event = nil
        #expect(record.of == nil && record.event == nil && record.id == "")
        #expect(record != ReplayRecord(time: .zero, kind: .handler, id: "", of: "", event: ""))
        #expect(RecordFormat.jsonl.line(for: record) == #"{"t":0.000000,"kind":"handler","id":""}"#)
    }

    @Test func recordsGiveBackTheirNamesAndCompareByThem() {
        var record = ReplayRecord(time: .zero, kind: .handler, id: "onTap", of: "tap", event: "touchUpInside")
        #expect(record.id == "onTap" && record.of == "tap" && record.event == "touchUpInside")
        #expect(record == ReplayRecord(time: .zero, kind: .handler, id: "onTap", of: "tap", event: "touchUpInside"))
        record.of = nil
        record.id = "other"
        #expect(record.of == nil && record.id == "other")
        #expect(record != ReplayRecord(time: .zero, kind: .handler, id: "onTap", event: "touchUpInside"))
    }

    @Test func recordsWithCanonicallyEquivalentNamesAreEqualYetKeepTheirBytes() {
        let composed = ReplayRecord(time: .zero, kind: .control, id: "caf\u{E9}", of: "x")
        let decomposed = ReplayRecord(time: .zero, kind: .control, id: "cafe\u{301}", of: "x")
        #expect(composed == decomposed)
        #expect(Array(decomposed.id.utf8) == Array("cafe\u{301}".utf8))
        #expect(composed != ReplayRecord(time: .zero, kind: .control, id: "caf\u{E9}"))
    }

    @Test func namesMadeAndReadOnManyThreadsAtOnceStayExact() {
        // enough names that the table grows several times while others read
        let threads = 8, perThread = 500
        let mismatches = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var made: [(String, RecordName)] = []
            for index in 0..<perThread {
                let text = "thread \(thread) name \(index) " + String(repeating: "x", count: index % 40)
                made.append((text, RecordName(text)))
                // read back one made earlier while the table may be growing
                let (earlier, name) = made[index / 2]
                if name.string != earlier || RecordName(earlier) != name { mismatches.add(1, ordering: .relaxed) }
            }
            for (text, name) in made where name.string != text { mismatches.add(1, ordering: .relaxed) }
        }
        #expect(mismatches.load(ordering: .relaxed) == 0)
    }
}
