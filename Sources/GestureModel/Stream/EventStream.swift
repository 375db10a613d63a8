import ControlModel

/// A window's event stream while a sink is attached: numbers the events, knows what the
/// window is handling now (the cause of what happens without a nearer one) and hands each
/// event to the sink. Controls reach it as their ``ControlModelEventSink`` (set on the window),
/// and their events go on wrapped in ``GestureEventKind/control(_:)``.
///
/// Made when a sink is attached and dropped when it is detached, so the models' one test for
/// "is anyone listening" is whether the environment has a stream.
final class EventStream: ControlModelEventSink {
    /// Who listens.
    let sink: any GestureEventSink
    /// The last id given (0: none yet).
    private var lastID: UInt64 = 0
    /// The id of the event being handled (a touch phase coming in, a transition whose
    /// consequences are being applied): the cause of what happens without a nearer one.
    var currentCause: UInt64?
    /// Tells the virtual time.
    private let clock: () -> Timestamp
    /// The sink's ``GestureEventSink/wantsTouchPhases``, read once.
    let tellsTouchPhases: Bool

    init(sink: any GestureEventSink, clock: @escaping () -> Timestamp) {
        self.sink = sink
        self.clock = clock
        tellsTouchPhases = sink.wantsTouchPhases
    }

    /// Emits `kind`, caused by `cause` (by default, ``currentCause``); returns its id.
    @discardableResult
    func emit(_ kind: GestureEventKind, causedBy cause: UInt64? = nil) -> UInt64 {
        lastID &+= 1
        sink.receive(GestureEvent(id: lastID, cause: cause ?? currentCause, time: clock(), kind: kind))
        return lastID
    }

    /// The virtual time now.
    var now: Timestamp { clock() }

    /// A control's event, forwarded.
    func receive(_ event: ControlModelEvent, causedBy cause: UInt64?) -> UInt64 {
        emit(.control(event), causedBy: cause)
    }
}
