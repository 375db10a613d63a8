import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures
@testable import SceneFiles
@testable import Replay

/// Collection views in files: the scene keys, their errors, the `item` and `cell` records in
/// both formats, handlers on item moments, a cell template's controls, and the reasons of
/// `--explain`.
///
/// The grid of most cases: 400 × 300 points at y 100, items of 100 × 100 with no spacing, so
/// four items a line, item `4 × line + column` at x `100 × column`, y `100 + 100 × line` (worked
/// by hand from the flow layout's rule: ⌊(400 + 0) / (100 + 0)⌋ = 4 a line, no leftover width).
@Suite struct CollectionSceneTests {
    static func scene(_ keys: String) -> String {
        let size = keys.contains("itemSize") ? "" : #""itemSize": [100, 100], "#
        return """
        {"scene": 1, "window": {"width": 400, "height": 800}, "views": [
         {"id": "grid", "type": "collection", "frame": [0, 100, 400, 300], \(size)"lineSpacing": 0, "interitemSpacing": 0, \(keys)
          "handlers": [{"id": "open", "events": ["didSelect"]}]}]}
        """
    }

    static func lines(_ records: [ReplayRecord], _ format: RecordFormat = .jsonl) -> [String] {
        records.filter { $0.kind != .cell }.map { format.line(for: $0) }
    }

    @Test func theKeysSetTheCollection() throws {
        let scene = try ScrollSceneTests.load(
            Self.scene(#""sections": [5, 7], "sectionInset": [10, 20, 30, 40], "scrollDirection": "horizontal", "allowsMultipleSelection": true, "bounces": false,"#))
        let grid = try #require(scene.views["grid"] as? CollectionView)
        #expect(grid.numberOfSections == 2 && grid.numberOfItems(inSection: 1) == 7)
        let layout = grid.collectionViewLayout
        #expect(layout.itemSize == Size(width: 100, height: 100) && layout.minimumLineSpacing == 0 && layout.minimumInteritemSpacing == 0)
        #expect(layout.sectionInset == EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        #expect(layout.scrollDirection == .horizontal && grid.allowsMultipleSelection && !grid.bounces)
        #expect(scene.recognizers["grid.pan"] === grid.panGestureRecognizer)
    }

    @Test func aTapSelectsTheItemAndRunsTheHandler() throws {
        // (150, 250): line 1, column 1, item 5
        let records = try ScrollSceneTests.replay(Self.scene(#""items": 40,"#), TableSceneTests.tap(at: 250).map {
            $0.replacingOccurrences(of: #""x": 100"#, with: #""x": 150"#)
        })
        #expect(Self.lines(records) == [
            #"{"t":0.050000,"kind":"gesture","id":"grid.pan","state":"failed"}"#,
            #"{"t":0.050000,"kind":"item","id":"grid","event":"didHighlight","section":0,"item":5}"#,
            #"{"t":0.050000,"kind":"item","id":"grid","event":"didUnhighlight","section":0,"item":5}"#,
            #"{"t":0.050000,"kind":"item","id":"grid","event":"willSelect","section":0,"item":5}"#,
            #"{"t":0.050000,"kind":"item","id":"grid","event":"didSelect","section":0,"item":5}"#,
            #"{"t":0.050000,"kind":"handler","id":"open","of":"grid","event":"didSelect","section":0,"item":5}"#,
        ])
        #expect(Self.lines(records, .text).last == "0.050    handler   open of grid didSelect item 0.5")
        // the items in view (three lines of four) get their cells at the load, before the trace
        #expect(records.filter { $0.kind == .cell }.map(\.rowPath?.row) == Array(0...11))
        #expect(records.first.map { RecordFormat.jsonl.line(for: $0) } == #"{"t":0.000000,"kind":"cell","id":"grid","section":0,"item":0}"#)
    }

    @Test func aHorizontalGridFillsColumns() throws {
        // three items a column (300 high): (150, 250) is column 1, line 1, item 4
        let records = try ScrollSceneTests.replay(Self.scene(#""items": 40, "scrollDirection": "horizontal","#), TableSceneTests.tap(at: 250).map {
            $0.replacingOccurrences(of: #""x": 100"#, with: #""x": 150"#)
        })
        #expect(records.contains { $0.kind == .handler && $0.rowPath == RowRecordPath(section: 0, row: 4, isItem: true) })
    }

    @Test func noHighlightNoSelectionInFiles() throws {
        for keys in [#""items": 5, "shouldHighlight": false,"#, #""items": 5, "allowsSelection": false,"#] {
            let records = try ScrollSceneTests.replay(Self.scene(keys), TableSceneTests.tap(at: 150))
            #expect(!records.contains { $0.kind == .row || $0.kind == .handler })
        }
    }

    /// Each visible item's cell has its own button, named by the item its cell shows; a tap on
    /// it is the button's, and selects nothing; a command can name it.
    @Test func aCellTemplatesControlIsNamedAfterItsItem() throws {
        let template = #""cell": {"children": [{"id": "like", "type": "button", "frame": [60, 60, 40, 40], "handlers": [{"id": "liked", "events": ["touchUpInside"]}]}]},"#
        let text = Self.scene(#""items": 40, "# + template)
        let records = try ScrollSceneTests.replay(text, [
            #"{"t": 0, "touch": 1, "phase": "began", "x": 180, "y": 280}"#,
            #"{"t": 0.05, "touch": 1, "phase": "ended", "x": 180, "y": 280}"#,
            #"{"t": 1, "do": "sendActions", "target": "like@0.6", "events": ["touchUpInside"]}"#,
        ])
        #expect(Self.lines(records) == [
            #"{"t":0.050000,"kind":"gesture","id":"grid.pan","state":"failed"}"#,
            #"{"t":0.050000,"kind":"control","id":"like@0.5","event":"touchDown"}"#,
            #"{"t":0.050000,"kind":"control","id":"like@0.5","event":"touchUpInside"}"#,
            #"{"t":0.050000,"kind":"handler","id":"liked@0.5","of":"like@0.5","event":"touchUpInside"}"#,
            #"{"t":0.050000,"kind":"control","id":"like@0.5","event":"primaryActionTriggered"}"#,
            #"{"t":1.000000,"kind":"control","id":"like@0.6","event":"touchUpInside"}"#,
            #"{"t":1.000000,"kind":"handler","id":"liked@0.6","of":"like@0.6","event":"touchUpInside"}"#,
            #"{"t":1.000000,"kind":"control","id":"like@0.6","event":"primaryActionTriggered"}"#,
        ])
        let scene = try ScrollSceneTests.load(text)
        #expect(scene.view(named: "like@0.11") != nil && scene.view(named: "like@0.12") == nil)
    }

    @Test func theDragThatScrolledIsTheReason() throws {
        var trace = [#"{"t": 0, "touch": 1, "phase": "began", "x": 100, "y": 250}"#]
        for step in 1...4 { trace.append(#"{"t": \#(0.2 + Double(step) * 0.02), "touch": 1, "phase": "moved", "x": 100, "y": \#(250 - 8 * Double(step))}"#) }
        trace.append(#"{"t": 0.3, "touch": 1, "phase": "ended", "x": 100, "y": 218}"#)
        let sink = RowReasons()
        let scene = try SceneLoader.load(bytes: Array(Self.scene(#""items": 40,"#).utf8), file: "s.json", sink: sink)
        let replayer = Replayer(scene: scene, file: "t.jsonl")
        let decoder = TraceDecoder(file: "t.jsonl")
        for (index, text) in trace.enumerated() {
            if let line = try decoder.decode(ArraySlice(text.utf8), line: index + 1) { try replayer.feed(line) }
        }
        replayer.finish()
        #expect(sink.reasons.map(\.0) == ["didUnhighlight 0.5 at 0.240000"])
        #expect(sink.reasons.first?.1 == .dragScrolled(by: "grid.pan"))
    }

    /// An item that does nothing says why with `--explain`, though it has no record: selection
    /// off (nothing highlighted), as a table's row does.
    @Test func anItemThatDoesNothingSaysWhy() throws {
        for (keys, reason) in [(#""items": 40, "allowsSelection": false,"#, GestureReason.selectionOff(by: "allowsSelection")),
                               (#""items": 40, "shouldHighlight": false,"#, .selectionOff(by: "shouldHighlight"))] {
            let sink = Refusals()
            let scene = try SceneLoader.load(bytes: Array(Self.scene(keys).utf8), file: "s.json", sink: sink)
            let replayer = Replayer(scene: scene, file: "t.jsonl")
            let decoder = TraceDecoder(file: "t.jsonl")
            for (index, text) in TableSceneTests.tap(at: 250).enumerated() {
                if let line = try decoder.decode(ArraySlice(text.utf8), line: index + 1) { try replayer.feed(line) }
            }
            replayer.finish()
            #expect(sink.refusals.map(\.0) == ["grid item 0.5 at 0.050000"])
            #expect(sink.refusals.map(\.1) == [reason])
        }
        // and a table's row the same
        let sink = Refusals()
        let scene = try SceneLoader.load(bytes: Array(TableSceneTests.scene(#""rows": 5, "allowsSelection": false,"#).utf8), file: "s.json", sink: sink)
        let replayer = Replayer(scene: scene, file: "t.jsonl")
        let decoder = TraceDecoder(file: "t.jsonl")
        for (index, text) in TableSceneTests.tap(at: 130).enumerated() {
            if let line = try decoder.decode(ArraySlice(text.utf8), line: index + 1) { try replayer.feed(line) }
        }
        replayer.finish()
        #expect(sink.refusals.map(\.0) == ["inbox row 0.0 at 0.050000"])
    }

    /// A window's collection view written as a scene file is a `collection` with its counts and
    /// layout (not a scroll view listing its cells as children), and loads back the same.
    @Test func aWindowsCollectionIsWrittenAsACollection() throws {
        let window = Window(width: 400, height: 800, scheduler: TestScheduler())
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 80)
        layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        layout.scrollDirection = .horizontal
        let grid = CollectionView(frame: Rect(x: 0, y: 100, width: 400, height: 300), collectionViewLayout: layout, identifier: "grid")
        var closures = CollectionViewClosures()
        closures.numberOfSections = { _ in 2 }
        closures.numberOfItems = { _, section in section == 0 ? 7 : 3 }
        grid.closures = closures
        grid.allowsMultipleSelection = true
        window.addSubview(grid)
        grid.layoutIfNeeded()
        let text = try SceneDescription(describing: window).text
        #expect(text.contains(#""type": "collection""#) && text.contains(#""sections": [7, 3]"#))
        #expect(text.contains(#""itemSize": [100, 80]"#) && text.contains(#""sectionInset": [1, 2, 3, 4]"#))
        #expect(text.contains(#""scrollDirection": "horizontal""#) && text.contains(#""allowsMultipleSelection": true"#))
        #expect(!text.contains("children"))
        let loaded = try #require(try ScrollSceneTests.load(text).views["grid"] as? CollectionView)
        #expect(loaded.numberOfItems(inSection: 0) == 7 && loaded.collectionViewLayout.sectionInset == layout.sectionInset)
    }

    @Test func errorsAreReportedAtTheirPlace() {
        let cases: [(String, String)] = [
            (#""items": 2, "sections": [1],"#, "cannot both be given"),
            (#""items": -1,"#, "must be a whole number"),
            (#""items": 2, "itemSize": [-1, 10],"#, "itemSize"),
            (#""items": 2, "itemSize": [0, 10],"#, "itemSize"),
            (#""items": 2, "itemSize": [10],"#, "itemSize must be [width, height]"),
            (#""items": 2, "itemSize": [401, 10],"#, "wider than the collection minus its section insets"),
            (#""items": 2, "itemSize": [360, 10], "sectionInset": [0, 30, 0, 20],"#, "wider than the collection minus its section insets"),
            (#""items": 2, "itemSize": [10, 290], "sectionInset": [5, 0, 6, 0], "scrollDirection": "horizontal","#, "taller than the collection minus its section insets"),
            (#""items": 2, "sectionInset": [1, 2, 3],"#, "sectionInset must be [top, left, bottom, right]"),
            (#""items": 2, "sectionInset": [0, -2, 0, 0],"#, "sectionInset"),
            (#""items": 2, "lineSpacing": -1,"#, "lineSpacing"),
            (#""items": 2, "scrollDirection": "diagonal","#, "unknown scroll direction 'diagonal'"),
            (#""items": 2, "rows": 3,"#, "rows"),
            (#""items": 2, "swipeActions": {"trailing": []},"#, "swipeActions"),
        ]
        for (keys, message) in cases {
            do {
                _ = try ScrollSceneTests.load(Self.scene(keys))
                Issue.record("\(keys) loaded")
            } catch {
                #expect(error.message.contains(message), "\(keys): \(error.message)")
                #expect(error.location.line == 2, "\(keys): at line \(error.location.line)")
            }
        }
        do {
            _ = try ScrollSceneTests.load(Self.scene(#""items": 2,"#).replacingOccurrences(of: "didSelect", with: "didTap"))
            Issue.record("an unknown item event loaded")
        } catch {
            #expect(error.message.contains("unknown collection event 'didTap'"))
        }
    }
}

/// Keeps what was refused with no record, and why.
final class Refusals: ReplayExplanationSink {
    var refusals: [(String, GestureReason)] = []
    func receive(_ record: ReplayRecord) {}
    func explain(_ decision: GestureDecision, of id: String, at time: Timestamp) {}
    func explainRefusal(of id: String, action: String?, because reason: GestureReason, at time: Timestamp) {
        refusals.append(("\(id) \(action ?? "?") at \(time.formatted(decimals: 6))", reason))
    }
}
