import ControlModel

/// A scroll view whose content is rows, top to bottom, in sections, as `UITableView`
/// (<doc:TablesAndCollections>): rows are ``rowHeight`` tall (44 by default) or as tall as the
/// delegate says (``TableViewRowHeights``); cells exist only for the rows in view and are reused
/// as rows scroll in and out (``dequeueReusableCell(withIdentifier:for:)``); a touch on a row
/// highlights it and a tap selects it (`TableView+Selection.swift`).
///
/// The data source and delegate are objects held weakly (``dataSource``, ``ScrollView/delegate``),
/// closures (``closures``), or both. The data is read at the first need (the first layout, hit
/// test or question about rows) and again at each ``reloadData()``.
///
/// What it reports — the delegate's highlight and selection moments and each cell configured —
/// goes to ``tableEvents`` (and to the window's event stream).
///
/// - Complexity: memory and the work per scroll step depend on the rows in view, not on the
///   row count (with per-row heights, a reload asks every row's height once and keeps O(rows)
///   numbers, as UIKit does without estimated heights).
///
/// Source: Apple, `UITableView`, `UITableViewDataSource`, `UITableViewDelegate`.
open class TableView: ScrollView, CellHost {
    /// The height of every row when the delegate gives none (44 points, UIKit's default).
    ///
    /// Source: Apple, `UITableView.rowHeight` (for a plain table the system default is 44).
    public static let defaultRowHeight = 44.0

    /// The height of each row, unless the delegate gives rows their own.
    public var rowHeight = TableView.defaultRowHeight { didSet { setNeedsReload() } }
    /// The object that tells the rows and makes their cells (held weakly).
    public weak var dataSource: (any TableViewDataSource)? { didSet { setNeedsReload() } }
    /// The scroll view's ``ScrollView/delegate`` when it is a ``TableViewDelegate``: the object
    /// told of highlight and selection and asked about them (set it as `delegate`, as in UIKit).
    var rowDelegate: (any TableViewDelegate)? { delegate as? any TableViewDelegate }

    /// A new delegate: the rows are laid out again (their heights may be its answers).
    override func delegateDidChange() { setNeedsReload() }
    /// Closures answering data source and delegate questions (see ``TableViewClosures``).
    public var closures = TableViewClosures() { didSet { setNeedsReload() } }
    /// Whether a tap selects a row (true). Off: no highlight and no selection.
    public var allowsSelection = true
    /// Whether several rows can be selected (false); a tap on a selected row then deselects it.
    public var allowsMultipleSelection = false
    /// Observers of the rows' moments, in order.
    public let tableEvents = ObserverList<TableEvent>()

    /// The cells, the selection and the update rules, shared with collection views.
    lazy var list = CellList(host: self, geometry: TableRowLayout())
    /// Where the rows are.
    var layout: TableRowLayout { list.geometry }

    /// The last update that did not match the data source's counts (UIKit's message), nil while
    /// every update did (`TableView+Updates.swift`).
    public internal(set) var invalidUpdate: GestureConfigurationError?
    /// Told each update that does not match the data source's counts, after
    /// ``invalidUpdate`` is set (nil by default: UIKit raises an exception there, which stops
    /// the app; a headless table reports it and goes on with the data source's rows).
    public var onInvalidUpdate: ((GestureConfigurationError) -> Void)?
    /// The recognizer of swipes across rows (`ID.swipeActions`), made when the table first reads
    /// data whose rows have swipe actions; nil before (`TableView+SwipeActions.swift`).
    public internal(set) var swipeActionPanGestureRecognizer: SwipeActionPanGestureRecognizer?
    /// The recognizer of the tap that hides shown swipe actions (`ID.swipeDismissal`), made with
    /// ``swipeActionPanGestureRecognizer``.
    public internal(set) var swipeDismissalGestureRecognizer: SwipeDismissalGestureRecognizer?
    /// The row being swiped or showing its actions.
    var swipe: SwipeOccurrence?

    /// Creates a table view; its recognizers are named after `identifier` (`ID.pan`).
    public override init(frame: Rect = .zero, identifier: String? = nil) {
        super.init(frame: frame, identifier: identifier)
    }

    // MARK: Data

    /// Reads the data again: the counts, the heights and the cells in view (each cell goes back
    /// to the reuse pool and the rows in view are asked for again, each getting its own old cell
    /// back). The selection is cleared, telling no delegate (`-[UITableView reloadData]`).
    public func reloadData() {
        list.needsReload = false
        hideSwipeActions(because: .reloaded)
        installSwipeRecognizersIfNeeded()
        list.reload()
    }

    /// The row counts the data source answers now, per section.
    func askedCounts() -> [Int] {
        let sections = max(closures.numberOfSections?(self) ?? dataSource?.numberOfSections(in: self) ?? 0, 0)
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections { counts.append(max(numberOfRowsAsked(inSection: section), 0)) }
        return counts
    }

    /// The layout of `counts` rows.
    func askedGeometry(counts: [Int]) -> TableRowLayout {
        TableRowLayout(rowCounts: counts, rowHeight: rowHeight, height: heightQuestion())
    }

    /// The data source's row count for `section` (the closure when set).
    private func numberOfRowsAsked(inSection section: Int) -> Int {
        if let numberOfRows = closures.numberOfRows { return numberOfRows(self, section) }
        return dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// The question that gives a row its height, when someone answers it: the closure, or a
    /// delegate that adopts ``TableViewRowHeights``.
    private func heightQuestion() -> ((TableIndexPath) -> Double)? {
        if let heightForRow = closures.heightForRow { return { [unowned self] in heightForRow(self, $0) } }
        if let heights = delegate as? any TableViewRowHeights { return { [unowned self] in heights.tableView(self, heightForRowAt: $0) } }
        return nil
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
        return layout.sectionCount
    }

    /// The number of rows in `section` (0 for a section that does not exist).
    public func numberOfRows(inSection section: Int) -> Int {
        layoutIfNeeded()
        return section >= 0 && section < layout.sectionCount ? layout.rowCount(in: section) : 0
    }

    // MARK: Cells

    /// Registers `cellClass` for `identifier`: ``dequeueReusableCell(withIdentifier:for:)`` makes
    /// one when none waits for reuse.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        list.cellMakers[identifier] = { cellClass.init(reuseIdentifier: $0) }
    }

    /// Registers `make` for `identifier`: it makes a cell when none waits for reuse.
    public func register(forCellReuseIdentifier identifier: String, _ make: @escaping (String) -> TableViewCell) {
        list.cellMakers[identifier] = make
    }

    /// A cell for the row at `indexPath`: one that showed another row and went out of view
    /// (after its ``ReusableCell/prepareForReuse()``), or a new one of the class registered for
    /// `identifier` (a plain ``TableViewCell`` when none is: UIKit raises an exception there,
    /// which a headless test would rather not). The cell comes sized for the row, as UIKit's
    /// does (Apple: this method "uses the index path to perform additional configuration based
    /// on the cell's position in the table view").
    ///
    /// - Complexity: O(1).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: TableIndexPath) -> TableViewCell {
        list.dequeue(identifier, for: indexPath)
    }

    /// The data source's cell for the row at `path`. Without a cell question answered (counts
    /// from closures alone), the row gets a plain cell.
    func askedCell(for path: TableIndexPath) -> TableViewCell {
        if let cellForRow = closures.cellForRow { return cellForRow(self, path) }
        return dataSource?.tableView(self, cellForRowAt: path) ?? TableViewCell(reuseIdentifier: nil)
    }

    /// The content moved: the rows in view may have changed.
    override func contentDidMove() {
        if !list.needsReload { list.layoutCells() }
        if swipe != nil { swipeContentDidMove() }
    }

    /// Reads the data first, if it has not been read (UIKit's table loads at its first layout;
    /// a headless one at the first touch that could land on it).
    open override func hitTest(_ point: Point) -> View? {
        layoutIfNeeded()
        return super.hitTest(point)
    }

    // MARK: Questions

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] {
        layoutIfNeeded()
        return list.shown
    }

    /// The rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [TableIndexPath] {
        layoutIfNeeded()
        return list.shown.compactMap(\.indexPath)
    }

    /// The cell showing `indexPath`, when the row is on screen.
    public func cellForRow(at indexPath: TableIndexPath) -> TableViewCell? {
        list.cell(at: indexPath)
    }

    /// The row `cell` shows, when it is on screen.
    public func indexPath(for cell: TableViewCell) -> TableIndexPath? {
        cell.owner === self ? cell.indexPath : nil
    }

    /// The row at `point`, in the table's coordinates (the content's: offset included), nil
    /// outside every row.
    public func indexPathForRow(at point: Point) -> TableIndexPath? {
        list.path(at: point)
    }

    /// The rectangle of the row at `indexPath`, in the table's coordinates (zero for a row that
    /// does not exist).
    public func rectForRow(at indexPath: TableIndexPath) -> Rect {
        list.frame(of: indexPath)
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts the row.
    public enum ScrollPosition: String, Sendable, CaseIterable {
        /// As little scrolling as brings the row fully into view.
        case none
        /// The row at the top.
        case top
        /// The row in the middle.
        case middle
        /// The row at the bottom.
        case bottom
    }

    /// Scrolls so that the row at `indexPath` is at `position` in the part of the table its
    /// ``ScrollView/contentInset`` leaves visible, within the scroll range (`animated` is
    /// accepted for UIKit's shape; the offset changes at once, reporting `didScroll`, and the
    /// rows that come into view get their cells).
    public func scrollToRow(at indexPath: TableIndexPath, at position: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard layout.contains(indexPath) else { return }
        let row = rectForRow(at: indexPath)
        let placement: ScrollPlacement = switch position {
        case .top: .start
        case .middle: .middle
        case .bottom: .end
        case .none: .nearest
        }
        guard
            let y = placement.offset(
                contentOffset.y, showing: row.minY, length: row.height, in: frame.height, startInset: contentInset.top,
                endInset: contentInset.bottom, range: (minimumContentOffset.y, maximumContentOffset.y))
        else { return }
        // UIKit's offset for a row has x 0: the table scrolls only vertically
        contentOffset = Point(x: 0, y: y)
    }

    // MARK: Reporting

    /// Tells the observers of ``tableEvents`` and the window's event stream.
    func report(_ event: TableEvent) {
        if let stream = controlEventSink { (stream as? EventStream)?.emit(.table(self, event)) }
        if !tableEvents.isEmpty { tableEvents.notify(event) }
    }
}
