import ControlModel
import GestureModel

/// A scene's tables (<doc:FileFormats>): their row moments and cells as `row` and `cell`
/// records, and the handlers of row moments.
extension Scene {
    /// Starts reporting what `table` does with its rows, under `id`; `handlers` run on the row
    /// moments they name.
    func observe(table: TableView, id: String, handlers: [SceneScrollHandler]) {
        let name = RecordName(id)
        let eventNames = TableEvent.Kind.allCases.map { RecordName($0.rawValue) }
        let rowHandlers = handlers.filter { !$0.rowEvents.isEmpty }
        observations.append(table.tableEvents.add { [me = Unretained(self)] event in
            me.with { scene in
                let path = event.indexPath
                if event.kind == .cell {
                    let from = event.reusedFrom.map { (section: $0.section, row: $0.row) }
                    scene.sink.receive(ReplayRecord(time: scene.now, kind: .cell, id: name, rowPath: RowRecordPath(section: path.section, row: path.row, reusedFrom: from)))
                    return
                }
                let eventName = eventNames[TableEvent.Kind.allCases.firstIndex(of: event.kind) ?? 0]
                let rowPath = RowRecordPath(section: path.section, row: path.row, title: event.title)
                let record = ReplayRecord(time: scene.now, kind: .row, id: name, event: eventName, rowPath: rowPath)
                // a row that did nothing more says why in the moment's own event
                if let reason = event.reason, let explainer = scene.explainer {
                    explainer.receive(record, because: reason)
                } else {
                    scene.sink.receive(record)
                }
                for handler in rowHandlers where handler.rowEvents.contains(event.kind) {
                    scene.runRowHandler(handler, of: name, event: eventName, rowPath: rowPath)
                }
            }
        })
    }

    /// Records `handler`'s run for a row moment of the table `name`, now or after its delay.
    private func runRowHandler(_ handler: SceneScrollHandler, of name: RecordName, event: RecordName, rowPath: RowRecordPath) {
        guard handler.delay > .zero else {
            sink.receive(ReplayRecord(time: now, kind: .handler, id: handler.name, of: name, event: event, rowPath: rowPath))
            return
        }
        let scheduled = now
        // weak: a delayed run may be pending when the scene goes, and then nothing is recorded
        clock.perform(after: handler.delay) { [weak self] in
            guard let self else { return }
            self.sink.receive(ReplayRecord(time: self.now, kind: .handler, id: handler.name, of: name, event: event, scheduled: scheduled, rowPath: rowPath))
        }
    }
}
