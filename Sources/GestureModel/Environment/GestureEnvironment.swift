import ControlModel

/// Routes touches to recognizers and views and resolves who wins (<doc:WhoWinsATouch>).
///
/// One pass handles one touch event or one timer: bind new touches to the recognizers of the
/// hit view and its ancestors; deliver each phase to the recognizers first; apply their state
/// requests through a work queue (coercion, `shouldBegin`, holding behind active failure
/// requirements, exclusivity, failing dependents, releasing held recognizers, cancelling the
/// view's touches); deliver to the view what is not withheld; reset recognizers that finished.
/// The work queue keeps long requirement chains from growing the call stack.
public final class GestureEnvironment {
    // Each of UIKit's rules lives in one file of this type, stated once beside the code that
    // enforces it, with its source:
    // - GestureEnvironment+Binding.swift: which recognizers get a touch, and giving them its
    //   phases.
    // - GestureEnvironment+Transitions.swift: requests, coercion, shouldBegin, the work queue.
    // - GestureEnvironment+Requirements.swift: failure requirements, the hold and every
    //   consequence of it.
    // - GestureEnvironment+Exclusivity.swift: who fails whom on recognizing.
    // - GestureEnvironment+Delivery.swift: what the views get (withheld, cancelled), and
    //   controls winning over their superviews' recognizers.
    // - GestureEnvironment+Delegates.swift: asking delegate objects and closures, combined.
    // - GestureEnvironment+Resets.swift: resetting finished recognizers, dropping finished
    //   touches.
    // - GestureEnvironment+Invariants.swift: what holds after every pass (checked in debug).
    // This file: the passes, and the state the rules share.

    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    /// The window, which owns the environment (checked: a caller may keep the environment);
    /// set by the window once it is initialized.
    @exclusivity(unchecked) unowned var window: View?
    /// Observers of every decision of a recognizer engaged here, with its reason
    /// (<doc:Reasons>): what ``GestureRecognizer/lastDecision`` is set to, in order.
    public let decisions = ObserverList<(recognizer: GestureRecognizer, decision: GestureDecision)>()
    /// Record every decision's reason even with no observer of ``decisions`` (see
    /// ``Window/explainsDecisions``).
    @exclusivity(unchecked) public var explainsDecisions = false {
        didSet { if explainsDecisions != oldValue { listen(to: stream?.sink) } }
    }
    /// True when decisions are recorded with their reasons: asked, or watched. Asked only
    /// where a decision is taken, never per move.
    @inline(__always)
    var explains: Bool { explainsDecisions || !decisions.isEmpty || stream?.hearsDecisions == true }
    /// The window's event stream while a sink is attached (``Window/eventSink``); nil otherwise,
    /// and then no event is built: every rule's home tests it once.
    @exclusivity(unchecked) var stream: EventStream?
    /// ``stream`` when its sink hears ``GestureEventDetail/everything``: the homes of the events
    /// a sink of actions or decisions is not told (touch phases, landings, deliveries) test
    /// this one.
    @exclusivity(unchecked) var detailedStream: EventStream?

    /// Streams replaced while a pass ran, kept until it ends (the pass reads its stream
    /// unretained). Unchecked for exclusive access: every pass reads it as it ends, and the
    /// runtime's dynamic check of that read (swift_beginAccess) cost 7.6M instructions in a
    /// replay of 100,000 moves (Benchmarks/replay, callgrind), 1.8% of it; the only accesses are
    /// that read and the append in ``listen(to:)``, neither of which calls out while open.
    @exclusivity(unchecked) private var retiredStreams: [EventStream] = []

    /// The recognizers that refused the touch being bound, while an event sink listens.
    var refusedBinding: [(GestureRecognizer, String)] = []

    /// Gives `recognizer` the reason of the decision about to be queued for it, made only when
    /// reasons are recorded (<doc:Reasons>); while a sink listens, its cause too: the last
    /// transition of `cause` (the recognizer whose transition decided it), or else the event
    /// being handled.
    @inline(__always)
    func explain(_ recognizer: GestureRecognizer, _ reason: @autoclosure () -> GestureReason, causedBy cause: GestureRecognizer? = nil) {
        guard explains else { return }
        recognizer.pendingReason = reason()
        if let stream { recognizer.pendingCause = cause?.lastEventID ?? stream.currentCause }
    }
    /// The window's own scheduler, kept in step by the window (recognizer timers use it).
    var scheduler: (any Scheduler)? {
        didSet { virtualClock = (scheduler as? TestScheduler).map(Unretained.init) }
    }
    /// ``scheduler`` when it runs on virtual time (which it keeps), where recognizers reuse
    /// their timers' calls.
    private(set) var virtualClock: Unretained<TestScheduler>?
    /// The recognizers engaged in the current touch sequences, in engagement order; the
    /// environment keeps them (every unretained list of recognizers below relies on it).
    @exclusivity(unchecked) var active: [GestureRecognizer] = []
    /// A skip-work hint (never changes a result): the engaged recognizers that may have a
    /// delegate or relationship closures — the only ones that can add failure requirements per
    /// attempt, so only they are scanned for such edges.
    @exclusivity(unchecked) var dynamicActive: [GestureRecognizer] = []
    /// The touches being routed (at most a few dozen, so found by a linear search).
    @exclusivity(unchecked) var deliveries: [TouchDelivery] = []
    /// Transitions to apply, in order (recognizers unretained: each is in ``active`` until
    /// the pass that drains this queue ends).
    @exclusivity(unchecked) var work = TransitionQueue()
    var draining = false
    var passDepth = 0
    /// True while a pass runs (its caller keeps the environment).
    var isInPass: Bool { passDepth > 0 }
    /// Recognizers a touch could not be bound to yet (held or finished when it landed).
    @exclusivity(unchecked) var deferred: [(touch: Touch, recognizer: GestureRecognizer)] = []
    /// The recognizers whose cycle of `require(toFail:)` edges was reported (once each).
    var reportedCycles: Set<ObjectIdentifier> = []
    /// A skip-work hint: false when no delivery has a queued phase.
    var hasQueuedPhases = false
    /// A skip-work hint: false when no engaged recognizer can have finished since the last
    /// reset.
    var mayHaveFinished = false
    /// Counts touch events, so a pass can tell whether a handler fed the window meanwhile.
    var eventCount = 0
    /// A skip-work hint: false when no touch being routed has ended.
    var mayHaveEnded = false
    /// The lists of finished deliveries, for the next touches (a few at most).
    @exclusivity(unchecked) var spareStorage: [TouchDeliveryStorage] = []
    /// While a sink hears the decisions: touches whose lift a recognizer that no longer follows
    /// them waits to hear of (`GestureEnvironment+LiftWatches.swift`); empty otherwise.
    @exclusivity(unchecked) var liftWatches: [(touch: ObjectIdentifier, recognizer: GestureRecognizer)] = []
    /// Storage for the resets' list of recognizers to let go, kept between passes.
    var releasedScratch: [ObjectIdentifier] = []
    /// The engaged recognizers the resets must look at (an index of ``active``, see
    /// `ResetCandidates`); kept only while ``isIndexed``.
    @exclusivity(unchecked) var resetCandidates = ResetCandidates()
    /// The engaged recognizers that may be in progress (an index of ``active``, see
    /// `RecognizersInProgress`); kept only while ``isIndexed``.
    @exclusivity(unchecked) var inProgress = RecognizersInProgress()
    /// True while the environment keeps its indexes of the engaged recognizers (from
    /// ``indexedFrom`` engaged on, ``indexEngaged(_:)``); below, nothing is
    /// maintained and the resets and exclusivity walk the engaged list.
    @exclusivity(unchecked) private(set) var isIndexed = false
    /// The time of the touch event being handled (nil in passes run by timers and property
    /// changes, which read their scheduler's clock).
    private(set) var passTime: Timestamp?
    /// The time now: the touch event's being handled, or the window's clock's (nil without
    /// one). A virtual clock is read directly (the same time, without the existential call and
    /// reference count of asking `scheduler`): every event of the stream and every action asks,
    /// and in a pass run by a timer the call cost about 50 instructions each.
    @inline(__always)
    var now: Timestamp? {
        if let passTime { return passTime }
        if let virtualClock { return virtualClock.with { $0.now } }
        return scheduler?.now
    }
    /// The debug switches (all off, and constant, in release builds).
    package var switches = DebugSwitches.process {
        // the switches ask for the plain walks: the indexes would go stale
        didSet { if walksEveryRecognizer { stopIndexing() } }
    }

    init() {
        decisions.onObserversChanged = { [weak self] in
            guard let self, decisions.isEmpty == (stream?.keeper != nil) else { return }
            listen(to: stream?.sink)
        }
    }

    /// Makes the stream its listeners need: `sink` (nil: none) and the decision keeper while the
    /// window records reasons (``explains``); none when neither listens. A sink attached anew
    /// gets a stream of its own (its ids count from 1); the keeper comes and goes on the one
    /// there is.
    func listen(to sink: (any GestureEventSink)?) {
        let keeps = explainsDecisions || !decisions.isEmpty || (sink?.detail ?? .actions) >= .decisions
        if let stream, stream.sink === sink, sink != nil || keeps {
            stream.keeper = keeps ? (stream.keeper ?? DecisionKeeper(decisions: decisions)) : nil
            return
        }
        // a recognizer may be telling the stream replaced now (it reads it unretained): kept for
        // the pass. (It keeps its environment for the time: a touch routed since before may
        // still tell it, as it did before the stream read the time from the environment.)
        if let stream, isInPass { retiredStreams.append(stream) }
        stream = sink != nil || keeps ? EventStream(sink: sink, environment: self) : nil
        if keeps { stream?.keeper = DecisionKeeper(decisions: decisions) }
        detailedStream = stream?.hearsEverything == true ? stream : nil
        // the controls tell a stream that has a sink (the keeper needs none of their events)
        window?.controlEventSink = sink == nil ? nil : stream
    }

    deinit {
        stream?.environment = nil
        for recognizer in active {
            recognizer.listings.removeEvery { $0.refers(to: self) }
            if recognizer.environmentReference?.refers(to: self) == true { recognizer.environmentReference = nil }
        }
    }

    /// The delivery of `touch`, if it is being routed.
    func delivery(for touch: Touch) -> TouchDelivery? {
        for delivery in deliveries where delivery.touch === touch { return delivery }
        return nil
    }

    /// Drops every touch's link to its view (the window is going): touches still held by
    /// recognizers or controls must not keep the view tree alive.
    func tearDown() {
        for delivery in deliveries { delivery.touch.view = nil }
    }

    /// The recognizers engaged in the current touch sequences, in engagement order.
    public var engagedRecognizers: [GestureRecognizer] { active }

    /// The number of touches whose delivery to their view is not finished (0 when idle).
    public var pendingDeliveryCount: Int { deliveries.count }

    /// `recognizer` finished or was reset: every environment that lists it may have a
    /// recognizer to reset or let go (a skip-work hint each must not miss, even when the
    /// recognizer is engaged in another window's too), and an indexed one has a reset candidate.
    @inline(__always)
    func mayHaveFinished(_ recognizer: GestureRecognizer) {
        mayHaveFinished = true
        // the usual case, listed here alone below the threshold, costs the test alone
        if isIndexed || recognizer.listings.count > 1 { noteFinished(recognizer) }
    }

    /// ``mayHaveFinished(_:)`` for a recognizer listed by other environments, or by an indexed
    /// one: each notes a reset candidate.
    @inline(never)
    private func noteFinished(_ recognizer: GestureRecognizer) {
        if recognizer.listings.count == 1, recognizer.listings[0].refers(to: self) {
            resetCandidates.note(recognizer)
            return
        }
        for listing in recognizer.listings {
            listing.with { environment in
                environment.mayHaveFinished = true
                if environment.isIndexed { environment.resetCandidates.note(recognizer) }
            }
        }
    }

    /// `recognizer` begins: every indexed environment that lists it has one more recognizer in
    /// progress (`RecognizersInProgress`).
    @inline(__always)
    func begins(_ recognizer: GestureRecognizer) {
        // the usual case, listed here alone below the threshold, costs the test alone
        if isIndexed || recognizer.listings.count > 1 { noteBegan(recognizer) }
    }

    /// ``begins(_:)`` for a recognizer listed by other environments, or by an indexed one.
    @inline(never)
    private func noteBegan(_ recognizer: GestureRecognizer) {
        for listing in recognizer.listings {
            listing.with { environment in
                if environment.isIndexed { environment.inProgress.began(recognizer) }
            }
        }
    }

    /// `recognizer` was just engaged here (listed and appended to ``active``, which holds at
    /// least ``indexedFrom``): an indexed environment gives it its serial and takes it as a reset
    /// candidate (and in progress when it is); one that is not yet builds its indexes.
    @inline(never)
    func indexEngaged(_ recognizer: GestureRecognizer) {
        if isIndexed {
            // a candidate of the resets until it received a touch (`ResetCandidates`)
            resetCandidates.engaged(recognizer, listedElsewhere: recognizer.listings.count > 1)
            if recognizer.state.isInProgress { inProgress.began(recognizer) }
        } else if !walksEveryRecognizer {
            startIndexing()
        }
    }

    /// Builds the indexes from the engaged list in one pass: every engaged recognizer gets its
    /// serial in engagement order and is a reset candidate (so the next resets walk them all, as
    /// they did below the threshold), and those in progress are indexed as such.
    /// - Complexity: O(*n*) in the engaged recognizers, once as their number reaches
    ///   ``indexedFrom``.
    private func startIndexing() {
        isIndexed = true
        for recognizer in active {
            resetCandidates.engaged(recognizer, listedElsewhere: recognizer.listings.count > 1)
            if recognizer.state.isInProgress { inProgress.began(recognizer) }
        }
    }

    /// Drops the indexes (the engaged list fell below ``indexedFrom``, or the debug switches
    /// ask for the plain walks): nothing is maintained until the list reaches it again.
    func stopIndexing() {
        guard isIndexed else { return }
        isIndexed = false
        resetCandidates.drop()
        inProgress.removeAll()
    }

    /// The fewest engaged recognizers for which the environment keeps its indexes
    /// (`ResetCandidates`, `RecognizersInProgress`, `ReleasedRecognizers`'s search) and asks
    /// them instead of walking the engaged list: below it a walk costs less than the index, and
    /// keeping them costs the replay of five recognizers (the mixed trace of 100,000 events took
    /// 6.4% more instructions, callgrind, with the indexes kept below it).
    static let indexedFrom = 32

    /// True when the environment walks its engaged recognizers instead of asking its indexes
    /// (`ResetCandidates`, `RecognizersInProgress`, `ReleasedRecognizers`): the debug switches.
    @inline(__always)
    var walksEveryRecognizer: Bool { switches.forcesGeneralPath || switches.ignoresHints }

    /// True when `hint` says there may be work to do, or when the debug switch says to ignore
    /// hints (a hint only ever says that some work would do nothing).
    @inline(__always)
    func mayHaveWork(_ hint: Bool) -> Bool { hint || switches.ignoresHints }

    // MARK: Passes

    /// Runs `body` as one pass: afterwards, pending transitions are applied, views get what is
    /// no longer withheld and finished recognizers are reset.
    package func runPass(_ body: () -> Void) {
        passDepth += 1
        body()
        passDepth -= 1
        if passDepth == 0 { finishPass() }
    }

    /// Handles one touch event: the touches that changed at one instant with their phases.
    package func process(_ event: [(touch: Touch, phase: TouchPhase)]) {
        if event.count == 1, !switches.forcesGeneralPath {
            process(event[0].touch, event[0].phase)
            return
        }
        eventCount &+= 1
        runPass {
            passTime = event.first?.touch.timestamp
            if detailedStream != nil { for (touch, phase) in event { emitTouch(touch, phase) } }
            if event.contains(where: { $0.phase.isTerminal }) { mayHaveEnded = true }
            for (touch, phase) in event where phase == .began { bind(touch) }
            for phase in GestureEnvironment.phaseOrder {
                var touches: [Touch] = []
                for entry in event where entry.phase == phase && !touches.contains(where: { $0 === entry.touch }) {
                    touches.append(entry.touch)
                }
                if !touches.isEmpty { deliverPhase(phase, touches) }
            }
            if !liftWatches.isEmpty { for (touch, phase) in event where phase.isTerminal { tellLift(of: touch) } }
        }
    }

    /// Handles one finger changing, the common case: a fast path for ``process(_:)`` with one
    /// change (never a different result), without grouping or lists.
    package func process(_ touch: Touch, _ phase: TouchPhase) {
        if switches.forcesGeneralPath {
            process([(touch, phase)])
            return
        }
        passDepth += 1
        passTime = touch.timestamp
        if detailedStream != nil { emitTouch(touch, phase) }
        if phase == .began { bind(touch) }
        eventCount &+= 1
        if phase.isTerminal { mayHaveEnded = true }
        if let delivery = unretainedDelivery(for: touch) {
            delivery.with { deliver(phase, of: $0) }
        }
        if !liftWatches.isEmpty, phase.isTerminal { tellLift(of: touch) }
        passDepth -= 1
        if passDepth == 0 { finishPass() }
    }

    /// Tells the event stream that `phase` of `touch` comes in: the root cause of what the pass
    /// does (of a touch event with several touches, the last one's).
    @inline(never)
    private func emitTouch(_ touch: Touch, _ phase: TouchPhase) {
        guard let stream = detailedStream else { return }
        stream.currentCause = stream.emit(.touch(touch, phase), causedBy: nil)
    }

    /// The delivery of `touch`, not retained: ``deliveries`` keeps it until the resets drop it,
    /// which happens only when the outermost pass ends.
    private func unretainedDelivery(for touch: Touch) -> Unretained<TouchDelivery>? {
        deliveries.withUnsafeBufferPointer { list in
            for delivery in list where delivery.touch === touch { return Unretained(delivery) }
            return nil
        }
    }

    /// ``process(_:_:)`` for a touch being routed: its recognizers, then its view.
    private func deliver(_ phase: TouchPhase, of delivery: TouchDelivery) {
        // by index, each entry afresh: within a pass a touch's bindings only grow at their end
        // (deferred recognizers start when the outermost pass ends)
        _ = walkAfresh({ $0 < delivery.recognizers.count ? delivery.recognizers[$0] : nil }) { entry in
            entry.with { deliver(phase, delivery.alone, to: $0) }
            return false
        }
        let othersQueued = hasQueuedPhases
        let event = eventCount
        delivery.enqueue(phase)
        hasQueuedPhases = true
        drain()
        if mayHaveWork(othersQueued || eventCount != event) {
            flushDeliveries()
        } else {
            // a skip-work hint: no other touch has phases waiting (and no handler fed the
            // window meanwhile), so only this one can
            delivery.flush()
            hasQueuedPhases = delivery.hasQueued
        }
    }

    /// The order in which the phases of one event are delivered.
    private static let phaseOrder: [TouchPhase] = [.began, .moved, .stationary, .ended, .cancelled]

    /// Delivers one phase of `touches`: recognizers first, then what the views may have.
    private func deliverPhase(_ phase: TouchPhase, _ touches: [Touch]) {
        deliverToRecognizers(phase, touches)
        for touch in touches { delivery(for: touch)?.enqueue(phase) }
        hasQueuedPhases = true
        drain()
        flushDeliveries()
    }

    private func finishPass() {
        var rounds = 0
        repeat {
            rounds += 1
            drain()
            flushDeliveries()
            resetFinished()
        } while !deferred.isEmpty && startDeferred() && rounds < 1000
        if !deferred.isEmpty { deferred.removeAll() }
        if mayHaveWork(mayHaveEnded) { cleanUp() }
        passTime = nil
        // what happens between passes (timers, changes made by code) has no touch for a cause
        if stream != nil { stream?.currentCause = nil }
        if !retiredStreams.isEmpty { retiredStreams.removeAll() }
        #if BK_EVENTS_INTERNAL_CHECKS
        checkInvariants()
        #endif
    }
}
