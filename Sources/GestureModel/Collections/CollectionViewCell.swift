import ControlModel

/// An item's view in a collection view, as `UICollectionViewCell` (<doc:TablesAndCollections>):
/// a ``ReusableCell`` made or reused by
/// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``, sized by the layout and
/// configured for one item at a time.
///
/// A subclass builds its content in ``init(frame:)``, as in UIKit: a class registered with
/// ``CollectionView/register(_:forCellWithReuseIdentifier:)`` is made through it (by
/// ``init(reuseIdentifier:)``, which every subclass that overrides `init(frame:)` inherits).
///
/// ```swift
/// final class PhotoCell: UICollectionViewCell {
///     let titleLabel = UILabel()
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         contentView.addSubview(titleLabel)
///     }
/// }
/// ```
///
/// Source: Apple, `UICollectionViewCell` (`init(frame:)`, the designated initializer a
/// registered class is made with).
open class CollectionViewCell: ReusableCell {
    /// A cell of `frame` with no reuse identifier yet (the collection view that makes it for an
    /// identifier sets it).
    public init(frame: Rect) {
        super.init(reuseIdentifier: nil)
        place(in: frame)
    }

    /// A cell for `reuseIdentifier`, made through ``init(frame:)`` (the subclass's own, when it
    /// overrides it).
    public required convenience init(reuseIdentifier: String?) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }
}
