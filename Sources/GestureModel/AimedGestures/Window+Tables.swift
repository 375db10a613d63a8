import ControlModel

/// Gestures aimed at a table's rows (<doc:TablesAndCollections>), as UI-testing tools reach
/// them — with one difference from KIF's `tapRowAtIndexPath:inTableView:`: a tap never scrolls.
/// A row that is not on screen is a ``GestureMiss`` naming the rows that are; a test scrolls
/// first (``scroll(_:toRow:section:at:)``), as a user would.
///
/// ```swift
/// try window.tap(row: 2, in: inbox)          // selects row 2: didSelect, as a user's tap
/// try window.scroll(inbox, toRow: 30)        // then row 30 is on screen
/// try window.tap(row: 30, in: inbox)
/// ```
extension Window {
    /// Scrolls `table` so that the row `row` of `section` is on screen at `position` (by
    /// default as little scrolling as brings it fully into view), within the content's edges.
    ///
    /// This is ``TableView/scrollToRow(at:at:animated:)`` unanimated, not a drag: the content
    /// offset changes at once. UIKit reports what that call reports — `scrollViewDidScroll(_:)`
    /// once (no `willBeginDragging`, `didEndDragging` or deceleration moments, since no finger
    /// moved), and `tableView(_:cellForRowAt:)` for each row that comes into view, reusing the
    /// cells of rows that left it. Nothing is highlighted or selected. To test what a finger
    /// does, drag instead (``pan(on:by:duration:fingers:frequency:fileID:line:)`` on the
    /// table).
    ///
    /// - Throws: ``GestureMiss`` when the row does not exist (``HitMiss/noSuchRow(_:rows:)``;
    ///   UIKit raises an exception there); nothing scrolls then.
    public func scroll(
        _ table: TableView, toRow row: Int, section: Int = 0, at position: TableView.ScrollPosition = .none,
        fileID: StaticString = #fileID, line: UInt = #line
    ) throws(GestureMiss) {
        let path = TableIndexPath(row: row, section: section)
        try Window.checkScroll(table, to: path, noun: "Row", site: CallSite(fileID: fileID, line: line))
        table.scrollToRow(at: path, at: position, animated: false)
    }

    /// Taps the row `row` of `section` of `table`, as the form taking a ``TableIndexPath`` does.
    ///
    /// - Throws: ``GestureMiss`` when the row does not exist, is not on screen, or a finger
    ///   would not reach it.
    public func tap(
        row: Int, section: Int = 0, in table: TableView, duration: Duration = ProbeGesture.tapDuration,
        fileID: StaticString = #fileID, line: UInt = #line
    ) throws(GestureMiss) {
        try tap(row: TableIndexPath(row: row, section: section), in: table, duration: duration, fileID: fileID, line: line)
    }

    /// Taps the row at `path` of `table` where a finger reaches the row itself: on its cell or a
    /// plain view inside it, never on a control in the cell (a tap on a control in a cell is the
    /// control's — aim at the control with ``tap(on:fingers:duration:fileID:line:)`` for that).
    /// Nothing scrolls.
    ///
    /// What UIKit reports for the default quick tap (down 50 ms, less than the scroll view's
    /// 0.15 s content delay): at the lift, `tableView(_:didHighlightRowAt:)` and
    /// `tableView(_:didUnhighlightRowAt:)` (the highlight comes with the lift, since the finger
    /// left before the delay), then `tableView(_:willSelectRowAt:)` — which may name another
    /// row or refuse — then, with single selection, `willDeselectRowAt`/`didDeselectRowAt` for
    /// the row selected before, then `tableView(_:didSelectRowAt:)`. A `duration` past the
    /// delay highlights while the finger is down. With `allowsSelection` off or
    /// `shouldHighlightRowAt` answering false, nothing is reported; with
    /// `allowsMultipleSelection`, a tap on a selected row deselects it.
    ///
    /// - Throws: ``GestureMiss`` when the row does not exist (``HitMiss/noSuchRow(_:rows:)``),
    ///   is not on screen (``HitMiss/rowNotVisible(_:visible:)``, naming the rows that are), or
    ///   a finger would not reach it (covered, hidden, its cell all controls…); nothing is
    ///   touched then.
    public func tap(
        row path: TableIndexPath, in table: TableView, duration: Duration = ProbeGesture.tapDuration,
        fileID: StaticString = #fileID, line: UInt = #line
    ) throws(GestureMiss) {
        try tapCell(path, noun: "row", in: table, duration: duration, site: CallSite(fileID: fileID, line: line))
    }

    /// Taps the row or item (`noun`, as a miss names the gesture) at `path` of `list` where a
    /// finger reaches its cell itself (``tap(row:in:duration:fileID:line:)``,
    /// ``tap(item:section:in:duration:fileID:line:)``).
    func tapCell<List: CellListHost>(
        _ path: TableIndexPath, noun: String, in list: List, duration: Duration, site: CallSite
    ) throws(GestureMiss) {
        let name = HitMiss.name(of: list)
        func miss(_ reason: HitMiss) -> GestureMiss {
            GestureMiss(gesture: "tap(\(noun): \(path), in: \(name))", view: name, reason: reason, site: site)
        }
        guard list.root === self else { throw miss(list.root is Window ? .inAnotherWindow : .notInWindow) }
        let cell = try Window.shownCell(path, in: list, missing: miss)
        switch GestureAim.rowPoint(on: cell, in: self) {
        case .found(let point): press([point], for: duration)
        case .missed(let reason): throw miss(reason)
        }
    }

    /// Checks that `path` names a row or item (`noun`: `Row`, `Item`) of `list` before a
    /// scroll to it; the miss of `scroll(LIST, toNOUN: PATH)` otherwise.
    static func checkScroll<List: CellListHost>(_ list: List, to path: TableIndexPath, noun: String, site: CallSite) throws(GestureMiss) {
        guard let reason = rowMiss(path, in: list) else { return }
        let name = HitMiss.name(of: list)
        throw GestureMiss(gesture: "scroll(\(name), to\(noun): \(path))", view: name, reason: reason, site: site)
    }

    /// The cell showing `path` in `list` (a table or collection view), or why there is none:
    /// the row or item does not exist (``HitMiss/noSuchRow(_:rows:)``), or it is not on screen
    /// (``HitMiss/rowNotVisible(_:visible:)``, naming those that are). Aimed gestures at rows
    /// and items share it; `missing` makes the miss of the gesture asked for.
    static func shownCell<List: CellListHost>(
        _ path: TableIndexPath, in list: List, missing: (HitMiss) -> GestureMiss
    ) throws(GestureMiss) -> List.Cell {
        if let reason = rowMiss(path, in: list) { throw missing(reason) }
        guard let cell = list.shownCell(at: path) else {
            let visible = list.shownPaths
            let names = visible.isEmpty ? "none" : visible.count == 1 ? "\(visible[0])" : "\(visible[0])–\(visible[visible.count - 1])"
            throw missing(.rowNotVisible(path.description, visible: names))
        }
        return cell
    }

    /// Why `path` names no row or item of `list`, nil when it names one.
    static func rowMiss<List: CellListHost>(_ path: TableIndexPath, in list: List) -> HitMiss? {
        let count = list.shownCount(inSection: path.section)
        return path.row >= 0 && path.row < count ? nil : .noSuchRow(path.description, rows: count)
    }
}
