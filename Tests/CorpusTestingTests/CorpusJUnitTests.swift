import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@testable import GestureModel
@testable import CorpusTesting

/// The JUnit report CI systems read: parsed with an XML parser and checked field by field.
@Suite("Corpus JUnit report")
struct CorpusJUnitTests {
    /// The elements of a document in order: name, attributes, text inside.
    final class Elements: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String], text: String)] = []
        private var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            open.append(elements.count)
            elements.append((name, attributes, ""))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = open.last { elements[last].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        static func parse(_ xml: String) throws -> [(name: String, attributes: [String: String], text: String)] {
            let parser = XMLParser(data: Data(xml.utf8))
            let delegate = Elements()
            parser.delegate = delegate
            guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
            return delegate.elements
        }
    }

    @Test func theReportHoldsEveryCaseWithItsOutcome() throws {
        let corpus = try CorpusFixture()
        defer { corpus.remove() }
        try corpus.edit("good/map.expected.jsonl", replacing: "\"zoom\"", with: "\"zoom<&>\u{01}\"")
        try corpus.add("bad/broken.trace.jsonl", contents: "{\"trace\": 1, \"scene\": \"../good/map.scene.json\"}\n{\"t\": 2}\n")
        try corpus.add("bad/broken.expected.jsonl", contents: "")
        try corpus.add("skip/lonely.trace.jsonl", contents: "")
        let summary = CorpusRunner().run(try CorpusDiscovery.discover([corpus.root]))
        let xml = CorpusJUnit.xml(summary)
        let elements = try Elements.parse(xml)

        #expect(elements.map(\.name) == [
            "testsuites", "testsuite", "testcase", "error", "testcase", "testcase", "testcase", "failure", "testcase", "testcase",
            "testcase", "testcase", "skipped",
        ])
        for suite in elements.prefix(2) {
            #expect(suite.attributes["name"] == "bk-events test")
            #expect(suite.attributes["tests"] == "8")
            #expect(suite.attributes["failures"] == "1")
            #expect(suite.attributes["errors"] == "1")
            #expect(suite.attributes["skipped"] == "1")
            #expect(Double(suite.attributes["time"] ?? "") != nil)
        }
        let testcases = elements.filter { $0.name == "testcase" }
        let folder = corpus.root.split(separator: "/").joined(separator: ".")
        #expect(testcases.map { $0.attributes["name"]! } == ["broken", "login-form", "mail-list", "map", "photo-viewer", "taps", "settings", "lonely"])
        #expect(testcases.map { $0.attributes["classname"]! } == [
            "\(folder).bad", "\(folder).good", "\(folder).good", "\(folder).good", "\(folder).good", "\(folder).recordings", "\(folder).settings", "\(folder).skip",
        ])
        #expect(testcases[3].attributes["file"] == corpus.path("good/map.trace.jsonl"))
        #expect(testcases.allSatisfy { Double($0.attributes["time"] ?? "") != nil })

        let error = try #require(elements.first { $0.name == "error" })
        #expect(error.attributes["type"] == "bad file")
        #expect(error.attributes["message"] == corpus.path("bad/broken.trace.jsonl") + ":2:1: error: missing key 'touch'")
        let failure = try #require(elements.first { $0.name == "failure" })
        guard case .failed(let mismatches)? = summary.results.first(where: { $0.corpusCase.key == "good/map" })?.outcome else {
            Issue.record("map should fail")
            return
        }
        #expect(failure.attributes["type"] == "mismatch")
        #expect(failure.attributes["message"] == mismatches[0].summary)
        // the body is the summary and the diff, the control character replaced (XML 1.0 has none)
        #expect(failure.text == mismatches[0].summary + "\n" + mismatches[0].diff.replacingOccurrences(of: "\u{01}", with: "\u{FFFD}"))
        #expect(failure.text.contains("zoom<&>\u{FFFD}"))
        let skipped = try #require(elements.first { $0.name == "skipped" })
        #expect(skipped.attributes["message"]?.hasPrefix("no expectation file") == true)
    }

    @Test func updatedCasesPassWithTheFilesTheyRewroteAsOutput() throws {
        let corpus = try CorpusFixture()
        defer { corpus.remove() }
        try corpus.edit("good/map.expected.jsonl", replacing: "\"zoom\"", with: "\"zoomed\"")
        let summary = CorpusRunner(update: true).run(try CorpusDiscovery.discover([corpus.path("good/map.trace.jsonl")]))
        let elements = try Elements.parse(CorpusJUnit.xml(summary))
        #expect(elements.map(\.name) == ["testsuites", "testsuite", "testcase", "system-out"])
        #expect(elements[1].attributes["failures"] == "0")
        #expect(elements[3].text == "updated \(corpus.path("good/map.expected.jsonl"))")
    }
}
