/// Hears a window's event stream (``GestureEvent``), attached with ``Window/eventSink``.
///
/// ```swift
/// final class Events: GestureEventSink {
///     var all: [GestureEvent] = []
///     func receive(_ event: GestureEvent) { all.append(event) }
/// }
/// let events = Events()
/// window.eventSink = events
/// ```
///
/// A sink is told each event as it happens, inside the models' pass: it may read the models,
/// and must not feed the window touches or change the view tree.
public protocol GestureEventSink: AnyObject {
    /// `event` happened.
    func receive(_ event: GestureEvent)
    /// False for a sink that wants the decisions alone: the stream then builds no
    /// ``GestureEventKind/touch(_:_:)``, ``GestureEventKind/landed(_:)``,
    /// ``GestureEventKind/delivered(view:touch:phase:reason:)`` or
    /// ``GestureEventKind/dropped(view:touch:phase:by:)`` event (what costs most per sample),
    /// and decisions have no touch phase as their cause. Read once, when the sink is attached.
    /// True unless the sink says otherwise.
    var wantsTouchPhases: Bool { get }
}

extension GestureEventSink {
    /// Every event, touch phases included.
    public var wantsTouchPhases: Bool { true }
}
