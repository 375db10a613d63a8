import ControlModel

/// One handler registered on a recognizer (BlocksKit's `bk_recognizerWithHandler:delay:`), and
/// the token that removes it.
public final class GestureHandlerToken {
    /// The delay of each call (zero: synchronous, inside the action).
    public let delay: Duration
    /// A name for logs and output (a scene's handler `id`).
    public let identifier: String?
    var handler: ((GestureHandlerCall) -> Void)?
    /// Set by a loaded scene for a handler that runs at once: the recognizer reports its calls
    /// there directly instead of calling ``handler`` (which does the same); cleared with it.
    /// Set through the recognizer (``GestureRecognizer/setReport(_:for:)``).
    var report: HandlerReport?
    /// Cleared when the recognizer goes (not weak, which would slow every retain of it).
    unowned(safe) var recognizer: GestureRecognizer?

    init(delay: Duration, identifier: String?, recognizer: GestureRecognizer, handler: @escaping (GestureHandlerCall) -> Void) {
        self.delay = delay
        self.identifier = identifier
        self.recognizer = recognizer
        self.handler = handler
    }

    /// True until removed.
    public var isRegistered: Bool { handler != nil }

    /// Removes the handler (its closure is released at once); idempotent.
    public func remove() { recognizer?.removeHandler(self) }
}
