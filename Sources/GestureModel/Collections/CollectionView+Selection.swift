import ControlModel

/// Highlight and selection of items, by the rules tables follow too (``CellList``), asked and
/// told in items' words (`collectionView(_:shouldHighlightItemAt:)`, `shouldSelectItemAt`,
/// `didSelectItemAt`, `shouldDeselectItemAt`, `didDeselectItemAt`; <doc:TablesAndCollections>).
///
/// ``CollectionView/selectItem(at:animated:scrollPosition:)`` and
/// ``CollectionView/deselectItem(at:animated:)`` change the selection from code and tell the
/// delegate nothing.
///
/// Source: Apple, `selectItem(at:animated:scrollPosition:)` ("This method doesn't cause any
/// selection-related delegate methods to be called").
extension CollectionView {
    /// The selected items, in order (nil when none is, as UIKit answers).
    public var indexPathsForSelectedItems: [TableIndexPath]? { list.selectedPaths.isEmpty ? nil : list.selectedPaths }

    /// Selects the item at `indexPath` (nil: clears the selection), with single selection
    /// deselecting the others, and scrolls it to `scrollPosition`; tells the delegate nothing.
    public func selectItem(at indexPath: TableIndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard list.select(indexPath), let indexPath, scrollPosition != .none else { return }
        scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Deselects the item at `indexPath`; tells the delegate nothing.
    public func deselectItem(at indexPath: TableIndexPath, animated: Bool) {
        list.setSelected(false, indexPath)
    }

    /// `phase` of `touches` reached `cell` (passed on by the cell).
    func cellTouches(_ phase: TouchPhase, _ touches: [Touch], in cell: ReusableCell) {
        list.cellTouches(phase, touches, in: cell)
    }
}
