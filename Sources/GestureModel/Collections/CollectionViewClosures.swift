/// Closures answering a collection view's data source and delegate questions, as
/// ``TableViewClosures`` does for tables (<doc:TablesAndCollections>).
///
/// Data source questions: the closure answers when set, otherwise the object
/// (``CollectionView/dataSource``). Delegate questions: with both, both are asked, the object
/// first (AND); with neither, UIKit's defaults.
public struct CollectionViewClosures {
    /// The number of sections.
    public var numberOfSections: ((CollectionView) -> Int)?
    /// The number of items in a section.
    public var numberOfItems: ((CollectionView, Int) -> Int)?
    /// The cell for an item.
    public var cellForItem: ((CollectionView, TableIndexPath) -> CollectionViewCell)?
    /// Whether a touch may highlight an item.
    public var shouldHighlight: ((CollectionView, TableIndexPath) -> Bool)?
    /// An item was highlighted.
    public var didHighlight: ((CollectionView, TableIndexPath) -> Void)?
    /// An item's highlight went off.
    public var didUnhighlight: ((CollectionView, TableIndexPath) -> Void)?
    /// Whether a tap selects an item.
    public var shouldSelect: ((CollectionView, TableIndexPath) -> Bool)?
    /// The user selected an item.
    public var didSelect: ((CollectionView, TableIndexPath) -> Void)?
    /// Whether a tap deselects an item.
    public var shouldDeselect: ((CollectionView, TableIndexPath) -> Bool)?
    /// The user's tap deselected an item.
    public var didDeselect: ((CollectionView, TableIndexPath) -> Void)?

    /// No closures.
    public init() {}
}
