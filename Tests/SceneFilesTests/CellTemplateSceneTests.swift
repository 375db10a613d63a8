import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures
@testable import SceneFiles
@testable import Replay

/// A table's cell template in files (`cell`): each cell gets its own copies of the template's
/// views, named in records and commands by the row their cell shows (`star@0.3`), renamed when
/// the cell is reused; a control in a cell keeps its touch; errors at their place.
@Suite struct CellTemplateSceneTests {
    static let template = #""cell": {"children": [{"id": "star", "type": "button", "frame": [340, 0, 60, 44], "handlers": [{"id": "starred", "events": ["touchUpInside"]}]}]},"#

    static func lines(_ records: [ReplayRecord]) -> [String] {
        records.filter { $0.kind != .cell }.map { RecordFormat.jsonl.line(for: $0) }
    }

    /// Each visible row's cell has its own star: a tap on row 3's is the button's, named after
    /// its row, with its handler; no row is selected (a control in a cell keeps its touch).
    @Test func aControlInACellIsNamedAfterItsRow() throws {
        let scene = TableSceneTests.scene(#""rows": 50, "# + Self.template)
        let records = try ScrollSceneTests.replay(scene, [
            #"{"t": 0, "touch": 1, "phase": "began", "x": 370, "y": 254}"#,
            #"{"t": 0.05, "touch": 1, "phase": "ended", "x": 370, "y": 254}"#,
        ])
        #expect(Self.lines(records) == [
            #"{"t":0.050000,"kind":"gesture","id":"inbox.pan","state":"failed"}"#,
            #"{"t":0.050000,"kind":"control","id":"star@0.3","event":"touchDown"}"#,
            #"{"t":0.050000,"kind":"control","id":"star@0.3","event":"touchUpInside"}"#,
            #"{"t":0.050000,"kind":"handler","id":"starred@0.3","of":"star@0.3","event":"touchUpInside"}"#,
            #"{"t":0.050000,"kind":"control","id":"star@0.3","event":"primaryActionTriggered"}"#,
        ])
    }

    /// A tap beside the star selects the row, as in a table without a template.
    @Test func aTapBesideTheControlSelectsTheRow() throws {
        let records = try ScrollSceneTests.replay(TableSceneTests.scene(#""rows": 50, "# + Self.template), TableSceneTests.tap(at: 254))
        #expect(records.contains { $0.kind == .handler && $0.id == "open" && $0.rowPath?.row == 3 })
        #expect(!records.contains { $0.kind == .control })
    }

    /// A cell reused for another row keeps its star, renamed for the row: after a slow drag up
    /// by 100 pt (the pan's 10 pt start absorbed: offset 90), row 6 shows in row 0's cell, and
    /// its star answers to `star@0.6`, in records and in commands.
    @Test func aReusedCellsControlFollowsItsNewRow() throws {
        var trace = [#"{"t": 0, "touch": 1, "phase": "began", "x": 100, "y": 300}"#]
        for step in 1...10 { trace.append(#"{"t": \#(Double(step) * 0.1), "touch": 1, "phase": "moved", "x": 100, "y": \#(300 - 10 * Double(step))}"#) }
        trace.append(#"{"t": 2.0, "touch": 1, "phase": "ended", "x": 100, "y": 200}"#)
        trace.append(#"{"t": 3.0, "do": "sendActions", "target": "star@0.6", "events": ["touchUpInside"]}"#)
        let records = try ScrollSceneTests.replay(TableSceneTests.scene(#""rows": 50, "# + Self.template), trace)
        let reused = records.first { $0.kind == .cell && $0.rowPath?.row == 6 }
        #expect(reused?.rowPath?.reusedFrom?.row == 0)
        let sent = Self.lines(records).filter { $0.hasPrefix(#"{"t":3.000000"#) }
        #expect(sent.prefix(2) == [
            #"{"t":3.000000,"kind":"control","id":"star@0.6","event":"touchUpInside"}"#,
            #"{"t":3.000000,"kind":"handler","id":"starred@0.6","of":"star@0.6","event":"touchUpInside"}"#,
        ])
    }

    /// A command naming a copy whose row is not on screen is an error at its line.
    @Test func aCopyOffScreenIsUnknown() {
        #expect(throws: FileError.self) {
            try ScrollSceneTests.replay(TableSceneTests.scene(#""rows": 50, "# + Self.template), [
                #"{"t": 1.0, "do": "sendActions", "target": "star@0.30", "events": ["touchUpInside"]}"#
            ])
        }
    }

    @Test func badTemplatesAreErrorsAtTheirPlace() {
        let cases: [(String, String)] = [
            (#""cell": {"children": [], "rows": 1},"#, "rows"),
            (#""cell": {"children": [{"id": "a@b", "type": "button"}]},"#, "must not contain '@'"),
            (#""cell": {"children": [{"id": "open", "type": "button"}]},"#, "duplicate id 'open'"),
            (#""cell": {"children": [{"id": "s", "type": "scroll"}]},"#, "cannot hold a scroll"),
            (#""cell": {"children": [{"id": "v", "recognizers": [{"id": "t", "type": "tap"}]}]},"#, "take no recognizers"),
            (#""cell": {"children": [{"id": "b", "type": "button", "handlers": [{"id": "h", "events": ["touchUpInside"], "presents": "x"}]}]},"#, "cannot present"),
            (#""cell": {"children": [{"id": "b", "type": "button", "frame": [0, 0, -1, 4]}]},"#, "negative size"),
        ]
        for (keys, message) in cases {
            do {
                _ = try ScrollSceneTests.load(TableSceneTests.scene(#""rows": 5, "# + keys))
                Issue.record("loaded: \(keys)")
            } catch {
                #expect(error.message.contains(message), "\(keys): \(error.message)")
                #expect(error.location.line == 2 && error.location.column > 1, "\(keys): \(error.location)")
            }
        }
        // an id of the scene spelled as a copy's name
        let clash = """
            {"scene": 1, "window": {"width": 400, "height": 800}, "views": [
             {"id": "star@0.1", "frame": [0, 0, 10, 10]},
             {"id": "list", "type": "table", "rows": 3, \(Self.template) "frame": [0, 100, 400, 200]}]}
            """
        do {
            _ = try ScrollSceneTests.load(clash)
            Issue.record("loaded a clash")
        } catch {
            #expect(error.message.contains("id 'star@0.1' is the name of a cell template's copy") && error.location.line == 2)
        }
    }
}
