/// What a collection view shows, answered by an object (held weakly), as
/// `UICollectionViewDataSource` (<doc:TablesAndCollections>). Each answer can also come from a
/// closure (``CollectionViewClosures``): the closure answers when set.
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell that shows `indexPath`: usually one from
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``, configured for the item.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}
