import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

/// Every string from input is escaped where it is printed: a text record is one line whatever
/// its ids hold, a message never carries a terminal's control bytes, JSON Lines stay valid and
/// the timeline stays well-formed XML.
@Suite("escapes")
struct EscapeTests {
    /// A scene whose ids hold a newline, a forged record, ESC and BEL.
    static let scene = """
        {"scene": 1, "window": {"width": 320, "height": 480},
         "views": [{"id": "card\\u0000", "frame": [0, 0, 320, 480],
                    "recognizers": [{"id": "tap\\u001b[31m\\u0007", "type": "tap", "handlers": [{"id": "h\\r\\t\\u0085\\u202e"}]}],
                    "children": [{"id": "go\\n0.000    control   forged touchUpInside", "type": "button", "frame": [10, 10, 50, 50]}]}]}
        """
    static let trace = """
        {"trace": 1, "scene": "scene.json"}
        {"t": 0, "touch": 1, "phase": "began", "x": 20, "y": 20}
        {"t": 0.05, "touch": 1, "phase": "ended", "x": 20, "y": 20}
        {"t": 0.5, "touch": 2, "phase": "began", "x": 200, "y": 200}
        {"t": 0.55, "touch": 2, "phase": "ended", "x": 200, "y": 200}

        """

    static func folder() throws -> String {
        let directory = try CommandRunner.temporaryDirectory()
        try CommandRunner.write(scene, to: directory + "/scene.json")
        try CommandRunner.write(trace, to: directory + "/trace.jsonl")
        return directory
    }

    /// True when `text` holds a C0 or C1 control character (tabs and newlines included) or a
    /// bidirectional override.
    static func hasControls(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value) }
    }

    /// An id holding a newline used to print as two text lines, the second a forged record.
    @Test func aTextRecordIsOneLineWhateverItsIdsHold() throws {
        let directory = try Self.folder()
        let text = try CommandRunner.run(["replay", "trace.jsonl"], in: directory)
        let jsonl = try CommandRunner.run(["replay", "trace.jsonl", "--format", "jsonl"], in: directory)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(jsonl.status == 0)
        let textLines = text.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let jsonLines = jsonl.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(textLines.count == jsonLines.count)
        #expect(textLines.count >= 6)
        for line in textLines { #expect(!Self.hasControls(line), "\(line)") }
        #expect(text.stdout.contains("go\\u{a}0.000    control   forged touchUpInside touchDown"))
        #expect(text.stdout.contains("tap\\u{1b}[31m\\u{7}"))
        #expect(!text.stdout.contains("\n0.000    control   forged"))
        for line in jsonLines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["kind"] != nil, "\(line)")
        }
        #expect(jsonl.stdout.contains("\"id\":\"go\\n0.000    control   forged touchUpInside\""))
    }

    /// An unknown key holding ESC and BEL used to reach the terminal in the message.
    @Test func messagesCarryNoControlBytes() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try CommandRunner.write("{\"scene\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"views\": [], \"\\u001b]0;owned\\u0007\": 1}\n",
                                to: directory + "/scene.json")
        try CommandRunner.write("{\"trace\": 1}\n{\"t\": 0, \"do\": \"cancelHandlers\", \"target\": \"x\\u001b[2J\"}\n", to: directory + "/trace.jsonl")
        try CommandRunner.write("{\"trace\": 1}\n{\"t\": 0, \"touch\": 1, \"phase\": \"began\", \"x\": 1, \"y\": 1, \"\\u0007\": 2}\n",
                                to: directory + "/key.jsonl")
        try CommandRunner.write("{\"scene\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"views\": []}\n", to: directory + "/good.json")
        let calls = [["check", "scene.json"], ["replay", "trace.jsonl", "--scene", "good.json"], ["replay", "key.jsonl", "--scene", "good.json"]]
        for call in calls {
            let result = try CommandRunner.run(call, in: directory)
            #expect(result.status == 65, "\(call)")
            #expect(!Self.hasControls(result.stderr.dropLast()), "\(call): \(result.stderr)")
            #expect(result.stderr.contains("\\u{"), "\(call): \(result.stderr)")
        }
    }

    /// The expected and produced lines of a mismatch report come from files.
    @Test func aMismatchReportCarriesNoControlBytes() throws {
        let directory = try Self.folder()
        try CommandRunner.write("0.000    gesture   \u{1B}[2Jnothing\n", to: directory + "/expected.txt")
        let result = try CommandRunner.run(["replay", "trace.jsonl", "--expect", "expected.txt"], in: directory)
        #expect(result.status == 1)
        for line in result.stderr.split(separator: "\n") { #expect(!Self.hasControls(line), "\(line)") }
        #expect(result.stderr.contains("\\u{1b}[2Jnothing"))
    }

    @Test func theTimelineIsWellFormedWhateverTheIdsHold() throws {
        let directory = try Self.folder()
        let result = try CommandRunner.run(["timeline", "trace.jsonl", "-o", "t.svg"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/t.svg"))
        #expect(try XMLDocument(data: data).rootElement()?.name == "svg")
        #expect(!Self.hasControls(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\n", with: "")))
    }
}
