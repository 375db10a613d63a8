import ControlModel

/// One handler registered on a recognizer (BlocksKit's `bk_recognizerWithHandler:delay:`), and
/// the token that removes it.
public final class GestureHandlerToken {
    /// The delay of each call (zero: synchronous, inside the action).
    public let delay: Duration
    /// A name for logs and output (a scene's handler `id`).
    public let identifier: String?
    /// The closure; nil once removed, and for a handler whose runs the recognizer's recorder
    /// records (``GestureRecognizer/addRecordedHandler(identifier:)``).
    var handler: ((GestureHandlerCall) -> Void)?
    /// True until removed.
    ///
    /// Inlinable: a loaded scene asks it of each of its handlers on every action, from another
    /// module, where a stored property's `@exclusivity(unchecked)` is not honoured (each read
    /// there called `swift_beginAccess`: 6.6M instructions in a 100k-sample replay); the
    /// getter inlined is this module's code, read without the check.
    @inlinable public var isRegistered: Bool { registered }
    /// ``isRegistered``'s storage. Unchecked for exclusive access: it is only ever read, or set
    /// once by ``unregister()``, never while another access to it is open.
    @exclusivity(unchecked) @usableFromInline var registered = true
    /// Cleared when the recognizer goes (not weak, which would slow every retain of it).
    unowned(safe) var recognizer: GestureRecognizer?

    init(delay: Duration, identifier: String?, recognizer: GestureRecognizer, handler: ((GestureHandlerCall) -> Void)?) {
        self.delay = delay
        self.identifier = identifier
        self.recognizer = recognizer
        self.handler = handler
    }

    /// Removes the handler (its closure is released at once); idempotent.
    public func remove() { recognizer?.removeHandler(self) }

    /// Marks the handler removed and releases its closure (the recognizer's part of removing).
    func unregister() {
        registered = false
        handler = nil
    }
}
