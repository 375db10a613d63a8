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
    /// How much of the stream the sink hears, read once when it is attached (by default,
    /// ``GestureEventDetail/everything``).
    var detail: GestureEventDetail { get }
}

extension GestureEventSink {
    /// Everything, with reasons.
    public var detail: GestureEventDetail { .everything }
}
