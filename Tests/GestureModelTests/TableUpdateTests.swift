import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// A table's updates (`TableView+Updates.swift`): checked against the data source's counts with
/// UIKit's message, applied keeping the cells and the selection with their rows.
@Suite struct TableUpdateTests {
    let table = TableView(frame: Rect(x: 0, y: 0, width: 400, height: 220), identifier: "list")
    let source = Messages(count: 20)
    let moments = TableLog()

    init() {
        table.dataSource = source
        moments.watch(table)
        _ = table.visibleCells
        moments.events.removeAll()
    }

    /// The classic crash: a row deleted from the table but not from the data source. UIKit's
    /// message, reported (never a trap), and the table shows the data source's rows.
    @Test func inconsistentDeleteIsReportedWithUIKitsMessage() {
        var told: [GestureConfigurationError] = []
        table.onInvalidUpdate = { told.append($0) }
        table.deleteRows(at: [TableIndexPath(row: 2, section: 0)], with: .automatic)
        let message = "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (20) must be equal to the number of rows contained in that section before the update (20), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        #expect(table.invalidUpdate == .invalidUpdate(message))
        #expect(told == [.invalidUpdate(message)])
        #expect(table.numberOfRows(inSection: 0) == 20)
    }

    /// A delete that matches: the row's `deleted` moment, then the rows below move up in the
    /// cells they had; the row that comes into view at the bottom is asked for; the selection
    /// moves with its row.
    @Test func consistentDeleteKeepsCellsAndSelection() {
        table.selectRow(at: TableIndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        let third = table.cellForRow(at: TableIndexPath(row: 3, section: 0))
        source.titles.remove(at: 1)
        table.deleteRows(at: [TableIndexPath(row: 1, section: 0)], with: .fade)
        #expect(table.invalidUpdate == nil)
        #expect(table.numberOfRows(inSection: 0) == 19)
        #expect(table.cellForRow(at: TableIndexPath(row: 2, section: 0)) === third)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 2, section: 0))
        #expect(moments.events.map { "\($0.kind) \($0.indexPath.row) \($0.reusedFrom?.row ?? -1)" } == ["deleted 1 -1", "cell 4 1"])
        #expect(table.cellForRow(at: TableIndexPath(row: 4, section: 0)).map(source.title) == "message 5")
    }

    /// A batch: deletes before inserts, paths of each in their own table; counts checked once.
    @Test func batchUpdatesAreCheckedTogether() {
        var applied: [Bool] = []
        table.performBatchUpdates({
            source.titles.remove(at: 0)
            source.titles.insert("new", at: 2)
            table.deleteRows(at: [TableIndexPath(row: 0, section: 0)], with: .automatic)
            table.insertRows(at: [TableIndexPath(row: 2, section: 0)], with: .automatic)
        }, completion: { applied.append($0) })
        #expect(applied == [true] && table.invalidUpdate == nil)
        #expect(table.visibleCells.map(source.title) == ["message 1", "message 2", "new", "message 3", "message 4"])
        table.performBatchUpdates({ table.insertRows(at: [TableIndexPath(row: 0, section: 0)], with: .none) }, completion: { applied.append($0) })
        #expect(applied == [true, false])
        #expect(table.invalidUpdate?.description.hasPrefix("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (20) must be equal to the number of rows contained in that section before the update (20), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)") == true)
    }

    /// A move: the row's cell goes with it, the rows between shift.
    @Test func moveCarriesTheCell() {
        let first = table.cellForRow(at: TableIndexPath(row: 0, section: 0))
        source.titles.insert(source.titles.remove(at: 0), at: 3)
        table.moveRow(at: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 3, section: 0))
        #expect(table.invalidUpdate == nil)
        #expect(table.cellForRow(at: TableIndexPath(row: 3, section: 0)) === first)
        #expect(table.visibleCells.map(source.title) == ["message 1", "message 2", "message 3", "message 0", "message 4"])
    }

    /// Apple, `reloadRows(at:with:)` ("Reloading a row causes the table view to ask its data
    /// source for a new cell for that row"): the reloaded row's cell goes to the reuse pool and
    /// the row is asked for again (a `cell` moment, reusing the cell it had); the other rows
    /// keep their cells, unconfigured.
    @Test func reloadAsksForTheRowsCellAgain() {
        let first = table.cellForRow(at: TableIndexPath(row: 0, section: 0))
        source.titles[1] = "changed"
        table.reloadRows(at: [TableIndexPath(row: 1, section: 0)], with: .none)
        #expect(table.invalidUpdate == nil)
        #expect(moments.events.map { "\($0.kind) \($0.indexPath.row) \($0.reusedFrom?.row ?? -1)" } == ["cell 1 1"])
        #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 0)) === first)
        #expect(table.visibleCells.map(source.title) == ["message 0", "changed", "message 2", "message 3", "message 4"])
    }

    /// In a batch a reload is collected with the other changes and applied when the batch ends;
    /// a reload counts as a delete and an insert at the same place, so the counts still add up.
    @Test func reloadInABatchIsAppliedWithTheOtherChanges() {
        var applied: [Bool] = []
        table.performBatchUpdates({
            source.titles[2] = "changed"
            source.titles.remove(at: 0)
            table.reloadRows(at: [TableIndexPath(row: 2, section: 0)], with: .automatic)
            table.deleteRows(at: [TableIndexPath(row: 0, section: 0)], with: .automatic)
            #expect(moments.events.isEmpty, "nothing applies before the batch ends")
        }, completion: { applied.append($0) })
        #expect(applied == [true] && table.invalidUpdate == nil)
        #expect(table.visibleCells.map(source.title) == ["message 1", "changed", "message 3", "message 4", "message 5"])
    }

    /// `reloadData()` from the decompiled iOS 26.1 UIKitCore: `-[UITableView reloadData]` calls
    /// `_removeAllVisibleCells`, which hands the visible cells to the reuse pool last row first
    /// (`enumerateObjectsWithOptions:` reverse, each through `_reuseTableViewCell:withIndexPath:
    /// didEndDisplaying:` and `_reuseTableViewSubview:viewType:`, which appends it to the
    /// identifier's pool); the rows in view are then asked for in order, each taking the cell
    /// pooled last — so every row gets its own old cell back (`reusedFrom` names the row
    /// itself). The same function empties `_selectedIndexPaths` and `_highlightedIndexPaths`:
    /// a selected row is no longer selected, and no delegate is told.
    @Test func reloadDataGivesEachRowItsOwnCellAndClearsTheSelection() {
        let before = table.visibleCells
        table.selectRow(at: TableIndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        source.titles[3] = "changed"
        table.reloadData()
        #expect(moments.events.map { "\($0.kind) \($0.indexPath.row) \($0.reusedFrom?.row ?? -1)" }
            == ["cell 0 0", "cell 1 1", "cell 2 2", "cell 3 3", "cell 4 4"])
        #expect(zip(table.visibleCells, before).allSatisfy { $0 === $1 })
        #expect(table.visibleCells.map(source.title) == ["message 0", "message 1", "message 2", "changed", "message 4"])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    }

    /// A reloaded row must exist before the update, as a deleted one must.
    @Test func reloadingARowThatDoesNotExistIsReported() {
        table.reloadRows(at: [TableIndexPath(row: 20, section: 0)], with: .automatic)
        #expect(table.invalidUpdate?.description.hasPrefix("Invalid update: attempt to delete or move row 20 in section 0, which does not exist before the update (20 rows)") == true)
    }

    /// A row that does not exist is an invalid update too.
    @Test func deletingARowThatDoesNotExistIsReported() {
        table.deleteRows(at: [TableIndexPath(row: 40, section: 0)], with: .automatic)
        #expect(table.invalidUpdate?.description.hasPrefix("Invalid update: attempt to delete or move row 40 in section 0") == true)
    }
}

/// A data source of titled rows, each cell remembering the title it was configured with.
final class Messages: TableViewDataSource {
    var titles: [String]
    init(count: Int) { titles = (0..<count).map { "message \($0)" } }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.contentView.identifier = titles[indexPath.row]
        return cell
    }

    func title(_ cell: TableViewCell) -> String { cell.contentView.identifier ?? "" }
}
