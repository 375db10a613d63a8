/// The handler store of a control: registrations keyed by the mask they were registered with
/// (BlocksKit's `BKControlWrapper` design), with UIKit's bitwise semantics.
///
/// - Dispatch of an event calls every registration whose mask intersects it, in registration
///   order.
/// - ``removeEventHandlers(for:)`` strips bits from every registration; one left with an empty
///   mask is dropped and its closure released.
/// - ``hasEventHandlers(for:)`` is bitwise; ``hasEventHandlers(forExactly:)`` keeps BlocksKit's
///   exact-mask meaning for ported code (BlocksKit #265).
/// - A dispatch works on a snapshot: registrations added during it do not run in it, ones
///   removed (or stripped of the event) during it do not run after that.
/// - Registrations with a delay schedule one call per dispatch on the control's scheduler;
///   ``cancelPendingHandlerCalls()`` cancels them all.
public final class ControlEventHandlers {
    private var registrations: [ControlHandlerToken] = []
    private var pending = PendingCalls<ControlHandlerToken>()
    private var nextSequence = 0
    /// Called for each pending delayed call that ``cancelPendingHandlerCalls()`` cancelled.
    public let cancelledCalls = ObserverList<ControlHandlerToken>()

    /// Creates an empty store.
    public init() {}

    deinit {
        // delayed calls belong to the store and its control: they go with them (each would
        // hand the handler a control that no longer exists)
        pending.cancelAll { _ in }
        for registration in registrations { registration.store = nil }
    }

    /// All live registrations in registration order.
    public var all: [ControlHandlerToken] { registrations }

    /// Registers `handler` for `events` (must not be empty). Adding the same closure twice
    /// registers it twice.
    ///
    /// - Complexity: O(1) amortized.
    @discardableResult
    public func add(
        for events: ControlEvents, delay: Duration = .zero, identifier: String? = nil,
        _ handler: @escaping (ControlHandlerCall) -> Void
    ) -> ControlHandlerToken {
        precondition(!events.isEmpty, "a handler needs at least one event")
        let registration = ControlHandlerToken(
            events: events, delay: max(delay, .zero), identifier: identifier, sequence: nextSequence,
            store: self, handler: handler)
        nextSequence += 1
        registrations.append(registration)
        return registration
    }

    /// Strips the bits of `events` from every registration; registrations left empty are
    /// dropped (UIKit's `removeTarget` semantics). `.allEvents` removes everything.
    ///
    /// - Complexity: O(n) in the number of registrations.
    public func removeEventHandlers(for events: ControlEvents) {
        removeEventHandlers(for: events) { _ in true }
    }

    /// Strips the bits of `events` from the registrations `matching` accepts; those left empty
    /// are dropped.
    ///
    /// - Complexity: O(n) in the number of registrations.
    func removeEventHandlers(for events: ControlEvents, matching: (ControlHandlerToken) -> Bool) {
        for registration in registrations where !registration.events.isDisjoint(with: events) && matching(registration) {
            registration.events.subtract(events)
            if registration.events.isEmpty { drop(registration) }
        }
        registrations.removeAll { !$0.isRegistered }
    }

    /// Unlinks `registration` and releases its closure and action.
    private func drop(_ registration: ControlHandlerToken) {
        registration.handler = nil
        registration.action = nil
        registration.store = nil
    }

    /// Removes registrations whose mask is exactly `events` (BlocksKit's behaviour).
    ///
    /// - Complexity: O(n) in the number of registrations.
    public func removeEventHandlers(forExactly events: ControlEvents) {
        for registration in registrations where registration.events == events { drop(registration) }
        registrations.removeAll { !$0.isRegistered }
    }

    func remove(_ registration: ControlHandlerToken) {
        drop(registration)
        registrations.removeAll { $0 === registration }
    }

    /// True when any registration's mask intersects `events`.
    ///
    /// - Complexity: O(n) in the number of registrations.
    public func hasEventHandlers(for events: ControlEvents) -> Bool {
        registrations.contains { !$0.events.isDisjoint(with: events) }
    }

    /// True when a registration's mask equals `events` exactly (BlocksKit's
    /// `bk_hasEventHandlersForControlEvents:` meaning).
    public func hasEventHandlers(forExactly events: ControlEvents) -> Bool {
        registrations.contains { $0.events == events }
    }

    /// The number of delayed calls waiting to run.
    public var pendingCallCount: Int { pending.count }

    /// Cancels every delayed call pending now.
    public func cancelPendingHandlerCalls() {
        cancelPendingHandlerCalls(telling: nil)
    }

    /// ``cancelPendingHandlerCalls()``, telling `sink`, when there is one, of each call
    /// cancelled before its observers.
    package func cancelPendingHandlerCalls(telling sink: (any ControlModelEventSink)?) {
        pending.cancelAll { registration in
            if let sink { _ = sink.receive(.handlerCancelled(registration: registration), causedBy: nil) }
            cancelledCalls.notify(registration)
        }
    }

    /// Calls every registration matching `event` with `sender`, in registration order, on a
    /// snapshot of the registrations.
    ///
    /// - Complexity: O(n) in the number of registrations.
    public func dispatch(_ event: ControlEvents, sender: Control, at time: Timestamp) {
        dispatch(event, sender: sender, at: time, to: sender.controlEventSink, causedBy: nil)
    }

    /// ``dispatch(_:sender:at:)``, telling `sink`, when there is one, of each call scheduled
    /// (caused by `cause`, the dispatch), run (caused by the dispatch, or by the scheduling for
    /// a delayed call) and cancelled (see ``ControlModelEvent``).
    ///
    /// - Complexity: O(n) in the number of registrations.
    package func dispatch(
        _ event: ControlEvents, sender: Control, at time: Timestamp, to sink: (any ControlModelEventSink)?, causedBy cause: UInt64?
    ) {
        let snapshot = registrations
        for registration in snapshot {
            guard let handler = registration.handler, !registration.events.isDisjoint(with: event) else { continue }
            if registration.delay == .zero {
                let call = ControlHandlerCall(sender: sender, event: event, dispatchTime: time, registration: registration)
                if let sink {
                    // what the handler does is caused by its run
                    sink.running(sink.receive(.handlerRan(call: call), causedBy: cause)) { handler(call) }
                } else {
                    handler(call)
                }
            } else {
                guard let scheduler = sender.scheduler else {
                    preconditionFailure("a delayed handler needs a scheduler on the control or its window")
                }
                let scheduled = sink?.receive(.handlerScheduled(registration: registration, event: event), causedBy: cause)
                // the call does not keep the control: when it goes (released with its scene),
                // this store goes too and cancels its pending calls (see deinit)
                pending.schedule(on: scheduler, after: registration.delay, for: registration) { [weak sender] in
                    guard let sender else { return }
                    let call = ControlHandlerCall(sender: sender, event: event, dispatchTime: time, registration: registration)
                    if let scheduled, let sink = sender.controlEventSink {
                        sink.running(sink.receive(.handlerRan(call: call), causedBy: scheduled)) { handler(call) }
                    } else {
                        handler(call)
                    }
                }
            }
        }
    }
}
