import ControlModel

/// The base of all gesture recognizers, as `UIGestureRecognizer` (<doc:WhoWinsATouch>).
///
/// A recognizer sees the touches bound to it by the window's gesture environment and asks for
/// state changes with ``requestState(_:)``. The environment coerces illegal requests as UIKit
/// does, asks the delegate, holds a transition while a required recognizer is still active,
/// resolves exclusivity, runs the actions (handlers) on began, changed, ended and cancelled —
/// never on failed — and resets the recognizer to possible after the event in which it reached
/// a terminal state.
///
/// Subclasses override the touch methods, ``resetGesture()`` and, where UIKit does,
/// ``canPrevent(_:)``, ``canBePrevented(by:)`` and ``yields(to:)``.
open class GestureRecognizer: ViewAttachment {
    /// A name for logs and output (a scene's `id`).
    public var identifier: String?
    /// The state; see ``GestureState``.
    @exclusivity(unchecked) public internal(set) var state: GestureState = .possible
    /// The view the recognizer is attached to. (Not a weak reference, which would slow every
    /// retain of a view, and not a checked unowned one, which costs an atomic operation each
    /// read: the view clears it when it goes, see ``viewWillGo(_:)``.)
    public internal(set) var view: View? {
        get { viewReference?.takeUnretainedValue() }
        set { viewReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// ``view`` held unmanaged, so the hot paths can use it without reference counting.
    private var viewReference: Unmanaged<View>?
    /// A disabled recognizer takes no touches; disabling one mid-gesture cancels it (fails it
    /// while still possible).
    @exclusivity(unchecked) public var isEnabled = true {
        didSet { if oldValue && !isEnabled { environment?.disabled(self) } }
    }
    /// Cancel the view's touches when the gesture begins or ends (true by default).
    @exclusivity(unchecked) public var cancelsTouchesInView = true
    /// Withhold began phases from the view while possible (false by default).
    @exclusivity(unchecked) public var delaysTouchesBegan = false
    /// Withhold ended phases from the view while possible (true by default).
    @exclusivity(unchecked) public var delaysTouchesEnded = true
    /// The delegate object, held weakly.
    @exclusivity(unchecked) public weak var delegate: (any GestureRecognizerDelegate)? {
        didSet { noteDelegates() }
    }
    /// Closures answering delegate questions; see ``GestureDelegateClosures``.
    @exclusivity(unchecked) public var delegateClosures = GestureDelegateClosures() {
        didSet { noteDelegates() }
    }
    /// False while the recognizer has neither a delegate object nor a delegate closure: the
    /// environment then asks nobody (and reads no weak reference). A delegate object that goes
    /// leaves it true, which only means asking, and getting the defaults.
    private(set) var mayAskDelegates = false

    private func noteDelegates() { mayAskDelegates = delegate != nil || !delegateClosures.isEmpty }
    /// Observers of every state transition (failed included; the reset to possible is not
    /// reported). Held transitions are reported when released.
    public let stateChanges = ObserverList<(recognizer: GestureRecognizer, state: GestureState)>()
    /// Observers of delayed handler calls cancelled by ``cancelPendingHandlers()``.
    public let cancelledHandlerCalls = ObserverList<GestureHandlerToken>()
    /// Observers of transitions held behind an active failure requirement, told
    /// when the hold starts; the transition itself is reported by ``stateChanges`` when released.
    public let heldTransitions = ObserverList<(recognizer: GestureRecognizer, state: GestureState)>()

    /// The touches currently bound to the recognizer and down.
    @exclusivity(unchecked) public internal(set) var touches: [Touch] = []
    /// The transition requested while a required recognizer was active, not yet released.
    @exclusivity(unchecked) public internal(set) var heldState: GestureState?
    /// True once the recognizer received a touch since its last reset.
    @exclusivity(unchecked) public internal(set) var isEngaged = false
    /// The touches received since the last reset, by ``Touch/serial`` (a handful, so an array;
    /// compared, never used, so not kept).
    @exclusivity(unchecked) var sequenceTouches: [UInt64] = []
    /// ``location(in:)`` in the view's coordinates at the latest transition (zero for failed).
    private(set) var transitionLocation = Point.zero
    /// The centroid of the touches in window coordinates, kept after they lift.
    @exclusivity(unchecked) public internal(set) var lastCentroid = Point.zero
    /// Set while engaged in a window's touch sequence; cleared on reset and by the environment
    /// when it goes (so it never dangles; unchecked because it is read on every touch).
    var environment: GestureEnvironment? {
        get { environmentReference?.takeUnretainedValue() }
        set { environmentReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// ``environment`` held unmanaged, so the hot paths can use it without reference counting.
    private var environmentReference: Unmanaged<GestureEnvironment>?
    /// Where a loaded scene gets the recognizer's transitions, reported before
    /// ``stateChanges``'s observers.
    var transitionReport: TransitionReport?
    /// The environments whose engaged list holds the recognizer (a view moved to another
    /// window mid-gesture can be engaged in two), by identity; usually none or one, so a list.
    @exclusivity(unchecked) var listings: [ObjectIdentifier] = []
    /// The recognizers this one requires to fail. Not retained: a requirement on a recognizer
    /// that goes away goes with it (and long chains cannot make deallocation recurse deeply).
    @exclusivity(unchecked) var requirements: [UnownedRecognizer] = []
    /// The recognizers that require this one to fail; each removes itself when it goes.
    @exclusivity(unchecked) var dependents: [UnownedRecognizer] = []

    /// True when `test` holds for a recognizer this one requires to fail (a static edge). Each
    /// is kept while `test` runs, which may ask delegates (and they may let it go).
    func anyRequirement(where test: (GestureRecognizer) -> Bool) -> Bool {
        anyEdge(toRequired: true, kept: true, where: test)
    }

    /// True when `test` holds for a recognizer at either end of a static edge. `test` must only
    /// look at the recognizer (no delegate, no code that could let one go): each is handed over
    /// unretained.
    func anyEdgeUnretained(where test: (GestureRecognizer) -> Bool) -> Bool {
        anyEdge(toRequired: true, kept: false, where: test) || anyEdge(toRequired: false, kept: false, where: test)
    }

    /// The walks above. Each edge is read afresh by index, so nothing keeps the list meanwhile
    /// and a change made by `test` is seen, never a freed buffer; the recognizers are kept by
    /// their views, and, when `kept`, for the call too.
    @inline(__always)
    private func anyEdge(toRequired: Bool, kept: Bool, where test: (GestureRecognizer) -> Bool) -> Bool {
        var index = 0
        while index < (toRequired ? requirements.count : dependents.count) {
            let edge = toRequired ? requirements[index] : dependents[index]
            if kept ? test(edge.value) : edge.with(test) { return true }
            index += 1
        }
        return false
    }

    @exclusivity(unchecked) private var handlers: [GestureHandlerToken] = [] {
        didSet { noteHandlers() }
    }
    /// The report of the only handler, when it has one (see ``HandlerReport``): its actions
    /// then copy no list.
    private var soleReport: HandlerReport?
    @exclusivity(unchecked) private var pendingCalls = PendingCalls<GestureHandlerToken>()
    @exclusivity(unchecked) private var timers: [RecognizerTimer] = []
    /// The calls of ``timers`` (which hold them unmanaged), and on virtual time the spare ones:
    /// a call there that is neither pending nor starting is scheduled again by the next timer
    /// instead of a new one being made (each runs ``timerAction``). A call on another scheduler
    /// leaves when its timer is over.
    @exclusivity(unchecked) private var timerCalls: [ScheduledCall] = []
    /// What every timer of the recognizer runs, made once: it finds the timer that fires.
    /// Unowned and unchecked: the timers are cancelled when the recognizer goes, so it never
    /// runs after it.
    private lazy var timerAction: () -> Void = { [unowned(unsafe) self] in timerFired() }

    /// Called by a view that goes while the recognizer is still attached.
    public func viewWillGo(_ view: View) {
        // only the view it is attached to calls this; reading `self.view` here would touch a
        // view that is already being destroyed
        self.view = nil
    }

    /// Creates a recognizer.
    public init(identifier: String? = nil) { self.identifier = identifier }

    deinit {
        clearTimers()
        for token in handlers { token.recognizer = nil }
        let me = ObjectIdentifier(self)
        for required in requirements { required.value.dependents.removeAll { $0.id == me } }
        for dependent in dependents { dependent.value.requirements.removeAll { $0.id == me } }
    }

    /// True for recognizers that go straight from possible to ended (taps, swipes).
    open var isDiscrete: Bool { false }

    /// The recognizers this one requires to fail (static edges).
    public var failureRequirements: [GestureRecognizer] { requirements.map(\.value) }

    // MARK: Requirements

    /// Makes this recognizer wait for `other` to fail before it may recognize (a directed edge;
    /// <doc:WhoWinsATouch>). Requiring yourself is ignored; an edge that would close a cycle is
    /// rejected.
    ///
    /// - Throws: ``GestureConfigurationError/requirementCycle(_:)`` naming the recognizers.
    public func require(toFail other: GestureRecognizer) throws(GestureConfigurationError) {
        guard other !== self, !failureRequirements.contains(where: { $0 === other }) else { return }
        if let path = other.requirementPath(to: self) {
            throw .requirementCycle(([self] + path.dropLast()).map { $0.displayName })
        }
        requirements.append(UnownedRecognizer(other))
        other.dependents.append(UnownedRecognizer(self))
    }

    /// Removes the requirement on `other`.
    public func removeRequirement(toFail other: GestureRecognizer) {
        let otherID = ObjectIdentifier(other)
        requirements.removeAll { $0.id == otherID }
        let me = ObjectIdentifier(self)
        other.dependents.removeAll { $0.id == me }
    }

    /// The chain of static requirements from this recognizer to `target`, if any (iterative,
    /// so long chains cannot overflow the stack).
    func requirementPath(to target: GestureRecognizer) -> [GestureRecognizer]? {
        var parent: [ObjectIdentifier: GestureRecognizer] = [:]
        var queue: [GestureRecognizer] = [self]
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        var index = 0
        while index < queue.count {
            let node = queue[index]
            index += 1
            if node === target {
                var path: [GestureRecognizer] = [node]
                var current = node
                while let previous = parent[ObjectIdentifier(current)] { path.append(previous); current = previous }
                return path.reversed()
            }
            for next in node.failureRequirements where visited.insert(ObjectIdentifier(next)).inserted {
                parent[ObjectIdentifier(next)] = node
                queue.append(next)
            }
        }
        return nil
    }

    /// The name used in messages: the identifier, or the type and address.
    public var displayName: String { identifier ?? "\(type(of: self))" }

    // MARK: State

    /// Asks for a state change; the environment coerces, holds or applies it
    /// (<doc:WhoWinsATouch>).
    public func requestState(_ requested: GestureState) {
        guard let environmentReference else {
            if let coerced = GestureEnvironment.coerce(from: heldState ?? state, to: requested) { apply(coerced) }
            return
        }
        if environmentReference._withUnsafeGuaranteedRef({ $0.isInPass }) {
            // within a pass, whose caller keeps the environment
            environmentReference._withUnsafeGuaranteedRef { $0.request(self, requested) }
        } else {
            // a pass starts here, and nothing up the stack may keep the window (a handler may
            // let it go): the environment is kept for the pass
            let environment = environmentReference.takeUnretainedValue()
            withExtendedLifetime(environment) { environment.request(self, requested) }
        }
    }

    /// Sets the state, reports it and runs the actions (environment-free part of a transition).
    func apply(_ newState: GestureState) {
        state = newState
        // found once for the observers and the actions (failed reports no location)
        transitionLocation = newState == .failed ? .zero : locationInOwnView()
        // the scene's report first: it observed the recognizer before anyone else could
        transitionReport?.send(self, newState)
        if !stateChanges.isEmpty {
            Unmanaged.passUnretained(stateChanges)._withUnsafeGuaranteedRef { $0.notify((self, newState)) }
        }
        if newState.runsActions { runActions(newState) }
        if newState.isTerminal { clearTimers() }
    }

    /// ``location(in:)`` in the recognizer's own view (not retained for the call: a transition
    /// is reported while the view is in the window).
    private func locationInOwnView() -> Point {
        guard let viewReference else { return location(in: nil) }
        return viewReference._withUnsafeGuaranteedRef { location(in: $0) }
    }

    /// The location of the gesture in `view`'s coordinates (window coordinates for nil): the
    /// centroid of its touches, or where they last were.
    open func location(in view: View?) -> Point {
        let point = touches.isEmpty ? lastCentroid : GestureRecognizer.centroid(of: touches)
        return view?.convertFromWindow(point) ?? point
    }

    /// The centroid of `touches` in window coordinates.
    @inline(__always)
    public static func centroid(of touches: [Touch]) -> Point {
        // one finger, the common case: its location, as the sum below gives it (0 + -0.0 is
        // 0.0; dividing by one changes nothing)
        if touches.count == 1 {
            let location = touches[0].location
            return Point(x: 0.0 + location.x, y: 0.0 + location.y)
        }
        guard !touches.isEmpty else { return .zero }
        var x = 0.0, y = 0.0
        for touch in touches { x += touch.location.x; y += touch.location.y }
        return Point(x: x / Double(touches.count), y: y / Double(touches.count))
    }

    /// The number of touches currently down.
    public var numberOfTouches: Int { touches.count }

    // MARK: Touches (subclass hooks)

    /// New touches bound to the recognizer.
    open func touchesBegan(_ touches: [Touch]) {}
    /// Bound touches moved.
    open func touchesMoved(_ touches: [Touch]) {}
    /// Bound touches lifted (still among the recognizer's touches during the call).
    open func touchesEnded(_ touches: [Touch]) {}
    /// Bound touches were cancelled (still among the recognizer's touches during the call). The default fails
    /// a possible gesture and cancels one in progress.
    open func touchesCancelled(_ touches: [Touch]) {
        requestState(state == .possible ? .failed : .cancelled)
    }
    /// Called when the recognizer returns to possible; subclasses clear their own state.
    open func resetGesture() {}

    /// Whether this recognizer, recognizing, may fail `other` (<doc:WhoWinsATouch>). Default true.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// Whether `other`, recognizing, may fail this recognizer. Default true.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }
    /// Whether a control's own default action wins over this recognizer when the recognizer is
    /// on a superview of `control` (since iOS 6; <doc:WhoWinsATouch>). Default false.
    open func yields(to control: Control) -> Bool { false }

    /// Receives one phase of bound touches from the environment.
    func receive(_ phase: TouchPhase, _ batch: [Touch]) {
        switch phase {
        case .began:
            isEngaged = true
            // read unretained (the caller keeps the batch): only the list keeps its own reference
            batch.forEachUnretained { touch in
                guard !touches.contains(where: { $0 === touch }) else { return }
                touches.append(touch)
                if !sequenceTouches.contains(touch.serial) { sequenceTouches.append(touch.serial) }
            }
            lastCentroid = GestureRecognizer.centroid(of: touches)
            touchesBegan(batch)
        case .moved, .stationary:
            lastCentroid = GestureRecognizer.centroid(of: touches)
            if phase == .moved { touchesMoved(batch) }
        case .ended, .cancelled:
            lastCentroid = GestureRecognizer.centroid(of: touches)
            if phase == .ended { touchesEnded(batch) } else { touchesCancelled(batch) }
            touches.removeEvery { touch in batch.contains { $0 === touch } }
        }
    }

    /// Returns the recognizer to possible and forgets the touch sequence.
    func reset() {
        environment = nil
        state = .possible
        heldState = nil
        isEngaged = false
        // emptied, not freed: the next gesture fills them again
        touches.empty()
        sequenceTouches.empty()
        clearTimers()
        resetGesture()
    }

    // MARK: Timers

    /// The scheduler of the window the recognizer is engaged in (found directly), or its view's.
    var currentScheduler: (any Scheduler)? {
        if let environmentReference, let scheduler = environmentReference._withUnsafeGuaranteedRef({ $0.scheduler }) {
            return scheduler
        }
        return environment?.window?.scheduler ?? view?.scheduler
    }

    /// Schedules `action` after `delay` on the view's scheduler; cancelled on reset or when the
    /// gesture reaches a terminal state. The timer never outlives the recognizer (cancelling it
    /// releases `action`), so `action` may hold the recognizer unowned.
    public func scheduleTimer(after delay: Duration, _ action: @escaping () -> Void) {
        addTimer(after: delay, requesting: nil, action)
    }

    /// Asks for `state` after `delay`: a timer like ``scheduleTimer(after:_:)`` for the
    /// commonest action, without a closure of the caller's.
    public func scheduleRequest(_ state: GestureState, after delay: Duration) {
        addTimer(after: delay, requesting: state, nil)
    }

    private func addTimer(after delay: Duration, requesting state: GestureState?, _ action: (() -> Void)?) {
        let call: Unmanaged<ScheduledCall>
        if let clock = environmentReference?._withUnsafeGuaranteedRef({ $0.virtualClock }) {
            // the environment's clock, which it keeps: a spare call is scheduled again
            call = spareCall() ?? keep(ScheduledCall(reusableAction: timerAction))
            call._withUnsafeGuaranteedRef { call in clock._withUnsafeGuaranteedRef { $0.reschedule(call, after: delay) } }
        } else {
            guard let scheduler = currentScheduler else { return }
            call = keep(scheduler.perform(after: delay, timerAction))
        }
        timers.append(RecognizerTimer(call: call, state: state, action: action))
    }

    /// Adds `call` to ``timerCalls``, which keeps it.
    private func keep(_ call: ScheduledCall) -> Unmanaged<ScheduledCall> {
        timerCalls.append(call)
        return Unmanaged.passUnretained(call)
    }

    /// A reusable call no timer uses: not pending (so not the one starting either, whose timer
    /// has already left ``timers``) and not the call of a timer still listed (cancelled from
    /// outside the recognizer).
    private func spareCall() -> Unmanaged<ScheduledCall>? {
        timerCalls.withUnsafeBufferPointer { calls in
            // reusable calls are on virtual time, where pending is queued (a plain read)
            for call in calls where call.isReusable && !call.isQueued {
                // one cancelled from outside (the scheduler's cancelAll, or its going) still has
                // its timer listed: that timer is over but must not be matched to a new run
                let candidate = Unmanaged.passUnretained(call)
                if timers.contains(where: { $0.call.toOpaque() == candidate.toOpaque() }) { continue }
                return candidate
            }
            return nil
        }
    }

    /// A timer is over (it fired or was cancelled): a call that cannot be reused leaves.
    private func timerEnded(_ call: Unmanaged<ScheduledCall>) {
        guard !call._withUnsafeGuaranteedRef({ $0.isReusable }) else { return }
        let id = ObjectIdentifier(call.takeUnretainedValue())
        timerCalls.removeEvery { ObjectIdentifier($0) == id }
    }

    /// Runs the timer whose call is starting: the only one of the recognizer's that has started
    /// (a timer leaves the list when it fires).
    private func timerFired() {
        guard let index = timers.firstIndex(where: { $0.call._withUnsafeGuaranteedRef { $0.hasRun } }) else { return }
        let timer = timers.remove(at: index)
        timerEnded(timer.call)
        // the environment is kept for the pass: only the scheduler is up the stack, and a handler
        // may let the window go
        if let environment {
            withExtendedLifetime(environment) { environment.runPass { run(timer) } }
        } else {
            run(timer)
        }
    }

    private func run(_ timer: RecognizerTimer) {
        if let state = timer.state { requestState(state) }
        timer.action?()
    }

    /// Cancels the recognizer's timers.
    @inline(__always)
    public func clearTimers() {
        // most calls find none
        if !timers.isEmpty { cancelTimers() }
    }

    private func cancelTimers() {
        // taken off one by one (the storage stays)
        while let timer = timers.popLast() {
            timer.call._withUnsafeGuaranteedRef { $0.cancel() }
            timerEnded(timer.call)
        }
    }

    // MARK: Handlers

    /// Adds a handler `(recognizer, state, location)` run once per action with the state and
    /// location captured at the action; with a delay, each action schedules its own call.
    @discardableResult
    public func addHandler(
        delay: Duration = .zero, _ handler: @escaping (GestureRecognizer, GestureState, Point) -> Void
    ) -> GestureHandlerToken {
        addHandler(delay: delay, identifier: nil) { handler($0.recognizer, $0.state, $0.location) }
    }

    /// Adds a handler that receives the whole ``GestureHandlerCall``.
    @discardableResult
    public func addHandler(
        delay: Duration = .zero, identifier: String?, _ handler: @escaping (GestureHandlerCall) -> Void
    ) -> GestureHandlerToken {
        let token = GestureHandlerToken(delay: max(delay, .zero), identifier: identifier, recognizer: self, handler: handler)
        handlers.append(token)
        return token
    }

    private func noteHandlers() { soleReport = handlers.count == 1 ? handlers[0].report : nil }

    /// Has `token`'s calls reported to `report` instead of running its closure (which must do
    /// the same).
    func setReport(_ report: HandlerReport?, for token: GestureHandlerToken) {
        token.report = report
        noteHandlers()
    }

    /// The registered handlers, in order.
    public var registeredHandlers: [GestureHandlerToken] { handlers }

    func removeHandler(_ token: GestureHandlerToken) {
        token.handler = nil
        token.report = nil
        handlers.removeAll { $0 === token }
    }

    /// The number of delayed handler calls waiting to run.
    public var pendingHandlerCallCount: Int { pendingCalls.count }

    /// Cancels every delayed handler call pending now (BlocksKit's `bk_cancel`). Later actions
    /// schedule new calls; cancelled ones are never revived.
    public func cancelPendingHandlers() {
        pendingCalls.cancelAll { cancelledHandlerCalls.notify($0) }
    }

    private func runActions(_ actionState: GestureState) {
        guard !handlers.isEmpty else { return }
        let location = transitionLocation
        if let soleReport {
            soleReport.send(actionState, location)
            return
        }
        // the touch event's time when there is one: no need to ask the clock
        let now = environmentReference?._withUnsafeGuaranteedRef { $0.passTime } ?? currentScheduler?.now ?? .zero
        // a copy, as a handler may add or remove handlers; it keeps each token, read unretained
        let registered = handlers
        registered.forEachUnretained { token in
            if let report = token.report {
                report.send(actionState, location)
                return
            }
            guard let handler = token.handler else { return }
            let call = GestureHandlerCall(
                recognizer: self, state: actionState, location: location, actionTime: now, registration: token)
            if token.delay == .zero {
                handler(call)
            } else if let scheduler = currentScheduler {
                pendingCalls.schedule(on: scheduler, after: token.delay, for: token) { handler(call) }
            }
        }
    }
}
