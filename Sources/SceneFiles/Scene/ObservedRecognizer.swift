import ControlModel
import GestureModel

/// A recognizer a loaded ``Scene`` keeps records of: its id, its record name, and the scene's
/// handlers on it, whose runs the scene hears from its window's event stream.
final class ObservedRecognizer {
    /// The recognizer's id in the scene.
    let id: String
    /// ``id`` as a record name.
    let name: RecordName
    /// The scene's handlers on the recognizer whose runs are records, in the order they were
    /// added, with their record names (the scene keeps the tokens, in `gestureHandlers`).
    private var handlers: [(token: ObjectIdentifier, name: RecordName)] = []

    init(id: String) {
        self.id = id
        name = RecordName(id)
    }

    /// Records the runs of `token` under `name`.
    func records(_ token: GestureHandlerToken, named name: RecordName) {
        handlers.append((ObjectIdentifier(token), name))
    }

    /// The record name of `token`, when its runs are records.
    ///
    /// - Complexity: O(*h*), *h* the scene's handlers on the recognizer (a few).
    @inline(__always)
    func handlerName(of token: GestureHandlerToken) -> RecordName? {
        let key = ObjectIdentifier(token)
        for handler in handlers where handler.token == key { return handler.name }
        return nil
    }
}
