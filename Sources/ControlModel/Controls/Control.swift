/// A view that tracks one touch and dispatches control events to its handlers, as `UIControl`
/// does (Apple documents the events; the 70 pt tracking margin is measured).
///
/// Tracking lifecycle:
/// - **Begin** — only when enabled and with user interaction on: tracking, touch-inside and
///   highlighted become true; `touchDown`, then (a separate dispatch) `touchDownRepeat` when the
///   touch's tap count is two or more.
/// - **Move** — inside means within the bounds grown by ``trackingMargin`` on every side; the
///   highlight follows. When inside changed, `touchDragEnter`/`touchDragExit` first; then
///   `touchDragInside`/`touchDragOutside` on every move.
/// - **End** — Enter/Exit first if inside changed; tracking stops; ``endTracking(_:at:inside:)``
///   runs; `touchUpInside`/`touchUpOutside` are dispatched while still highlighted; then the
///   highlight goes.
/// - **Cancel** — tracking stops, the highlight goes, `touchCancel`.
///
/// After a dispatch of the ``primaryEvent``, `primaryActionTriggered` follows as a second
/// dispatch. Disabling the control while it tracks does not cancel the tracking.
open class Control: View {
    /// How far outside the bounds a touch still counts as inside (70 pt, measured on iOS: Apple
    /// does not document it).
    public var trackingMargin: Double = 70

    /// The registered handlers.
    public let handlers = ControlEventHandlers()
    /// Observers of each dispatched event (one notification per single event, before the
    /// handlers run).
    public let dispatchedEvents = ObserverList<(control: Control, event: ControlEvents)>()
    /// Observers of property changes.
    public let propertyChanges = ObserverList<(control: Control, property: ControlProperty)>()

    /// The touch being tracked.
    public private(set) var trackedTouch: Touch?

    /// A disabled control takes no touches (it is transparent to hit-testing).
    public var isEnabled = true { didSet { changed(.enabled, oldValue != isEnabled) } }
    /// True while a tracked touch is inside the margin.
    public var isHighlighted = false { didSet { changed(.highlighted, oldValue != isHighlighted) } }
    /// The selected flag (set by code).
    public var isSelected = false { didSet { changed(.selected, oldValue != isSelected) } }
    /// True while a touch is tracked.
    public private(set) var isTracking = false { didSet { changed(.tracking, oldValue != isTracking) } }
    /// True when the tracked touch is inside the margin.
    public private(set) var isTouchInside = false

    /// The event after which `primaryActionTriggered` is dispatched (none for a plain control).
    open var primaryEvent: ControlEvents { [] }

    /// The control's value as observation and replay output see it: a switch's bool, a
    /// slider's or stepper's number, a segmented control's index (nil for controls without
    /// one). Each control also has its own UIKit-shaped property (`isOn`, `value`,
    /// `selectedSegmentIndex`).
    open var controlValue: ControlValue? { nil }

    /// Controls also need to be enabled to take touches.
    open override var acceptsTouches: Bool { super.acceptsTouches && isEnabled }

    // MARK: Handlers
    //
    // `addEventHandler(for:delay:_:)`, `addAction(_:for:)`, `addTarget(_:action:for:)` and
    // `observe(_:_:)` are in `TypedControl`'s extension, so their closures receive the
    // control's own type (a `Switch`, not a `Control`).

    /// Strips `events` from every registration (UIKit semantics).
    public func removeEventHandlers(for events: ControlEvents) { handlers.removeEventHandlers(for: events) }

    /// True when any registration answers to one of `events`.
    public func hasEventHandlers(for events: ControlEvents) -> Bool { handlers.hasEventHandlers(for: events) }

    /// True when a registration was made for exactly `events` (BlocksKit's meaning).
    public func hasEventHandlers(forExactly events: ControlEvents) -> Bool {
        handlers.hasEventHandlers(forExactly: events)
    }

    /// Cancels every pending delayed handler call (each told to the window's event sink, if
    /// any).
    public func cancelPendingHandlerCalls() { handlers.cancelPendingHandlerCalls(telling: controlEventSink) }

    // MARK: Dispatch

    /// Dispatches each single event of `events`, lowest bit first, regardless of ``isEnabled``
    /// (application-defined bits included, as UIKit allows).
    public func sendActions(for events: ControlEvents) {
        for event in events.singleEvents { dispatch(event) }
    }

    /// Dispatches one event: observers, then handlers; then `primaryActionTriggered` when
    /// `event` is the primary event.
    public func dispatch(_ event: ControlEvents) {
        dispatch(event, beyondMargin: nil, causedBy: nil)
    }

    /// ``dispatch(_:)``, telling the window's event sink, if any, after the observers (`beyondMargin`: see
    /// ``ControlModelEvent/dispatched(control:event:beyondMargin:)``); the handlers' runs and
    /// `primaryActionTriggered` are caused by it.
    private func dispatch(_ event: ControlEvents, beyondMargin: Double?, causedBy cause: UInt64?) {
        dispatchedEvents.notify((self, event))
        // one test when no sink is attached: nothing is built. Told after the observers, before
        // the handlers it causes
        let sink = controlEventSink
        let id = sink?.receive(.dispatched(control: self, event: event, beyondMargin: beyondMargin), causedBy: cause)
        handlers.dispatch(event, sender: self, at: scheduler?.now ?? .zero, to: sink, causedBy: id)
        // -[UIControl _sendActionsForEvents:withEvent:] (26.1): after the targets, when the events
        // meet `_controlEventsForActionTriggered`, it sends 0x2000 (primaryActionTriggered) the
        // same way; `sendActionsForControlEvents:` goes through it, so code-sent events count too
        if !primaryEvent.isEmpty, event == primaryEvent, event != .primaryActionTriggered {
            dispatch(.primaryActionTriggered, beyondMargin: nil, causedBy: id)
        }
    }

    /// Notifies observers that `property` changed (when `didChange`); a change of the value, or
    /// of ``isEnabled``, is told to the window's event sink, if any, first.
    public func changed(_ property: ControlProperty, _ didChange: Bool = true) {
        guard didChange else { return }
        if property == .value, let sink = controlEventSink, let value = controlValue {
            _ = sink.receive(.valueChanged(control: self, value: value), causedBy: nil)
        } else if property == .enabled, let sink = controlEventSink {
            _ = sink.receive(.enabledChanged(control: self), causedBy: nil)
        }
        propertyChanges.notify((self, property))
    }

    // MARK: Tracking hooks

    /// Whether to start tracking `touch` at `point` (own coordinates). Default: true.
    open func beginTracking(_ touch: Touch, at point: Point) -> Bool { true }
    /// The tracked touch moved to `point`; `inside` is within the margin.
    open func continueTracking(_ touch: Touch, at point: Point, inside: Bool) {}
    /// The tracked touch lifted at `point`; runs before touchUpInside/Outside is dispatched.
    open func endTracking(_ touch: Touch, at point: Point, inside: Bool) {}
    /// The tracked touch was cancelled.
    open func cancelTracking() {}

    /// True when `point` (own coordinates) is within the bounds grown by the margin.
    public func isInsideTrackingArea(_ point: Point) -> Bool {
        bounds.insetBy(dx: -trackingMargin, dy: -trackingMargin).contains(point)
    }

    /// How far `point` (own coordinates) is outside the bounds grown by the margin (0 inside):
    /// the reason of a `touchUpOutside`.
    public func distanceOutsideTrackingArea(_ point: Point) -> Double {
        let area = bounds.insetBy(dx: -trackingMargin, dy: -trackingMargin)
        let dx = max(area.minX - point.x, 0, point.x - area.maxX)
        let dy = max(area.minY - point.y, 0, point.y - area.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// How far `point`, inside the bounds grown by ``trackingMargin``, is from their nearest
    /// edge (0 on the edge or outside): how far a lift could move before it is a
    /// `touchUpOutside`.
    public func distanceInsideTrackingArea(_ point: Point) -> Double {
        let area = bounds.insetBy(dx: -trackingMargin, dy: -trackingMargin)
        return max(0, min(point.x - area.minX, area.maxX - point.x, point.y - area.minY, area.maxY - point.y))
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: [Touch]) {
        guard trackedTouch == nil, let touch = touches.first, isEnabled, isUserInteractionEnabled else { return }
        let point = touch.location(in: self)
        guard beginTracking(touch, at: point) else { return }
        trackedTouch = touch
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        dispatch(.touchDown)
        if touch.tapCount >= 2 { dispatch(.touchDownRepeat) }
    }

    open override func touchesMoved(_ touches: [Touch]) {
        guard let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return }
        let point = touch.location(in: self)
        let inside = isInsideTrackingArea(point)
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        continueTracking(touch, at: point, inside: inside)
        if inside != wasInside { dispatch(inside ? .touchDragEnter : .touchDragExit) }
        dispatch(inside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: [Touch]) {
        guard let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return }
        let point = touch.location(in: self)
        let inside = isInsideTrackingArea(point)
        let wasInside = isTouchInside
        isTouchInside = inside
        if inside != wasInside {
            isHighlighted = inside
            dispatch(inside ? .touchDragEnter : .touchDragExit)
        }
        isTracking = false
        trackedTouch = nil
        endTracking(touch, at: point, inside: inside)
        if inside {
            // how far inside the margin (negative), said only when an event sink listens
            dispatch(.touchUpInside, beyondMargin: controlEventSink == nil ? nil : -distanceInsideTrackingArea(point), causedBy: nil)
        } else {
            // how far outside the margin, said here where the tracking rule decides (only when
            // an event sink listens)
            let beyond = controlEventSink == nil ? nil : distanceOutsideTrackingArea(point)
            dispatch(.touchUpOutside, beyondMargin: beyond, causedBy: nil)
        }
        isHighlighted = false
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: [Touch]) {
        guard let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return }
        isTracking = false
        trackedTouch = nil
        isHighlighted = false
        isTouchInside = false
        cancelTracking()
        dispatch(.touchCancel)
    }
}
