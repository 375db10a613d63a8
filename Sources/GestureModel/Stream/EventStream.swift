import ControlModel

/// A window's event stream while someone listens — a sink attached to the window, and the
/// window's ``DecisionKeeper`` while it records reasons: numbers the events, knows what the
/// window is handling now (the cause of what happens without a nearer one) and hands each
/// event to the keeper, then to the sink. Controls reach it as their ``ControlModelEventSink``
/// (set on the window while a sink is attached), and their events go on wrapped in
/// ``GestureEventKind/control(_:)``.
///
/// Made when a sink is attached or reasons are asked for, and dropped when neither listens any
/// more, so the models' one test for "is anyone listening" is whether the environment has a
/// stream; for the events only a sink
/// that hears everything is told (touch phases, landings, holds, deliveries, reasons), whether
/// it has ``GestureEnvironment/detailedStream``.
final class EventStream: ControlModelEventSink {
    /// The sink attached to the window, if any.
    let sink: (any GestureEventSink)?
    /// True when the sink hears ``GestureEventDetail/everything`` (read once, when attached).
    let hearsEverything: Bool
    /// Keeps the decisions, while the window records reasons (told each event before the sink).
    @exclusivity(unchecked) var keeper: DecisionKeeper?
    /// The last id given (0: none yet).
    private var lastID: UInt64 = 0
    /// The id of the event being handled (a touch phase coming in, a transition whose
    /// consequences are being applied): the cause of what happens without a nearer one.
    var currentCause: UInt64?
    /// Tells the virtual time.
    private let clock: () -> Timestamp

    init(sink: (any GestureEventSink)?, clock: @escaping () -> Timestamp) {
        self.sink = sink
        hearsEverything = sink?.detail == .everything
        self.clock = clock
    }

    /// Emits `kind`, caused by `cause` (by default, ``currentCause``), to the keeper and to the
    /// sink when it hears `detail` (an event that is no action, a hold, is only told a sink that
    /// hears everything); returns its id.
    @discardableResult
    func emit(_ kind: GestureEventKind, causedBy cause: UInt64? = nil, detail: GestureEventDetail = .actions) -> UInt64 {
        lastID &+= 1
        let event = GestureEvent(id: lastID, cause: cause ?? currentCause, time: clock(), kind: kind)
        if let keeper { keeper.receive(event) }
        if let sink, detail == .actions || hearsEverything { sink.receive(event) }
        return lastID
    }

    /// The virtual time now.
    var now: Timestamp { clock() }

    /// A control's event, forwarded.
    func receive(_ event: ControlModelEvent, causedBy cause: UInt64?) -> UInt64 {
        emit(.control(event), causedBy: cause)
    }
}
