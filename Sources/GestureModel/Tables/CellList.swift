import ControlModel

/// The rules table and collection views share, in one place (<doc:TablesAndCollections>): cells
/// only for what is in view, reused as the content moves; highlight and selection as a finger
/// and a tap make them; updates checked against the data source's counts. Each host
/// (``TableView``, ``CollectionView``) keeps one, and asks and tells its own delegate in UIKit's
/// words for rows or items (``CellListHost``).
///
/// **Highlight and selection.** The list follows one finger at a time, from the cells' touch
/// phases (a touch on a plain view inside a cell reaches the cell; a control in a cell keeps its
/// touches, so a tap on it never selects):
/// - **Began** (after the scroll view's 0.15 s content delay, or at a quick lift together with
///   the end): with `allowsSelection` and the delegate's `shouldHighlight` (default yes), the
///   row or item is highlighted (`didHighlight`) and becomes the pending selection; otherwise
///   nothing happens at all, not even at the lift.
/// - **Ended**: the highlight goes off (`didUnhighlight`), then the pending one is selected as a
///   user's tap selects: with `allowsMultipleSelection`, a tap on a selected one deselects it
///   (`willDeselect`, `didDeselect`); otherwise `willSelect` may name another or nil (refused);
///   with single selection every other selected one is deselected first (`willDeselect`,
///   `didDeselect` each); then `didSelect`.
/// - **Cancelled** (the view's pan began: the drag scrolls): the highlight goes off and nothing
///   is selected.
///
/// Selecting and deselecting from code tells the delegate nothing.
///
/// Sources: iOS 26.1 UIKitCore (decompiled): a highlight goes from
/// `-[UITableViewCell touchesBegan:withEvent:]` to `-[UITableView touchesBegan:withEvent:]` and
/// `_highlightRowAtIndexPath:animated:scrollPosition:usingPresentationValues:playFeedback:`,
/// asked through `_delegateAllowsHighlightingItemAtIndexPath:` under
/// `_allowsEffectiveSelection`; `touchesEnded:withEvent:` selects through
/// `_userSelectRowAtPendingSelectionIndexPath:`, which calls
/// `_selectRowAtIndexPath:animated:scrollPosition:notifyDelegate:` (with
/// `deselectPrevious:`); `touchesCancelled:withEvent:` unhighlights through
/// `_highlightRowAtIndexPath:` with no row. `UICollectionView` follows the same steps
/// (`_userSelectItemAtIndexPath:`, `_selectItemAtIndexPath:animated:scrollPosition:notifyDelegate:`)
/// with the delegate's `shouldHighlightItemAt`, `shouldSelectItemAt`, `didSelectItemAt`,
/// `shouldDeselectItemAt` and `didDeselectItemAt`. Apple: `tableView(_:willSelectRowAt:)`,
/// `tableView(_:willDeselectRowAt:)`, `selectRow(at:animated:scrollPosition:)` and
/// `selectItem(at:animated:scrollPosition:)` ("doesn't cause any selection-related delegate
/// methods to be called").
///
/// **Updates.** After an update the data source must answer, for every section, the count
/// before plus those inserted and moved in, less those deleted and moved out. When it does not,
/// UIKit raises an exception; here the host is told UIKit's message and the data is read again
/// (the selection is cleared). A valid update keeps the cells still in view (moved to their new
/// places, not configured again), asks for the cells that came into view and those of the rows
/// or items reloaded (their old cells go to the reuse pool; a reload counts as a delete and an
/// insert at the same place when the counts are checked), and carries the selection along (a
/// deleted one's selection goes with it).
///
/// - Complexity: memory and the work per scroll step depend on the cells in view, not on the
///   item count.
final class CellList<Host: CellListHost> {
    /// The view whose cells these are (which owns the list).
    unowned let host: Host
    /// Where the items are.
    var geometry: Host.Geometry
    /// True until the data is read.
    var needsReload = true
    /// The cells on screen, in order: `shown[i]` shows global item `firstShown + i`.
    var shown: [Host.Cell] = []
    /// The global item of `shown[0]`.
    var firstShown = 0
    /// Cells out of view, waiting to be reused, by reuse identifier.
    var reusePool: [String: [Host.Cell]] = [:]
    /// What makes a new cell for each registered reuse identifier.
    var cellMakers: [String: (String) -> Host.Cell] = [:]
    /// The selected rows or items, in order.
    var selectedPaths: [TableIndexPath] = []
    /// The one a finger highlights now.
    var highlightedPath: TableIndexPath?
    /// The one the tracked finger will select if it lifts without scrolling.
    var pendingSelection: TableIndexPath?
    /// The finger the list follows (its serial), from its began to its end.
    var trackedTouch: UInt64?
    /// The changes collected by a batch update while its closure runs.
    var batch: TableUpdate?

    /// The list of `host`, with `geometry` until the data is read.
    init(host: Host, geometry: Host.Geometry) {
        self.host = host
        self.geometry = geometry
    }

    // MARK: Data

    /// Reads the data again: the counts, the layout and the cells in view (each cell goes back
    /// to the reuse pool and those in view are asked for again). The selection and the
    /// highlight are cleared, telling no delegate.
    ///
    /// The cells go to the pool last one first, so that each row or item in view again gets
    /// its own old cell back (the pool gives out the cell it took last).
    ///
    /// Source: `-[UITableView reloadData]` (iOS 26.1 UIKitCore, decompiled): it calls
    /// `_removeAllVisibleCells`, which hands the visible cells to
    /// `_reuseTableViewCell:withIndexPath:didEndDisplaying:` in reverse order
    /// (`enumerateObjectsWithOptions:` reverse; `_reuseTableViewSubview:viewType:` appends each
    /// to its identifier's pool), then empties `_highlightedIndexPaths` and
    /// `_selectedIndexPaths` and drops the pending selection.
    func reload() {
        needsReload = false
        geometry = host.askedGeometry(counts: host.askedCounts())
        for cell in shown.reversed() { retire(cell) }
        shown.removeAll()
        firstShown = 0
        highlightedPath = nil
        pendingSelection = nil
        selectedPaths.removeAll()
        host.contentSize = geometry.contentSize(width: host.frame.width)
        layoutCells()
    }

    /// Reads the data if it has not been read since it changed.
    func loadIfNeeded() {
        if needsReload { host.reloadData() }
    }

    /// The counts of the layout, per section.
    var counts: [Int] { (0..<geometry.sectionCount).map { geometry.rowCount(in: $0) } }

    // MARK: Cells

    /// A cell for `identifier`, to show `path`: one that went out of view (after its
    /// ``ReusableCell/prepareForReuse()``), or a new one made as registered (a plain `Host.Cell`
    /// when none is: UIKit raises an exception there, which a headless test would rather not).
    /// It comes sized for `path` (when `path` exists), before the data source configures it,
    /// so frames computed from its content view's bounds hold; its place is set again once the
    /// data source returns it.
    ///
    /// Sources: Apple, `dequeueReusableCell(withIdentifier:for:)` ("uses the index path to
    /// perform additional configuration based on the cell's position in the table view");
    /// `-[UICollectionView _dequeueReusableViewOfKind:withIdentifier:forIndexPath:viewCategory:]`
    /// fetches the item's layout attributes (`-[UICollectionViewData
    /// layoutAttributesForItemAtIndexPath:]` in its call stacks) for the cell it returns.
    ///
    /// - Complexity: O(1) besides the geometry's lookup of `path`.
    func dequeue(_ identifier: String, for path: TableIndexPath) -> Host.Cell {
        let cell: Host.Cell
        if let reused = reusePool[identifier]?.popLast() {
            reused.prepareForReuse()
            cell = reused
        } else {
            cell = cellMakers[identifier]?(identifier) ?? Host.Cell(reuseIdentifier: identifier)
        }
        if geometry.contains(path) { cell.place(in: geometry.frame(ofGlobal: geometry.global(path), width: host.frame.width)) }
        return cell
    }

    /// The content rectangle in view.
    private var visibleRect: Rect { Rect(origin: host.contentOffset, size: host.frame.size) }

    /// Brings the cells in line with what is in view: cells that left go back to the reuse pool
    /// (first, so they can be reused at once), those that came in are asked for a cell, in order.
    ///
    /// - Complexity: O(cells in view + cells that came or went).
    func layoutCells() {
        let visible = geometry.globals(in: visibleRect)
        if visible.isEmpty, shown.isEmpty { return }
        var kept: [Host.Cell?] = Array(repeating: nil, count: visible.count)
        for (index, cell) in shown.enumerated() {
            let global = firstShown + index
            if visible.contains(global) { kept[global - visible.lowerBound] = cell } else { retire(cell) }
        }
        var cells: [Host.Cell] = []
        cells.reserveCapacity(visible.count)
        for global in visible {
            if let cell = kept[global - visible.lowerBound] {
                cells.append(cell)
            } else {
                cells.append(makeCell(forGlobal: global))
            }
        }
        shown = cells
        firstShown = visible.lowerBound
    }

    /// Asks for the cell of global item `global`, places it and tells the `cell` moment.
    private func makeCell(forGlobal global: Int) -> Host.Cell {
        let path = geometry.path(ofGlobal: global)
        let cell = host.askedCell(for: path)
        let reusedFrom = cell.lastIndexPath
        cell.owner = host
        cell.indexPath = path
        cell.lastIndexPath = path
        cell.isSelected = selectedPaths.contains(path)
        cell.isHighlighted = highlightedPath == path
        cell.place(in: geometry.frame(ofGlobal: global, width: host.frame.width))
        cell.forwardTouchesOfSubviews()
        if cell.superview !== host { host.addSubview(cell) }
        host.report(TableEvent(kind: .cell, indexPath: path, reusedFrom: reusedFrom))
        return cell
    }

    /// Brings the cells in line with what is in view after an update: `kept` are the cells
    /// still there, by their global number now (they move to their new places without being
    /// configured again); the others go to the reuse pool; those in view without a cell are
    /// asked for one.
    private func layoutCells(keeping kept: [Int: Host.Cell]) {
        let visible = geometry.globals(in: visibleRect)
        for global in kept.keys.sorted() where !visible.contains(global) { retire(kept[global]!) }
        var cells: [Host.Cell] = []
        cells.reserveCapacity(visible.count)
        for global in visible {
            guard let cell = kept[global] else {
                cells.append(makeCell(forGlobal: global))
                continue
            }
            let path = geometry.path(ofGlobal: global)
            cell.indexPath = path
            cell.lastIndexPath = path
            cell.isSelected = selectedPaths.contains(path)
            cell.place(in: geometry.frame(ofGlobal: global, width: host.frame.width))
            cells.append(cell)
        }
        shown = cells
        firstShown = visible.lowerBound
    }

    /// Takes `cell` out of view, into the reuse pool.
    private func retire(_ cell: Host.Cell) {
        cell.removeFromSuperview()
        cell.indexPath = nil
        cell.isHighlighted = false
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
    }

    /// The cell showing `path`, when it is on screen.
    func cell(at path: TableIndexPath) -> Host.Cell? {
        loadIfNeeded()
        guard geometry.contains(path) else { return nil }
        let index = geometry.global(path) - firstShown
        return index >= 0 && index < shown.count ? shown[index] : nil
    }

    /// The path at `point` (content coordinates), nil outside every row or item.
    func path(at point: Point) -> TableIndexPath? {
        loadIfNeeded()
        return geometry.global(at: point, width: host.frame.width).map(geometry.path(ofGlobal:))
    }

    /// The frame of `path` in the content (zero for one that does not exist).
    func frame(of path: TableIndexPath) -> Rect {
        loadIfNeeded()
        guard geometry.contains(path) else { return .zero }
        return geometry.frame(ofGlobal: geometry.global(path), width: host.frame.width)
    }

    // MARK: Selection from code

    /// Selects `path` (nil: clears the selection), with single selection deselecting the
    /// others; tells the delegate nothing. Returns whether `path` was selected.
    @discardableResult
    func select(_ path: TableIndexPath?) -> Bool {
        loadIfNeeded()
        guard let path else {
            for selected in selectedPaths { setSelected(false, selected) }
            return false
        }
        guard geometry.contains(path), host.allowsSelection else { return false }
        if !host.allowsMultipleSelection { for other in selectedPaths where other != path { setSelected(false, other) } }
        setSelected(true, path)
        return true
    }

    /// Marks `path` selected or not, and its cell when it is on screen.
    func setSelected(_ selected: Bool, _ path: TableIndexPath) {
        if selected {
            guard !selectedPaths.contains(path) else { return }
            let index = selectedPaths.firstIndex { $0 > path } ?? selectedPaths.count
            selectedPaths.insert(path, at: index)
        } else {
            guard let index = selectedPaths.firstIndex(of: path) else { return }
            selectedPaths.remove(at: index)
        }
        cell(at: path)?.isSelected = selected
    }

    // MARK: Touches

    /// `phase` of `touches` reached `cell` (passed on by the cell through the host).
    func cellTouches(_ phase: TouchPhase, _ touches: [Touch], in cell: ReusableCell) {
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
            let recognizer = host.cancellingRecognizer
            unhighlight(reason: .dragScrolled(by: recognizer.identifier ?? recognizer.displayName))
        }
    }

    /// A finger reached `path`: the highlight and the pending selection, when allowed.
    private func touchBegan(on path: TableIndexPath) {
        guard host.allowsSelection else { return host.reportDecision(path, .selectionOff(by: "allowsSelection")) }
        guard host.askShouldHighlight(path) else { return host.reportDecision(path, .selectionOff(by: "shouldHighlight")) }
        highlightedPath = path
        cell(at: path)?.isHighlighted = true
        host.report(TableEvent(kind: .didHighlight, indexPath: path))
        host.tellHighlight(true, path)
        pendingSelection = path
    }

    /// Turns the highlight off, telling `didUnhighlight` (with `reason` when it says why).
    private func unhighlight(reason: GestureReason?) {
        guard let path = highlightedPath else { return }
        highlightedPath = nil
        cell(at: path)?.isHighlighted = false
        host.report(TableEvent(kind: .didUnhighlight, indexPath: path, reason: reason))
        host.tellHighlight(false, path)
    }

    /// A user's tap selects (or, with multiple selection, deselects) `path`.
    private func userSelect(_ path: TableIndexPath) {
        if host.allowsMultipleSelection, selectedPaths.contains(path) {
            guard let target = askWillDeselect(path) else { return }
            deselectTelling(target)
            return
        }
        host.report(TableEvent(kind: .willSelect, indexPath: path))
        guard let target = host.askWillSelect(path), geometry.contains(target) else {
            return host.reportDecision(path, .selectionRefused(by: host.refusingQuestions.select))
        }
        if !host.allowsMultipleSelection {
            for other in selectedPaths where other != target {
                if let deselected = askWillDeselect(other) { deselectTelling(deselected) }
            }
        }
        setSelected(true, target)
        host.report(TableEvent(kind: .didSelect, indexPath: target))
        host.tellDidSelect(target)
    }

    /// Tells `willDeselect` for `path` and returns the delegate's answer.
    private func askWillDeselect(_ path: TableIndexPath) -> TableIndexPath? {
        host.report(TableEvent(kind: .willDeselect, indexPath: path))
        let target = host.askWillDeselect(path)
        if target == nil { host.reportDecision(path, .selectionRefused(by: host.refusingQuestions.deselect)) }
        return target
    }

    /// Deselects `path` and tells `didDeselect`.
    private func deselectTelling(_ path: TableIndexPath) {
        guard selectedPaths.contains(path) else { return }
        setSelected(false, path)
        host.report(TableEvent(kind: .didDeselect, indexPath: path))
        host.tellDidDeselect(path)
    }

    // MARK: Updates

    /// Runs `updates`, whose changes are checked and applied together when it returns;
    /// `completion` is called with whether they applied.
    func performBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        let outer = batch
        batch = TableUpdate()
        updates?()
        let collected = batch ?? TableUpdate()
        batch = outer
        let applied = apply(collected)
        completion?(applied)
    }

    /// Checks `update` against the data source's counts and applies it (collects it while a
    /// batch runs). Returns whether it applied.
    @discardableResult
    func apply(_ update: TableUpdate) -> Bool {
        if batch != nil {
            batch?.inserted += update.inserted
            batch?.deleted += update.deleted
            batch?.moved += update.moved
            batch?.reloaded += update.reloaded
            return true
        }
        // never read: there is nothing to update, the data is read as it is
        guard !needsReload else {
            host.reloadData()
            return true
        }
        let before = counts
        let after = host.askedCounts()
        if let message = update.mismatch(before: before, after: after, noun: host.updateNoun) {
            host.updateFailed(.invalidUpdate(message))
            host.reloadData()
            return false
        }
        let map = update.mapping(before: before, after: after)
        let old = geometry
        geometry = host.askedGeometry(counts: after)
        var kept: [Int: Host.Cell] = [:]
        let reloaded = Set(update.reloaded)
        for (index, cell) in shown.enumerated() {
            // a reloaded one's cell goes to the reuse pool: it is asked for anew below
            let before = old.path(ofGlobal: firstShown + index)
            if !reloaded.contains(before), let path = map(before) { kept[geometry.global(path)] = cell } else { retire(cell) }
        }
        shown = []
        selectedPaths = selectedPaths.compactMap(map).sorted()
        if let highlighted = highlightedPath { highlightedPath = map(highlighted) }
        if let pending = pendingSelection { pendingSelection = map(pending) }
        host.itemsUpdated(map)
        // each one deleted, before those that come into view get their cells
        for path in update.deleted.sorted() { host.report(TableEvent(kind: .deleted, indexPath: path)) }
        host.contentSize = geometry.contentSize(width: host.frame.width)
        layoutCells(keeping: kept)
        return true
    }
}
