import ControlModel
import GestureModel
import SceneFiles

/// Hears one probe's replay twice over: its records (the loaded scene's record sink) and its
/// window's event stream (the scene's `eventSink`, told each event after the scene made its
/// records of it). The events are kept by id, so a handler's latency causes are read by
/// following each event's `cause` back from the handler's run (``firstRun(at:scene:)``), never
/// by matching names or times.
///
/// One recorder serves every probe run on one loaded scene (attached again to each scene loaded
/// anew): ``begin(at:)`` empties it for the next probe.
final class ProbeRecorder: ReplayRecordSink, GestureEventSink {
    /// The records, in the order they happened.
    private(set) var records: [ReplayRecord] = []
    /// For each record, the id of the event it may have been made of: the one after the last
    /// heard before it (the scene makes its records of an event before this recorder hears the
    /// event), so the moment a scroll view's handler answers is the scroll view's last event up
    /// to its record's stamp.
    private(set) var recordStamps: [UInt64] = []
    /// The probe's touch events, each with how many records came before it.
    private(set) var touches: [ProbeTouchEvent] = []
    /// The events heard since ``begin(at:)``, in order: a stream numbers its events one by one,
    /// so the event with id `events[0].id + n` is at `n`.
    private(set) var events: [GestureEvent] = []
    /// The places in ``events`` of each recognizer's decisions (its transitions with a reason,
    /// and its holds), in order, by the recognizer's identity: what a handler's or a failure's
    /// cause is looked up in, without a walk through everyone's.
    private var decisionsOf: [ObjectIdentifier: [Int]] = [:]
    /// The places in ``events`` of each scroll view's moments, by its identity.
    private var momentsOf: [ObjectIdentifier: [Int]] = [:]
    /// The place in ``events`` of each handler's first run, by the handler's identifier (the
    /// scene's id of it).
    private var firstRuns: [String: Int] = [:]
    /// True when the last event heard was a touch phase coming in: the next one at the same
    /// time belongs to the same touch event (a touch event tells each of its touches first).
    private var lastWasTouch = false
    /// What the models refused to do, in order, with why (a disabled alert action, a field
    /// that would not focus): the reasons the rules told.
    private(set) var refusals: [GestureReason] = []
    /// The titles of the swipe actions each `swipeRevealed` moment showed, by the moment's
    /// event id: the table's shown actions as it tells the moment.
    private(set) var revealedActions: [UInt64: [String]] = [:]
    /// When the probe started on the scene's clock: the time its results count from (zero on a
    /// scene loaded for it; later on a scene reused from an earlier probe).
    private(set) var origin: Timestamp = .zero
    /// True when a record says the probe changed something that outlives it (a control's
    /// value, a scroll view's content), or told of something this recorder does not know:
    /// the scene is then no longer as loaded.
    private(set) var leftState = false

    /// Everything: the touch phases coming in and the phases given to views late are causes.
    var detail: GestureEventDetail { .everything }

    /// Empties the recorder for a probe starting at `origin`.
    func begin(at origin: Timestamp) {
        records.removeAll(keepingCapacity: true)
        recordStamps.removeAll(keepingCapacity: true)
        touches.removeAll(keepingCapacity: true)
        events.removeAll(keepingCapacity: true)
        decisionsOf.removeAll(keepingCapacity: true)
        momentsOf.removeAll(keepingCapacity: true)
        firstRuns.removeAll(keepingCapacity: true)
        lastWasTouch = false
        refusals.removeAll(keepingCapacity: true)
        revealedActions.removeAll(keepingCapacity: true)
        self.origin = origin
        leftState = false
    }

    func receive(_ record: consuming ReplayRecord) {
        switch record.kind {
        case .gesture, .control, .handler, .cancelled: break
        default: leftState = true
        }
        recordStamps.append((events.last?.id ?? 0) + 1)
        records.append(record)
    }

    func receive(_ event: GestureEvent) {
        let place = events.count
        let wasTouch = lastWasTouch
        lastWasTouch = false
        switch event.kind {
        case .touch(_, let phase):
            lastWasTouch = true
            if wasTouch, let last = touches.last, last.time == event.time {
                touches[touches.count - 1].add(phase)
            } else {
                touches.append(ProbeTouchEvent(recordsBefore: records.count, time: event.time, phase: phase))
            }
        case .transition(let recognizer, _, _, _?):
            decisionsOf[ObjectIdentifier(recognizer), default: []].append(place)
        case .held(let recognizer, _, _):
            decisionsOf[ObjectIdentifier(recognizer), default: []].append(place)
        case .handlerRan(let call):
            if let id = call.registration.identifier, firstRuns[id] == nil { firstRuns[id] = place }
        case .control(.handlerRan(let call)):
            if let id = call.registration.identifier, firstRuns[id] == nil { firstRuns[id] = place }
        case .scroll(let scrollView, _):
            momentsOf[ObjectIdentifier(scrollView), default: []].append(place)
        case .table(let table, let moment) where moment.kind == .swipeRevealed:
            revealedActions[event.id] = table.shownSwipeActions.map { $0.title ?? "" }
        case .alert(.refused(_, let reason)):
            refusals.append(reason)
        case .control(.textRefused(_, _, let reason)):
            refusals.append(.text(reason))
        default:
            break
        }
        events.append(event)
    }

    /// The event with id `id`, when it was heard during the probe.
    ///
    /// - Complexity: O(1).
    func event(_ id: UInt64?) -> GestureEvent? {
        guard let id, let first = events.first?.id, id >= first else { return nil }
        let place = id - first
        guard place < UInt64(events.count) else { return nil }
        let event = events[Int(place)]
        return event.id == id ? event : nil
    }

    /// The event that ran the handler `id` first during the probe (a recognizer's or a
    /// control's handler; none for a handler of the scene's own, a scroll view's for instance).
    func firstRun(of id: String) -> GestureEvent? {
        firstRuns[id].map { events[$0] }
    }

    /// The last decision of `recognizer` that `matches`, before the event with id `limit` (all
    /// when nil).
    ///
    /// - Complexity: O(*k*), *k* the recognizer's decisions.
    func lastDecision(of recognizer: GestureRecognizer, before limit: UInt64? = nil, where matches: (GestureEvent) -> Bool) -> GestureEvent? {
        guard let places = decisionsOf[ObjectIdentifier(recognizer)] else { return nil }
        for place in places.reversed() where limit.map({ events[place].id < $0 }) ?? true {
            if matches(events[place]) { return events[place] }
        }
        return nil
    }

    /// The last moment of `scrollView` that `matches`, at most the event with id `limit`.
    ///
    /// - Complexity: O(*m*), *m* the scroll view's moments.
    func lastMoment(of scrollView: ScrollView, upTo limit: UInt64, where matches: (GestureEvent, ScrollEvent) -> Bool) -> (GestureEvent, ScrollEvent)? {
        guard let places = momentsOf[ObjectIdentifier(scrollView)] else { return nil }
        for place in places.reversed() where events[place].id <= limit {
            if case .scroll(_, let moment) = events[place].kind, matches(events[place], moment) { return (events[place], moment) }
        }
        return nil
    }

    /// True when no touch phase coming in caused `event`: followed back through its causes, the
    /// first cause is a timer (an event with no cause), not a touch.
    func isTimed(_ event: GestureEvent) -> Bool {
        var current = event
        while let cause = current.cause {
            // a cause from before the probe: not one of its timers
            guard let next = self.event(cause) else { return false }
            current = next
        }
        if case .touch = current.kind { return false }
        return true
    }
}
