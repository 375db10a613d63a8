import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures
@testable import SceneFiles
@testable import Replay

/// Swipe actions in files: the `swipeActions` and `fullSwipe` keys, their errors, the swipe
/// `row` records with the action's title, the action's handler record and `deletes`.
@Suite struct SwipeActionSceneTests {
    static let actions = #"""
        "rows": 5, "swipeActions": {"trailing": [
          {"title": "Delete", "style": "destructive", "handler": "deleted", "deletes": true},
          {"title": "Archive", "handler": "archived"}]},
        """#

    /// A swipe to the left on the row at `y` (from x 380, 120 pt in 9 moves 16 ms apart).
    static func swipe(at y: Double, t: Double = 0, distance: Double = 120, touch: Int = 1) -> [String] {
        var lines = [#"{"t": \#(t), "touch": \#(touch), "phase": "began", "x": 380, "y": \#(y)}"#]
        for step in 1...9 {
            lines.append(#"{"t": \#(t + 0.016 * Double(step)), "touch": \#(touch), "phase": "moved", "x": \#(380 - distance * Double(step) / 9), "y": \#(y)}"#)
        }
        lines.append(#"{"t": \#(t + 0.15), "touch": \#(touch), "phase": "ended", "x": \#(380 - distance), "y": \#(y)}"#)
        return lines
    }

    /// Replays `trace` on `scene`: the records, and the scene loaded.
    static func replay(_ scene: String, _ trace: [String]) throws -> (records: [ReplayRecord], scene: Scene) {
        var records: [ReplayRecord] = []
        let loaded = try ScrollSceneTests.load(scene) { records.append($0) }
        let replayer = Replayer(scene: loaded, file: "t.jsonl")
        let decoder = TraceDecoder(file: "t.jsonl")
        for (index, text) in trace.enumerated() {
            if let line = try decoder.decode(ArraySlice(text.utf8), line: index + 1) { try replayer.feed(line) }
        }
        replayer.finish()
        return (records, loaded)
    }

    static func lines(_ records: [ReplayRecord], _ format: RecordFormat = .jsonl) -> [String] {
        records.filter { $0.kind == .row || $0.kind == .handler }.map { format.line(for: $0) }
    }

    /// Row 1 (y 100 + 44 + 22) swiped: shown; a tap on Archive (x 400 - 74 - 37) runs it and
    /// hides them; the handler's record has the action's title and row.
    @Test func aSwipeShowsTheActionsAndATapRunsOne() throws {
        let trace = Self.swipe(at: 166) + TableSceneTests.tap(at: 166, t: 1).map { $0.replacingOccurrences(of: #""x": 100"#, with: #""x": 289"#) }
        let records = try Self.replay(TableSceneTests.scene(Self.actions), trace).records
        #expect(Self.lines(records) == [
            #"{"t":0.150000,"kind":"row","id":"inbox","event":"swipeRevealed","section":0,"row":1}"#,
            #"{"t":1.050000,"kind":"row","id":"inbox","event":"swipeAction","title":"Archive","section":0,"row":1}"#,
            #"{"t":1.050000,"kind":"handler","id":"archived","of":"inbox","title":"Archive","section":0,"row":1}"#,
            #"{"t":1.050000,"kind":"row","id":"inbox","event":"swipeHidden","section":0,"row":1}"#,
        ])
        #expect(Self.lines(records, .text)[2] == #"1.050    handler   archived of inbox "Archive" row 0.1"#)
    }

    /// `deletes`: the scene's data source loses the row, then the table deletes it — a valid
    /// update, and the rows below move up.
    @Test func deletesRemovesTheRowWithAMatchingUpdate() throws {
        let trace = Self.swipe(at: 166) + TableSceneTests.tap(at: 166, t: 1).map { $0.replacingOccurrences(of: #""x": 100"#, with: #""x": 363"#) }
        let (records, loaded) = try Self.replay(TableSceneTests.scene(Self.actions), trace)
        #expect(Self.lines(records).suffix(3) == [
            #"{"t":1.050000,"kind":"row","id":"inbox","event":"swipeAction","title":"Delete","section":0,"row":1}"#,
            #"{"t":1.050000,"kind":"handler","id":"deleted","of":"inbox","title":"Delete","section":0,"row":1}"#,
            #"{"t":1.050000,"kind":"row","id":"inbox","event":"deleted","section":0,"row":1}"#,
        ])
        let table = try #require(loaded.views["inbox"] as? TableView)
        #expect(table.numberOfRows(inSection: 0) == 4 && table.invalidUpdate == nil)
    }

    /// A full swipe performs the first action; with `fullSwipe` false it only shows them.
    @Test func fullSwipeAndItsKey() throws {
        let full = try Self.replay(TableSceneTests.scene(Self.actions), Self.swipe(at: 166, distance: 370)).records
        #expect(Self.lines(full).first == #"{"t":0.150000,"kind":"row","id":"inbox","event":"swipeAction","title":"Delete","section":0,"row":1}"#)
        let off = try Self.replay(TableSceneTests.scene(Self.actions + #""fullSwipe": false,"#), Self.swipe(at: 166, distance: 370)).records
        #expect(Self.lines(off) == [#"{"t":0.150000,"kind":"row","id":"inbox","event":"swipeRevealed","section":0,"row":1}"#])
    }

    @Test func errorsAreReportedAtTheirPlace() {
        let cases: [(String, String)] = [
            (#""rows": 2, "swipeActions": {"trailing": [{"style": "destructive"}]},"#, "missing key 'title'"),
            (#""rows": 2, "swipeActions": {"trailing": [{"title": "A", "style": "red"}]},"#, "unknown style 'red'"),
            (#""rows": 2, "swipeActions": {"bottom": []},"#, "bottom"),
            (#""rows": 2, "swipeActions": {"leading": [{"title": "A"}, {"title": "A"}]},"#, "is already an action"),
            (#""rows": 2, "swipeActions": {"leading": [{"title": "A", "handler": "open"}]},"#, "open"),
            (#""rows": 2, "fullSwipe": false,"#, "fullSwipe applies to a table with swipeActions"),
        ]
        for (keys, message) in cases {
            do {
                _ = try ScrollSceneTests.load(TableSceneTests.scene(keys))
                Issue.record("\(keys) loaded")
            } catch {
                #expect(error.message.contains(message), "\(keys): \(error.message)")
                #expect(error.description.hasPrefix("s.json:"), "\(error.description)")
            }
        }
    }
}
