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

    /// A text field's lane shows its focus (editingDidBegin) and the text typed, the last of a
    /// burst, a secure field's as bullets.
    @Test func aTextFieldsLaneShowsItsFocusAndTypedText() throws {
        let directory = try CommandRunner.temporaryDirectory()
        _ = try CommandRunner.run(["timeline", "Examples/login-form.trace.jsonl", "-o", directory + "/t.svg"])
        let text = try String(contentsOfFile: directory + "/t.svg", encoding: .utf8)
        #expect(text.contains(">editingDidBegin</tspan>"))
        #expect(text.contains(">= &quot;ada&quot; (last of 6)</tspan>"))
        #expect(text.contains(">= &quot;••&quot; (last of 2)</tspan>"))
        #expect(!text.contains("&quot;pw&quot;"))
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

    // MARK: Scroll lanes

    /// A scene of one scroll view, 390 × 844 with content 3000 tall (it scrolls vertically).
    static let scrollScene = """
        {"scene": 1, "window": {"width": 390, "height": 844},
         "views": [{"id": "feed", "type": "scroll", "frame": [0, 0, 390, 844], "contentSize": [390, 3000]}]}
        """

    /// A trace on `scene`: one finger landing at (200, 600), moving to each of `moves`
    /// (time, y), and lifting at `lift` where it last was.
    static func dragTrace(scene: String, moves: [(time: Double, y: Double)], lift: Double) -> String {
        var trace = "{\"trace\": 1, \"scene\": \"\(scene)\"}\n{\"t\": 0, \"touch\": 1, \"phase\": \"began\", \"x\": 200, \"y\": 600}\n"
        for move in moves { trace += "{\"t\": \(move.time), \"touch\": 1, \"phase\": \"moved\", \"x\": 200, \"y\": \(move.y)}\n" }
        trace += "{\"t\": \(lift), \"touch\": 1, \"phase\": \"ended\", \"x\": 200, \"y\": \(moves.last?.y ?? 600)}\n"
        return trace
    }

    /// Draws `trace` on the scroll scene; the picture's text.
    static func drawScroll(_ trace: String) throws -> String {
        let directory = try CommandRunner.temporaryDirectory()
        try CommandRunner.write(scrollScene, to: directory + "/scroll.scene.json")
        try CommandRunner.write(trace.replacingOccurrences(of: "SCENE", with: directory + "/scroll.scene.json"), to: directory + "/drag.jsonl")
        let result = try CommandRunner.run(["timeline", "drag.jsonl", "-o", "t.svg"], in: directory)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        return try String(contentsOfFile: directory + "/t.svg", encoding: .utf8)
    }

    /// The points of the polyline whose title starts with `title`.
    static func polyline(_ text: String, titled title: String) -> [(x: Double, y: Double)] {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("<polyline ") && $0.contains("<title>\(title)") }),
            let points = line.components(separatedBy: "points=\"").dropFirst().first?.prefix(while: { $0 != "\"" })
        else { return [] }
        return points.split(separator: " ").map { pair in
            let numbers = pair.split(separator: ",").map { Double($0) ?? .nan }
            return (numbers.first ?? .nan, numbers.last ?? .nan)
        }
    }

    /// A slow drag (4 pt every 20 ms, 200 pt/s: under the 250 pt/s that starts momentum), held
    /// still until the lift at 1 s: the scroll view's lane draws its y offset (x did not move)
    /// and marks where dragging began and ended, with the moment and offset as hover text.
    @Test func aScrollViewGetsALaneOfItsOffsetWithItsMoments() throws {
        let moves = (1...30).map { (time: Double($0) * 0.02, y: 600 - 4 * Double($0)) }
        let trace = Self.dragTrace(scene: "SCENE", moves: moves, lift: 1)
        let text = try Self.drawScroll(trace)
        #expect(try XMLDocument(data: Data(text.utf8)).rootElement()?.name == "svg")
        #expect(text.contains(">feed</text>"))
        // the pan begins at 0.06 s (12 pt: past its 10 pt hysteresis) with the offset at 0 and
        // moves it by the finger's travel less the hysteresis, 2 pt to 110 pt at 0.6 s
        #expect(text.contains("<title>feed willBeginDragging at 0.060 s, offset (0.0, 0.0)</title>"))
        #expect(text.contains("<title>feed didEndDragging at 1.000 s, offset (0.0, 110.0), willDecelerate false,"))
        #expect(text.contains(">drag</text>") && text.contains(">lift</text>") && !text.contains(">rest</text>"))
        #expect(!text.contains("content offset x"))
        let points = Self.polyline(text, titled: "feed content offset y from 0.0 (bottom) to 110.0 (top)")
        // a second of trace is 1000 px from x = 150; the lane is the third (40 px of axis, then
        // the touch and feed.pan, 28 px each): its top is at 96 and its lines run from 154
        // (offset 0) up to 110 (offset 110). Offset 50 at 0.3 s: (450, 154 − 50/110 · 44 = 134).
        #expect(points.count == 29, "\(points)")
        #expect(points.contains { abs($0.x - 450) < 0.001 && abs($0.y - 134) < 0.001 }, "\(points)")
        #expect(points.first.map { abs($0.x - 210) < 0.001 && abs($0.y - 153.2) < 0.001 } == true, "\(points)")
        #expect(points.last.map { abs($0.x - 1150) < 0.001 && abs($0.y - 110) < 0.001 } == true, "\(points)")
        // the same input gives the same bytes
        #expect(try Self.drawScroll(trace) == text)
    }

    /// A quick drag leaves the content moving: the lift says it will decelerate, with the
    /// velocity and target, and a marker shows where it came to rest on the target.
    @Test func aFlingIsMarkedAtTheLiftAndWhereTheContentRests() throws {
        let moves = (1...10).map { (time: Double($0) * 0.016, y: 600 - 30 * Double($0)) }
        let text = try Self.drawScroll(Self.dragTrace(scene: "SCENE", moves: moves, lift: 0.176))
        guard let lift = text.components(separatedBy: "<title>feed didEndDragging at 0.176 s, offset (0.0, 290.0), willDecelerate true, velocity ").dropFirst().first,
            let target = lift.components(separatedBy: "target (0.0, ").dropFirst().first?.prefix(while: { $0 != ")" })
        else {
            Issue.record("no lift marker with its motion")
            return
        }
        #expect(text.contains(">lift, decelerates</text>") && text.contains(">rest</text>"))
        #expect(text.contains("feed didEndDecelerating at ") && text.contains(" s, offset (0.0, \(target))</title>"))
        #expect(!Self.polyline(text, titled: "feed content offset y from 0.0 (bottom) to \(target) (top)").isEmpty)
    }

    /// The lane used to be able to grow with the trace: a finger going up and down for 5 s
    /// gives a didScroll per move, thousands of them, but the picture (1000 px of plot) draws
    /// at most one point per pixel column, and twice as many moves make it no larger.
    @Test func aLongScrollMakesABoundedLane() throws {
        func wave(every step: Double) -> String {
            let count = Int((5 / step).rounded())
            let moves = (1...count).map { index -> (time: Double, y: Double) in
                let time = Double(index) * step
                let phase = time.truncatingRemainder(dividingBy: 2)
                return ((time * 10_000).rounded() / 10_000, 600 - 400 * (phase < 1 ? phase : 2 - phase))
            }
            return Self.dragTrace(scene: "SCENE", moves: moves, lift: 5.2)
        }
        let coarse = try Self.drawScroll(wave(every: 0.002)), fine = try Self.drawScroll(wave(every: 0.001))
        for text in [coarse, fine] {
            let svg = text.components(separatedBy: "<svg ").dropFirst().first ?? ""
            let width = Double(svg.components(separatedBy: "width=\"").dropFirst().first?.prefix { $0 != "\"" } ?? "") ?? .infinity
            let plot = width - 150 - 160
            let line = text.split(separator: "\n").first { $0.hasPrefix("<polyline ") && $0.contains("<title>feed content offset y") } ?? ""
            let points = line.split(separator: " ").count
            #expect(points > 500 && Double(points) <= plot + 10, "\(points) points on \(plot) px")
        }
        #expect(Double(fine.utf8.count) < Double(coarse.utf8.count) * 1.05, "\(coarse.utf8.count) -> \(fine.utf8.count) bytes")
    }

    /// Draws the example `name` with `--explain` (or without); the picture's text.
    static func draw(_ name: String, explain: Bool) throws -> String {
        let result = try CommandRunner.run(["timeline", "Examples/\(name).trace.jsonl", "-o", "-"] + (explain ? ["--explain"] : []))
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        return result.stdout
    }

    /// A table's rows and a collection's items get a lane of their own, beside the scroll
    /// view's: a tick at each moment, named with its row or item. The cells configured are not
    /// drawn (they used to be drawn as a handler's runs, on a lane named after the list).
    @Test func rowsAndItemsGetALaneOfTheirMoments() throws {
        let grid = try Self.draw("photo-grid", explain: false)
        #expect(grid.contains(">grid items</text>"))
        #expect(grid.contains(">didHighlight 0.4</tspan>") && grid.contains(">didSelect 0.4</tspan>"))
        #expect(!grid.contains(">grid</text>") && !grid.contains("grid ran at"))
        let inbox = try Self.draw("inbox", explain: false)
        #expect(inbox.contains(">inbox rows</text>") && inbox.contains(">inbox</text>"))
        #expect(inbox.contains(">didSelect 0.2</tspan>"))
        #expect(!inbox.contains("inbox ran at"))
    }

    /// With --explain a hold is labelled with its reason's code under its band, where the
    /// label fits: within the band and clear of the failure labels. The photo viewer's single
    /// tap is held twice: 0.56-0.91 s (100 px, room for "waitingFor") and 2.06-2.24 s, which
    /// ends in a failure labelled "requiredRecognized" that the label would overlap: hover
    /// text only.
    @Test func aHoldIsLabelledWithItsCodeWhereTheLabelFits() throws {
        let explained = try Self.draw("photo-viewer", explain: true)
        #expect(explained.components(separatedBy: "held from ").count - 1 == 2)
        #expect(explained.components(separatedBy: ">waitingFor</text>").count - 1 == 1)
        #expect(explained.contains("fill=\"#6d4c41\">waitingFor</text>"))
        #expect(explained.contains(">requiredRecognized</text>"))
        let plain = try Self.draw("photo-viewer", explain: false)
        #expect(!plain.contains("waitingFor"))
    }

    /// With --explain a control's tick hovers the reasons of what it was told at that instant:
    /// the recognizer that cancelled its touch (touchCancel), how far beyond the margin the
    /// touch lifted (touchUpOutside), the recognizer that withheld a phase that came late.
    /// Without it, the ticks have no hover text (the picture is the golden one).
    @Test func aControlTickHoversItsReasons() throws {
        let login = try Self.draw("login-form", explain: true)
        #expect(login.contains(
            "<g><title>rating touchCancel at 3.070 because dismissKeyboard ended and cancels the touches in its view</title><line "))
        let feed = try Self.draw("feed", explain: true)
        #expect(feed.contains("<g><title>row4 touchUpOutside at 3.508 because lifted 77.5 pt beyond the 70 pt margin</title><line "))
        #expect(feed.contains("touchUpOutside</tspan></text></g>\n"))
        // a phase withheld by the double tap reaches the button late: its touchUpInside says why
        let photo = try Self.draw("photo-viewer", explain: true)
        #expect(photo.contains(
            "<g><title>like touchUpInside, primaryActionTriggered at 3.420 because double delaysTouchesEnded: held 350 ms until it failed</title><line "))
        for name in ["login-form", "feed", "photo-viewer"] {
            let plain = try Self.draw(name, explain: false)
            #expect(!plain.contains("because"), "\(name)")
            #expect(!plain.contains("touchCancel at") && !plain.contains("touchUpOutside at"), "\(name)")
        }
    }

    /// `timeline --help` says what --explain does to a picture, not what it does to replay's
    /// output (which has no "because" lines or JSON Lines here).
    @Test func timelineHelpSaysWhatExplainDraws() throws {
        let help = try CommandRunner.run(["timeline", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("Show why on the picture"))
        #expect(!help.stdout.contains("'because"))
        let replayHelp = try CommandRunner.run(["replay", "--help"])
        #expect(replayHelp.stdout.contains("'because"))
    }

    /// A slider dragged at 60 Hz sends a valueChanged a frame: their ticks are a few pixels
    /// apart, and ticks whose labels would overlap share one label, with counts, instead of
    /// printing over each other.
    @Test func aBurstOfControlEventsSharesOneLabelWithACount() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try CommandRunner.write("""
            {"scene": 1, "window": {"width": 390, "height": 844},
             "views": [{"id": "volume", "type": "slider", "frame": [20, 100, 231, 34]}]}
            """, to: directory + "/slider.scene.json")
        var lines = ["{\"trace\": 1, \"scene\": \"slider.scene.json\"}", "{\"t\": 0.5, \"touch\": 1, \"phase\": \"began\", \"x\": 35.5, \"y\": 117}"]
        for frame in 1...18 {
            let t = 0.5 + Double(frame) / 60
            lines.append("{\"t\": \(String(format: "%.6f", t)), \"touch\": 1, \"phase\": \"\(frame == 18 ? "ended" : "moved")\", \"x\": \(35.5 + Double(frame) * 10), \"y\": 117}")
        }
        try CommandRunner.write(lines.joined(separator: "\n") + "\n", to: directory + "/drag.jsonl")
        let result = try CommandRunner.run(["timeline", "drag.jsonl", "-o", "t.svg"], in: directory)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let svg = try String(contentsOfFile: directory + "/t.svg", encoding: .utf8)
        // the control lane's labels: where each starts and its widest line (4.5 px a character)
        var labels: [(x: Double, width: Double)] = []
        for piece in svg.components(separatedBy: "<text x=\"").dropFirst() where piece.contains("fill=\"#7b1fa2\">") {
            let x = Double(piece.prefix { $0 != "\"" }) ?? .nan
            let spans = piece.components(separatedBy: "\">").dropFirst().map { $0.components(separatedBy: "</tspan>")[0] }
            labels.append((x, 4.5 * Double(spans.map(\.count).max() ?? 0)))
        }
        #expect(labels.count >= 1)
        for (first, second) in zip(labels, labels.dropFirst()) {
            #expect(first.x + first.width <= second.x, "\(labels)")
        }
        // 18 valueChanged in 0.3 s: a few labels, each with its counts, the last value last
        #expect(labels.count < 18)
        #expect(svg.contains(">valueChanged ×"))
        #expect(svg.contains(" (last of "))
        #expect(svg.contains(">= 0.9 (last of ") || svg.contains(">= 0.9</tspan>"))
    }
}
