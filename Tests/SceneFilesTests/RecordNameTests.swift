import ControlModel
import Dispatch
import Synchronization
import Testing

@testable import GestureModel
@testable import SceneFiles

/// Record names (short ones inside the value, long ones shared by the records that name them and
/// gone with the last of them): they give back exactly the bytes they were made with, compare as their names do, and can be made and
/// read from many threads at once.
@Suite("Record names: exact, freed when unused, shared between threads")
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

    @Test func namesThatFitInsideTheValueAreKeptInIt() {
        let record = ReplayRecord(time: .zero, kind: .handler, id: "handler-60000", of: "pan403", event: "touchUpInside")
        for name in [record.idName, record.ofName, record.eventName] {
            guard case .inline = name?.storage else {
                Issue.record("\(String(describing: name)) is not inline")
                continue
            }
        }
        #expect(record.id == "handler-60000" && record.of == "pan403" && record.event == "touchUpInside")
    }

    @Test func aLongNameGoesWithTheLastRecordThatNamesIt() {
        // before, the process table kept every long name for the life of the process (about
        // 250 bytes each, 50 MB per 200,000 distinct names)
        weak var kept: LongRecordName?
        do {
            let long = "a-name-longer-than-sixteen-bytes"
            var records: [ReplayRecord] = []
            for index in 0..<1_000 {
                records.append(ReplayRecord(time: .zero, kind: .handler, id: index == 0 ? long : "h\(index)", of: "pan"))
            }
            guard case .long(let name) = records[0].idName.storage else {
                Issue.record("a long name is not long")
                return
            }
            kept = name
            let copies = records + records
            #expect(copies[1_000].id == long && RecordName(long) == copies[0].idName)
            #expect(RecordName(long).hashValue == copies[0].idName.hashValue)
        }
        #expect(kept == nil)
    }

    @Test func aSceneWithLongIdsLeavesNoneOfThemOnceItAndItsRecordsGo() throws {
        weak var kept: LongRecordName?
        do {
            let source = """
                {"window": {"width": 390, "height": 844},
                 "views": [{"id": "a-button-with-a-long-identifier", "type": "button", "frame": [0, 0, 100, 100],
                            "handlers": [{"id": "a-handler-with-a-long-identifier", "events": ["touchUpInside"]}]}]}
                """
            var records: [ReplayRecord] = []
            let scene = try SceneLoader.load(bytes: Array(source.utf8), file: "long.json") { records.append($0) }
            scene.window.touchDown(at: Point(x: 10, y: 10)).lift()
            let handler = try #require(records.first { $0.kind == .handler })
            #expect(handler.id == "a-handler-with-a-long-identifier" && handler.of == "a-button-with-a-long-identifier")
            guard case .long(let name) = handler.idName.storage else {
                Issue.record("a long name is not long")
                return
            }
            kept = name
        }
        #expect(kept == nil)
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
        let threads = 8, perThread = 500
        let mismatches = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var made: [(String, RecordName)] = []
            for index in 0..<perThread {
                let text = "thread \(thread) name \(index) " + String(repeating: "x", count: index % 40)
                made.append((text, RecordName(text)))
                // read back one made earlier
                let (earlier, name) = made[index / 2]
                if name.string != earlier || RecordName(earlier) != name { mismatches.add(1, ordering: .relaxed) }
            }
            for (text, name) in made where name.string != text { mismatches.add(1, ordering: .relaxed) }
        }
        #expect(mismatches.load(ordering: .relaxed) == 0)
    }
}
