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
/// ``canPrevent(_:)``, ``canBePrevented(by:)`` and ``yields(to:)``; they ask
/// ``isWaitingForRequiredFailure`` when their own rules depend on a held transition.
open class GestureRecognizer: ViewAttachment {
    /// A name for logs and output (a scene's `id`).
    public var identifier: String?
    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    /// The state; see ``GestureState``.
    @exclusivity(unchecked) public internal(set) var state: GestureState = .possible
    /// The view the recognizer is attached to. (Not a weak reference, which would slow every
    /// retain of a view, and not a checked unowned one, which costs an atomic operation each
    /// read: the view clears it when it goes, see `viewWillGo(_:)`.)
    public internal(set) var view: View? {
        get { viewReference?.object }
        set { viewReference = newValue.map(Unretained.init) }
    }
    /// ``view``, unretained: the view clears it when it goes (`viewWillGo(_:)`).
    @exclusivity(unchecked) var viewReference: Unretained<View>?
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
    /// A skip-work hint (never changes a result): false while the recognizer has neither a
    /// delegate object nor a delegate closure, so the environment asks nobody (and reads no
    /// weak reference). A delegate object that goes leaves it true, which only means asking,
    /// and getting the defaults.
    private(set) var mayAskDelegates = false

    private func noteDelegates() {
        mayAskDelegates = delegate != nil || !delegateClosures.isEmpty
        environment?.delegatesChanged(self)
    }
    /// Observers of every state transition (failed included; the reset to possible is not
    /// reported). Held transitions are reported when released.
    public let stateChanges = ObserverList<(recognizer: GestureRecognizer, state: GestureState)>()
    /// Observers of delayed handler calls cancelled by ``cancelPendingHandlers()``.
    public let cancelledHandlerCalls = ObserverList<GestureHandlerToken>()
    /// Observers of transitions held behind an active failure requirement, told
    /// when the hold starts; the transition itself is reported by ``stateChanges`` when released.
    public let heldTransitions = ObserverList<(recognizer: GestureRecognizer, state: GestureState)>()

    /// The recognizer's last decision and its reason (<doc:Reasons>): set when it begins,
    /// ends, fails or is cancelled, and when a transition is held, while its window records
    /// reasons (``Window/explainsDecisions``, an observer of ``Window/decisions``, or a sink
    /// that hears everything); kept after the reset to possible, until its next decision. The
    /// window's event stream sets it: each decision is one of its events.
    @exclusivity(unchecked) public internal(set) var lastDecision: GestureDecision?
    /// The reason given with the request being applied, set at the rule's home (the
    /// recognizer's own rules with ``requestState(_:because:)``, the environment's beside
    /// their code) and taken by the next decision.
    @exclusivity(unchecked) var pendingReason: GestureReason?
    /// The id of the event that caused the request being applied (a transition that excluded
    /// or failed this recognizer), set with ``pendingReason`` while an event sink listens.
    @exclusivity(unchecked) var pendingCause: UInt64?
    /// The id of the event of the recognizer's last transition, while an event sink listens:
    /// the cause of its handlers' runs and of what the environment does because of it (a
    /// change's too: it causes its handlers' runs, and nothing the environment does).
    @exclusivity(unchecked) var lastEventID: UInt64 = 0

    /// The touches currently bound to the recognizer and down.
    @exclusivity(unchecked) public internal(set) var touches: [Touch] = []
    /// The transition held behind a failure requirement, changed only by the environment's
    /// requirement rules (see ``RequirementHold``).
    @exclusivity(unchecked) var hold = RequirementHold()
    /// The transition requested while a required recognizer was active, not yet released.
    public var heldState: GestureState? { hold.state }
    /// True while the recognizer's move out of possible is held behind a required recognizer
    /// that is still active (`require(toFail:)`): it has decided, and waits for that one to fail.
    public var isWaitingForRequiredFailure: Bool { hold.isHolding }
    /// True once the recognizer received a touch since its last reset.
    @exclusivity(unchecked) public internal(set) var isEngaged = false
    /// The touches received since the last reset, by ``Touch/serial`` (a handful, so an array;
    /// compared, never used, so not kept).
    @exclusivity(unchecked) var sequenceTouches: [UInt64] = []
    /// The touches of the sequence the recognizer ignores (``ignore(_:)``), by
    /// ``Touch/serial``: none of their phases reach it, and it withholds none of them from
    /// their view. Usually empty.
    @exclusivity(unchecked) var ignoredTouches: [UInt64] = [] {
        didSet { ignoresSomeTouch = !ignoredTouches.isEmpty }
    }
    /// ``ignoredTouches`` is not empty (a flag, cheaper to test for every touch).
    @exclusivity(unchecked) private(set) var ignoresSomeTouch = false
    /// The centroid of the touches in window coordinates, kept after they lift.
    @exclusivity(unchecked) public internal(set) var lastCentroid = Point.zero
    /// Set while engaged in a window's touch sequence; cleared on reset and by the environment
    /// when it goes.
    var environment: GestureEnvironment? {
        get { environmentReference?.object }
        set { environmentReference = newValue.map(Unretained.init) }
    }
    /// ``environment``, unretained: read on every touch; cleared on reset and by every
    /// environment that engaged the recognizer when it goes.
    @exclusivity(unchecked) var environmentReference: Unretained<GestureEnvironment>?
    /// The environments whose engaged list holds the recognizer (a view moved to another
    /// window mid-gesture can be engaged in two); usually none or one, so a list. Unretained:
    /// an environment takes itself off when it lets the recognizer go, and when it goes.
    @exclusivity(unchecked) var listings: [Unretained<GestureEnvironment>] = []
    /// The recognizers this one requires to fail. Not retained: a requirement on a recognizer
    /// that goes away goes with it (and long chains cannot make deallocation recurse deeply).
    @exclusivity(unchecked) var requirements: [Unretained<GestureRecognizer>] = []
    /// The recognizers that require this one to fail; each removes itself when it goes.
    @exclusivity(unchecked) var dependents: [Unretained<GestureRecognizer>] = []
    /// The order in which the environment that first listed the recognizer engaged it (see
    /// `ResetCandidates`): its resets take their candidates in this order.
    var engagementSerial: UInt64 = 0

    /// The registered handlers, in order (see `GestureRecognizer+Handlers.swift`).
    @exclusivity(unchecked) var handlers: [GestureHandlerToken] = []
    /// How many runs of actions are under way (nested when a handler makes the recognizer act
    /// again): while any is, a removed handler keeps its place in ``handlers``.
    @exclusivity(unchecked) var handlerRunDepth = 0
    /// True when a handler was removed while actions ran: the outermost run takes it off
    /// ``handlers`` as it ends.
    @exclusivity(unchecked) var handlersRemovedWhileRunning = false
    /// The delayed handler calls waiting to run.
    @exclusivity(unchecked) var pendingCalls = PendingCalls<GestureHandlerToken>()
    /// The recognizer's timers (see `GestureRecognizer+Timers.swift`).
    @exclusivity(unchecked) var timers = RecognizerTimers()
    /// What every timer of the recognizer runs, made once: it finds the timer that fires (see
    /// ``TimerTarget``).
    let timerAction: () -> Void
    /// Where ``timerAction`` finds the recognizer.
    private let timerTarget: TimerTarget

    /// Called by a view that goes while the recognizer is still attached.
    package func viewWillGo(_ view: View) {
        // only the view it is attached to calls this; reading `self.view` here would touch a
        // view that is already being destroyed
        self.view = nil
    }

    /// Creates a recognizer.
    public init(identifier: String? = nil) {
        self.identifier = identifier
        let target = TimerTarget()
        timerTarget = target
        timerAction = { target.fire() }
        target.recognizer = Unretained(self)
    }

    deinit {
        clearTimers()
        // delayed handler calls belong to the recognizer: they go with it (each would hand the
        // handler a recognizer that no longer exists)
        pendingCalls.cancelAll { _ in }
        for token in handlers { token.recognizer = nil }
        for required in requirements { required.object.dependents.removeAll { $0.refers(to: self) } }
        for dependent in dependents { dependent.object.requirements.removeAll { $0.refers(to: self) } }
    }

    /// True for a scroll view's own pan (set once, when it is made): the environment asks its
    /// scroll view about the content's touches (<doc:ScrollViews>).
    var isScrollViewPan = false

    /// True for a scroll view's own pan and pinch (set once, when they are made): their scroll
    /// view follows their transitions before anything reports them (``willReach(_:)``), and
    /// content that keeps its touch refuses their begin (<doc:ScrollViews>).
    var drivesScrollView = false

    /// Called for a scroll view's pan or pinch as it reaches `state`, before anything reports
    /// the transition (its scroll view moves or zooms the content first).
    func willReach(_ state: GestureState) {}

    /// True for recognizers that go straight from possible to ended (taps, swipes).
    open var isDiscrete: Bool { false }

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
        if environmentReference.with({ $0.isInPass }) {
            // within a pass, whose caller keeps the environment
            environmentReference.with { $0.request(self, requested) }
        } else {
            // a pass starts here, and nothing up the stack may keep the window (a handler may
            // let it go): the environment is kept for the pass
            let environment = environmentReference.object
            withExtendedLifetime(environment) { environment.request(self, requested) }
        }
    }

    /// Asks for a state change, saying why (a subclass's own rule: <doc:Reasons>); the
    /// reason becomes ``lastDecision``'s when the request is applied.
    public func requestState(_ requested: GestureState, because reason: GestureReason) {
        if explains { pendingReason = reason }
        requestState(requested)
    }

    /// Why a request for `state` set with ``scheduleRequest(_:after:)`` is made now that its
    /// timer fires (<doc:Reasons>): the subclass's rule that the timer enforces, asked only
    /// when reasons are recorded. Default nil (the reason is then ``GestureReason/requested``).
    open func reasonForTimedRequest(_ state: GestureState) -> GestureReason? { nil }

    /// A timer set with ``scheduleRequest(_:after:)`` is about to request `state`, while a sink
    /// listens: a recognizer whose timed failure is measured later
    /// (``GestureEventKind/measuredLate(recognizer:_:)``) notes here what it will measure
    /// from. Nothing by default.
    func timedRequestWillApply(_ state: GestureState) {}

    /// The touches it asked `environment` to watch (``GestureEnvironment/watchLifts(of:for:)``)
    /// have all lifted, the last at `time`, while a sink listens: a rule whose timed failure
    /// rests on how long they stayed down measures it here. Nothing by default.
    func watchedTouchesLifted(at time: Timestamp, in environment: GestureEnvironment) {}

    /// The recognizer is being shut out by `winner`, which just began or ended (it fails next),
    /// while a sink listens: a rule whose failure this is measures it here. Nothing by default.
    func willBeExcluded(by winner: GestureRecognizer) {}

    /// True when the window the recognizer is engaged in records reasons.
    var explains: Bool { environmentReference?.with { $0.explains } ?? false }

    /// Sets the state, records the decision (while reasons are recorded), tells the event
    /// stream (while a sink listens) and the observers, and runs the actions (the
    /// environment-free part of a transition).
    func apply(_ newState: GestureState) {
        state = newState
        if drivesScrollView { willReach(newState) }
        // found once for the event and the actions (failed has no location)
        let location = newState == .failed ? nil : locationInOwnView()
        // a change is no decision: one test on the path of every move (the decision is kept, as
        // the recognizer's last, by the window's decision keeper, which hears the transition)
        let reason = newState != .changed && explains ? reasonForDecision(newState) : nil
        let stream = currentStream
        if let stream { stream.with { emitTransition(newState, at: location, reason: reason, to: $0) } }
        if !stateChanges.isEmpty { Unretained(stateChanges).with { $0.notify((self, newState)) } }
        if let location, newState.runsActions { runActions(newState, at: location, telling: stream) }
        if newState.isTerminal { clearTimers() }
    }

    /// The event stream of the window the recognizer is engaged in, or else of its view's
    /// window (a transition requested outside a touch sequence), while someone listens there.
    /// Unretained: the environment keeps its stream (one replaced while a pass runs, until the
    /// pass ends), and the window keeps its controls' sink.
    @inline(__always)
    var currentStream: Unretained<EventStream>? {
        if let environmentReference { return environmentReference.with { $0.stream.map(Unretained.init) } }
        return (view?.controlEventSink as? EventStream).map(Unretained.init)
    }

    /// The reason of the decision of reaching `newState`: the pending reason (taken), or the
    /// default, recognized for began and ended, requested otherwise.
    private func reasonForDecision(_ newState: GestureState) -> GestureReason {
        let reason = pendingReason ?? (newState == .began || newState == .ended ? .recognized : .requested)
        pendingReason = nil
        return reason
    }

    /// Tells `stream` of the transition to `newState` just applied, with the reason of the
    /// decision (nil for a change, or while reasons are not recorded), caused by the event that
    /// set the pending reason, or by the event being handled; its id is kept in
    /// ``lastEventID``, as the cause of what follows from the transition.
    private func emitTransition(_ newState: GestureState, at location: Point?, reason: GestureReason?, to stream: EventStream) {
        let cause = pendingCause ?? stream.currentCause
        pendingCause = nil
        lastEventID = stream.emit(.transition(recognizer: self, state: newState, location: location, reason: reason), causedBy: cause)
    }

    /// ``location(in:)`` in the recognizer's own view (not retained for the call: a transition
    /// is reported while the view is in the window).
    private func locationInOwnView() -> Point {
        guard let viewReference else { return location(in: nil) }
        return viewReference.with { location(in: $0) }
    }

    /// The location of the gesture in `view`'s coordinates (window coordinates for nil): the
    /// centroid of its touches, or where they last were.
    open func location(in view: View?) -> Point {
        let point = touches.isEmpty ? lastCentroid : GestureRecognizer.centroid(of: touches, general: forcesGeneralPath)
        return view?.convertFromWindow(point) ?? point
    }

    /// The centroid of `touches` in window coordinates.
    @inline(__always)
    public static func centroid(of touches: [Touch]) -> Point {
        centroid(of: touches, general: DebugSwitches.process.forcesGeneralPath)
    }

    /// The centroid of `touches` in window coordinates; `general`: without the one-finger fast
    /// path (the debug switch forcing the general paths, ``forcesGeneralPath``).
    @inline(__always)
    static func centroid(of touches: [Touch], general: Bool) -> Point {
        // one finger, the common case: its location, as the sum below gives it (0 + -0.0 is
        // 0.0; dividing by one changes nothing). A fast path: never a different result, and
        // the debug switch that forces the general paths skips it.
        if touches.count == 1, !general {
            let location = touches[0].location
            return Point(x: 0.0 + location.x, y: 0.0 + location.y)
        }
        guard !touches.isEmpty else { return .zero }
        var x = 0.0, y = 0.0
        for touch in touches { x += touch.location.x; y += touch.location.y }
        return Point(x: x / Double(touches.count), y: y / Double(touches.count))
    }

    /// True when the recognizer's rules take their general paths instead of their one-finger
    /// fast paths (never a different result): the debug switch of the window it is engaged
    /// in (``GestureEnvironment/switches``, the process's by default; a test may set a
    /// window's), or the process's while it is not engaged. Constant false in release builds.
    @inline(__always)
    var forcesGeneralPath: Bool {
        #if BK_EVENTS_INTERNAL_CHECKS
        environmentReference?.with { $0.switches.forcesGeneralPath } ?? DebugSwitches.process.forcesGeneralPath
        #else
        false
        #endif
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
        requestState(state == .possible ? .failed : .cancelled, because: .touchesCancelled)
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

    /// Stops the recognizer from receiving `touch`, as `UIGestureRecognizer.ignore(_:for:)`:
    /// the touch leaves ``touches`` and the sequence (the recognizer no longer shares it with
    /// others, nor cancels or withholds it in its view), and its later phases do not reach the
    /// recognizer. A subclass calls it from ``touchesBegan(_:)`` for a touch its rules leave
    /// out (a long press that already began, a pan past its maximum of touches).
    public func ignore(_ touch: Touch) {
        touches.removeEvery { $0 === touch }
        sequenceTouches.removeEvery { $0 == touch.serial }
        if !ignoredTouches.contains(touch.serial) { ignoredTouches.append(touch.serial) }
        if !touches.isEmpty { lastCentroid = GestureRecognizer.centroid(of: touches, general: forcesGeneralPath) }
    }

    /// True when the recognizer ignores the touch of `serial` (``ignore(_:)``).
    @inline(__always)
    func ignores(serial: UInt64) -> Bool {
        ignoresSomeTouch && ignoredTouches.contains(serial)
    }

    /// Receives one phase of bound touches from the environment.
    func receive(_ phase: TouchPhase, _ batch: [Touch]) {
        if ignoresSomeTouch, batch.contains(where: { ignoredTouches.contains($0.serial) }) {
            // the touches it ignores do not reach it (`ignore(_:)`)
            let kept = batch.filter { !ignoredTouches.contains($0.serial) }
            if !kept.isEmpty { receive(phase, kept) }
            return
        }
        switch phase {
        case .began:
            isEngaged = true
            // read unretained (the caller keeps the batch): only the list keeps its own reference
            batch.forEachUnretained { touch in
                guard !touches.contains(where: { $0 === touch }) else { return }
                touches.append(touch)
                if !sequenceTouches.contains(touch.serial) { sequenceTouches.append(touch.serial) }
            }
            lastCentroid = GestureRecognizer.centroid(of: touches, general: forcesGeneralPath)
            touchesBegan(batch)
        case .moved, .stationary:
            lastCentroid = GestureRecognizer.centroid(of: touches, general: forcesGeneralPath)
            if phase == .moved { touchesMoved(batch) }
        case .ended, .cancelled:
            lastCentroid = GestureRecognizer.centroid(of: touches, general: forcesGeneralPath)
            if phase == .ended { touchesEnded(batch) } else { touchesCancelled(batch) }
            touches.removeEvery { touch in batch.contains { $0 === touch } }
        }
    }

    /// Returns the recognizer to possible and forgets the touch sequence.
    func reset() {
        environment = nil
        state = .possible
        hold.drop()
        if case .some = pendingReason {
            // a cause is only ever set with a reason (and taken with it)
            pendingReason = nil
            pendingCause = nil
        }
        isEngaged = false
        // emptied, not freed: the next gesture fills them again
        touches.empty()
        sequenceTouches.empty()
        if ignoresSomeTouch { ignoredTouches.empty() }
        clearTimers()
        resetGesture()
    }
}
