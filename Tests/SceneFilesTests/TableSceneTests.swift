import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures
@testable import SceneFiles
@testable import Replay

/// Tables in files: the scene keys, their errors, the `row` and `cell` records in both formats,
/// handlers on row moments, and the reasons of `--explain`.
@Suite struct TableSceneTests {
    static func scene(_ keys: String) -> String {
        """
        {"scene": 1, "window": {"width": 400, "height": 800}, "views": [
         {"id": "inbox", "type": "table", "frame": [0, 100, 400, 220], \(keys)
          "handlers": [{"id": "open", "events": ["didSelect"]}]}]}
        """
    }

    static func tap(at y: Double, t: Double = 0) -> [String] {
        [
            #"{"t": \#(t), "touch": 1, "phase": "began", "x": 100, "y": \#(y)}"#,
            #"{"t": \#(t + 0.05), "touch": 1, "phase": "ended", "x": 100, "y": \#(y)}"#,
        ]
    }

    static func lines(_ records: [ReplayRecord], _ format: RecordFormat = .jsonl) -> [String] {
        records.filter { $0.kind != .cell }.map { format.line(for: $0) }
    }

    @Test func theKeysSetTheTable() throws {
        let scene = try ScrollSceneTests.load(Self.scene(#""sections": [2, 3], "rowHeight": 50, "allowsMultipleSelection": true, "bounces": false,"#))
        let table = try #require(scene.views["inbox"] as? TableView)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 3)
        #expect(table.rowHeight == 50 && table.allowsMultipleSelection && !table.bounces)
        #expect(table.contentSize == Size(width: 400, height: 250))
        #expect(scene.recognizers["inbox.pan"] === table.panGestureRecognizer)
    }

    @Test func aTapSelectsTheRowAndRunsTheHandler() throws {
        let records = try ScrollSceneTests.replay(Self.scene(#""rows": 50,"#), Self.tap(at: 100 + 44 * 2 + 10))
        #expect(Self.lines(records) == [
            #"{"t":0.050000,"kind":"gesture","id":"inbox.pan","state":"failed"}"#,
            #"{"t":0.050000,"kind":"row","id":"inbox","event":"didHighlight","section":0,"row":2}"#,
            #"{"t":0.050000,"kind":"row","id":"inbox","event":"didUnhighlight","section":0,"row":2}"#,
            #"{"t":0.050000,"kind":"row","id":"inbox","event":"willSelect","section":0,"row":2}"#,
            #"{"t":0.050000,"kind":"row","id":"inbox","event":"didSelect","section":0,"row":2}"#,
            #"{"t":0.050000,"kind":"handler","id":"open","of":"inbox","event":"didSelect","section":0,"row":2}"#,
        ])
        #expect(Self.lines(records, .text).last == "0.050    handler   open of inbox didSelect row 0.2")
        // the cells in view are configured at the load, before the trace
        #expect(records.filter { $0.kind == .cell }.map(\.rowPath?.row) == [0, 1, 2, 3, 4])
        #expect(records.first.map { RecordFormat.jsonl.line(for: $0) } == #"{"t":0.000000,"kind":"cell","id":"inbox","section":0,"row":0}"#)
    }

    @Test func perRowHeightsPlaceTheRows() throws {
        let records = try ScrollSceneTests.replay(Self.scene(#""rows": 3, "heights": [10, 100, 20],"#), Self.tap(at: 100 + 115))
        #expect(records.contains { $0.kind == .row && $0.event == "didSelect" && $0.rowPath?.row == 2 })
    }

    @Test func noHighlightNoSelectionInFiles() throws {
        for keys in [#""rows": 5, "shouldHighlight": false,"#, #""rows": 5, "allowsSelection": false,"#] {
            let records = try ScrollSceneTests.replay(Self.scene(keys), Self.tap(at: 130))
            #expect(!records.contains { $0.kind == .row || $0.kind == .handler })
        }
    }

    @Test func cellRecordsSayWhichRowACellShowedBefore() throws {
        // a drag up by 100 pt, slowly (no fling): rows 5 to 7 come in view, in the cells of 0 to 2
        var trace = [#"{"t": 0, "touch": 1, "phase": "began", "x": 100, "y": 300}"#]
        for step in 1...10 { trace.append(#"{"t": \#(Double(step) * 0.1), "touch": 1, "phase": "moved", "x": 100, "y": \#(300 - 10 * Double(step))}"#) }
        trace.append(#"{"t": 2.0, "touch": 1, "phase": "ended", "x": 100, "y": 200}"#)
        let records = try ScrollSceneTests.replay(Self.scene(#""rows": 50,"#), trace)
        let reused = records.filter { $0.kind == .cell && $0.rowPath?.reusedFrom != nil }.map { RecordFormat.jsonl.line(for: $0) }
        #expect(reused.first?.hasSuffix(#""kind":"cell","id":"inbox","section":0,"row":6,"reusedFrom":[0,0]}"#) == true)
    }

    @Test func theDragThatScrolledIsTheReason() throws {
        var trace = [#"{"t": 0, "touch": 1, "phase": "began", "x": 100, "y": 250}"#]
        for step in 1...4 { trace.append(#"{"t": \#(0.2 + Double(step) * 0.02), "touch": 1, "phase": "moved", "x": 100, "y": \#(250 - 8 * Double(step))}"#) }
        trace.append(#"{"t": 0.3, "touch": 1, "phase": "ended", "x": 100, "y": 218}"#)
        let sink = RowReasons()
        let scene = try SceneLoader.load(bytes: Array(Self.scene(#""rows": 50,"#).utf8), file: "s.json", sink: sink)
        let replayer = Replayer(scene: scene, file: "t.jsonl")
        let decoder = TraceDecoder(file: "t.jsonl")
        for (index, text) in trace.enumerated() {
            if let line = try decoder.decode(ArraySlice(text.utf8), line: index + 1) { try replayer.feed(line) }
        }
        replayer.finish()
        #expect(sink.reasons.map(\.0) == ["didUnhighlight 0.3 at 0.240000"])
        #expect(sink.reasons.first?.1 == .dragScrolled(by: "inbox.pan"))
        #expect(sink.reasons.first?.1.description == "the drag scrolled (inbox.pan began and cancels the touches in the rows)")
    }

    @Test func errorsAreReportedAtTheirPlace() {
        let cases: [(String, String)] = [
            (#""rows": 2, "sections": [1],"#, "cannot both be given"),
            (#""rows": 2, "heights": [1],"#, "has 1 entries for 2 rows"),
            (#""sections": [1, 1], "heights": [1, 2],"#, "applies to a table of one section"),
            (#""rows": -1,"#, "must be a whole number"),
            (#""rows": 2, "heights": [1, -2],"#, "must be a height from 0"),
            (#""rows": 2, "swipe": true,"#, "swipe"),
        ]
        for (keys, message) in cases {
            #expect(throws: FileError.self) { try ScrollSceneTests.load(Self.scene(keys)) }
            do { _ = try ScrollSceneTests.load(Self.scene(keys)) } catch { #expect(error.message.contains(message), "\(keys): \(error.message)") }
        }
        do {
            _ = try ScrollSceneTests.load(Self.scene(#""rows": 2,"#).replacingOccurrences(of: "didSelect", with: "didTap"))
            Issue.record("an unknown row event loaded")
        } catch {
            #expect(error.message.contains("unknown table event 'didTap'"))
        }
    }
}

/// Keeps each row record's reason, with the record it explains.
final class RowReasons: ReplayExplanationSink {
    var last: ReplayRecord?
    var reasons: [(String, GestureReason)] = []
    func receive(_ record: ReplayRecord) { last = record }
    func explain(_ decision: GestureDecision, of id: String, at time: Timestamp) {}
    func explainRowRecord(of id: String, because reason: GestureReason, at time: Timestamp) {
        guard let last, last.kind == .row, let path = last.rowPath else { return }
        reasons.append(("\(last.event ?? "?") \(path.section).\(path.row) at \(time.formatted(decimals: 6))", reason))
    }
}
