import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// A collection view's flow layout, reuse, selection and updates (<doc:TablesAndCollections>).
/// The layout's numbers are worked out by hand from `-[_UIFlowLayoutSection computeLayout]`
/// (iOS 26.1 UIKitCore, decompiled): items to a line `⌊(available + interitem) / (item +
/// interitem)⌋`, full lines justified, a line of one item centred, the last incomplete line at
/// the inset with the minimum spacing.
@Suite struct CollectionViewTests {
    let rig = GestureRig(width: 400, height: 800)
    // 320 wide: 5 items of 50 to a line (⌊330 / 60⌋), justified 17.5 apart ((320 − 250) / 4)
    let grid = CollectionView(frame: Rect(x: 0, y: 100, width: 320, height: 200), identifier: "grid")
    let source = Items(count: 25)
    let moments = ItemLog()

    init() {
        grid.dataSource = source
        rig.add(grid)
        moments.watch(grid)
    }

    /// Apple, `UICollectionViewFlowLayout`: 50 × 50 items, 10 pt spacings, no insets, vertical.
    @Test func defaultsAreUIKits() {
        let layout = CollectionViewFlowLayout()
        #expect(layout.itemSize == Size(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.scrollDirection == .vertical)
        #expect(CollectionView().numberOfSections == 0)
    }

    /// Full lines justified: x 0, 67.5, 135, 202.5, 270 (the last item ends at 320); lines 60
    /// apart; 5 lines of 50 and 4 gaps of 10 make the content 290 tall.
    @Test func fullLinesAreJustified() {
        #expect(grid.contentSize == .zero)  // not read before the first need
        #expect(grid.numberOfItems(inSection: 0) == 25)
        #expect(grid.contentSize == Size(width: 320, height: 290))
        #expect((0..<5).map { grid.frameForItem(at: TableIndexPath(item: $0, section: 0)).minX } == [0, 67.5, 135, 202.5, 270])
        #expect(grid.frameForItem(at: TableIndexPath(item: 7, section: 0)) == Rect(x: 135, y: 60, width: 50, height: 50))
    }

    /// The last line, when not full, starts at the inset with the minimum spacing (10): 23
    /// items leave 3 on the last line, at x 0, 60 and 120 — not under the justified columns.
    @Test func lastIncompleteLineStartsAtTheInsetWithTheMinimumSpacing() {
        let few = Items(count: 23)
        grid.dataSource = few
        #expect((20..<23).map { grid.frameForItem(at: TableIndexPath(item: $0, section: 0)).minX } == [0, 60, 120])
        #expect(grid.frameForItem(at: TableIndexPath(item: 22, section: 0)).minY == 240)
    }

    /// A line that holds one item centres it: 200 wide items in 320 fit one to a line
    /// (⌊330 / 210⌋ = 1), at x (320 − 200) / 2 = 60.
    @Test func lineOfOneItemIsCentred() {
        grid.collectionViewLayout.itemSize = Size(width: 200, height: 40)
        #expect(grid.frameForItem(at: TableIndexPath(item: 2, section: 0)) == Rect(x: 60, y: 100, width: 200, height: 40))
    }

    /// Horizontal: lines are columns. 130 tall with 5 pt insets top and bottom leave 120: 2
    /// items to a column (⌊130 / 60⌋), justified at y 5 and 75; columns from x 10, 60 apart; 7
    /// items make 4 columns, the last holding item 6 at the top inset; the content is
    /// 10 + 4 · 60 − 10 + 10 = 250 wide.
    @Test func horizontalLinesAreColumns() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        let strip = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 130), collectionViewLayout: layout)
        let items = Items(count: 7)
        strip.dataSource = items
        #expect(strip.numberOfItems(inSection: 0) == 7)
        #expect(strip.contentSize == Size(width: 250, height: 130))
        #expect(strip.frameForItem(at: TableIndexPath(item: 3, section: 0)) == Rect(x: 70, y: 75, width: 50, height: 50))
        #expect(strip.frameForItem(at: TableIndexPath(item: 6, section: 0)) == Rect(x: 190, y: 5, width: 50, height: 50))
        #expect(strip.indexPathForItem(at: pt(75, 80)) == TableIndexPath(item: 3, section: 0))
        #expect(strip.indexPathsForVisibleItems.count == 7)
        strip.scrollToItem(at: TableIndexPath(item: 6, section: 0), at: .right, animated: false)
        #expect(strip.contentOffset == pt(0, 0), "250 wide content in a 300 wide view does not scroll")
    }

    /// Sections follow each other with their insets: section 0 (3 items, one line) is
    /// 20 + 50 + 30 = 100 long, so section 1's first item is at y 100 + 20.
    @Test func sectionsFollowWithTheirInsets() {
        grid.collectionViewLayout.sectionInset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        var closures = CollectionViewClosures()
        closures.numberOfSections = { _ in 2 }
        closures.numberOfItems = { _, section in section == 0 ? 3 : 2 }
        grid.closures = closures
        #expect(grid.frameForItem(at: TableIndexPath(item: 0, section: 1)) == Rect(x: 0, y: 120, width: 50, height: 50))
        #expect(grid.contentSize.height == 200)
        #expect(grid.indexPathForItem(at: pt(10, 130)) == TableIndexPath(item: 0, section: 1))
    }

    /// `indexPathForItem(at:)`: the spaces between items and between lines are no item.
    @Test func gapsAreNoItem() {
        #expect(grid.indexPathForItem(at: pt(55, 10)) == nil)
        #expect(grid.indexPathForItem(at: pt(70, 10)) == TableIndexPath(item: 1, section: 0))
        #expect(grid.indexPathForItem(at: pt(10, 55)) == nil)
        #expect(grid.indexPathForItem(at: pt(10, 289)) == TableIndexPath(item: 20, section: 0))
    }

    /// Cells only for the lines in view, reused as they scroll: 200 tall show lines 0–3
    /// (items 0–19); at offset 100 lines 1–4 (items 5–24), the cells of items 0–4 reused.
    @Test func cellsAreReusedAsItemsScroll() {
        #expect(grid.indexPathsForVisibleItems.map(\.item) == Array(0..<20))
        #expect(source.made == 20)
        grid.contentOffset = pt(0, 90)
        #expect(grid.indexPathsForVisibleItems.map(\.item) == Array(5..<25))
        #expect(source.made == 20, "the cells of items 0–4 were reused")
        let cells = moments.events.filter { $0.kind == .cell }.suffix(5)
        #expect(cells.map(\.indexPath.item) == [20, 21, 22, 23, 24])
        #expect(Set(cells.compactMap(\.reusedFrom?.item)) == [0, 1, 2, 3, 4])
    }

    /// The reuse bug: a data source that stars item 0 and never clears the star shows it again
    /// on the item that reuses item 0's cell.
    @Test func reusedCellKeepsThePreviousItemsStateUnlessCleared() {
        source.starred = [0]
        _ = grid.visibleCells
        grid.contentOffset = pt(0, 90)
        let reused = grid.visibleCells.first { grid.indexPath(for: $0)?.item ?? 0 >= 20 && source.showsStar($0) }
        #expect(reused != nil, "the buggy data source's stale star")
        source.clearsOnReuse = true
        grid.contentOffset = pt(0, 0)
        grid.contentOffset = pt(0, 90)
        #expect(grid.visibleCells.filter(source.showsStar).isEmpty)
    }

    /// A tap on an item: highlight, unhighlight, should-select, select; a second item's tap
    /// deselects the first (single selection), as for rows.
    @Test func tapSelectsAndTheNextTapMovesTheSelection() {
        rig.window.tap(at: pt(25, 125))
        rig.window.tap(at: pt(95, 125))
        #expect(moments.kinds(except: .cell) == [
            "didHighlight 0", "didUnhighlight 0", "willSelect 0", "didSelect 0",
            "didHighlight 1", "didUnhighlight 1", "willSelect 1", "willDeselect 0", "didDeselect 0", "didSelect 1",
        ])
        #expect(grid.indexPathsForSelectedItems == [TableIndexPath(item: 1, section: 0)])
    }

    /// `collectionView(_:shouldSelectItemAt:)` answering false: nothing is selected, and the
    /// stream says why.
    @Test func shouldSelectFalseRefuses() {
        let delegate = ItemAnswers()
        delegate.refused = [2]
        grid.delegate = delegate
        let heard = StreamLog(rig.window)
        rig.window.tap(at: pt(145, 125))
        #expect(grid.indexPathsForSelectedItems == nil)
        #expect(delegate.calls == ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "shouldSelect 2"])
        #expect(heard.reasons == [.selectionRefused(by: "shouldSelect")])
    }

    /// A drag that scrolls selects nothing and says so.
    @Test func dragThatScrollsSelectsNothing() {
        let finger = rig.window.touchDown(at: pt(25, 250))
        rig.wait(200)
        for step in 1...5 {
            rig.wait(16)
            finger.move(to: pt(25, 250 - 8 * Double(step)))
        }
        finger.lift()
        rig.wait(2000)
        #expect(moments.kinds(except: .cell) == ["didHighlight 10", "didUnhighlight 10"])
        #expect(moments.events.last { $0.kind == .didUnhighlight }?.reason == .dragScrolled(by: "grid.pan"))
        #expect(grid.indexPathsForSelectedItems == nil)
    }

    /// Apple, `reloadItems(at:)` ("discard any cells associated with those items and redisplay
    /// them"): the reloaded item is asked for again (a `cell` moment) and shows what the data
    /// source says now; the other items keep their cells.
    @Test func reloadAsksForTheItemsCellAgain() {
        _ = grid.visibleCells
        let first = grid.cellForItem(at: TableIndexPath(item: 0, section: 0))
        moments.events.removeAll()
        source.starred = [2]
        grid.reloadItems(at: [TableIndexPath(item: 2, section: 0)])
        #expect(grid.invalidUpdate == nil)
        #expect(moments.events.map { "\($0.kind.rawValue) \($0.indexPath.item) \($0.reusedFrom?.item ?? -1)" } == ["cell 2 2"])
        #expect(grid.cellForItem(at: TableIndexPath(item: 0, section: 0)) === first)
        #expect(grid.cellForItem(at: TableIndexPath(item: 2, section: 0)).map(source.showsStar) == true)
        grid.reloadItems(at: [TableIndexPath(item: 25, section: 0)])
        #expect(grid.invalidUpdate?.description.hasPrefix("Invalid update: attempt to delete or move item 25 in section 0, which does not exist before the update (25 items)") == true)
    }

    /// A dequeued cell comes sized for its item, before the data source configures it (the
    /// layout's attributes, as `-[UICollectionView
    /// _dequeueReusableViewOfKind:withIdentifier:forIndexPath:viewCategory:]` fetches them).
    @Test func dequeuedCellIsSizedForItsItem() {
        _ = grid.visibleCells
        #expect(source.framesAtDequeue[7] == Rect(x: 135, y: 60, width: 50, height: 50))
        #expect(source.framesAtDequeue[0] == Rect(x: 0, y: 0, width: 50, height: 50))
    }

    /// UIKit's message for a delete the data source does not follow, kept, not raised.
    @Test func inconsistentDeleteIsReportedWithUIKitsMessage() {
        _ = grid.visibleCells
        grid.deleteItems(at: [TableIndexPath(item: 0, section: 0)])
        #expect(grid.invalidUpdate == .invalidUpdate("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (25) must be equal to the number of items contained in that section before the update (25), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."))
    }

    /// A consistent delete: the items after it move up one place, keeping their cells; the
    /// selection follows its item.
    @Test func consistentDeleteMovesTheCells() {
        let cellOfItem1 = grid.cellForItem(at: TableIndexPath(item: 1, section: 0))
        grid.selectItem(at: TableIndexPath(item: 3, section: 0), animated: false, scrollPosition: .none)
        source.count = 24
        grid.deleteItems(at: [TableIndexPath(item: 0, section: 0)])
        #expect(grid.invalidUpdate == nil)
        #expect(grid.cellForItem(at: TableIndexPath(item: 0, section: 0)) === cellOfItem1)
        #expect(cellOfItem1?.frame.minX == 0)
        #expect(grid.indexPathsForSelectedItems == [TableIndexPath(item: 2, section: 0)])
        #expect(moments.events.contains { $0.kind == .deleted && $0.indexPath.item == 0 })
    }
}

/// Logs a collection view's moments.
final class ItemLog {
    var events: [TableEvent] = []
    var token: ObservationToken?

    func watch(_ collection: CollectionView) {
        token = collection.itemEvents.add { [unowned self] in events.append($0) }
    }

    /// "kind item" for each moment but those of `kind`.
    func kinds(except kind: TableEvent.Kind) -> [String] {
        events.filter { $0.kind != kind }.map { "\($0.kind.rawValue) \($0.indexPath.item)" }
    }
}

/// A data source of `count` items in one section whose cells hold a star (a view shown for the
/// starred items).
final class Items: CollectionViewDataSource {
    var count: Int
    var starred: Set<Int> = []
    var clearsOnReuse = false
    private(set) var made = 0
    /// Each item's cell's frame as `dequeueReusableCell` returned it (the last time).
    private(set) var framesAtDequeue: [Int: Rect] = [:]

    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell {
        collectionView.register(forCellWithReuseIdentifier: "item") { [unowned self] identifier in
            made += 1
            let cell = CollectionViewCell(reuseIdentifier: identifier)
            let star = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            star.isHidden = true
            cell.contentView.addSubview(star)
            return cell
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        framesAtDequeue[indexPath.item] = cell.frame
        if clearsOnReuse { cell.contentView.subviews[0].isHidden = true }
        // the bug (unless cleared): the star is shown for starred items and never hidden again
        if starred.contains(indexPath.item) { cell.contentView.subviews[0].isHidden = false }
        return cell
    }

    func showsStar(_ cell: CollectionViewCell) -> Bool { !cell.contentView.subviews[0].isHidden }
}

/// A delegate that records what it is asked and told, and refuses to select some items.
final class ItemAnswers: CollectionViewDelegate {
    var refused: Set<Int> = []
    var calls: [String] = []

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: TableIndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: TableIndexPath) {
        calls.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: TableIndexPath) {
        calls.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: TableIndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath.item)")
        return !refused.contains(indexPath.item)
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: TableIndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }
}

/// The reasons the window's event stream gives for items that did nothing.
final class StreamLog: GestureEventSink {
    var reasons: [GestureReason] = []

    init(_ window: Window) { window.eventSink = self }

    func receive(_ event: GestureEvent) {
        if case .collectionDecision(_, _, let reason) = event.kind { reasons.append(reason) }
    }
}

/// `window.tap(item:in:)` and `window.scroll(_:toItem:)`, as their table counterparts.
@Suite struct CollectionTestAPITests {
    let rig = GestureRig(width: 400, height: 800)
    let grid = CollectionView(frame: Rect(x: 0, y: 100, width: 320, height: 200), identifier: "grid")
    let source = Items(count: 60)
    let moments = ItemLog()

    init() {
        grid.dataSource = source
        rig.add(grid)
        moments.watch(grid)
    }

    /// A tap on an item on screen selects it.
    @Test func tapsAnItemOnScreen() throws {
        try rig.window.tap(item: 7, in: grid)
        #expect(grid.indexPathsForSelectedItems == [TableIndexPath(item: 7, section: 0)])
    }

    /// An item off screen is a miss naming the items on screen (lines 0–3: items 0–19); after
    /// scrolling to it (line 8 at y 480, to the bottom of the 200 pt view: offset 330), the tap
    /// reaches it.
    @Test func anItemOffScreenIsAMissUntilScrolledTo() throws {
        #expect(throws: GestureMiss.self) { try rig.window.tap(item: 40, in: grid) }
        do {
            try rig.window.tap(item: 40, in: grid)
        } catch {
            #expect(error.reason == .rowNotVisible("0.40", visible: "0.0–0.19"))
        }
        try rig.window.scroll(grid, toItem: 40)
        #expect(grid.contentOffset.y == 330)
        try rig.window.tap(item: 40, in: grid)
        #expect(grid.indexPathsForSelectedItems == [TableIndexPath(item: 40, section: 0)])
    }

    /// An item that does not exist names the section's count.
    @Test func aMissingItemIsAMiss() {
        do {
            try rig.window.scroll(grid, toItem: 60)
            Issue.record("no miss")
        } catch {
            #expect(error.reason == .noSuchRow("0.60", rows: 60))
        }
    }
}
