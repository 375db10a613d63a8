import GestureModel

/// What a scene records of one of its scroll views (<doc:FileFormats>): the name its `scroll`
/// records carry, and the handlers that run on its moments.
final class SceneScrollRecords {
    /// The scroll view's id.
    let name: RecordName
    /// The handlers that run on its moments.
    let handlers: [SceneScrollHandler]
    /// The record name of each moment, in ``ScrollEvent/Kind`` order (interned once).
    let eventNames = ScrollEvent.Kind.allCases.map { RecordName($0.rawValue) }

    init(name: RecordName, handlers: [SceneScrollHandler]) {
        self.name = name
        self.handlers = handlers.filter { !$0.events.isEmpty }
    }
}
