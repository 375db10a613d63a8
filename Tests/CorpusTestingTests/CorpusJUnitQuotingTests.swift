import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings
@testable import Replay
@testable import CorpusTesting

/// Quotes in the JUnit report's attributes: a case named `say "hi"` is written so that an XML
/// parser reads the name, and the file, back with their quotes.
///
/// Source: W3C, Extensible Markup Language (XML) 1.0, section 2.3 (an attribute value in double
/// quotes cannot hold a literal `"`: it is written `&quot;`) and 4.6 (the predefined entities).
@Suite struct CorpusJUnitQuotingTests {
    @Test func aCaseNamedWithQuotesReadsBackWithThem() throws {
        let corpus = try CorpusFixture()
        defer { corpus.remove() }
        let trace = try corpus.read(corpus.path("good/map.trace.jsonl"))
        try corpus.add("quoted/say \"hi\".trace.jsonl", contents: trace.replacingOccurrences(of: "map.scene.json", with: "../good/map.scene.json"))
        try corpus.add("quoted/say \"hi\".expected.jsonl", contents: try corpus.read(corpus.path("good/map.expected.jsonl")))
        let summary = CorpusRunner().run(try CorpusDiscovery.discover([corpus.path("quoted")]))
        let elements = try CorpusJUnitTests.Elements.parse(CorpusJUnit.xml(summary))
        let testcase = try #require(elements.first { $0.name == "testcase" })
        #expect(testcase.attributes["name"] == "say \"hi\"")
        #expect(testcase.attributes["file"] == corpus.path("quoted/say \"hi\".trace.jsonl"))
        #expect(elements.filter { $0.name == "failure" || $0.name == "error" }.isEmpty)
    }
}
