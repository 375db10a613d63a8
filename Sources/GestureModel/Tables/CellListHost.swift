import ControlModel

/// A table or collection view, as the cell machinery they share sees it (`CellList.swift`):
/// where its items are, its data source's answers and its delegate's, asked and told in UIKit's
/// words for rows or for items. The rules themselves live in ``CellList``, once.
protocol CellListHost: ScrollView, CellHost {
    /// The host's cell class.
    associatedtype Cell: ReusableCell
    /// Where the host's items are.
    associatedtype Geometry: CellGeometry

    /// Whether a tap selects (the host's `allowsSelection`).
    var allowsSelection: Bool { get }
    /// Whether several can be selected (the host's `allowsMultipleSelection`).
    var allowsMultipleSelection: Bool { get }
    /// The delegate's questions that can refuse a selection and a deselection, as reasons name
    /// them (`willSelect` and `willDeselect` for rows, `shouldSelect` and `shouldDeselect` for
    /// items).
    var refusingQuestions: (select: String, deselect: String) { get }
    /// What an update's message calls the host and its elements.
    var updateNoun: TableUpdate.Noun { get }

    /// The counts the data source answers now, per section.
    func askedCounts() -> [Int]
    /// The layout of `counts` items.
    func askedGeometry(counts: [Int]) -> Geometry
    /// The data source's cell for `path`, or a plain one when no one answers.
    func askedCell(for path: TableIndexPath) -> Cell
    /// The delegate's `shouldHighlight` (object and closure, AND).
    func askShouldHighlight(_ path: TableIndexPath) -> Bool
    /// Tells the delegate `didHighlight` (true) or `didUnhighlight` (false).
    func tellHighlight(_ highlighted: Bool, _ path: TableIndexPath)
    /// The delegate's `willSelect` (object, then closure; nil refuses).
    func askWillSelect(_ path: TableIndexPath) -> TableIndexPath?
    /// Tells the delegate `didSelect`.
    func tellDidSelect(_ path: TableIndexPath)
    /// The delegate's `willDeselect` (object, then closure; nil refuses).
    func askWillDeselect(_ path: TableIndexPath) -> TableIndexPath?
    /// Tells the delegate `didDeselect`.
    func tellDidDeselect(_ path: TableIndexPath)
    /// Tells the observers and the window's event stream of a moment.
    func report(_ event: TableEvent)
    /// Tells the window's event stream that the row or item at `path` does nothing, because of
    /// `reason`.
    func reportDecision(_ path: TableIndexPath, _ reason: GestureReason)
    /// The recognizer whose start cancelled the tracked finger (the pan, or a table's swipe).
    var cancellingRecognizer: GestureRecognizer { get }
    /// An update did not match the data source's counts: `error` carries UIKit's message.
    func updateFailed(_ error: GestureConfigurationError)
    /// A valid update moved items as `map` says (nil: deleted), before cells are laid out.
    func itemsUpdated(_ map: (TableIndexPath) -> TableIndexPath?)
    /// The cell showing `path`, when it is on screen (`cellForRow(at:)`, `cellForItem(at:)`).
    func shownCell(at path: TableIndexPath) -> Cell?
    /// The rows or items on screen, in order.
    var shownPaths: [TableIndexPath] { get }
    /// The number of rows or items in `section`, -1 when the section does not exist.
    func shownCount(inSection section: Int) -> Int
    /// Reads the data again (the host's public `reloadData()`).
    func reloadData()
}
