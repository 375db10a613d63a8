import Foundation
import Testing

/// What is printed as text is escaped wherever it comes from (issue 31, items 7-8): file
/// names and expectation lines in the `test` report, ids in `replay --explain`'s "because …"
/// lines. A line printed is one line, and input cannot drive the terminal.
@Suite("printing safely")
struct PrintingSafelyTests {
    /// A case name that forges report lines and a summary.
    static let forgedName = "a\n::error::forged\r100 passed, 0 failed\u{1B}[2J\u{202E}z"

    /// A corpus whose one case has a forging name and an expectation whose lines hold ESC, CR
    /// and a bidi override (it differs from the replay, so the report prints them).
    static func corpus() throws -> String {
        let directory = try CommandRunner.temporaryDirectory()
        let examples = CommandRunner.packageRoot + "/Examples/"
        try FileManager.default.copyItem(atPath: examples + "login-form.scene.json", toPath: directory + "/login-form.scene.json")
        let trace = try String(contentsOfFile: examples + "login-form.trace.jsonl", encoding: .utf8)
        try CommandRunner.write(trace, to: directory + "/" + forgedName + ".trace.jsonl")
        try CommandRunner.write("{\"t\":0,\"kind\":\"x\u{1B}]0;title\u{7}\",\"id\":\"y\u{202E}\rFAIL\"}\n", to: directory + "/" + forgedName + ".expected.jsonl")
        try CommandRunner.write(trace, to: directory + "/" + forgedName + "2.trace.jsonl")
        return directory
    }

    /// True when `text` holds a C0 or C1 control character (tabs and newlines included) or a
    /// bidirectional control.
    static func hasControls(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        }
    }

    /// The text report printed names and expected lines raw: a newline in a file name forged
    /// `::error::` and `100 passed` lines; ESC, CR and bidi reached the terminal.
    @Test func theTestReportEscapesNamesAndLines() throws {
        let directory = try Self.corpus()
        for arguments in [["test", "."], ["test", ".", "--update"]] {
            let result = try CommandRunner.run(arguments, in: directory)
            let lines = result.stdout.split(separator: "\n")
            for line in lines { #expect(!Self.hasControls(line), "\(arguments): \(line)") }
            #expect(!lines.contains { $0.hasPrefix("::error::") || $0.hasPrefix("100 passed") }, "\(result.stdout)")
            #expect(result.stdout.contains("a\\u{a}::error::forged\\u{d}100 passed"), "\(result.stdout)")
            #expect(!Self.hasControls(result.stderr.replacingOccurrences(of: "\n", with: "")), "\(result.stderr)")
        }
    }

    /// `replay --explain` printed ids raw in its "because …" lines: a view id forged a whole
    /// record with a plausible reason.
    @Test func becauseLinesEscapeIds() throws {
        let directory = try EscapeTests.folder()
        let result = try CommandRunner.run(["replay", "trace.jsonl", "--explain"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("because"))
        for line in result.stdout.split(separator: "\n") {
            #expect(!Self.hasControls(line), "\(line)")
            #expect(!line.hasPrefix("0.000    control   forged"), "\(line)")
        }
    }
}
