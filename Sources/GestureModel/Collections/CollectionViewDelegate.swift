/// What a collection view asks and tells about highlight and selection, answered by an object
/// (held weakly), as `UICollectionViewDelegate` (<doc:TablesAndCollections>): the collection
/// view's ``ScrollView/delegate``, which hears its scrolling too. Every method has UIKit's
/// default. Closures (``CollectionViewClosures``) can answer too; with both, both are asked, the
/// object first, and each `should` question combines with AND.
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether a touch may highlight the item (true). No: no highlight and no selection.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: TableIndexPath) -> Bool
    /// The item was highlighted.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: TableIndexPath)
    /// The item's highlight went off.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: TableIndexPath)
    /// Whether the user's tap selects the item (true).
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: TableIndexPath) -> Bool
    /// The user selected the item.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: TableIndexPath)
    /// Whether the user's tap deselects the item (true).
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: TableIndexPath) -> Bool
    /// The user's tap deselected the item.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: TableIndexPath)
}

extension CollectionViewDelegate {
    /// Yes.
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: TableIndexPath) -> Bool { true }
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: TableIndexPath) {}
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: TableIndexPath) {}
    /// Yes.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: TableIndexPath) -> Bool { true }
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: TableIndexPath) {}
    /// Yes.
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: TableIndexPath) -> Bool { true }
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: TableIndexPath) {}
}
