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
    /// The closure; nil once removed, and for a handler with no body, whose runs are only told
    /// to the window's event stream (``GestureRecognizer/addHandler(delay:identifier:)``).
    var handler: ((GestureHandlerCall) -> Void)?
    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    /// True until removed. Read by every action, for each handler: unchecked for exclusive
    /// access, as the runtime's dynamic check on each read cost 76 instructions (7.6M in a replay
    /// of 100,000 moves, Benchmarks/replay); it is written only when the handler is removed, and
    /// no access to it is ever open while another begins.
    @exclusivity(unchecked) public private(set) var isRegistered = true
    /// Cleared when the recognizer goes (not weak, which would slow every retain of it).
    unowned(safe) var recognizer: GestureRecognizer?

    init(delay: Duration, identifier: String?, recognizer: GestureRecognizer, handler: ((GestureHandlerCall) -> Void)?) {
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
        isRegistered = false
    }
}
