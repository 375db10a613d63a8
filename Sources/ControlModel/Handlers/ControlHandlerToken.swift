/// One handler registration in a control's handler store — handler, mask and delay, as
/// BlocksKit's `BKControlWrapper` — and the token that removes it.
///
/// The token is a handle, not an owner: dropping it changes nothing, the control keeps the
/// registration until it is removed (``remove()``, `removeEventHandlers(for:)`) or the control
/// goes — as UIKit keeps a target-action pair or a `UIAction`. (An ``ObservationToken`` is the
/// other kind: it owns its observation.)
public final class ControlHandlerToken {
    /// The events this registration still answers to (bits are stripped by
    /// ``ControlEventHandlers/removeEventHandlers(for:)``).
    public internal(set) var events: ControlEvents
    /// The delay of each call, or zero for synchronous calls.
    public let delay: Duration
    /// A name for logs and output (a scene's handler `id`).
    public let identifier: String?
    var handler: ((ControlHandlerCall) -> Void)?
    /// The action this registration performs, when it was made by `addAction(_:for:)`.
    public internal(set) var action: ControlAction?
    /// The target object, when it was made by `addTarget(_:action:for:)` (its identity only:
    /// targets are held weakly, as UIKit holds them).
    var target: ObjectIdentifier?
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
        action = nil
    }
}
