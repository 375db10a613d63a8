import ControlModel

/// One thing the models did, emitted once at the home of the rule that decided it, to the
/// window's event sink (``Window/eventSink``; <doc:Reasons>).
///
/// Every event has an ``id`` (counted from 1 per window, in the order the events happen) and
/// the id of the event that caused it (``cause``): a touch phase causes the transitions of the
/// recognizers it reaches; a recognizer's began causes the failures it excludes and the
/// cancellation of its view's touches; a control event causes its handlers' runs. Tools follow
/// causes through these ids rather than matching names or times.
///
/// Events are built only while a sink is attached: with none, the models test one reference
/// and build nothing.
public struct GestureEvent {
    /// The event's number in its window's stream, from 1.
    public let id: UInt64
    /// The id of the event that caused this one; nil for a root cause (a touch phase coming in,
    /// a timer, a change made by code).
    public let cause: UInt64?
    /// The virtual time it happened at.
    public let time: Timestamp
    /// What happened.
    public let kind: GestureEventKind
    /// The touches whose phases the window was handling when it happened, while two or more
    /// fingers were down (``EventTouches/none`` otherwise, and for what a timer or code did):
    /// what a replay's text lines name as `touch 2`.
    public let touches: EventTouches
}
