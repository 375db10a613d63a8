import ControlModel
import GestureModel
import HeadlessUIKitNames

/// `UICollectionView`: a `CollectionView` laid out by a `UICollectionViewFlowLayout` — cells
/// reused through `register(_:forCellWithReuseIdentifier:)` and
/// `dequeueReusableCell(withReuseIdentifier:for:)`, highlight and selection as a user's tap
/// makes them, `reloadData()`, `insertItems(at:)`, `deleteItems(at:)`, `reloadItems(at:)`,
/// `moveItem(at:to:)` and `performBatchUpdates(_:completion:)` checked against the data
/// source's counts,
/// `indexPathsForSelectedItems`, `selectItem`/`deselectItem`, `scrollToItem(at:at:animated:)`.
///
/// An update whose counts do not add up does not raise UIKit's exception: the collection view
/// keeps UIKit's message in `invalidUpdate` (and tells `onInvalidUpdate`) — assert on it in a
/// test.
public typealias UICollectionView = CollectionView
/// `UICollectionViewCell`: a `CollectionViewCell` — `init(frame:)` (where a subclass builds its
/// content), `contentView`, `reuseIdentifier`,
/// `isSelected`, `isHighlighted`, `prepareForReuse()`.
public typealias UICollectionViewCell = CollectionViewCell
/// `UICollectionViewFlowLayout`: a `CollectionViewFlowLayout` — `itemSize`,
/// `minimumLineSpacing`, `minimumInteritemSpacing`, `sectionInset`, `scrollDirection`, with
/// UIKit's defaults. Items are all `itemSize` (a delegate's per-item sizes are not modelled).
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// `UICollectionViewDataSource`: `CollectionViewDataSource` —
/// `collectionView(_:numberOfItemsInSection:)`, `collectionView(_:cellForItemAt:)`, and
/// `numberOfSections(in:)` (1 by default), held weakly.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// `UICollectionViewDelegate`: `CollectionViewDelegate` — highlight, selection and
/// deselection questions and moments, each with UIKit's default; set it as the collection
/// view's `delegate` (held weakly), where it hears the scrolling too.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// `UICollectionViewDelegateFlowLayout`: a `UICollectionViewDelegate` for a flow layout. The
/// layout's own properties size every item: the per-item and per-section questions of UIKit's
/// protocol (`sizeForItemAt`, `insetForSectionAt`…) are not asked.
public protocol UICollectionViewDelegateFlowLayout: CollectionViewDelegate {}

extension CollectionView {
    /// `UICollectionView.ScrollDirection`: which way a flow layout's items flow.
    public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection
}
