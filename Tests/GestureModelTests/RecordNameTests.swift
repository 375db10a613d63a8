import ControlModel
import Dispatch
import Synchronization
import Testing

@testable import GestureModel

/// Record names are interned: records hold numbers, yet give back exactly the bytes they were
/// made with, compare as their names do, and can be made and read from many threads at once.
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

    @Test func aNameIsQuotedAsTheRecordFormatQuotes() {
        for text in ["", "pan", "a\"b\\c\nd\re\tf\u{01}g\u{1F}h\u{7F}é", String(repeating: "long-", count: 50)] {
            var bytes = [UInt8](repeating: 0, count: 2 + 6 * text.utf8.count)
            let count = bytes.withUnsafeMutableBufferPointer { buffer in
                var writer = ByteWriter(buffer.baseAddress!)
                RecordFormat.putQuoted(text, to: &writer)
                return writer.cursor - buffer.baseAddress!
            }
            #expect(Array(RecordName(text).quoted) == Array(bytes[..<count]))
        }
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
