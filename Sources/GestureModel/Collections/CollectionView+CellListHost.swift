import ControlModel

/// A collection view as its ``CellList`` sees it: the data source's and delegate's answers in
/// items' words, the object first, then the closure (AND for each `should` question).
extension CollectionView: CellListHost {
    /// A collection view's items.
    var updateNoun: TableUpdate.Noun { .items }
    /// `shouldSelectItemAt` and `shouldDeselectItemAt`.
    var refusingQuestions: (select: String, deselect: String) { ("shouldSelect", "shouldDeselect") }

    /// `collectionView(_:shouldHighlightItemAt:)`.
    func askShouldHighlight(_ path: TableIndexPath) -> Bool {
        if let delegate = itemDelegate, !delegate.collectionView(self, shouldHighlightItemAt: path) { return false }
        return closures.shouldHighlight?(self, path) ?? true
    }

    /// `collectionView(_:didHighlightItemAt:)` or `collectionView(_:didUnhighlightItemAt:)`.
    func tellHighlight(_ highlighted: Bool, _ path: TableIndexPath) {
        if highlighted {
            itemDelegate?.collectionView(self, didHighlightItemAt: path)
            closures.didHighlight?(self, path)
        } else {
            itemDelegate?.collectionView(self, didUnhighlightItemAt: path)
            closures.didUnhighlight?(self, path)
        }
    }

    /// `collectionView(_:shouldSelectItemAt:)`: the item, or nil when either says no.
    func askWillSelect(_ path: TableIndexPath) -> TableIndexPath? {
        if let delegate = itemDelegate, !delegate.collectionView(self, shouldSelectItemAt: path) { return nil }
        return closures.shouldSelect?(self, path) ?? true ? path : nil
    }

    /// `collectionView(_:didSelectItemAt:)`.
    func tellDidSelect(_ path: TableIndexPath) {
        itemDelegate?.collectionView(self, didSelectItemAt: path)
        closures.didSelect?(self, path)
    }

    /// `collectionView(_:shouldDeselectItemAt:)`: the item, or nil when either says no.
    func askWillDeselect(_ path: TableIndexPath) -> TableIndexPath? {
        if let delegate = itemDelegate, !delegate.collectionView(self, shouldDeselectItemAt: path) { return nil }
        return closures.shouldDeselect?(self, path) ?? true ? path : nil
    }

    /// `collectionView(_:didDeselectItemAt:)`.
    func tellDidDeselect(_ path: TableIndexPath) {
        itemDelegate?.collectionView(self, didDeselectItemAt: path)
        closures.didDeselect?(self, path)
    }

    /// Tells the window's event stream only (no observer hears an item that did nothing).
    func reportDecision(_ path: TableIndexPath, _ reason: GestureReason) {
        guard let stream = controlEventSink as? EventStream else { return }
        stream.emit(.collectionDecision(self, path, reason))
    }

    /// The collection view's pan.
    var cancellingRecognizer: GestureRecognizer { panGestureRecognizer }

    /// Keeps UIKit's message in ``invalidUpdate`` and tells ``onInvalidUpdate``.
    func updateFailed(_ error: GestureConfigurationError) {
        invalidUpdate = error
        onInvalidUpdate?(error)
    }

    /// Nothing follows items but their cells.
    func itemsUpdated(_ map: (TableIndexPath) -> TableIndexPath?) {}

    /// ``cellForItem(at:)``.
    func shownCell(at path: TableIndexPath) -> Cell? { cellForItem(at: path) }
    /// ``indexPathsForVisibleItems``.
    var shownPaths: [TableIndexPath] { indexPathsForVisibleItems }
    /// ``numberOfItems(inSection:)``, -1 for a section that does not exist.
    func shownCount(inSection section: Int) -> Int { section >= 0 && section < numberOfSections ? numberOfItems(inSection: section) : -1 }
}
