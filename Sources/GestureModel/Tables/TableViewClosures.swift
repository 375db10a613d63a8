/// Closures answering a table view's data source and delegate questions — BlocksKit's dynamic
/// data source (`bk_dynamicDataSource`), the A2DynamicDelegate idea applied to tables
/// (<doc:TablesAndCollections>).
///
/// Data source questions: the closure answers when set, otherwise the object
/// (``TableView/dataSource``). Delegate questions: with both, both are asked, the object first
/// (``TableViewDelegate`` says how the answers combine); with neither, UIKit's defaults.
public struct TableViewClosures {
    /// The number of sections.
    public var numberOfSections: ((TableView) -> Int)?
    /// The number of rows in a section.
    public var numberOfRows: ((TableView, Int) -> Int)?
    /// The cell for a row.
    public var cellForRow: ((TableView, TableIndexPath) -> TableViewCell)?
    /// A row's height (when set, every row is asked at each reload).
    public var heightForRow: ((TableView, TableIndexPath) -> Double)?
    /// Whether a touch may highlight a row.
    public var shouldHighlight: ((TableView, TableIndexPath) -> Bool)?
    /// A row was highlighted.
    public var didHighlight: ((TableView, TableIndexPath) -> Void)?
    /// A row's highlight went off.
    public var didUnhighlight: ((TableView, TableIndexPath) -> Void)?
    /// The row a tap selects (nil refuses).
    public var willSelect: ((TableView, TableIndexPath) -> TableIndexPath?)?
    /// The user selected a row.
    public var didSelect: ((TableView, TableIndexPath) -> Void)?
    /// The row a tap deselects (nil refuses).
    public var willDeselect: ((TableView, TableIndexPath) -> TableIndexPath?)?
    /// The user's tap deselected a row.
    public var didDeselect: ((TableView, TableIndexPath) -> Void)?
    /// The actions a swipe to the right reveals on a row (`leadingSwipeActionsConfigurationForRowAt`).
    public var leadingSwipeActions: ((TableView, TableIndexPath) -> SwipeActionsConfiguration?)?
    /// The actions a swipe to the left reveals on a row (`trailingSwipeActionsConfigurationForRowAt`).
    public var trailingSwipeActions: ((TableView, TableIndexPath) -> SwipeActionsConfiguration?)?

    /// No closures.
    public init() {}
}
