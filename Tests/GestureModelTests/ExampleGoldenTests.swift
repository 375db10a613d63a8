import ControlModel
import Testing

@testable import GestureModel

/// The examples a newcomer replays first: each trace's output must stay byte for byte what is
/// checked in next to it.
@Suite("Examples replay to their checked-in output")
struct ExampleGoldenTests {
    static let examples = URLPaths.examples

    static let names = ["photo-viewer", "settings", "mail-list", "map", "login-form"]

    static func replay(_ name: String, format: RecordFormat) throws -> String {
        var lines: [String] = []
        try TraceReplay.run(trace: "\(examples)/\(name).trace.jsonl") { lines.append(format.line(for: $0)) }
        return lines.map { $0 + "\n" }.joined()
    }

    static func read(_ path: String) throws -> String {
        String(decoding: try LineReader(path: path).readAll(), as: UTF8.self)
    }

    @Test(arguments: names)
    func jsonLinesMatchTheGolden(_ name: String) throws {
        let expected = try Self.read("\(Self.examples)/\(name).expected.jsonl")
        let actual = try Self.replay(name, format: .jsonl)
        #expect(actual == expected)
    }

    @Test func textOutputMatchesTheGolden() throws {
        let expected = try Self.read("\(Self.examples)/photo-viewer.expected.txt")
        #expect(try Self.replay("photo-viewer", format: .text) == expected)
    }

    /// Keeps what it is handed.
    final class Collector: ReplayRecordSink {
        var records: [ReplayRecord] = []
        func receive(_ record: consuming ReplayRecord) { records.append(record) }
    }

    @Test(arguments: names)
    func aSinkIsHandedTheSameRecordsAsAClosure(_ name: String) throws {
        let collector = Collector()
        try TraceReplay.run(trace: "\(Self.examples)/\(name).trace.jsonl", sink: collector)
        var lent: [ReplayRecord] = []
        try TraceReplay.run(trace: "\(Self.examples)/\(name).trace.jsonl") { lent.append($0) }
        #expect(!collector.records.isEmpty)
        #expect(collector.records == lent)
    }

    @Test(arguments: names)
    func replayIsDeterministic(_ name: String) throws {
        #expect(try Self.replay(name, format: .jsonl) == Self.replay(name, format: .jsonl))
    }
}

/// Paths of the repository's folders, found from this file's location.
enum URLPaths {
    static let packageRoot: String = {
        var path = "\(#filePath)"
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path
    }()
    static let examples = packageRoot + "/Examples"
}
