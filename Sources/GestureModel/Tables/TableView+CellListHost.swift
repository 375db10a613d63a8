import ControlModel

/// A table as its ``CellList`` sees it: the data source's and delegate's answers in rows' words,
/// the object first, then the closure.
extension TableView: CellListHost {
    /// A table view's rows.
    var updateNoun: TableUpdate.Noun { .rows }
    /// `willSelectRowAt` and `willDeselectRowAt`.
    var refusingQuestions: (select: String, deselect: String) { ("willSelect", "willDeselect") }

    /// The delegate's `tableView(_:shouldHighlightRowAt:)`, object and closure (AND).
    func askShouldHighlight(_ path: TableIndexPath) -> Bool {
        if let delegate = rowDelegate, !delegate.tableView(self, shouldHighlightRowAt: path) { return false }
        if let shouldHighlight = closures.shouldHighlight, !shouldHighlight(self, path) { return false }
        return true
    }

    /// `tableView(_:didHighlightRowAt:)` or `tableView(_:didUnhighlightRowAt:)`.
    func tellHighlight(_ highlighted: Bool, _ path: TableIndexPath) {
        if highlighted {
            rowDelegate?.tableView(self, didHighlightRowAt: path)
            closures.didHighlight?(self, path)
        } else {
            rowDelegate?.tableView(self, didUnhighlightRowAt: path)
            closures.didUnhighlight?(self, path)
        }
    }

    /// `tableView(_:willSelectRowAt:)`: the object's answer passed on to the closure.
    func askWillSelect(_ path: TableIndexPath) -> TableIndexPath? {
        var target: TableIndexPath? = path
        if let delegate = rowDelegate { target = delegate.tableView(self, willSelectRowAt: path) }
        if let willSelect = closures.willSelect, let asked = target { target = willSelect(self, asked) }
        return target
    }

    /// `tableView(_:didSelectRowAt:)`.
    func tellDidSelect(_ path: TableIndexPath) {
        rowDelegate?.tableView(self, didSelectRowAt: path)
        closures.didSelect?(self, path)
    }

    /// `tableView(_:willDeselectRowAt:)`: the object's answer passed on to the closure.
    func askWillDeselect(_ path: TableIndexPath) -> TableIndexPath? {
        var target: TableIndexPath? = path
        if let delegate = rowDelegate { target = delegate.tableView(self, willDeselectRowAt: path) }
        if let willDeselect = closures.willDeselect, let asked = target { target = willDeselect(self, asked) }
        return target
    }

    /// `tableView(_:didDeselectRowAt:)`.
    func tellDidDeselect(_ path: TableIndexPath) {
        rowDelegate?.tableView(self, didDeselectRowAt: path)
        closures.didDeselect?(self, path)
    }

    /// Tells the window's event stream only (no observer hears a row that did nothing).
    func reportDecision(_ path: TableIndexPath, _ reason: GestureReason) {
        guard let stream = controlEventSink as? EventStream else { return }
        stream.emit(.tableDecision(self, path, reason))
    }

    /// The table's pan, or its swipe recognizer when a swipe across a row began.
    var cancellingRecognizer: GestureRecognizer {
        if let swipe = swipeActionPanGestureRecognizer, swipe.state == .began || swipe.state == .changed { return swipe }
        return panGestureRecognizer
    }

    /// Keeps UIKit's message in ``invalidUpdate`` and tells ``onInvalidUpdate``.
    func updateFailed(_ error: GestureConfigurationError) {
        invalidUpdate = error
        onInvalidUpdate?(error)
    }

    /// The swiped row follows its row.
    func itemsUpdated(_ map: (TableIndexPath) -> TableIndexPath?) {
        swipeRowsUpdated(map)
    }

    /// ``cellForRow(at:)``.
    func shownCell(at path: TableIndexPath) -> Cell? { cellForRow(at: path) }
    /// ``indexPathsForVisibleRows``.
    var shownPaths: [TableIndexPath] { indexPathsForVisibleRows }
    /// ``numberOfRows(inSection:)``, -1 for a section that does not exist.
    func shownCount(inSection section: Int) -> Int { section >= 0 && section < numberOfSections ? numberOfRows(inSection: section) : -1 }
}
