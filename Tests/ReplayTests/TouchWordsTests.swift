import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Replay

/// While two or more fingers are down, the text lines of the records a touch event drove say
/// which touch (or touches) it was; JSON Lines stay as they were.
@Suite("text lines say which touch")
struct TouchWordsTests {
    static let scene = """
        {"scene": 1, "window": {"width": 400, "height": 400}, "views": [
          {"id": "a", "type": "button", "frame": [0, 0, 100, 100]},
          {"id": "b", "type": "button", "frame": [200, 0, 100, 100]},
          {"id": "area", "frame": [0, 200, 400, 200],
           "recognizers": [{"id": "pinch", "type": "pinch", "handlers": [{"id": "zoom"}]}]}]}
        """

    static func sample(_ t: Double, _ touch: Int, _ phase: String, _ x: Double, _ y: Double) -> String {
        ReplayRegressionTests.sample(t, touch, phase, x, y)
    }

    static func lines(_ trace: String, format: RecordFormat) throws -> [String] {
        let paths = try ReplayRegressionTests.files(scene: scene, trace: trace)
        var lines: [String] = []
        try TraceReplay.run(trace: paths.trace, scene: paths.scene) { lines.append(format.line(for: $0)) }
        return lines
    }

    /// Finger 1 on `a`, finger 2 on `b` while 1 is down, 1 lifts, then 2 lifts alone.
    static let twoButtons = sample(0, 1, "began", 50, 50) + sample(0.1, 2, "began", 250, 50)
        + sample(0.2, 1, "ended", 50, 50) + sample(0.3, 2, "ended", 250, 50)

    @Test func aControlsLinesNameTheTouchWhileAnotherIsDown() throws {
        let lines = try Self.lines(Self.twoButtons, format: .text)
        // alone on the screen: no touch words
        #expect(lines.contains("0.000    control   a touchDown"))
        #expect(lines.contains("0.100    control   b touchDown touch 2"))
        #expect(lines.contains("0.200    control   a touchUpInside touch 1"))
        // finger 2 lifts alone: nothing to tell apart
        #expect(lines.contains("0.300    control   b touchUpInside"))
    }

    /// A button's handlers run by finger 1's lift while finger 2 rests on button b: the run at
    /// once names the touch, as its control event does; the delayed run, which a timer runs,
    /// names none.
    @Test func aControlHandlersLineNamesTheTouch() throws {
        let scene = """
            {"scene": 1, "window": {"width": 400, "height": 400}, "views": [
              {"id": "a", "type": "button", "frame": [0, 0, 100, 100], "handlers": [
                {"id": "open", "events": ["touchUpInside"]},
                {"id": "later", "events": ["touchUpInside"], "delay": 0.05}]},
              {"id": "b", "type": "button", "frame": [200, 0, 100, 100]}]}
            """
        let trace = Self.sample(0, 1, "began", 50, 50) + Self.sample(0.1, 2, "began", 250, 50)
            + Self.sample(0.2, 1, "ended", 50, 50) + Self.sample(0.3, 2, "ended", 250, 50)
        let paths = try ReplayRegressionTests.files(scene: scene, trace: trace)
        var lines: [String] = []
        try TraceReplay.run(trace: paths.trace, scene: paths.scene) { lines.append(RecordFormat.text.line(for: $0)) }
        #expect(lines.contains("0.200    control   a touchUpInside touch 1"), "\(lines)")
        #expect(lines.contains("0.200    handler   open of a touchUpInside touch 1"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("0.250    handler   later of a touchUpInside") && !$0.contains("touch 1") }, "\(lines)")
        // one finger: no touch words
        let alone = try ReplayRegressionTests.files(scene: scene, trace: Self.sample(0, 1, "began", 50, 50) + Self.sample(0.1, 1, "ended", 50, 50))
        var single: [String] = []
        try TraceReplay.run(trace: alone.trace, scene: alone.scene) { single.append(RecordFormat.text.line(for: $0)) }
        #expect(single.contains("0.100    handler   open of a touchUpInside"), "\(single)")
    }

    @Test func jsonLinesCarryNoTouch() throws {
        let lines = try Self.lines(Self.twoButtons, format: .jsonl)
        #expect(lines.contains(#"{"t":0.100000,"kind":"control","id":"b","event":"touchDown"}"#))
        #expect(!lines.contains { $0.contains("\"touch\":") || $0.contains("\"touches\":") })
    }

    /// Two fingers spread at the same instants (one touch event each time), then one lifts
    /// before the other.
    static let spread = sample(0, 1, "began", 150, 300) + sample(0, 2, "began", 250, 300)
        + sample(0.05, 1, "moved", 130, 300) + sample(0.05, 2, "moved", 270, 300)
        + sample(0.1, 1, "moved", 110, 300) + sample(0.1, 2, "moved", 290, 300)
        + sample(0.15, 2, "ended", 290, 300) + sample(0.2, 1, "ended", 110, 300)

    @Test func aRecognizersLinesNameEveryTouchOfTheEventThatDroveThem() throws {
        let lines = try Self.lines(Self.spread, format: .text)
        #expect(lines.contains("0.050    gesture   pinch began at (200.0, 100.0) touches 1, 2"))
        #expect(lines.contains("0.050    handler   zoom of pinch began at (200.0, 100.0) touches 1, 2"))
        // finger 2 lifts first, with nothing to report; finger 1 lifts alone and ends the
        // pinch: one finger down, no touch named
        #expect(lines.contains("0.200    gesture   pinch ended at (110.0, 100.0)"))
    }

    /// A switch flipped and a table row tapped by finger 2 while finger 1 rests on button a:
    /// the value, row and cell records the second finger drove name it, as its control events do.
    @Test func valueRowAndCellLinesNameTheTouch() throws {
        let scene = """
            {"scene": 1, "window": {"width": 400, "height": 800}, "views": [
              {"id": "a", "type": "button", "frame": [0, 0, 100, 100]},
              {"id": "wifi", "type": "switch", "frame": [300, 20, 51, 31]},
              {"id": "list", "type": "table", "frame": [0, 200, 400, 400], "rows": 20, "rowHeight": 50,
               "delaysContentTouches": false}]}
            """
        let trace = Self.sample(0, 1, "began", 50, 50) + Self.sample(0.1, 2, "began", 320, 35)
            + Self.sample(0.2, 2, "ended", 320, 35) + Self.sample(0.3, 2, "began", 100, 225)
            + Self.sample(0.4, 2, "ended", 100, 225) + Self.sample(0.5, 1, "ended", 50, 50)
        let paths = try ReplayRegressionTests.files(scene: scene, trace: trace)
        var lines: [String] = []
        try TraceReplay.run(trace: paths.trace, scene: paths.scene) { lines.append(RecordFormat.text.line(for: $0)) }
        #expect(lines.contains("0.200    value     wifi = true touch 2"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("0.300    row       list didHighlight row 0.0") && $0.hasSuffix(" touch 2") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("0.400    row       list didSelect row 0.0") && $0.hasSuffix(" touch 2") }, "\(lines)")
        // the cells laid out when the scene loaded: no touch drove them
        #expect(lines.filter { $0.contains("cell") }.allSatisfy { !$0.contains("touch") }, "\(lines)")
        // one finger: no touch words
        let alone = try ReplayRegressionTests.files(scene: scene, trace: Self.sample(0, 2, "began", 320, 35) + Self.sample(0.1, 2, "ended", 320, 35))
        var single: [String] = []
        try TraceReplay.run(trace: alone.trace, scene: alone.scene) { single.append(RecordFormat.text.line(for: $0)) }
        #expect(single.contains("0.100    value     wifi = true"), "\(single)")
    }

    @Test func aTimerIsNoTouch() throws {
        // a long press recognized by its timer while two fingers are down: no touch drove it
        let scene = """
            {"scene": 1, "window": {"width": 400, "height": 400}, "views": [
              {"id": "v", "frame": [0, 0, 400, 400],
               "recognizers": [{"id": "hold", "type": "longPress", "touches": 2}]}]}
            """
        let trace = Self.sample(0, 1, "began", 100, 100) + Self.sample(0, 2, "began", 200, 100)
            + Self.sample(1, 1, "ended", 100, 100) + Self.sample(1, 2, "ended", 200, 100)
        let paths = try ReplayRegressionTests.files(scene: scene, trace: trace)
        var lines: [String] = []
        try TraceReplay.run(trace: paths.trace, scene: paths.scene) { lines.append(RecordFormat.text.line(for: $0)) }
        #expect(lines.contains("0.500    gesture   hold began at (150.0, 100.0)"))
        #expect(lines.contains("1.000    gesture   hold ended at (150.0, 100.0) touches 1, 2"))
    }

    @Test func theRecordIsNoBiggerForItsTouches() throws {
        // the touches live in the padding between the state and the id (a record is copied
        // for every line of a replay): every other field is where it was
        let state = try #require(MemoryLayout<ReplayRecord>.offset(of: \ReplayRecord.state))
        let touches = try #require(MemoryLayout<ReplayRecord>.offset(of: \ReplayRecord.touches))
        let id = try #require(MemoryLayout<ReplayRecord>.offset(of: \ReplayRecord.idName))
        #expect(state + MemoryLayout<GestureState?>.size <= touches)
        #expect(touches + MemoryLayout<EventTouches>.size <= id)
        #expect(MemoryLayout<ReplayRecord>.size == TouchWordsTests.recordSize)
    }

    /// `MemoryLayout<ReplayRecord>.size`: 120 bytes — the touches in bytes that were padding
    /// (the offsets above), and the rare fields (value, scheduled, motion, row) out of line
    /// behind one reference (`ReplayRecordDetails`), which took the record down from 224.
    static let recordSize = 120
}
