import ControlModel
import GestureModel

/// A scene's tables and collection views (<doc:FileFormats>): their row and item moments and
/// their cells as `row`, `item` and `cell` records, made of the moments the lists tell their
/// window's event stream (``GestureEventKind/table(_:_:)``,
/// ``GestureEventKind/collection(_:_:)``), and the handlers of those moments.
extension Scene {
    /// Starts reporting what `list` (a table or collection view) does with its rows or items,
    /// under `id`; `handlers` run on the moments they name. Any other scroll view: nothing.
    func observe(list: ScrollView, id: String, handlers: [SceneScrollHandler]) {
        guard list is TableView || list is CollectionView else { return }
        lists.set(SceneListRecords(name: RecordName(id), isItem: list is CollectionView, handlers: handlers), for: list)
    }

    /// The records of `event`, a moment of `list` heard on the stream while `touches` drove it
    /// (named by the records, as a control event's are): a `cell` record, or a `row` or `item`
    /// record (with the reason the moment carries, to an explainer) and the runs of the handlers
    /// of the moment.
    func heard(_ event: TableEvent, of list: ScrollView, touches: EventTouches) {
        guard let records = lists[list] else { return }
        let path = event.indexPath
        if event.kind == .cell {
            let from = event.reusedFrom.map { (section: $0.section, row: $0.row) }
            let rowPath = RowRecordPath(section: path.section, row: path.row, reusedFrom: from, isItem: records.isItem)
            return sink.receive(ReplayRecord(time: now, kind: .cell, id: records.name, rowPath: rowPath, touches: touches))
        }
        let eventName = records.eventNames[TableEvent.Kind.allCases.firstIndex(of: event.kind) ?? 0]
        let rowPath = RowRecordPath(section: path.section, row: path.row, isItem: records.isItem, title: event.title)
        let record = ReplayRecord(time: now, kind: .row, id: records.name, event: eventName, rowPath: rowPath, touches: touches)
        // a row that did nothing more says why in the moment's own event
        if let reason = event.reason, let explainer {
            explainer.receive(record, because: reason)
        } else {
            sink.receive(record)
        }
        for handler in records.handlers where handler.rowEvents.contains(event.kind) {
            runRowHandler(handler, of: records.name, event: eventName, rowPath: rowPath, touches: touches)
        }
    }

    /// The row or item at `path` of `list` did nothing (no highlight, no selection) for
    /// `reason`, which the list's decision carried: a `refused` explanation naming it (there
    /// is no record of it), when the scene explains.
    func explain(nothingAt path: TableIndexPath, of list: ScrollView, because reason: GestureReason, at time: Timestamp) {
        guard let explainer, let records = lists[list] else { return }
        let place = "\(records.isItem ? "item" : "row") \(path.section).\(path.row)"
        explainer.explainRefusal(of: records.name.string, action: place, because: reason, at: time)
    }

    /// Records `handler`'s run for a row or item moment of the list `name`, now or after its
    /// delay (a run at once names the touches that drove the moment, a delayed one none).
    private func runRowHandler(
        _ handler: SceneScrollHandler, of name: RecordName, event: RecordName, rowPath: RowRecordPath, touches: EventTouches
    ) {
        guard handler.delay > .zero else {
            sink.receive(ReplayRecord(time: now, kind: .handler, id: handler.name, of: name, event: event, rowPath: rowPath, touches: touches))
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
