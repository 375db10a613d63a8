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

    /// Two taps far apart in time: a tiny trace spanning `span` seconds.
    static func sparseTrace(span: String) -> String {
        """
        {"trace": 1, "scene": "\(CommandRunner.packageRoot)/Examples/photo-viewer.scene.json"}
        {"t": 0, "touch": 1, "phase": "began", "x": 100, "y": 200}
        {"t": 0.1, "touch": 1, "phase": "ended", "x": 100, "y": 200}
        {"t": \(span), "touch": 2, "phase": "began", "x": 100, "y": 200}
        {"t": \(span), "touch": 2, "phase": "ended", "x": 100, "y": 200}

        """
    }

    /// The picture's size used to follow the time span (a tick per second and 100 px a second:
    /// 1e7 s took 42 s, 3 GB of memory and a 1.6 GB file; 1e8 s, 12.7 GB): it is bounded by
    /// its pixels, the ticks spread to fit.
    @Test(arguments: ["1e6", "1e9"])
    func aLongSpanMakesABoundedPicture(_ span: String) throws {
        let directory = try CommandRunner.temporaryDirectory()
        try CommandRunner.write(Self.sparseTrace(span: span), to: directory + "/sparse.jsonl")
        let result = try CommandRunner.run(["timeline", "sparse.jsonl", "-o", "t.svg"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/t.svg"))
        #expect(data.count < 200_000, "\(data.count) bytes")
        #expect(try XMLDocument(data: data).rootElement()?.name == "svg")
        let text = String(decoding: data, as: UTF8.self)
        let svg = text.components(separatedBy: "<svg ").dropFirst().first ?? ""
        let width = Double(svg.components(separatedBy: "width=\"").dropFirst().first?.prefix { $0 != "\"" } ?? "") ?? .infinity
        #expect(width <= 30_000 + 150 + 160, "\(width)")
        let ticks = text.components(separatedBy: " s</text>").count - 1
        #expect(ticks >= 5 && ticks <= 500, "\(ticks) ticks")
    }

    /// A long trace used to be held whole (1M samples: 155 MB, a 54 MB picture): the picture
    /// holds at most a bounded number of marks and lanes, stops at the time the bound was
    /// reached, says so in the picture, and a warning names the cause.
    @Test func aLongTraceIsCutAtTheBoundWithAWarning() throws {
        var trace = "{\"trace\": 1, \"scene\": \"\(CommandRunner.packageRoot)/Examples/photo-viewer.scene.json\"}\n"
        for index in 0..<1_100 {
            let start = Double(index)
            trace += "{\"t\": \(start), \"touch\": 1, \"phase\": \"began\", \"x\": 100, \"y\": 200}\n"
            trace += "{\"t\": \(start + 0.05), \"touch\": 1, \"phase\": \"ended\", \"x\": 100, \"y\": 200}\n"
        }
        let directory = try CommandRunner.temporaryDirectory()
        try CommandRunner.write(trace, to: directory + "/long.jsonl")
        let result = try CommandRunner.run(["timeline", "long.jsonl", "-o", "t.svg"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == """
            warning: the timeline stops at t = 997.000 s, where it reached its bound of 1000 lanes; the replay went on to \
            t = 1099.400 s (replay with --until, or cut the trace, to draw a later part)

            """)
        let text = try String(contentsOfFile: directory + "/t.svg", encoding: .utf8)
        // the recognizers double and single and the handler open take 3 lanes, the taps the 997 others
        #expect(text.contains(">touch 1 #997</text>"))
        #expect(!text.contains(">touch 1 #998</text>"))
        #expect(text.contains("cut at t = 997.000 s (bound of 1000 lanes)"))
        #expect(try XMLDocument(data: Data(text.utf8)).rootElement()?.name == "svg")
    }
}
