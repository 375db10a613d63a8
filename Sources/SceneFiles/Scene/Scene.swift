import ControlModel
import GestureModel

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
    /// Alerts by id (<doc:FileFormats>).
    public internal(set) var alerts: [String: AlertController] = [:]
    /// The ids of ``alerts``, in the scene file's order.
    public internal(set) var alertIDs: [String] = []
    /// The ids of each alert's action handlers, by alert id, in the order of its actions (an
    /// action without a `handler` has none): an action's handler is a closure, so its id is
    /// kept here for what lists handlers (`analyze`'s "never ran").
    public internal(set) var alertHandlerIDs: [String: [String]] = [:]
    /// The alerts handlers present, by handler name (`presents`).
    @exclusivity(unchecked) var presenting: [RecordName: AlertController] = [:]
    /// What handlers set each time they run, by handler name (`sets`).
    @exclusivity(unchecked) var settings: [RecordName: SceneSetting] = [:]
    /// The names of the views copied from cell templates, by view: their id and their cell's
    /// row (`buy@0.3`).
    var templateNames: [ObjectIdentifier: TemplateName] = [:]
    /// The table or collection view of each cell template's view id.
    var templatedLists: [String: SceneCellList] = [:]
    /// The handler registrations of the controls copied from cell templates.
    var templateTokens: [ControlHandlerToken] = []
    /// Every id in the scene (views, recognizers, handlers share one namespace).
    public internal(set) var ids: Set<String> = []
    /// The scene's observers; releasing a token removes its observer, so the observers (which
    /// hold the scene unchecked, as they run on every transition) never outlive the scene.
    var observations: [ObservationToken] = []
    /// A sink told each event of the window's event stream after the scene has heard it (the
    /// window's own `eventSink` is the scene's: setting that one would silence the scene). The
    /// scene then hears as much as the sink's `detail` asks, or more. Set it before the replay
    /// starts: attaching it starts the stream anew.
    public var eventSink: (any GestureEventSink)? {
        didSet { if eventSink !== oldValue { listen() } }
    }
    /// The scene's listener on its window's event stream: what the scene's records (and their
    /// reasons) are made of.
    private var listener: SceneListener?
    // The three tables below are read for every event the scene hears, and written only while
    // it loads or copies a cell template. Unchecked for exclusive access: the runtime's dynamic
    // check on each read (swift_beginAccess, a class's stored property) cost 21.7M instructions
    // in a replay of 100,000 samples (Benchmarks/replay, mixed, callgrind), 4% of it; no access
    // to them is ever open while another begins.
    /// The record names of the recognizers the scene keeps records of (its own, its scroll
    /// views' pans and its conveniences' shared recognizers).
    @exclusivity(unchecked) var recognizerNames = IdentityTable<RecordName>()
    /// The record names of the scene's handlers on recognizers, whose runs are records, each
    /// with the name of its recognizer (a handler's run names the recognizer it is on: one
    /// search of the table per run, not two).
    @exclusivity(unchecked) private var handlerNames = IdentityTable<HandlerRecordNames>()
    /// The names of the scene's control handlers, whose runs are records, each with the name of
    /// its control (by registration).
    @exclusivity(unchecked) private var controlHandlerNames = IdentityTable<ControlHandlerRecordNames>()
    /// The names of the controls the scene keeps records of (a cell template's copy named by
    /// its row now).
    @exclusivity(unchecked) var controlNames = IdentityTable<SceneName>()
    /// The scene's tables and collection views, with what their records need.
    var lists = IdentityTable<SceneListRecords>()
    /// The scene's scroll views (tables and collection views among them), with what their
    /// scroll records need.
    private var scrollViews = IdentityTable<SceneScrollRecords>()
    /// Where the records go.
    let sink: any ReplayRecordSink
    /// ``sink`` when it takes reasons too (`replay --explain`); nil otherwise, and the
    /// scene hears only the actions of its window's event stream: the models record no reasons.
    let explainer: (any ReplayExplanationSink)?

    /// The event sink the window had before the scene listened to it, given back when the scene
    /// goes (a live window's: see ``init(observing:sink:)``).
    private var restoredSink: (any GestureEventSink)?
    /// True for a scene over a live window (``init(observing:sink:)``): the window's own
    /// handlers that have an identifier are recorded from its event stream.
    let recordsIdentifiedHandlers: Bool

    convenience init(width: Double, height: Double, sink: any ReplayRecordSink) {
        let clock = TestScheduler()
        self.init(window: Window(width: width, height: height, scheduler: clock), clock: clock, sink: sink, live: false)
    }

    /// A scene over `window`, whose tree schedules on `clock`; `live` for a window built by
    /// someone else (its identified handlers recorded, its event sink given back at the end).
    init(window: Window, clock: TestScheduler, sink: any ReplayRecordSink, live: Bool) {
        self.clock = clock
        self.window = window
        self.sink = sink
        recordsIdentifiedHandlers = live
        explainer = sink as? any ReplayExplanationSink
        if live { restoredSink = window.eventSink }
        listen()
    }

    /// Attaches the scene's listener to its window's event stream, hearing what the scene needs:
    /// the actions for its records; everything for their reasons (an explainer); what its
    /// ``eventSink`` asks.
    private func listen() {
        var detail: GestureEventDetail = explainer == nil ? .actions : .everything
        if let eventSink { detail = max(detail, eventSink.detail) }
        if let listener, listener.detail == detail, listener.forward === eventSink { return }
        let listener = SceneListener(scene: self, detail: detail, forward: eventSink)
        self.listener = listener
        window.eventSink = listener
    }

    /// An event of the window's stream: the records of the recognizers and controls the scene
    /// observes, each written with its reason when it has one, from the one event; the reasons
    /// of deliveries and landings; the holds, to the explainer.
    ///
    /// Inlined into the listener's one call: a transition or a handler's run, nearly every event
    /// a replay hears, is matched here, and the other kinds out of line (``heardRarely(_:)``),
    /// as are the records that go with a reason (``explainTransition(_:named:)``,
    /// ``explainDelayedRun(_:named:touches:)``): the explaining, which makes a name into a string, out of
    /// the way of every plain record.
    @inline(__always)
    func heard(_ event: GestureEvent) {
        switch event.kind {
        case .transition(let recognizer, let state, let location, _):
            guard let name = recognizerNames[recognizer] else { return }
            guard explainer == nil else { return explainTransition(event, named: name) }
            // the name moved into the record: bound and then copied, each name was copied and
            // destroyed once more per record
            sink.receive(gestureRecord(named: consume name, state: state, location: location, touches: event.touches))
        case .handlerRan(let call):
            guard let names = handlerNames[call.registration] else {
                // a live window's own handler, recorded when it has an identifier
                if recordsIdentifiedHandlers { recordIdentifiedHandler(call) }
                return
            }
            // a delayed run is explained by its delay
            guard call.registration.runsAtOnce || explainer == nil else {
                return explainDelayedRun(call, named: names, touches: event.touches)
            }
            sink.receive(handlerRecord(of: call, named: consume names, touches: event.touches))
        default:
            heardRarely(event)
        }
    }

    /// The record of a transition of the recognizer the scene names `name`.
    @inline(__always)
    private func gestureRecord(
        named name: consuming RecordName, state: GestureState, location: Point?, touches: EventTouches
    ) -> ReplayRecord {
        ReplayRecord(time: now, kind: .gesture, id: name, state: state, location: location, touches: touches)
    }

    /// The record of a run of a scene's handler on a recognizer (with the time of its action
    /// when it ran later).
    @inline(__always)
    private func handlerRecord(
        of call: GestureHandlerCall, named names: consuming HandlerRecordNames, touches: EventTouches
    ) -> ReplayRecord {
        ReplayRecord(
            time: now, kind: .handler, id: names.handler, of: names.recognizer, state: call.state, location: call.location,
            scheduled: call.registration.runsAtOnce ? nil : call.actionTime, touches: touches)
    }

    /// The record of a transition (`event`) of the recognizer named `name`, with the decision's
    /// reason, for the explainer (``heard(_:)``).
    @inline(never)
    private func explainTransition(_ event: GestureEvent, named name: RecordName) {
        guard case .transition(_, let state, let location, let reason) = event.kind else { return }
        let record = gestureRecord(named: name, state: state, location: location, touches: event.touches)
        // a change has no reason
        guard let explainer, let reason else { return sink.receive(record) }
        explainer.receive(record, decided: GestureDecision(state: state, reason: reason), of: name.string, at: event.time)
    }

    /// The record of a delayed run of a scene's handler, with its delay as the reason, for the
    /// explainer (``heard(_:)``).
    @inline(never)
    private func explainDelayedRun(_ call: GestureHandlerCall, named names: HandlerRecordNames, touches: EventTouches) {
        let record = handlerRecord(of: call, named: names, touches: touches)
        guard let explainer else { return sink.receive(record) }
        explainer.receive(record, because: .handlerDelay(delay: call.registration.delay))
    }

    /// An event of the window's stream other than a transition or a handler's run (``heard(_:)``).
    @inline(never)
    private func heardRarely(_ event: GestureEvent) {
        switch event.kind {
        case .control(.dispatched(let control, let controlEvent, let beyond)):
            guard let name = controlNames[control] else { return }
            let record = ReplayRecord(
                time: now, kind: .control, id: name.recordName, event: recordName(of: controlEvent), touches: event.touches)
            // a touchUpOutside's distance comes with its event, from the control's tracking rule
            // (a touchUpInside's, how far inside, is no reason)
            guard controlEvent == .touchUpOutside, let beyond, let explainer else { return sink.receive(record) }
            explainer.receive(record, because: .liftedOutside(distance: beyond, margin: control.trackingMargin))
        case .landed(let binding):
            explainer?.explainLanding(binding.landing, at: event.time)
        case .delivered(let view, let touch, let phase, let reason):
            guard let reason, let explainer else { return }
            explainer.explainDelivery(to: view.identifier ?? "?", touch: touch.identifier, phase: phase, because: reason, at: event.time)
        case .dropped(let view, let touch, let phase, let recognizer):
            explainer?.explainDelivery(
                to: view.identifier ?? "?", touch: touch.identifier, phase: phase,
                because: .droppedBy(recognizer.identifier ?? recognizer.displayName, state: recognizer.state), at: event.time)
        case .held(let recognizer, let state, let reason):
            guard let explainer, let id = recognizerNames[recognizer]?.string else { return }
            explainer.explain(GestureDecision(state: state, isHeld: true, reason: reason), of: id, at: event.time)
        case .table(let table, let listEvent):
            heard(listEvent, of: table, touches: event.touches)
        case .collection(let collection, let listEvent):
            heard(listEvent, of: collection, touches: event.touches)
        case .tableDecision(let table, let path, let reason):
            explain(nothingAt: path, of: table, because: reason, at: event.time)
        case .collectionDecision(let collection, let path, let reason):
            explain(nothingAt: path, of: collection, because: reason, at: event.time)
        case .alert(.refused(let alert, let reason)):
            explainRefusal(of: alert, because: reason, at: event.time)
        case .alert(.handlerRan(let alert, let action)):
            alertHandlerRan(action, of: alert)
        case .control(.handlerRan(let call)):
            // a run at once names the touches that drove its event; a delayed run, which a
            // timer runs, names none (the stream's touches then are none)
            guard let names = controlHandlerNames[call.registration] else {
                // a live window's own handler, recorded when it has an identifier
                if recordsIdentifiedHandlers { recordIdentifiedHandler(call, touches: event.touches) }
                return
            }
            controlHandlerRan(call, id: names.handler.recordName, of: names.control.recordName, touches: event.touches)
        case .control(.valueChanged(let control, let value)):
            // a control's value and a field's text come from the stream, which names the
            // touches that drove them (`touch 2`), as control events do
            guard let name = controlNames[control] else { return }
            sink.receive(ReplayRecord(time: now, kind: .value, id: name.recordName, value: value, touches: event.touches))
        case .control(.textChanged(let field)):
            // a secure field's text as bullets (TextField.printableText)
            guard let name = controlNames[field] else { return }
            var record = ReplayRecord(time: now, kind: .text, id: name.recordName, text: field.printableText)
            record.touches = event.touches
            sink.receive(record)
        case .scroll(let scrollView, let scrollEvent):
            heard(scrollEvent, of: scrollView, touches: event.touches)
        case .control(.textRefused(let field, let action, let reason)):
            // "keyboard" names the keys pressed with no first responder
            guard let explainer else { return }
            let id = field.map { controlNames[$0]?.text ?? $0.identifier ?? "?" } ?? "keyboard"
            explainer.explainRefusal(of: id, action: action.rawValue, because: .text(reason), at: event.time)
        default:
            return
        }
    }

    deinit {
        // Going, the scene reports nothing: it stops listening, and its observers go, first.
        // Tearing down does things — removing a convenience releases the touches it held back,
        // which a control then ends, or lets a tap waiting for it recognize — and none of it
        // happened in the replay, which stopped before (at --until, or before a bad line). The
        // listener is silenced, not only detached: a touch keeps the stream it was routed with,
        // and would tell it a phase withheld from a control delivered now.
        listener?.stop()
        // a live window's sink given back (nil for a loaded scene's window)
        window.eventSink = restoredSink
        observations.removeAll()
        // handlers that run at once hold the scene unretained: none may run after it
        for token in gestureHandlers.values { token.remove() }
        for token in controlHandlers.values { token.remove() }
        for token in templateTokens { token.remove() }
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

    /// The record name of a recognizer the scene observes (a convenience's shared one): the
    /// name the scene observes it by, unless its identifier has changed since.
    func recordName(of recognizer: GestureRecognizer) -> RecordName {
        let identifier = recognizer.identifier ?? "?"
        if let observed = recognizerNames[recognizer], observed.string == identifier { return observed }
        return RecordName(identifier)
    }

    /// The name the scene's records give `recognizer`, when the scene keeps records of it (a
    /// listener on its event stream names a recognizer an event names as the records do).
    package func observedName(of recognizer: GestureRecognizer) -> String? {
        recognizerNames[recognizer]?.string
    }

    /// The current time, for stamping records.
    var now: Timestamp { clock.now }

    /// Starts reporting what `control` does, under `name`: its events, its value or text
    /// changes (heard from the window's event stream), and its delayed handler calls cancelled.
    func observe(control: Control, name: SceneName) {
        controlNames.set(name, for: control)
        // the observer holds the scene unretained: it goes with its token, which the scene keeps
        observations.append(control.handlers.cancelledCalls.add { [me = Unretained(self)] registration in
            me.with { $0.recordCancelled(registration.identifier, of: name.recordName) }
        })
    }

    /// The view a trace command names: one of ``views``, or a view copied from a cell template
    /// in the cell on screen for its row or item (`buy@0.3`); nil when there is none.
    public func view(named target: String) -> View? {
        if let view = views[target] { return view }
        guard let at = target.lastIndex(of: "@"), let list = templatedLists[String(target[..<at])] else { return nil }
        let parts = target[target.index(after: at)...].split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let section = Int(parts[0]), let row = Int(parts[1]),
            let cell = list.cell(at: TableIndexPath(row: row, section: section))
        else { return nil }
        return firstView(in: cell) { templateNames[ObjectIdentifier($0)]?.text == target }
    }

    /// Whether a trace command may name `target`: an id of the scene, or a template's view on
    /// screen (``view(named:)``).
    public func knows(_ target: String) -> Bool { ids.contains(target) || view(named: target) != nil }

    /// The first view under `root` (depth first) that `matches`.
    private func firstView(in root: View, where matches: (View) -> Bool) -> View? {
        for child in root.subviews {
            if matches(child) { return child }
            if let found = firstView(in: child, where: matches) { return found }
        }
        return nil
    }

    /// Starts reporting what `scrollView` reports, under `id`: a scroll record per moment (heard
    /// from the window's event stream), then a handler record for each of `handlers` that runs
    /// on it (at once, or after its delay).
    func observe(scrollView: ScrollView, id: String, handlers: [SceneScrollHandler]) {
        scrollViews.set(SceneScrollRecords(name: RecordName(id), handlers: handlers), for: scrollView)
    }

    /// The records of `event`, a moment of `scrollView` heard on the stream while `touches`
    /// drove it: its scroll record, then the runs of the handlers of the moment.
    private func heard(_ event: ScrollEvent, of scrollView: ScrollView, touches: EventTouches) {
        guard let records = scrollViews[scrollView] else { return }
        let eventName = records.eventNames[event.kind.index]
        let motion = event.velocity.flatMap { velocity in event.target.map { ScrollMotion(velocity: velocity, target: $0) } }
        sink.receive(
            ReplayRecord(
                time: now, kind: .scroll, id: records.name, event: eventName, location: event.offset,
                value: event.willDecelerate.map(ControlValue.bool) ?? event.scale.map(ControlValue.number), motion: motion,
                touches: touches))
        for handler in records.handlers where handler.events.contains(event.kind) {
            runScrollHandler(handler, of: records.name, event: eventName, offset: event.offset, touches: touches)
        }
    }

    /// Records `handler`'s run for a moment of the scroll view `name`, now or after its delay.
    /// A run at once names the touches that drove the moment; a delayed one, which a timer
    /// runs, names none.
    private func runScrollHandler(
        _ handler: SceneScrollHandler, of name: RecordName, event: RecordName, offset: Point, touches: EventTouches
    ) {
        guard handler.delay > .zero else {
            sink.receive(
                ReplayRecord(time: now, kind: .handler, id: handler.name, of: name, event: event, location: offset, touches: touches))
            if !presenting.isEmpty { presentAlert(after: handler.name) }
            return
        }
        let scheduled = now
        // weak: a delayed run may be pending when the scene goes, and then nothing is recorded
        clock.perform(after: handler.delay) { [weak self] in
            guard let self else { return }
            self.receive(
                ReplayRecord(
                    time: self.now, kind: .handler, id: handler.name, of: name, event: event, location: offset, scheduled: scheduled),
                delayedBy: handler.delay)
            if !self.presenting.isEmpty { self.presentAlert(after: handler.name) }
        }
    }

    /// Starts reporting what `recognizer` does, under `id`: its transitions and the runs of
    /// the handlers added with ``addRecordedHandler(to:id:delay:)`` (heard from the window's
    /// event stream), and its delayed handler calls cancelled.
    func observe(recognizer: GestureRecognizer, id: String) {
        let name = RecordName(id)
        recognizerNames.set(name, for: recognizer)
        observations.append(recognizer.cancelledHandlerCalls.add { [me = Unretained(self)] registration in
            me.with { $0.recordCancelled(registration.identifier, of: name) }
        })
    }

    /// Adds to `recognizer` (observed by the scene) a handler named `id`, run after `delay`,
    /// whose runs are records: the scene records each run when the window's event stream tells
    /// it, before the handler runs; the handler itself has no body, or, when it `acts` (it
    /// `sets` or `presents`), does what the scene file says (``runEffects(after:)``).
    func addRecordedHandler(to recognizer: GestureRecognizer, id: String, delay: Duration, acts: Bool) -> GestureHandlerToken {
        let name = RecordName(id)
        // weak: a delayed call may be pending when the scene goes
        let token = acts
            ? recognizer.addHandler(delay: delay, identifier: id) { [weak self] _ in self?.runEffects(after: name) }
            : recognizer.addHandler(delay: delay, identifier: id)
        // the recognizer is observed first, under the one name its records have
        if let recognizerName = recognizerNames[recognizer] {
            handlerNames.set(HandlerRecordNames(handler: name, recognizer: recognizerName), for: token)
        }
        return token
    }

    /// Adds to `control` (observed by the scene under `controlName`) a handler named `name` for
    /// `events`, run after `delay`, whose runs are records: the scene records each run when the
    /// window's event stream tells it, before the handler runs; the handler itself does
    /// nothing, or, when it `acts` (it `sets` or `presents`), does what the scene file says
    /// (``runEffects(after:)``).
    func addRecordedHandler(
        to control: Control, events: ControlEvents, id: String, named name: SceneName, controlName: SceneName,
        delay: Duration, acts: Bool
    ) -> ControlHandlerToken {
        let handler: (ControlHandlerCall) -> Void
        if !acts {
            handler = { _ in }
        } else if delay == .zero {
            // unretained when the handler runs at once: the scene removes its handlers when it
            // goes; weak when delayed: a call may still be pending when the scene goes (its
            // window and clock kept by user code), and it then goes with the scene
            let unretained = Unretained(self)
            handler = { _ in unretained.with { $0.runEffects(after: name.recordName) } }
        } else {
            handler = { [weak self] _ in self?.runEffects(after: name.recordName) }
        }
        let token = control.handlers.add(for: events, delay: delay, identifier: id, handler)
        controlHandlerNames.set(ControlHandlerRecordNames(handler: name, control: controlName), for: token)
        return token
    }

    /// The record of a delayed handler call cancelled (the handler's identifier, of a control or
    /// recognizer).
    private func recordCancelled(_ identifier: String?, of name: RecordName) {
        sink.receive(ReplayRecord(time: now, kind: .cancelled, id: RecordName(identifier ?? "?"), of: name))
    }

    /// The handler record for a control handler call heard on the window's event stream while
    /// `touches` drove it (with why it ran late when it was delayed).
    func controlHandlerRan(_ call: ControlHandlerCall, id: RecordName, of control: RecordName, touches: EventTouches) {
        let delay = call.registration.delay
        receive(
            ReplayRecord(
                time: now, kind: .handler, id: id, of: control, event: recordName(of: call.event),
                scheduled: delay > .zero ? call.dispatchTime : nil, touches: touches),
            delayedBy: delay)
    }

    /// The handler record for a run of a convenience's handler.
    func gestureHandlerRan(_ call: GestureHandlerCall, id: RecordName, of recognizer: RecordName) {
        sink.receive(ReplayRecord(time: now, kind: .handler, id: id, of: recognizer, state: call.state, location: call.location))
        if !presenting.isEmpty || !settings.isEmpty { runEffects(after: id) }
    }

    /// Hands on the record of a handler's run, with why it ran late when it was registered with
    /// a `delay` and the sink takes reasons.
    private func receive(_ record: ReplayRecord, delayedBy delay: Duration) {
        guard delay > .zero, let explainer else { return sink.receive(record) }
        explainer.receive(record, because: .handlerDelay(delay: delay))
    }
}
