import Testing

@testable import GestureModel
@testable import CorpusTesting

/// `--filter` patterns with wildcards: `?` stands for exactly one character — never none — and
/// `*` for any run of characters; such a pattern matches the whole name.
///
/// Source: POSIX's pattern matching notation (XCU 2.13.1, used by `fnmatch` and the shell): "A
/// <question-mark> is a pattern that shall match any character", "An <asterisk> is a pattern
/// that shall match multiple characters"; the filter's own rule in CheckingACorpusOfTraces.md.
@Suite struct CorpusFilterTests {
    let viewer = CorpusCase(name: "Examples/photo-viewer", input: .trace("x"), expectations: [])

    /// `photo-viewer?` needs one more character than `photo-viewer` has.
    @Test func aQuestionMarkNeedsOneCharacter() {
        #expect(!viewer.matches("Examples/photo-viewer?"))
        #expect(!viewer.matches("?Examples/photo-viewer"))
        #expect(!viewer.matches("Examples/photo-?viewer"))
        #expect(viewer.matches("Examples/photo?viewer"))
        #expect(viewer.matches("?xamples/photo-viewe?"))
    }

    /// `*` takes any run, none included, but the pattern still matches the whole name.
    @Test func anAsteriskTakesAnyRunButTheWholeNameMustMatch() {
        #expect(viewer.matches("Examples/photo-viewer*"))
        #expect(viewer.matches("*photo-viewer"))
        #expect(!viewer.matches("*photo"))
        #expect(!viewer.matches("Examples/*-viewers"))
    }
}
