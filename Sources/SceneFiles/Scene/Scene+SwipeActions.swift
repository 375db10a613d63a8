import ControlModel
import GestureModel

/// A scene's swipe actions (<doc:FileFormats>): a table's `swipeActions` become its leading
/// and trailing configurations; running an action records its handler (`"of"` the table, with
/// the action's title and the row) and, with `deletes`, takes the row out of the scene's data
/// source and deletes it from the table (the update's count check applies), then completes
/// with true.
extension Scene {
    /// Answers `table`'s swipe action questions with `actions` (a full swipe performing the
    /// first one when `fullSwipe`); `rows` are the counts its data source answers.
    func install(swipeActions actions: [SceneSwipeAction], fullSwipe: Bool, on table: TableView, id: String, rows: SceneRowCounts) {
        let name = RecordName(id)
        for edge in SwipeEdge.allCases {
            let specs = actions.filter { $0.edge == edge }
            guard !specs.isEmpty else { continue }
            // the scene outlives its tables' questions: it holds them, unretained here
            let configure: (TableView, TableIndexPath) -> SwipeActionsConfiguration? = { [me = Unretained(self)] table, path in
                let configuration = SwipeActionsConfiguration(
                    actions: specs.map { spec in
                        ContextualAction(style: spec.style, title: spec.title) { [weak table] _, _, completion in
                            guard let table else { return completion(false) }
                            me.with { $0.ran(spec, of: name, table: table, at: path, rows: rows) }
                            completion(true)
                        }
                    })
                configuration.performsFirstActionWithFullSwipe = fullSwipe
                return configuration
            }
            switch edge {
            case .leading: table.closures.leadingSwipeActions = configure
            case .trailing: table.closures.trailingSwipeActions = configure
            }
        }
    }

    /// `spec` ran on the row at `path` of `table` (named `name`): its handler's record, then
    /// the row's deletion when it deletes.
    private func ran(_ spec: SceneSwipeAction, of name: RecordName, table: TableView, at path: TableIndexPath, rows: SceneRowCounts) {
        if let handler = spec.handler {
            sink.receive(
                ReplayRecord(
                    time: now, kind: .handler, id: RecordName(handler), of: name,
                    rowPath: RowRecordPath(section: path.section, row: path.row, title: spec.title)))
        }
        guard spec.deletes, path.section < rows.counts.count, rows.counts[path.section] > 0 else { return }
        rows.counts[path.section] -= 1
        table.deleteRows(at: [path], with: .automatic)
    }
}
