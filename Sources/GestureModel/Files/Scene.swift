import ControlModel

/// A loaded scene: a window on a virtual clock with its views, controls, recognizers and
/// handlers, each reachable by its id, and observers that report what happens as
/// ``ReplayRecord``s.
public final class Scene {
    /// The virtual clock everything runs on.
    public let clock: TestScheduler
    /// The window.
    public let window: Window
    /// Views and controls by id.
    public internal(set) var views: [String: View] = [:]
    /// Recognizers by id (conveniences' shared recognizers included).
    public internal(set) var recognizers: [String: GestureRecognizer] = [:]
    /// Control handler registrations by handler id.
    public internal(set) var controlHandlers: [String: ControlHandlerToken] = [:]
    /// Recognizer handler registrations by handler id.
    public internal(set) var gestureHandlers: [String: GestureHandlerToken] = [:]
    /// The registrations of the scene's tap conveniences (removed with the others when the
    /// scene goes).
    var convenienceTokens: [TapConvenienceToken] = []
    /// Every id in the scene (views, recognizers, handlers share one namespace).
    public internal(set) var ids: Set<String> = []
    /// The scene's observers; releasing a token removes its observer, so the observers (which
    /// hold the scene unchecked, as they run on every transition) never outlive the scene.
    var observations: [ObservationToken] = []
    /// Told (recognizer id, held state) when a recognizer's transition is held behind a failure
    /// requirement; for pictures such as the timeline, not a record.
    @exclusivity(unchecked) public var onHeld: ((Timestamp, String, GestureState) -> Void)? {
        didSet { if onHeld != nil, !observingHolds { observeHolds() } }
    }
    /// The recognizers and their ids, whose held transitions are observed from the first time
    /// ``onHeld`` is set (until then nobody asks, and a hold costs nothing).
    private var heldWatch: [(recognizer: GestureRecognizer, id: String)] = []
    private var observingHolds = false
    /// Where the records go.
    private let sink: any ReplayRecordSink

    init(width: Double, height: Double, sink: any ReplayRecordSink) {
        clock = TestScheduler()
        window = Window(width: width, height: height, scheduler: clock)
        self.sink = sink
    }

    deinit {
        // Going, the scene reports nothing: its observers go first. Tearing down does things —
        // removing a convenience releases the touches it held back, which a control then ends,
        // or lets a tap waiting for it recognize — and none of it happened in the replay, which
        // stopped before (at --until, or before a bad line).
        observations.removeAll()
        for recognizer in recognizers.values { recognizer.transitionReport = nil }
        // handlers that run at once hold the scene unmanaged: none may run after it
        for token in gestureHandlers.values { token.remove() }
        for token in controlHandlers.values { token.remove() }
        for token in convenienceTokens { token.remove() }
    }

    /// The record names of the events met so far (a handful, so a list).
    private var eventNames: [(event: ControlEvents, name: RecordName)] = []

    /// The record name of `event`: its name, or its description when it has none; interned once.
    private func recordName(of event: ControlEvents) -> RecordName {
        if let known = eventNames.first(where: { $0.event == event }) { return known.name }
        let name = RecordName(event.name ?? event.description)
        eventNames.append((event, name))
        return name
    }

    /// The record name of a convenience recognizer's identifier: the name the scene observes
    /// it by, unless its identifier has changed since.
    func recordName(of recognizer: GestureRecognizer) -> RecordName {
        let identifier = recognizer.identifier ?? "?"
        if let name = recognizer.transitionReport?.name, name.string == identifier { return name }
        return RecordName(identifier)
    }

    /// The current time, for stamping records.
    private var now: Timestamp { clock.now }

    /// Starts reporting what `control` does.
    func observe(control: Control, id: String) {
        let name = RecordName(id)
        observations.append(control.dispatchedEvents.add { [unowned(unsafe) self] change in
            sink.receive(ReplayRecord(time: now, kind: .control, id: name, event: recordName(of: change.event)))
        })
        observations.append(control.propertyChanges.add { [unowned(unsafe) self] change in
            guard change.property == .value, let value = change.control.controlValue else { return }
            sink.receive(ReplayRecord(time: now, kind: .value, id: name, value: value))
        })
        observations.append(control.handlers.cancelledCalls.add { [unowned(unsafe) self] registration in
            sink.receive(ReplayRecord(time: now, kind: .cancelled, id: RecordName(registration.identifier ?? "?"), of: name))
        })
    }

    /// Starts reporting what `recognizer` does.
    func observe(recognizer: GestureRecognizer, id: String) {
        let name = RecordName(id)
        recognizer.transitionReport = TransitionReport(scene: Unmanaged.passUnretained(self), name: name)
        heldWatch.append((recognizer, id))
        if observingHolds { observeHold(of: recognizer, id: id) }
        observations.append(recognizer.cancelledHandlerCalls.add { [unowned(unsafe) self] registration in
            sink.receive(ReplayRecord(time: now, kind: .cancelled, id: RecordName(registration.identifier ?? "?"), of: name))
        })
    }

    /// Starts observing the holds of every recognizer (``onHeld`` was just set).
    private func observeHolds() {
        observingHolds = true
        for (recognizer, id) in heldWatch { observeHold(of: recognizer, id: id) }
    }

    private func observeHold(of recognizer: GestureRecognizer, id: String) {
        observations.append(recognizer.heldTransitions.add { [unowned(unsafe) self] change in
            onHeld?(now, id, change.state)
        })
    }

    /// The gesture record of a transition (see ``TransitionReport``).
    func reportTransition(of recognizer: GestureRecognizer, named name: RecordName, to state: GestureState) {
        let location = state == .failed ? nil : recognizer.transitionLocation
        sink.receive(ReplayRecord(time: now, kind: .gesture, id: name, state: state, location: location))
    }

    /// The handler record for a control handler call.
    func controlHandlerRan(_ call: ControlHandlerCall, id: RecordName, of control: RecordName) {
        sink.receive(
            ReplayRecord(
                time: now, kind: .handler, id: id, of: control, event: recordName(of: call.event),
                scheduled: call.registration.delay > .zero ? call.dispatchTime : nil))
    }

    /// The handler record for a recognizer handler call.
    func gestureHandlerRan(_ call: GestureHandlerCall, id: RecordName, of recognizer: RecordName) {
        reportHandler(
            named: id, of: recognizer, state: call.state, location: call.location,
            scheduled: call.registration.delay > .zero ? call.actionTime : nil)
    }

    /// The handler record for a recognizer handler call (see also ``HandlerReport``).
    func reportHandler(
        named id: RecordName, of recognizer: RecordName, state: GestureState, location: Point, scheduled: Timestamp?
    ) {
        sink.receive(
            ReplayRecord(
                time: now, kind: .handler, id: id, of: recognizer, state: state, location: location, scheduled: scheduled))
    }
}
