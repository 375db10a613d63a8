import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Replay
@testable import CorpusTesting
@testable import TestFixtures

/// The examples a newcomer replays first are a corpus: each trace's output must stay what is
/// checked in next to it, as `bk-events test Examples` checks.
@Suite("Examples replay to their checked-in output")
struct ExampleGoldenTests {
    static let examples = URLPaths.examples

    static let names = ["photo-viewer", "settings", "mail-list", "map", "login-form", "feed", "carousel", "fling", "photo-zoom", "delete-photo", "sign-in", "inbox", "swipe-delete", "photo-grid"]

    static func replay(_ name: String, format: RecordFormat) throws -> String {
        var lines: [String] = []
        try TraceReplay.run(trace: "\(examples)/\(name).trace.jsonl") { lines.append(format.line(for: $0)) }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The recording examples, one a format, each with its scene and expected output.
    static let recordings = ["evtest/atmel-mxt-touchscreen_5-taps", "getevent/galaxys_protoA_open-calendar_drag-2-taps", "libinput/atmel-mxt_2f-press-hold-release"]

    @Test func theExamplesAreACorpusThatPasses() throws {
        let cases = try CorpusDiscovery.discover([Self.examples])
        #expect(cases.map(\.key) == (Self.recordings + Self.names).sorted())
        // photo-viewer is checked in both formats, and with its reasons in text; login-form with
        // its reasons in JSON Lines too (the same lines as docs/explain: replay --explain's)
        let withReasons = cases.flatMap(\.expectations).filter(\.explained).map(\.path)
        #expect(withReasons == [Self.examples + "/login-form.explained.jsonl", Self.examples + "/photo-viewer.explained.txt"])
        #expect(cases.flatMap(\.expectations).filter { !$0.explained }.map(\.format) == Array(repeating: .jsonl, count: 13) + [.text, .jsonl, .jsonl, .jsonl, .jsonl])
        let summary = CorpusRunner().run(cases)
        for result in summary.results {
            #expect(result.outcome == .passed, "\(CorpusReport.text(result)) (after an intended change: bk-events test Examples --update)")
        }
        #expect(summary.line == "17 passed, 0 failed")
        #expect(summary.explained == 2)
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
