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
/// stream; for the events only a sink that hears everything is told (touch phases, landings,
/// deliveries), whether it has ``GestureEnvironment/detailedStream``; for the numbers only a
/// sink that hears the decisions is told (``GestureEventKind/measured(recognizer:_:)``),
/// ``hearsDecisions``.
final class EventStream: ControlModelEventSink {
    /// The sink attached to the window, if any.
    let sink: (any GestureEventSink)?
    /// How much the sink hears (read once, when attached; ``GestureEventDetail/actions`` when
    /// there is none).
    let sinkDetail: GestureEventDetail
    /// True when the sink hears ``GestureEventDetail/everything``.
    let hearsEverything: Bool
    /// True when the sink hears ``GestureEventDetail/decisions`` or more: the rules then tell
    /// the numbers their decisions rest on.
    let hearsDecisions: Bool
    /// Keeps the decisions, while the window records reasons (told each event before the sink).
    var keeper: DecisionKeeper?
    /// The last id given (0: none yet).
    private var lastID: UInt64 = 0
    /// The id of the event being handled (a touch phase coming in, a transition whose
    /// consequences are being applied): the cause of what happens without a nearer one.
    var currentCause: UInt64?
    /// The touches of the touch event being handled while two or more fingers are down
    /// (``EventTouches/none`` otherwise): set by the window for the pass that handles the
    /// event (`Window.handle`), given to every event of the pass.
    var touches = EventTouches.none
    /// The environment whose stream this is (or was), unretained, for the time: it keeps the
    /// stream, and so do the touches it routes; cleared when it goes.
    var environment: Unretained<GestureEnvironment>?

    init(sink: (any GestureEventSink)?, environment: GestureEnvironment) {
        self.sink = sink
        sinkDetail = sink?.detail ?? .actions
        hearsEverything = sinkDetail == .everything
        hearsDecisions = sinkDetail >= .decisions
        self.environment = Unretained(environment)
    }

    /// Emits `kind`, caused by `cause` (by default, ``currentCause``), to the keeper and to the
    /// sink when it hears `detail` (an event that is no action, a hold or a measure, is only
    /// told a sink that hears the decisions); returns its id.
    ///
    /// Inlined, and `kind` consumed: the event is built in place, where a call made a generic
    /// copy of the kind (its value witness) for every event (13M instructions in a replay of
    /// 100,000 samples). The keeper and the sink are called through their optional references,
    /// not bound first: a binding retained the sink around every call (the stream's `let`
    /// keeps it), two reference counts per event.
    @inline(__always) @discardableResult
    func emit(_ kind: consuming GestureEventKind, causedBy cause: UInt64? = nil, detail: GestureEventDetail = .actions) -> UInt64 {
        lastID &+= 1
        let event = GestureEvent(id: lastID, cause: cause ?? currentCause, time: now, kind: kind, touches: touches)
        keeper?.receive(event)
        if detail == .actions || detail <= sinkDetail { sink?.receive(event) }
        return lastID
    }

    /// The virtual time now: the touch event's being handled, or the window's clock's.
    /// Inlined into every event's making: as a call it cost 19 instructions an event (1.9M in
    /// a replay of 100,000 moves, Benchmarks/replay, callgrind).
    @inline(__always)
    var now: Timestamp { environment?.with { $0.now } ?? .zero }

    /// A control's event, forwarded.
    func receive(_ event: ControlModelEvent, causedBy cause: UInt64?) -> UInt64 {
        emit(.control(event), causedBy: cause)
    }

    /// Runs `body`, a handler whose run is the event `run`, with that run as the cause of what
    /// happens meanwhile without a nearer one (``currentCause``).
    func running(_ run: UInt64, _ body: () -> Void) {
        let outer = beginRunning(run)
        body()
        endRunning(restoring: outer)
    }

    /// Makes `run`, a handler's run, the cause of what happens until ``endRunning(restoring:)``;
    /// returns the cause it replaces. For a caller that must run the handler outside its access
    /// to the stream (``running(_:_:)`` runs it inside).
    @inline(__always)
    func beginRunning(_ run: UInt64) -> UInt64? {
        defer { currentCause = run }
        return currentCause
    }

    /// Ends a handler's run begun with ``beginRunning(_:)``: `outer` is the cause again.
    @inline(__always)
    func endRunning(restoring outer: UInt64?) { currentCause = outer }
}
