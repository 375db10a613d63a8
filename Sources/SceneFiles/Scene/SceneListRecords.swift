import GestureModel

/// What a scene records of one of its tables or collection views (<doc:FileFormats>): the name
/// its `row` or `item` and `cell` records carry, which of the two it writes, and the handlers
/// that run on its moments.
final class SceneListRecords {
    /// The table's or collection view's id.
    let name: RecordName
    /// True for a collection view (`item` records, `"item"` paths).
    let isItem: Bool
    /// The handlers that run on row or item moments.
    let handlers: [SceneScrollHandler]
    /// The record name of each moment, in ``TableEvent/Kind`` order (interned once).
    let eventNames = TableEvent.Kind.allCases.map { RecordName($0.rawValue) }

    init(name: RecordName, isItem: Bool, handlers: [SceneScrollHandler]) {
        self.name = name
        self.isItem = isItem
        self.handlers = handlers.filter { !$0.rowEvents.isEmpty }
    }
}
