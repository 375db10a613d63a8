import ControlModel

/// An item's view in a collection view, as `UICollectionViewCell` (<doc:TablesAndCollections>):
/// a ``ReusableCell`` made or reused by
/// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``, sized by the layout and
/// configured for one item at a time.
open class CollectionViewCell: ReusableCell {
    /// A cell for `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }
}
