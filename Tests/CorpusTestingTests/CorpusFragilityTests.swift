import Foundation
import Synchronization
import Testing

@testable import GestureModel
@testable import CorpusTesting

/// `bk-events test --fragile` as the runner sees it: a listener made per case hears the very
/// replay the case is checked with (beside the reasons of an explained expectation), and the
/// text, JSON Lines and JUnit reports carry what it found for the cases that passed.
@Suite("Corpus fragility")
struct CorpusFragilityTests {
    /// Lists the recognitions it hears ("ID ended at T"), and counts the cases it was made for.
    final class Endings: CorpusCaseListener {
        static let made = Mutex(0)
        var lines: [String] = []
        init() { Self.made.withLock { $0 += 1 } }
        var detail: GestureEventDetail { .decisions }
        func receive(_ event: GestureEvent) {
            guard case .transition(let recognizer, .ended, _, _) = event.kind else { return }
            lines.append("\(recognizer.identifier ?? "?") ended at \(event.time.formatted(decimals: 2))")
        }
        func finish() -> [String] { lines }
    }

    @Test func aListenerHearsEachCaseAndOnlyPassingCasesKeepWhatItFound() throws {
        let corpus = try CorpusFixture()
        defer { corpus.remove() }
        try corpus.edit("good/map.expected.jsonl", replacing: "\"zoom\"", with: "\"zoomed\"")
        // reasons on for the photo viewer: its scene's listener and ours share the window
        try corpus.add("good/photo-viewer.explained.txt", contents: corpus.read(CorpusFixture.examples + "/photo-viewer.explained.txt"))
        Endings.made.withLock { $0 = 0 }
        let summary = CorpusRunner(workers: 2, listener: { Endings() }).run(try CorpusDiscovery.discover([corpus.root]))
        #expect(Endings.made.withLock { $0 } == 6)
        #expect(summary.checksFragility)
        #expect(summary.explained == 1)

        // the Examples' expectation: single ended at 0.91, double at 2.24
        let photo = try #require(summary.results.first { $0.corpusCase.key == "good/photo-viewer" })
        #expect(photo.status == "passed")
        #expect(photo.fragile == ["single ended at 0.91", "double ended at 2.24"])
        // the failed case keeps nothing
        let map = try #require(summary.results.first { $0.corpusCase.key == "good/map" })
        #expect(map.status == "failed")
        #expect(map.fragile.isEmpty)
        let fragile = summary.results.filter { !$0.fragile.isEmpty }.count
        #expect(summary.fragile == fragile)
        #expect(summary.line == "5 passed (\(fragile) fragile), 1 failed")
    }

    @Test func theReportsCarryTheFragileLines() throws {
        let corpus = try CorpusFixture()
        defer { corpus.remove() }
        let cases = try CorpusDiscovery.discover([corpus.root])
        var results = CorpusRunner().run(cases).results
        let line = "2.240  double ended  tapInterval: 0.34 s ≤ 0.35 s, 0.01 s to spare <&> (else failed)"
        let index = try #require(results.firstIndex { $0.corpusCase.key == "good/photo-viewer" })
        results[index].fragile = [line, "\u{01}"]
        var summary = CorpusSummary(results: results, wallTime: .zero, workers: 1)
        summary.checksFragility = true

        #expect(CorpusReport.text(results[index]) == """
            FRAGILE \(results[index].corpusCase.name): 2 decisions pass by a hair
                \(line)
                \\u{1}

            """)
        #expect(CorpusReport.jsonLine(results[index]).hasSuffix(#","fragile":["\#(line)","\u0001"]}"# + "\n"))
        #expect(CorpusReport.jsonSummary(summary).hasSuffix(#""threads":1,"fragile":1}}"# + "\n"))
        #expect(summary.line == "6 passed (1 fragile), 0 failed")

        // valid XML: the property and the lines, escaped
        let elements = try CorpusJUnitTests.Elements.parse(CorpusJUnit.xml(summary))
        #expect(elements.filter { $0.name == "property" }.map(\.attributes) == [["name": "fragile", "value": "2"]])
        #expect(elements.filter { $0.name == "system-out" }.map(\.text) == ["fragile: \(line)\nfragile: \u{FFFD}"])
    }

    @Test func withoutAListenerNothingChanges() throws {
        let corpus = try CorpusFixture()
        defer { corpus.remove() }
        let summary = CorpusRunner().run(try CorpusDiscovery.discover([corpus.root]))
        #expect(!summary.checksFragility)
        #expect(summary.results.allSatisfy { $0.fragile.isEmpty })
        #expect(!CorpusReport.jsonSummary(summary).contains("fragile"))
        #expect(summary.line == "6 passed, 0 failed")
        #expect(!CorpusJUnit.xml(summary).contains("fragile"))
    }
}
