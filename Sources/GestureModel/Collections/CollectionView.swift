import ControlModel

/// A scroll view whose content is items laid out by a flow layout, in sections, as
/// `UICollectionView` with a `UICollectionViewFlowLayout` (<doc:TablesAndCollections>): items
/// of one size in lines (``CollectionViewFlowLayout``); cells exist only for the items in view
/// and are reused as items scroll in and out
/// (``dequeueReusableCell(withReuseIdentifier:for:)``); a touch on an item highlights it and a
/// tap selects it, by the rules tables follow too (`CellList.swift`); updates are checked
/// against the data source's counts (`CollectionView+Updates.swift`).
///
/// The data source and delegate are objects held weakly (``dataSource``, ``ScrollView/delegate``),
/// closures (``closures``), or both. The data is read at the first need (the first layout, hit
/// test or question about items) and again at each ``reloadData()``.
///
/// What it reports — the delegate's highlight and selection moments and each cell configured —
/// goes to ``itemEvents`` (and to the window's event stream).
///
/// - Complexity: memory O(sections + items in view); the work per scroll step depends on the
///   items in view, not on the item count.
///
/// Source: Apple, `UICollectionView`, `UICollectionViewDataSource`, `UICollectionViewDelegate`.
open class CollectionView: ScrollView, CellHost {
    /// Where the items go; changing it, or one of its properties, lays the items out again.
    public var collectionViewLayout: CollectionViewFlowLayout {
        didSet {
            oldValue.onChange = nil
            watchLayout()
            setNeedsReload()
        }
    }
    /// The object that tells the items and makes their cells (held weakly).
    public weak var dataSource: (any CollectionViewDataSource)? { didSet { setNeedsReload() } }
    /// The scroll view's ``ScrollView/delegate`` when it is a ``CollectionViewDelegate``.
    var itemDelegate: (any CollectionViewDelegate)? { delegate as? any CollectionViewDelegate }
    /// Closures answering data source and delegate questions (see ``CollectionViewClosures``).
    public var closures = CollectionViewClosures() { didSet { setNeedsReload() } }
    /// Whether a tap selects an item (true). Off: no highlight and no selection.
    public var allowsSelection = true
    /// Whether several items can be selected (false); a tap on a selected item then deselects
    /// it.
    public var allowsMultipleSelection = false
    /// Observers of the items' moments, in order.
    public let itemEvents = ObserverList<TableEvent>()
    /// The last update that did not match the data source's counts (UIKit's message), nil while
    /// every update did.
    public internal(set) var invalidUpdate: GestureConfigurationError?
    /// Told each update that does not match the data source's counts, after ``invalidUpdate``
    /// is set (nil by default: UIKit raises an exception there).
    public var onInvalidUpdate: ((GestureConfigurationError) -> Void)?

    /// The cells, the selection and the update rules, shared with table views.
    lazy var list = CellList(host: self, geometry: FlowLayoutGeometry())

    /// Creates a collection view laid out by `layout`; its recognizers are named after
    /// `identifier` (`ID.pan`).
    public init(frame: Rect = .zero, collectionViewLayout layout: CollectionViewFlowLayout = CollectionViewFlowLayout(), identifier: String? = nil) {
        collectionViewLayout = layout
        super.init(frame: frame, identifier: identifier)
        watchLayout()
    }

    /// Creates a collection view with a default flow layout.
    public override convenience init(frame: Rect = .zero, identifier: String? = nil) {
        self.init(frame: frame, collectionViewLayout: CollectionViewFlowLayout(), identifier: identifier)
    }

    /// Lays the items out again when the layout changes.
    private func watchLayout() {
        collectionViewLayout.onChange = { [weak self] in self?.setNeedsReload() }
    }

    /// A new delegate: the items are read again.
    override func delegateDidChange() { setNeedsReload() }

    // MARK: Data

    /// Reads the data again: the counts, the layout and the cells in view (each cell goes back
    /// to the reuse pool and the items in view are asked for again, each getting its own old
    /// cell back). The selection is cleared, telling no delegate.
    public func reloadData() {
        list.reload()
    }

    /// The item counts the data source answers now, per section.
    func askedCounts() -> [Int] {
        let sections = max(closures.numberOfSections?(self) ?? dataSource?.numberOfSections(in: self) ?? 0, 0)
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            let count = closures.numberOfItems?(self, section) ?? dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
            counts.append(max(count, 0))
        }
        return counts
    }

    /// The flow layout of `counts` items in this view.
    func askedGeometry(counts: [Int]) -> FlowLayoutGeometry {
        FlowLayoutGeometry(counts: counts, layout: collectionViewLayout, size: frame.size)
    }

    /// Marks the data as to be read again at the next need.
    private func setNeedsReload() { list.needsReload = true }

    /// Reads the data if it has not been read since it changed.
    open override func layoutIfNeeded() {
        list.loadIfNeeded()
    }

    /// The number of sections.
    public var numberOfSections: Int {
        layoutIfNeeded()
        return list.geometry.sectionCount
    }

    /// The number of items in `section` (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        layoutIfNeeded()
        return section >= 0 && section < list.geometry.sectionCount ? list.geometry.rowCount(in: section) : 0
    }

    // MARK: Cells

    /// Registers `cellClass` for `identifier`: ``dequeueReusableCell(withReuseIdentifier:for:)``
    /// makes one when none waits for reuse.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        list.cellMakers[identifier] = { cellClass.init(reuseIdentifier: $0) }
    }

    /// Registers `make` for `identifier`: it makes a cell when none waits for reuse.
    public func register(forCellWithReuseIdentifier identifier: String, _ make: @escaping (String) -> CollectionViewCell) {
        list.cellMakers[identifier] = make
    }

    /// A cell for the item at `indexPath`: one that showed another item and went out of view
    /// (after its ``ReusableCell/prepareForReuse()``), or a new one of the class registered for
    /// `identifier` (a plain ``CollectionViewCell`` when none is: UIKit raises an exception
    /// there).
    ///
    /// - Complexity: O(1).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: TableIndexPath) -> CollectionViewCell {
        list.dequeue(identifier, for: indexPath)
    }

    /// The data source's cell for the item at `path`; a plain cell when no one answers.
    func askedCell(for path: TableIndexPath) -> CollectionViewCell {
        if let cellForItem = closures.cellForItem { return cellForItem(self, path) }
        return dataSource?.collectionView(self, cellForItemAt: path) ?? CollectionViewCell(reuseIdentifier: nil)
    }

    /// The content moved: the items in view may have changed.
    override func contentDidMove() {
        if !list.needsReload { list.layoutCells() }
    }

    /// Reads the data first, if it has not been read.
    open override func hitTest(_ point: Point) -> View? {
        layoutIfNeeded()
        return super.hitTest(point)
    }

    // MARK: Questions

    /// The cells on screen, in item order.
    public var visibleCells: [CollectionViewCell] {
        layoutIfNeeded()
        return list.shown
    }

    /// The items on screen, in order.
    public var indexPathsForVisibleItems: [TableIndexPath] {
        layoutIfNeeded()
        return list.shown.compactMap(\.indexPath)
    }

    /// The cell showing `indexPath`, when the item is on screen.
    public func cellForItem(at indexPath: TableIndexPath) -> CollectionViewCell? {
        list.cell(at: indexPath)
    }

    /// The item `cell` shows, when it is on screen.
    public func indexPath(for cell: CollectionViewCell) -> TableIndexPath? {
        cell.owner === self ? cell.indexPath : nil
    }

    /// The item at `point`, in the collection view's coordinates (the content's: offset
    /// included), nil in the spaces between items and outside them.
    public func indexPathForItem(at point: Point) -> TableIndexPath? {
        list.path(at: point)
    }

    /// The frame of the item at `indexPath` in the content, as the layout places it (UIKit's
    /// `layoutAttributesForItem(at:)?.frame`; zero for an item that does not exist).
    public func frameForItem(at indexPath: TableIndexPath) -> Rect {
        list.frame(of: indexPath)
    }

    /// Where ``scrollToItem(at:at:animated:)`` puts the item, along the scroll direction, as
    /// `UICollectionView.ScrollPosition`.
    public enum ScrollPosition: String, Sendable, CaseIterable {
        /// As little scrolling as brings the item fully into view.
        case none
        /// At the top (vertical layouts).
        case top
        /// In the middle, up and down.
        case centeredVertically
        /// At the bottom.
        case bottom
        /// At the left (horizontal layouts).
        case left
        /// In the middle, across.
        case centeredHorizontally
        /// At the right.
        case right
    }

    /// Scrolls so that the item at `indexPath` is at `position`, within the content's edges
    /// (`animated` is accepted for UIKit's shape; the offset changes at once, reporting
    /// `didScroll`, and the items that come into view get their cells). A position across the
    /// scroll direction (`left` in a vertical layout) scrolls as little as shows the item.
    public func scrollToItem(at indexPath: TableIndexPath, at position: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard list.geometry.contains(indexPath) else { return }
        let item = frameForItem(at: indexPath)
        let horizontal = collectionViewLayout.scrollDirection == .horizontal
        let placement: ScrollPlacement = switch (position, horizontal) {
        case (.top, false), (.left, true): .start
        case (.centeredVertically, false), (.centeredHorizontally, true): .middle
        case (.bottom, false), (.right, true): .end
        default: .nearest
        }
        if horizontal {
            let x = placement.offset(contentOffset.x, showing: item.minX, length: item.width, in: frame.width, range: (0, maximumContentOffset.x))
            if let x { contentOffset = Point(x: x, y: contentOffset.y) }
        } else {
            let y = placement.offset(contentOffset.y, showing: item.minY, length: item.height, in: frame.height, range: (0, maximumContentOffset.y))
            if let y { contentOffset = Point(x: contentOffset.x, y: y) }
        }
    }

    // MARK: Reporting

    /// Tells the observers of ``itemEvents`` and the window's event stream.
    func report(_ event: TableEvent) {
        if let stream = controlEventSink { (stream as? EventStream)?.emit(.collection(self, event)) }
        if !itemEvents.isEmpty { itemEvents.notify(event) }
    }
}
