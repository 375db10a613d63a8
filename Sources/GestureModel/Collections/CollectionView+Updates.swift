import ControlModel

/// Updates: items inserted, deleted, reloaded and moved, one at a time or in a batch, checked against the
/// data source's counts by the rules tables follow too (``CellList``;
/// <doc:TablesAndCollections>). A mismatch sets ``CollectionView/invalidUpdate`` to UIKit's
/// message ("Invalid update: invalid number of items in section 0…"), tells
/// ``CollectionView/onInvalidUpdate`` and reads the data again.
///
/// Source: Apple, `insertItems(at:)`, `deleteItems(at:)`, `reloadItems(at:)`, `moveItem(at:to:)`,
/// `performBatchUpdates(_:completion:)`.
extension CollectionView {
    /// Inserts items at `indexPaths` (paths after the update).
    public func insertItems(at indexPaths: [TableIndexPath]) {
        list.apply(TableUpdate(inserted: indexPaths))
    }

    /// Deletes the items at `indexPaths` (paths before the update).
    public func deleteItems(at indexPaths: [TableIndexPath]) {
        list.apply(TableUpdate(deleted: indexPaths))
    }

    /// Asks the data source again for the cells of the items at `indexPaths` (paths before the
    /// update), as `reloadItems(at:)`: an item in view gets a new cell from
    /// `collectionView(_:cellForItemAt:)` (a `cell` record); the counts are checked as for an
    /// update, a reload counting as a delete and an insert at the same place.
    ///
    /// Source: Apple, `reloadItems(at:)` ("Call this method to selectively reload only the
    /// specified items. This causes the collection view to discard any cells associated with
    /// those items and redisplay them").
    public func reloadItems(at indexPaths: [TableIndexPath]) {
        list.apply(TableUpdate(reloaded: indexPaths))
    }

    /// Moves the item at `indexPath` to `newIndexPath`.
    public func moveItem(at indexPath: TableIndexPath, to newIndexPath: TableIndexPath) {
        list.apply(TableUpdate(moved: [(indexPath, newIndexPath)]))
    }

    /// Runs `updates`, whose inserts, deletes and moves are checked and applied together when
    /// it returns; `completion` is called with whether they applied (false for an invalid
    /// update).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        list.performBatch(updates, completion: completion)
    }
}
