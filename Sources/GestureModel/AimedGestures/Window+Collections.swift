import ControlModel

/// Gestures aimed at a collection view's items (<doc:TablesAndCollections>), as those aimed at a
/// table's rows: a tap never scrolls, and an item that is not on screen is a ``GestureMiss``
/// naming the items that are; a test scrolls first (``scroll(_:toItem:section:at:fileID:line:)``).
///
/// ```swift
/// try window.tap(item: 4, in: grid)         // selects item 4: didSelect, as a user's tap
/// try window.scroll(grid, toItem: 60)       // then item 60 is on screen
/// ```
extension Window {
    /// Scrolls `collection` so that the item `item` of `section` is on screen at `position` (by
    /// default as little scrolling as brings it fully into view), within the content's edges:
    /// ``CollectionView/scrollToItem(at:at:animated:)`` unanimated, not a drag — one
    /// `scrollViewDidScroll(_:)`, and a `cellForItemAt` for each item that comes into view.
    ///
    /// - Throws: ``GestureMiss`` when the item does not exist; nothing scrolls then.
    public func scroll(
        _ collection: CollectionView, toItem item: Int, section: Int = 0, at position: CollectionView.ScrollPosition = .none,
        fileID: StaticString = #fileID, line: UInt = #line
    ) throws(GestureMiss) {
        let path = TableIndexPath(item: item, section: section)
        try Window.checkScroll(collection, to: path, noun: "Item", site: CallSite(fileID: fileID, line: line))
        collection.scrollToItem(at: path, at: position, animated: false)
    }

    /// Taps the item `item` of `section` of `collection` where a finger reaches the item itself
    /// (its cell or a plain view inside it, never a control in it), down `duration` (50 ms by
    /// default). Nothing scrolls. UIKit reports at the lift of a quick tap `didHighlightItemAt`,
    /// `didUnhighlightItemAt`, `shouldSelectItemAt`, the deselection of the item selected
    /// before, and `didSelectItemAt`.
    ///
    /// - Throws: ``GestureMiss`` when the item does not exist, is not on screen (naming the items
    ///   that are), or a finger would not reach it; nothing is touched then.
    public func tap(
        item: Int, section: Int = 0, in collection: CollectionView, duration: Duration = ProbeGesture.tapDuration,
        fileID: StaticString = #fileID, line: UInt = #line
    ) throws(GestureMiss) {
        try tapCell(TableIndexPath(item: item, section: section), noun: "item", in: collection, duration: duration, site: CallSite(fileID: fileID, line: line))
    }
}
