import ControlModel

/// Updates: rows inserted, deleted, reloaded and moved, one at a time or in a batch, checked against the
/// data source's counts as UIKit checks them (<doc:TablesAndCollections>).
///
/// After an update the data source must answer, for every section, the count before plus the
/// rows inserted and moved in, less those deleted and moved out. When it does not — the crash
/// that ships most often, "Invalid update: invalid number of rows in section 0…" — UIKit raises
/// an exception; a headless table sets ``TableView/invalidUpdate`` to that message, tells
/// ``TableView/onInvalidUpdate``, and reloads the data source's rows (the selection is cleared).
/// A valid update keeps the cells of the rows still in view (moved to their new places, not
/// configured again), asks for the cells of rows that came into view, and carries the selection
/// along with its rows (a deleted row's selection goes with it).
///
/// Source: Apple, `insertRows(at:with:)`, `deleteRows(at:with:)`, `moveRow(at:to:)`,
/// `performBatchUpdates(_:completion:)` ("Deletes are processed before inserts in batch
/// operations"; paths of deletes refer to the table before the update, of inserts to after it);
/// the exception's message as UIKit's crash reports quote it (`-[UITableView
/// _endCellAnimationsWithContext:]`).
extension TableView {
    /// How rows appear or go (accepted for UIKit's shape; updates apply at once).
    public enum RowAnimation: String, Sendable, CaseIterable {
        /// UIKit's choice.
        case automatic
        /// No animation.
        case none
        /// A fade.
        case fade
        /// From or to the right.
        case right
        /// From or to the left.
        case left
        /// From or to the top.
        case top
        /// From or to the bottom.
        case bottom
        /// From or to the middle.
        case middle
    }

    /// Inserts rows at `indexPaths` (paths after the update).
    public func insertRows(at indexPaths: [TableIndexPath], with animation: RowAnimation) {
        list.apply(TableUpdate(inserted: indexPaths))
    }

    /// Deletes the rows at `indexPaths` (paths before the update).
    public func deleteRows(at indexPaths: [TableIndexPath], with animation: RowAnimation) {
        list.apply(TableUpdate(deleted: indexPaths))
    }

    /// Asks the data source again for the cells of the rows at `indexPaths` (paths before the
    /// update), as `reloadRows(at:with:)`: a row in view gets a new cell from
    /// `tableView(_:cellForRowAt:)` (a `cell` record); the counts are checked as for an update,
    /// a reload counting as a delete and an insert at the same place.
    ///
    /// Source: Apple, `reloadRows(at:with:)` ("Reloading a row causes the table view to ask its
    /// data source for a new cell for that row"; in a batch, reloads are treated as deletes
    /// and inserts).
    public func reloadRows(at indexPaths: [TableIndexPath], with animation: RowAnimation) {
        list.apply(TableUpdate(reloaded: indexPaths))
    }

    /// Moves the row at `indexPath` to `newIndexPath`.
    public func moveRow(at indexPath: TableIndexPath, to newIndexPath: TableIndexPath) {
        list.apply(TableUpdate(moved: [(indexPath, newIndexPath)]))
    }

    /// Runs `updates`, whose inserts, deletes and moves are checked and applied together when
    /// it returns; `completion` is called with whether they applied (false for an invalid
    /// update).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        list.performBatch(updates, completion: completion)
    }
}
