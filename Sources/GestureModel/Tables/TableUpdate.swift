/// The row changes of one update of a table view (a single insert, delete or move, or a batch):
/// deleted rows and move sources in the paths before the update, inserted rows and move
/// destinations in the paths after it, as UIKit takes them.
struct TableUpdate {
    var inserted: [TableIndexPath] = []
    var deleted: [TableIndexPath] = []
    var moved: [(from: TableIndexPath, to: TableIndexPath)] = []
    /// Rows asked for again (paths before the update; the count stays).
    var reloaded: [TableIndexPath] = []

    /// What an update's message calls the view and its elements: a table view's rows or a
    /// collection view's items.
    struct Noun {
        /// "table view" or "collection view".
        var view: String
        /// "row" or "item".
        var element: String
        /// A table view's rows.
        static let rows = Noun(view: "table view", element: "row")
        /// A collection view's items.
        static let items = Noun(view: "collection view", element: "item")
    }

    /// UIKit's message when the counts after the update do not follow from those before and the
    /// changes, for the first section that is wrong; nil when they do. `before` and `after` are
    /// the row (item) counts per section; `noun` names the view and its elements.
    ///
    /// Source: the `NSInternalInconsistencyException` UIKit raises from
    /// `-[UITableView _endCellAnimationsWithContext:]` and from `UICollectionView`'s batch
    /// updates, as their crash reports quote it ("invalid number of items in section 0. The
    /// number of items contained in an existing section after the update…").
    func mismatch(before: [Int], after: [Int], noun: Noun = .rows) -> String? {
        let element = noun.element
        guard before.count == after.count else {
            return "Invalid update: invalid number of sections. The number of sections contained in the \(noun.view) after the update (\(after.count)) must be equal to the number of sections contained in the \(noun.view) before the update (\(before.count)), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
        }
        for (label, paths, counts) in [("deleted", deleted + moved.map(\.from) + reloaded, before), ("inserted", inserted + moved.map(\.to), after)] {
            for path in paths where path.section < 0 || path.section >= counts.count || path.row < 0 || path.row >= counts[path.section] {
                return "Invalid update: attempt to \(label == "deleted" ? "delete or move" : "insert or move to") \(element) \(path.row) in section \(path.section), which does not exist \(label == "deleted" ? "before" : "after") the update (\(path.section >= 0 && path.section < counts.count ? counts[path.section] : 0) \(element)s)."
            }
        }
        for section in before.indices {
            let inCount = inserted.filter { $0.section == section }.count
            let outCount = deleted.filter { $0.section == section }.count
            let movedIn = moved.filter { $0.to.section == section && $0.from.section != section }.count
            let movedOut = moved.filter { $0.from.section == section && $0.to.section != section }.count
            if after[section] != before[section] + inCount - outCount + movedIn - movedOut {
                return "Invalid update: invalid number of \(element)s in section \(section). The number of \(element)s contained in an existing section after the update (\(after[section])) must be equal to the number of \(element)s contained in that section before the update (\(before[section])), plus or minus the number of \(element)s inserted or deleted from that section (\(inCount) inserted, \(outCount) deleted) and plus or minus the number of \(element)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }

    /// Where each row before the update is after it (nil: deleted), given valid counts.
    ///
    /// - Complexity: O(rows of the changed sections).
    func mapping(before: [Int], after: [Int]) -> (TableIndexPath) -> TableIndexPath? {
        var maps: [Int: [Int?]] = [:]
        let sections = Set(inserted.map(\.section) + deleted.map(\.section) + moved.flatMap { [$0.from.section, $0.to.section] })
        var destinations: [TableIndexPath: TableIndexPath] = [:]
        for move in moved { destinations[move.from] = move.to }
        for section in sections {
            let gone = Set(deleted.filter { $0.section == section }.map(\.row) + moved.filter { $0.from.section == section }.map(\.from.row))
            let taken = Set(inserted.filter { $0.section == section }.map(\.row) + moved.filter { $0.to.section == section }.map(\.to.row))
            var map = [Int?](repeating: nil, count: before[section])
            var next = 0
            for old in 0..<before[section] where !gone.contains(old) {
                while taken.contains(next) { next += 1 }
                map[old] = next
                next += 1
            }
            maps[section] = map
        }
        return { path in
            if let to = destinations[path] { return to }
            guard let map = maps[path.section] else { return path }
            return map[path.row].map { TableIndexPath(row: $0, section: path.section) }
        }
    }
}
