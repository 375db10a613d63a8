import ControlModel

/// One handler registered on a recognizer (BlocksKit's `bk_recognizerWithHandler:delay:`), and
/// the token that removes it.
public final class GestureHandlerToken {
    /// The delay of each call (zero: synchronous, inside the action).
    public let delay: Duration
    /// True when ``delay`` is zero: the handler runs inside the action. Kept beside the delay,
    /// as every action and every record of a run asks, and a comparison of `Duration`s is a
    /// call into the standard library (about 20 instructions each).
    package let runsAtOnce: Bool
    /// A name for logs and output (a scene's handler `id`).
    public let identifier: String?
    /// The closure; nil once removed.
    var handler: ((GestureHandlerCall) -> Void)?
    /// True until removed.
    public var isRegistered: Bool { handler != nil }
    /// Cleared when the recognizer goes (not weak, which would slow every retain of it).
    unowned(safe) var recognizer: GestureRecognizer?

    init(delay: Duration, identifier: String?, recognizer: GestureRecognizer, handler: @escaping (GestureHandlerCall) -> Void) {
        self.delay = delay
        runsAtOnce = delay == .zero
        self.identifier = identifier
        self.recognizer = recognizer
        self.handler = handler
    }

    /// Removes the handler (its closure is released at once); idempotent.
    public func remove() { recognizer?.removeHandler(self) }

    /// Marks the handler removed and releases its closure (the recognizer's part of removing).
    func unregister() {
        handler = nil
    }
}
