import ControlModel

/// Highlight and selection, as a finger on a row and a tap on it (<doc:TablesAndCollections>).
///
/// The table follows one finger at a time, from the cells' touch phases (a touch on a plain view
/// inside a cell reaches the cell; a control in a cell keeps its touches, so a tap on it never
/// selects):
/// - **Began** (after the scroll view's 0.15 s content delay, or at a quick lift together with
///   the end): with ``TableView/allowsSelection`` and the delegate's `shouldHighlightRowAt`
///   (default yes), the row is highlighted (`didHighlight`) and becomes the pending selection;
///   otherwise nothing happens at all, not even at the lift.
/// - **Ended**: the highlight goes off (`didUnhighlight`), then the pending row is selected as a
///   user's tap selects: with ``TableView/allowsMultipleSelection``, a tap on a selected row
///   deselects it (`willDeselect`, `didDeselect`); otherwise `willSelect` may name another row
///   or nil (refused); with single selection every other selected row is deselected first
///   (`willDeselect`, `didDeselect` each); then `didSelect`.
/// - **Cancelled** (the table's pan began: the drag scrolls): the highlight goes off and nothing
///   is selected.
///
/// ``TableView/selectRow(at:animated:scrollPosition:)`` and
/// ``TableView/deselectRow(at:animated:)`` change the selection from code and tell the delegate
/// nothing.
///
/// Sources: iOS 26.1 UIKitCore (decompiled): a highlight goes from
/// `-[UITableViewCell touchesBegan:withEvent:]` to `-[UITableView touchesBegan:withEvent:]` and
/// `_highlightRowAtIndexPath:animated:scrollPosition:usingPresentationValues:playFeedback:`,
/// asked through `_delegateAllowsHighlightingItemAtIndexPath:` under
/// `_allowsEffectiveSelection`; `touchesEnded:withEvent:` selects through
/// `_userSelectRowAtPendingSelectionIndexPath:`, which calls
/// `_selectRowAtIndexPath:animated:scrollPosition:notifyDelegate:` (with
/// `deselectPrevious:`); `touchesCancelled:withEvent:` unhighlights through
/// `_highlightRowAtIndexPath:` with no row. Apple: `tableView(_:willSelectRowAt:)` ("Return
/// … nil if you don't want the row selected"), `tableView(_:willDeselectRowAt:)` ("only called
/// if there is an existing selection when the user tries to select a different row"),
/// `tableView(_:shouldHighlightRowAt:)`, `selectRow(at:animated:scrollPosition:)` ("Calling
/// this method doesn't cause the delegate to receive a … willSelectRowAt: or … didSelectRowAt:
/// message").
extension TableView {
    // MARK: From code

    /// The first selected row, nil when none is.
    public var indexPathForSelectedRow: TableIndexPath? { selectedPaths.first }

    /// The selected rows, in row order (nil when none is, as UIKit answers).
    public var indexPathsForSelectedRows: [TableIndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }

    /// Selects the row at `indexPath` (nil: clears the selection), with single selection
    /// deselecting the others, and scrolls it to `scrollPosition`; tells the delegate nothing.
    public func selectRow(at indexPath: TableIndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        layoutIfNeeded()
        guard let indexPath else {
            for path in selectedPaths { setSelected(false, path) }
            return
        }
        guard layout.contains(indexPath), allowsSelection else { return }
        if !allowsMultipleSelection { for path in selectedPaths where path != indexPath { setSelected(false, path) } }
        setSelected(true, indexPath)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath`; tells the delegate nothing.
    public func deselectRow(at indexPath: TableIndexPath, animated: Bool) {
        setSelected(false, indexPath)
    }

    /// Marks the row selected or not, and its cell when it is on screen.
    private func setSelected(_ selected: Bool, _ path: TableIndexPath) {
        if selected {
            guard !selectedPaths.contains(path) else { return }
            let index = selectedPaths.firstIndex { $0 > path } ?? selectedPaths.count
            selectedPaths.insert(path, at: index)
        } else {
            guard let index = selectedPaths.firstIndex(of: path) else { return }
            selectedPaths.remove(at: index)
        }
        cellForRow(at: path)?.isSelected = selected
    }

    // MARK: Touches

    /// `phase` of `touches` reached `cell` (passed on by the cell).
    func cellTouches(_ phase: TouchPhase, _ touches: [Touch], in cell: TableViewCell) {
        guard let touch = touches.first, let path = cell.indexPath else { return }
        switch phase {
        case .began:
            guard trackedTouch == nil else { return }
            trackedTouch = touch.serial
            touchBegan(on: path)
        case .moved, .stationary:
            return
        case .ended:
            guard trackedTouch == touch.serial else { return }
            trackedTouch = nil
            guard let pending = pendingSelection else { return }
            pendingSelection = nil
            unhighlight(reason: nil)
            userSelect(pending)
        case .cancelled:
            guard trackedTouch == touch.serial else { return }
            trackedTouch = nil
            pendingSelection = nil
            // the table's pan, or its swipe recognizer, began and cancelled the rows' touches
            let swiped = swipeActionPanGestureRecognizer.map { $0.state == .began || $0.state == .changed } ?? false
            let pan: GestureRecognizer = swiped ? swipeActionPanGestureRecognizer! : panGestureRecognizer
            unhighlight(reason: .dragScrolled(by: pan.identifier ?? pan.displayName))
        }
    }

    /// A finger reached the row at `path`: the highlight and the pending selection, when allowed.
    private func touchBegan(on path: TableIndexPath) {
        guard allowsSelection else { return refuseHighlight(path, because: "allowsSelection") }
        guard shouldHighlight(path) else { return refuseHighlight(path, because: "shouldHighlight") }
        highlightedPath = path
        cellForRow(at: path)?.isHighlighted = true
        report(TableEvent(kind: .didHighlight, indexPath: path))
        rowDelegate?.tableView(self, didHighlightRowAt: path)
        closures.didHighlight?(self, path)
        pendingSelection = path
    }

    /// Tells the window's event stream (only: no observer hears a row that did nothing) that
    /// the row at `path` is neither highlighted nor selected, because of `rule`.
    private func refuseHighlight(_ path: TableIndexPath, because rule: String) {
        guard let stream = controlEventSink as? EventStream else { return }
        stream.emit(.tableDecision(self, path, .selectionOff(by: rule)))
    }

    /// The delegate's `shouldHighlightRowAt`, object and closure (AND).
    private func shouldHighlight(_ path: TableIndexPath) -> Bool {
        if let delegate = rowDelegate, !delegate.tableView(self, shouldHighlightRowAt: path) { return false }
        if let shouldHighlight = closures.shouldHighlight, !shouldHighlight(self, path) { return false }
        return true
    }

    /// Turns the highlight off, telling `didUnhighlight` (with `reason` when it says why).
    private func unhighlight(reason: GestureReason?) {
        guard let path = highlightedPath else { return }
        highlightedPath = nil
        cellForRow(at: path)?.isHighlighted = false
        report(TableEvent(kind: .didUnhighlight, indexPath: path, reason: reason))
        rowDelegate?.tableView(self, didUnhighlightRowAt: path)
        closures.didUnhighlight?(self, path)
    }

    /// A user's tap selects (or, with multiple selection, deselects) the row at `path`.
    private func userSelect(_ path: TableIndexPath) {
        if allowsMultipleSelection, selectedPaths.contains(path) {
            guard let target = askWillDeselect(path) else { return }
            deselectTelling(target)
            return
        }
        report(TableEvent(kind: .willSelect, indexPath: path))
        var target: TableIndexPath? = path
        if let delegate = rowDelegate { target = delegate.tableView(self, willSelectRowAt: path) }
        if let willSelect = closures.willSelect, let asked = target { target = willSelect(self, asked) }
        guard let target, layout.contains(target) else {
            if let stream = controlEventSink as? EventStream { stream.emit(.tableDecision(self, path, .selectionRefused(by: "willSelect"))) }
            return
        }
        if !allowsMultipleSelection {
            for other in selectedPaths where other != target {
                if let deselected = askWillDeselect(other) { deselectTelling(deselected) }
            }
        }
        setSelected(true, target)
        report(TableEvent(kind: .didSelect, indexPath: target))
        rowDelegate?.tableView(self, didSelectRowAt: target)
        closures.didSelect?(self, target)
    }

    /// Tells `willDeselect` for `path` and returns the delegate's answer (object, then closure).
    private func askWillDeselect(_ path: TableIndexPath) -> TableIndexPath? {
        report(TableEvent(kind: .willDeselect, indexPath: path))
        var target: TableIndexPath? = path
        if let delegate = rowDelegate { target = delegate.tableView(self, willDeselectRowAt: path) }
        if let willDeselect = closures.willDeselect, let asked = target { target = willDeselect(self, asked) }
        if target == nil, let stream = controlEventSink as? EventStream {
            stream.emit(.tableDecision(self, path, .selectionRefused(by: "willDeselect")))
        }
        return target
    }

    /// Deselects `path` and tells `didDeselect`.
    private func deselectTelling(_ path: TableIndexPath) {
        guard selectedPaths.contains(path) else { return }
        setSelected(false, path)
        report(TableEvent(kind: .didDeselect, indexPath: path))
        rowDelegate?.tableView(self, didDeselectRowAt: path)
        closures.didDeselect?(self, path)
    }
}
