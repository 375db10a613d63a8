/// One handler registration in a control's handler store — handler, mask and delay, as
/// BlocksKit's `BKControlWrapper` — and the token that removes it.
public final class ControlHandlerToken {
    /// The events this registration still answers to (bits are stripped by
    /// ``ControlEventHandlers/removeEventHandlers(for:)``).
    public internal(set) var events: ControlEvents
    /// The delay of each call, or zero for synchronous calls.
    public let delay: Duration
    /// A name for logs and output (a scene's handler `id`).
    public let identifier: String?
    var handler: ((ControlHandlerCall) -> Void)?
    /// Cleared when the store goes (not weak: that would slow every retain of the store).
    unowned(safe) var store: ControlEventHandlers?
    let sequence: Int

    init(
        events: ControlEvents, delay: Duration, identifier: String?, sequence: Int,
        store: ControlEventHandlers, handler: @escaping (ControlHandlerCall) -> Void
    ) {
        self.events = events
        self.delay = delay
        self.identifier = identifier
        self.sequence = sequence
        self.store = store
        self.handler = handler
    }

    /// True until the registration is removed.
    public var isRegistered: Bool { handler != nil }

    /// Removes this registration (its closure is released at once); idempotent. Pending delayed
    /// calls it already scheduled still run unless cancelled with
    /// ``ControlEventHandlers/cancelPendingHandlerCalls()``.
    public func remove() {
        store?.remove(self)
        handler = nil  // also when the store is already gone: the closure goes at once
    }
}
