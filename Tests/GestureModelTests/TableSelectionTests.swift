import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// A table's highlight and selection (`TableView+Selection.swift`), each rule from iOS 26.1
/// UIKitCore's `UITableView` touch code and Apple's delegate pages.
@Suite struct TableSelectionTests {
    let rig = GestureRig(width: 400, height: 800)
    let table = TableView(frame: Rect(x: 0, y: 100, width: 400, height: 440), identifier: "list")
    let source = Rows(count: 50)
    let moments = TableLog()
    let answers = Answers()

    init() {
        table.dataSource = source
        table.delegate = answers
        rig.add(table)
        moments.watch(table)
    }

    /// The window point in the middle of `row` (rows 44 pt tall, the table at y 100).
    func point(_ row: Int) -> Point { pt(200, 100 + 44 * Double(row) + 22 - table.contentOffset.y) }

    /// The moments, without the cells configured.
    var said: [String] { moments.kinds(except: .cell) }

    /// `-[UITableView touchesBegan:withEvent:]` highlights once the cell gets the touch: after the
    /// scroll view's 0.15 s content delay; the lift unhighlights and selects
    /// (`_userSelectRowAtPendingSelectionIndexPath:`), in UIKit's order.
    @Test func highlightAfterTheContentDelayThenSelectAtTheLift() {
        let finger = rig.window.touchDown(at: point(3))
        rig.wait(149)
        #expect(said.isEmpty)
        rig.wait(1)
        #expect(said == ["didHighlight 3"])
        #expect(table.cellForRow(at: TableIndexPath(row: 3, section: 0))?.isHighlighted == true)
        rig.wait(100)
        finger.lift()
        #expect(said == ["didHighlight 3", "didUnhighlight 3", "willSelect 3", "didSelect 3"])
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 3, section: 0))
        #expect(table.cellForRow(at: TableIndexPath(row: 3, section: 0))?.isSelected == true)
        #expect(answers.calls == ["shouldHighlight 3", "didHighlight 3", "didUnhighlight 3", "willSelect 3", "didSelect 3"])
    }

    /// A quick tap lifts before the delay: the cell gets began and ended together at the lift,
    /// so the highlight and the selection come at the lift.
    @Test func quickTapHighlightsAtTheLift() {
        rig.window.tap(at: point(1), duration: .milliseconds(60))
        #expect(said == ["didHighlight 1", "didUnhighlight 1", "willSelect 1", "didSelect 1"])
        #expect(rig.nowMS == 60)
    }

    /// UIKit's responder chain: a touch on a plain view inside a cell (a star, a label) reaches
    /// the cell, and so the table: the row is selected.
    @Test func touchOnAPlainViewInTheCellSelects() {
        source.starred = [2]
        rig.window.tap(at: pt(10, 100 + 88 + 10))
        #expect(said.suffix(1) == ["didSelect 2"])
    }

    /// A drag that scrolls: the pan cancels the row's touch (`touchesCancelled:withEvent:`
    /// unhighlights), and nothing is selected; the reason says the drag scrolled.
    @Test func dragThatScrollsUnhighlightsAndSelectsNothing() {
        let finger = rig.window.touchDown(at: point(3))
        rig.wait(200)
        for step in 1...5 {
            rig.wait(16)
            finger.move(to: Point(x: 200, y: point(3).y - 6 * Double(step)))
        }
        finger.lift()
        rig.wait(2000)
        #expect(said == ["didHighlight 3", "didUnhighlight 3"])
        #expect(moments.events.last { $0.kind == .didUnhighlight }?.reason == .dragScrolled(by: "list.pan"))
        #expect(table.indexPathForSelectedRow == nil && table.contentOffset.y > 0)
    }

    /// A drag that scrolls before the delay: the row never sees the touch, so no highlight.
    @Test func quickDragNeverHighlights() {
        let finger = rig.window.touchDown(at: point(3))
        for step in 1...5 {
            rig.wait(16)
            finger.move(to: Point(x: 200, y: point(3).y - 8 * Double(step)))
        }
        finger.lift()
        rig.wait(2000)
        #expect(said.isEmpty)
    }

    /// Apple, `tableView(_:shouldHighlightRowAt:)` and `allowsSelection`: no highlight means no
    /// selection.
    @Test func noHighlightNoSelection() {
        answers.noHighlight = [2]
        rig.window.tap(at: point(2))
        #expect(said.isEmpty && table.indexPathForSelectedRow == nil)
        table.allowsSelection = false
        rig.window.tap(at: point(4))
        #expect(said.isEmpty && table.indexPathForSelectedRow == nil)
    }

    /// Apple, `tableView(_:willSelectRowAt:)`: another row in place of the tapped one, or nil to
    /// refuse.
    @Test func willSelectRedirectsOrRefuses() {
        answers.redirect = [1: TableIndexPath(row: 7, section: 0)]
        rig.window.tap(at: point(1))
        #expect(said.suffix(2) == ["willSelect 1", "didSelect 7"])
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 7, section: 0))
        answers.refuse = [2]
        moments.events.removeAll()
        rig.window.tap(at: point(2))
        #expect(said == ["didHighlight 2", "didUnhighlight 2", "willSelect 2"])
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 7, section: 0))
    }

    /// Single selection: the previous row is deselected (`willDeselect`, `didDeselect`) after
    /// `willSelect` and before `didSelect` (`_selectRowAtIndexPath:…deselectPrevious:`; Apple:
    /// `willDeselectRowAt` is sent "if there is an existing selection when the user tries to
    /// select a different row").
    @Test func previousRowDeselectedFirst() {
        rig.window.tap(at: point(1))
        moments.events.removeAll()
        rig.window.tap(at: point(2))
        #expect(said == ["didHighlight 2", "didUnhighlight 2", "willSelect 2", "willDeselect 1", "didDeselect 1", "didSelect 2"])
        #expect(table.indexPathsForSelectedRows == [TableIndexPath(row: 2, section: 0)])
        moments.events.removeAll()
        rig.window.tap(at: point(2))
        #expect(said.suffix(2) == ["willSelect 2", "didSelect 2"], "a tap on the selected row selects it again")
    }

    /// Apple, `allowsMultipleSelection`: taps add rows, and a tap on a selected row deselects it.
    @Test func multipleSelectionTapDeselects() {
        table.allowsMultipleSelection = true
        rig.window.tap(at: point(1))
        rig.window.tap(at: point(3))
        #expect(table.indexPathsForSelectedRows?.map(\.row) == [1, 3])
        moments.events.removeAll()
        rig.window.tap(at: point(1))
        #expect(said == ["didHighlight 1", "didUnhighlight 1", "willDeselect 1", "didDeselect 1"])
        #expect(table.indexPathsForSelectedRows?.map(\.row) == [3])
    }

    /// Apple, `selectRow(at:animated:scrollPosition:)`, `deselectRow(at:animated:)`: from code,
    /// no delegate call and no moment.
    @Test func selectionFromCodeTellsNobody() {
        table.selectRow(at: TableIndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: TableIndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [TableIndexPath(row: 5, section: 0)])
        table.deselectRow(at: TableIndexPath(row: 5, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(said.isEmpty && answers.calls.isEmpty)
    }

    /// A reused cell shows the selection of its new row, not its old one's.
    @Test func reusedCellTakesItsNewRowsSelection() {
        rig.window.tap(at: point(0))
        table.contentOffset = pt(0, 44 * 20)
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
        table.contentOffset = .zero
        #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 0))?.isSelected == true)
    }

    /// Closures and the object are both asked: `shouldHighlight` is AND-ed.
    @Test func closureAndObjectBothAsked() {
        var closures = TableViewClosures()
        closures.shouldHighlight = { _, path in path.row != 6 }
        var selected: [Int] = []
        closures.didSelect = { _, path in selected.append(path.row) }
        table.closures = closures
        answers.noHighlight = [5]
        rig.window.tap(at: point(5))
        rig.window.tap(at: point(6))
        rig.window.tap(at: point(7))
        #expect(selected == [7] && answers.calls.filter { $0.hasPrefix("didSelect") } == ["didSelect 7"])
    }
}

/// A delegate that logs what it is asked and told, and answers as set.
final class Answers: TableViewDelegate {
    var calls: [String] = []
    var noHighlight: Set<Int> = []
    var redirect: [Int: TableIndexPath] = [:]
    var refuse: Set<Int> = []

    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.row)")
        return !noHighlight.contains(indexPath.row)
    }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: TableIndexPath) { calls.append("didHighlight \(indexPath.row)") }
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: TableIndexPath) { calls.append("didUnhighlight \(indexPath.row)") }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath? {
        calls.append("willSelect \(indexPath.row)")
        if refuse.contains(indexPath.row) { return nil }
        return redirect[indexPath.row] ?? indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) { calls.append("didSelect \(indexPath.row)") }
}
