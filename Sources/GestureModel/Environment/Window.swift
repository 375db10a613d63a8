import ControlModel

/// The root of a view tree: it owns the scheduler and the gesture environment and takes touch
/// events, as `UIWindow`.
///
/// ```swift
/// let clock = TestScheduler()
/// let window = Window(width: 390, height: 844, scheduler: clock)
/// let photo = View(frame: Rect(x: 0, y: 100, width: 390, height: 390))
/// window.addSubview(photo)
/// photo.whenTapped { print("open") }
/// window.tap(at: Point(x: 100, y: 200))
/// clock.advance(by: .milliseconds(350))   // "open"
/// ```
open class Window: View {
    /// Routes touches to recognizers and views. (A constant, not a lazy property: reading it
    /// on every touch then costs no reference counting.)
    public let environment: GestureEnvironment
    /// The stream of the window's recognizers' decisions, each with its reason
    /// (<doc:Reasons>): every begin, end, failure, cancellation and hold, in order, as
    /// ``GestureRecognizer/lastDecision`` is set. While it has an observer, the window records
    /// reasons (as with ``explainsDecisions``).
    public var decisions: ObserverList<(recognizer: GestureRecognizer, decision: GestureDecision)> { environment.decisions }

    /// Who hears the window's event stream (<doc:Reasons>): every touch phase, landing,
    /// transition with its reason, hold, phase withheld from a view and delivery to it, control
    /// event, value change, handler call and scroll moment, each a ``GestureEvent`` with its id
    /// and its cause, told as it happens — or, for a sink whose ``GestureEventSink/detail`` is
    /// ``GestureEventDetail/actions``, only the transitions, control events, value changes,
    /// handler calls and scroll moments. Nil by default: then no event is built. While a sink
    /// that hears everything is attached, the window records reasons (as with
    /// ``explainsDecisions``). Held strongly, until set to nil.
    public var eventSink: (any GestureEventSink)? {
        get { environment.stream?.sink }
        set { environment.listen(to: newValue) }
    }

    /// Record the reason of every decision of the window's recognizers, in their
    /// ``GestureRecognizer/lastDecision`` (false by default: reasons cost nothing until asked
    /// for; observing ``decisions`` records them too).
    public var explainsDecisions: Bool {
        get { environment.explainsDecisions }
        set { environment.explainsDecisions = newValue }
    }
    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    /// Gives each touch its tap count.
    @exclusivity(unchecked) public var tapCounter = TapCounter()
    /// The touches down (a few dozen at most, so found by a linear search).
    @exclusivity(unchecked) private var liveTouches: [Touch] = []
    /// The event being built by ``handle(_:)``, kept to reuse its storage.
    private var eventScratch: [(touch: Touch, phase: TouchPhase)] = []
    /// How many touch events are being handled (more than one when a handler feeds the window).
    private var eventDepth = 0
    /// Touches lifted by an event handled inside another, kept until the outermost is done: the
    /// one-finger path passes its touch on unretained.
    @exclusivity(unchecked) private var liftedInside: [Touch] = []
    /// Catches two threads handling touches at once (debug builds).
    private let useCheck = ConcurrentUseCheck("Window")
    /// What the report of a configuration that cannot work does: a cycle of failure
    /// requirements made with ``GestureRecognizer/require(toFail:)``, reported once, at the
    /// first pass where it would deadlock. By default it stops the program with the report's
    /// description; a test can record it and go on instead (the pass then treats the cycle as
    /// one made by delegates), e.g. `window.onConfigurationError = { Issue.record("\($0)") }`
    /// with Swift Testing.
    public var onConfigurationError: (GestureConfigurationError) -> Void = { error in preconditionFailure(error.description) }
    /// The alerts presented over the window's views, oldest first (<doc:Alerts>): while there
    /// is one, touches never reach the views below (hit-testing finds nothing).
    ///
    /// Unchecked for exclusive access: every hit-test reads it, and the dynamic check cost
    /// about 76 instructions a touch (measured on the replay benchmark); the list is changed
    /// only by presenting and dismissing, never while a hit-test reads it.
    @exclusivity(unchecked) public internal(set) var presentedAlerts: [AlertController] = []
    /// The window's root as a presenter of alerts (as a root view controller presents).
    public private(set) lazy var rootPresenter = Presenter(rootOf: self)

    /// Creates a window of the given size whose tree schedules on `scheduler`.
    public init(width: Double, height: Double, scheduler: any Scheduler) {
        environment = GestureEnvironment()
        super.init(frame: Rect(x: 0, y: 0, width: width, height: height))
        self.scheduler = scheduler
        environment.window = self
    }

    /// The scheduler the window's tree goes through; setting it also tells the environment,
    /// which hands it to recognizer timers without going through the window each time.
    open override var scheduler: (any Scheduler)? {
        get { super.scheduler }
        set {
            super.scheduler = newValue
            environment.scheduler = newValue
        }
    }

    /// No view while an alert is presented: a presented alert is modal, and the touches that
    /// begin meanwhile never reach the views below (the landing names the view it would have
    /// been, skipped as `modal`); otherwise as `View.hitTest(_:)`.
    open override func hitTest(_ point: Point) -> View? {
        presentedAlerts.isEmpty ? super.hitTest(point) : nil
    }

    deinit {
        environment.tearDown()
        for touch in liveTouches { touch.view = nil }
    }

    /// The touches currently down, by identifier.
    public var touchesDown: [Int: Touch] {
        Dictionary(uniqueKeysWithValues: liveTouches.map { ($0.identifier, $0) })
    }

    private func liveIndex(of identifier: Int) -> Int? {
        liveTouches.firstIndex { $0.identifier == identifier }
    }

    /// Handles one touch event at the scheduler's current time: the changes of every finger
    /// that changed at this instant. Changes that break the touch rules (a began for a finger
    /// already down, a move or lift of a finger not down) are ignored; file readers report them
    /// before they get here.
    public func handle(_ changes: [TouchChange]) {
        handle(changes, at: scheduler?.now ?? .zero)
    }

    /// ``handle(_:)`` at `now`, the scheduler's current time, which the caller knows.
    package func handle(_ changes: [TouchChange], at now: Timestamp) {
        #if DEBUG
            useCheck.enter("handle(_:)")
            defer { useCheck.leave() }
            // the window and its clock are one domain: the clock is held too, so another
            // thread's call to it meanwhile (a `perform`) is named, not a corrupted heap later
            let clockCheck = (scheduler as? TestScheduler)?.useCheck
            clockCheck?.enter("handle(_:) of its Window")
            defer { clockCheck?.leave() }
        #endif
        if changes.count == 1, !environment.switches.forcesGeneralPath {
            handle(changes[0], at: now)
            return
        }
        eventDepth += 1
        defer { endEvent() }
        // the scratch storage is taken, not shared: a handler that feeds the window re-entrantly
        // gets its own
        var event = eventScratch
        eventScratch = []
        var endedHere: [Int] = []
        var begunHere: [Int] = []
        for change in changes {
            if change.phase == .began, endedHere.contains(change.identifier), liveIndex(of: change.identifier) == nil {
                // a finger that lifted earlier in this event comes down again: the lift is
                // one event and the new touch the next, so the order of the lines holds
                process(event)
                event.empty()
                endedHere.removeAll()
                begunHere.removeAll()
            } else if change.phase != .began, begunHere.contains(change.identifier),
                let index = liveIndex(of: change.identifier), liveTouches[index].location != change.location
            {
                // a finger that landed earlier in this event is somewhere else already: the
                // landing is one event, hit-tested where the finger landed, and the rest the
                // next (one event holds a touch once, at one place)
                process(event)
                event.empty()
                endedHere.removeAll()
                begunHere.removeAll()
            }
            guard let touch = update(for: change, at: now) else { continue }
            if change.phase.isTerminal { endedHere.append(change.identifier) }
            if change.phase == .began { begunHere.append(change.identifier) }
            event.append((touch, change.phase))
        }
        if !event.isEmpty { process(event) }
        event.empty()
        eventScratch = event
    }

    /// One finger changing at `now`, the common case: a fast path for ``handle(_:at:)`` with
    /// one change (never a different result), without an event list.
    package func handle(_ change: TouchChange, at now: Timestamp) {
        #if DEBUG
            useCheck.enter("handle(_:)")
            defer { useCheck.leave() }
            // the window and its clock are one domain: the clock is held too, so another
            // thread's call to it meanwhile (a `perform`) is named, not a corrupted heap later
            let clockCheck = (scheduler as? TestScheduler)?.useCheck
            clockCheck?.enter("handle(_:) of its Window")
            defer { clockCheck?.leave() }
        #endif
        if environment.switches.forcesGeneralPath {
            handle([change], at: now)
            return
        }
        eventDepth += 1
        defer { endEvent() }
        if change.phase == .moved || change.phase == .stationary, let index = liveIndex(of: change.identifier) {
            // a finger moving, the commonest: the window keeps the touch (in ``liftedInside``
            // should a handler lift it meanwhile), so it is not retained for the pass
            Unretained(liveTouches[index]).with { touch in
                touch.update(phase: change.phase, location: change.location, time: now)
                // one finger down, the commonest of all: no touches to name (one test)
                guard liveTouches.count > 1 else { return environment.process(touch, change.phase) }
                processNaming(CollectionOfOne(touch.identifier), down: liveTouches.count) { environment.process(touch, change.phase) }
            }
            return
        }
        guard let touch = update(for: change, at: now) else { return }
        // a lifted finger has left the touches down, and was down during its event
        let down = liveTouches.count + (change.phase.isTerminal ? 1 : 0)
        guard down > 1 else { return environment.process(touch, change.phase) }
        processNaming(CollectionOfOne(touch.identifier), down: down) { environment.process(touch, change.phase) }
    }

    /// Hands `event` to the environment, naming its touches on the events of its pass when
    /// two or more fingers are down during it (those lifting in it included).
    private func process(_ event: [(touch: Touch, phase: TouchPhase)]) {
        let down = liveTouches.count + event.count(where: { $0.phase.isTerminal })
        guard down > 1 else { return environment.process(event) }
        processNaming(event.lazy.map { $0.touch.identifier }, down: down) { environment.process(event) }
    }

    /// Runs `pass`, the handling of a touch event whose touches are `identifiers`, with those
    /// touches named on every event it emits (``GestureEvent/touches``), `down` being the
    /// fingers down during it: the one home of the rule that a record says which touch drove
    /// it while more than one finger is down. What happens after the pass (a timer, a change
    /// made by code) names no touch.
    @inline(never)
    private func processNaming(_ identifiers: some Sequence<Int>, down: Int, _ pass: () -> Void) {
        guard down > 1, let stream = environment.stream else { return pass() }
        let outer = stream.touches
        stream.touches = EventTouches(identifiers)
        pass()
        stream.touches = outer
    }

    private func endEvent() {
        eventDepth -= 1
        if eventDepth == 0, !liftedInside.isEmpty { liftedInside.empty() }
    }

    /// Brings the touches down up to date with `change` and returns its touch: a new one for
    /// began, the one down (moved to its new phase and place) otherwise. Nil for a change that
    /// breaks the touch rules.
    private func update(for change: TouchChange, at now: Timestamp) -> Touch? {
        if change.phase == .began {
            guard liveIndex(of: change.identifier) == nil else { return nil }
            let count = tapCounter.tapCount(forDownAt: change.location, time: now)
            let touch = Touch(identifier: change.identifier, location: change.location, time: now, tapCount: count)
            liveTouches.append(touch)
            return touch
        }
        guard let index = liveIndex(of: change.identifier) else { return nil }
        let touch = liveTouches[index]
        touch.update(phase: change.phase, location: change.location, time: now)
        if change.phase.isTerminal {
            liveTouches.remove(at: index)
            if eventDepth > 1 { liftedInside.append(touch) }
            if change.phase == .ended {
                tapCounter.recordLift(at: change.location, time: now, tapCount: touch.tapCount)
            }
        }
        return touch
    }
}
