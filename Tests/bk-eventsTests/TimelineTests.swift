import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The SVG timeline of each example is well-formed, self-contained and byte-for-byte what is
/// checked in (`Tests/bk-eventsTests/Golden`).
@Suite("timeline pictures")
struct TimelineTests {
    static let names = ["photo-viewer", "settings", "mail-list", "map", "login-form"]

    @Test(arguments: names)
    func timelineMatchesTheGoldenAndIsWellFormed(_ name: String) throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["timeline", "Examples/\(name).trace.jsonl", "-o", directory + "/t.svg"])
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/t.svg"))
        let golden = try Data(contentsOf: URL(fileURLWithPath: CommandRunner.packageRoot + "/Tests/bk-eventsTests/Golden/\(name).timeline.svg"))
        #expect(data == golden)
        let document = try XMLDocument(data: data)
        #expect(document.rootElement()?.name == "svg")
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("<script"))
        #expect(!text.contains("href"))
    }

    @Test func timelineNamesEveryLane() throws {
        let directory = try CommandRunner.temporaryDirectory()
        _ = try CommandRunner.run(["timeline", "Examples/login-form.trace.jsonl", "-o", directory + "/t.svg"])
        let text = try String(contentsOfFile: directory + "/t.svg", encoding: .utf8)
        for lane in ["touch 1", "dismissKeyboard", "signIn", "rating", "hideKeyboard", "submit"] {
            #expect(text.contains(">\(lane)</text>"), "\(lane)")
        }
        #expect(text.contains("submit cancelled at 2.200"))
    }
}
