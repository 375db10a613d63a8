import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// The window's table gestures (`Window+Tables.swift`): `tap(row:in:)` taps a row on screen
/// where a finger reaches the row itself, and never scrolls; `scroll(_:toRow:)` is
/// `scrollToRow(at:at:animated:)`.
@Suite struct TableTestAPITests {
    let rig = GestureRig(width: 400, height: 800)
    let table = TableView(frame: Rect(x: 0, y: 100, width: 400, height: 440), identifier: "list")
    let source = Rows(count: 50)
    let moments = TableLog()

    init() {
        table.dataSource = source
        rig.add(table)
        moments.watch(table)
    }

    /// A row on screen: a quick tap (lifted before the 0.15 s content delay) highlights it at
    /// the lift, unhighlights it, asks willSelect and selects it (UIKit's
    /// `touchesEnded:withEvent:` → `_userSelectRowAtPendingSelectionIndexPath:`); nothing scrolls.
    @Test func tapsARowOnScreen() throws {
        try rig.window.tap(row: 3, in: table)
        #expect(moments.kinds(except: .cell) == ["didHighlight 3", "didUnhighlight 3", "willSelect 3", "didSelect 3"])
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 3, section: 0))
        #expect(table.contentOffset.y == 0)
    }

    /// With single selection, a second row's tap deselects the first before selecting.
    @Test func aSecondTapDeselectsTheFirstRow() throws {
        try rig.window.tap(row: 1, in: table)
        moments.events.removeAll()
        try rig.window.tap(row: TableIndexPath(row: 4, section: 0), in: table)
        #expect(moments.kinds(except: .cell) == ["didHighlight 4", "didUnhighlight 4", "willSelect 4", "willDeselect 1", "didDeselect 1", "didSelect 4"])
    }

    /// A row below the fold (10 rows of 44 pt fill the 440 pt table): a miss naming the rows on
    /// screen; nothing scrolls and nothing is touched.
    @Test func aRowOffScreenIsAMissNamingTheRowsOnScreen() {
        #expect {
            try rig.window.tap(row: 30, in: table)
        } throws: { error in
            guard let miss = error as? GestureMiss else { return false }
            return miss.reason == .rowNotVisible("0.30", visible: "0.0–0.9") && miss.gesture == "tap(row: 0.30, in: list)"
                && miss.description.contains("row 0.30 is not on screen (rows on screen: 0.0–0.9)")
        }
        #expect(table.contentOffset.y == 0)
        #expect(moments.kinds(except: .cell).isEmpty)
    }

    /// Scrolled first, the row is on screen and the tap selects it. The scroll is
    /// `scrollToRow(at:at:animated:)`, unanimated: one didScroll, no dragging moments; the rows
    /// that came into view got cells.
    @Test func scrollingFirstBringsTheRowIntoReach() throws {
        var scrolls: [ScrollEvent.Kind] = []
        let token = table.scrollEvents.add { scrolls.append($0.kind) }
        try rig.window.scroll(table, toRow: 30)
        withExtendedLifetime(token) {}
        #expect(scrolls == [.didScroll])
        #expect(table.contentOffset.y == 31 * 44 - 440)
        #expect(moments.events.contains { $0.kind == .cell && $0.indexPath.row == 30 })
        #expect(moments.kinds(except: .cell).isEmpty)
        try rig.window.tap(row: 30, in: table)
        #expect(moments.kinds(except: .cell) == ["didHighlight 30", "didUnhighlight 30", "willSelect 30", "didSelect 30"])
    }

    /// A row that does not exist: a miss naming the row and the count, for a tap and a scroll.
    @Test func aMissingRowIsAMiss() {
        #expect {
            try rig.window.tap(row: 50, in: table)
        } throws: { error in
            guard let miss = error as? GestureMiss else { return false }
            return miss.reason == .noSuchRow("0.50", rows: 50)
                && miss.description.hasSuffix("would not reach list: no row 0.50 (the section has 50 rows)")
        }
        #expect(throws: GestureMiss.self) { try rig.window.tap(row: 0, section: 1, in: table) }
        #expect(throws: GestureMiss.self) { try rig.window.scroll(table, toRow: -1) }
        #expect(table.contentOffset.y == 0)
        #expect(moments.kinds(except: .cell).isEmpty)
    }

    /// A row whose cell is behind another view: the cell's miss, under the row's gesture.
    @Test func aCoveredRowIsTheCellsMiss() {
        rig.add(View(frame: Rect(x: 0, y: 100, width: 400, height: 440), identifier: "cover"))
        #expect {
            try rig.window.tap(row: 2, in: table)
        } throws: { error in
            (error as? GestureMiss)?.reason == .covered(by: "cover") && (error as? GestureMiss)?.gesture == "tap(row: 0.2, in: list)"
        }
        #expect(moments.kinds(except: .cell).isEmpty)
    }

    /// A control over the middle of the cell keeps its touches (a tap on it never selects), so
    /// the finger lands on the row beside it; a cell that is all control is a miss naming it.
    @Test func theFingerLandsBesideAControlInTheCell() throws {
        var closures = TableViewClosures()
        closures.numberOfSections = { _ in 1 }
        closures.numberOfRows = { _, _ in 5 }
        closures.cellForRow = { table, path in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            if cell.contentView.subviews.isEmpty {
                let width = path.row == 4 ? 400.0 : 200
                cell.contentView.addSubview(Button(frame: Rect(x: (400 - width) / 2, y: 0, width: width, height: 44), identifier: "buy\(path.row)"))
            }
            return cell
        }
        table.closures = closures
        var touched = 0
        for row in 0..<5 {
            let button = try #require(table.cellForRow(at: TableIndexPath(row: row, section: 0))?.contentView.subviews.first as? Button)
            _ = button.handlers.add(for: .allTouchEvents) { _ in touched += 1 }
        }
        try rig.window.tap(row: 1, in: table)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 1, section: 0))
        #expect(touched == 0)
        #expect {
            try rig.window.tap(row: 4, in: table)
        } throws: { error in
            (error as? GestureMiss)?.reason == .covered(by: "buy4")
        }
    }
}
