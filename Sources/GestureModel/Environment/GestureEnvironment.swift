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
    /// The window, which owns the environment (checked: a caller may keep the environment);
    /// set by the window once it is initialized.
    @exclusivity(unchecked) unowned var window: View?
    /// The window's own scheduler, kept in step by the window (recognizer timers use it).
    var scheduler: (any Scheduler)? {
        didSet { virtualClock = (scheduler as? TestScheduler).map { Unmanaged.passUnretained($0) } }
    }
    /// ``scheduler`` when it runs on virtual time (which it keeps), where recognizers reuse
    /// their timers' calls.
    private(set) var virtualClock: Unmanaged<TestScheduler>?
    @exclusivity(unchecked) private var active: [GestureRecognizer] = []
    /// The engaged recognizers with a delegate or relationship closures: the only ones that can
    /// add failure requirements per attempt, so only they are scanned for such edges.
    @exclusivity(unchecked) private var dynamicActive: [GestureRecognizer] = []
    /// The touches being routed (at most a few dozen, so found by a linear search).
    @exclusivity(unchecked) private var deliveries: [TouchDelivery] = []
    /// Transitions to apply, in order. The recognizers are not retained: each is engaged (so in
    /// ``active``, which keeps it) until the pass that drains this queue ends.
    @exclusivity(unchecked) private var work = TransitionQueue()
    private var draining = false
    private var passDepth = 0
    /// True while a pass runs (its caller keeps the environment).
    var isInPass: Bool { passDepth > 0 }
    @exclusivity(unchecked) private var deferred: [(touch: Touch, recognizer: GestureRecognizer)] = []
    /// False when no delivery has a queued phase (so a pass need not look at them).
    private var hasQueuedPhases = false
    /// False when no engaged recognizer can have finished since the last reset (so a pass need
    /// not look for them).
    private var mayHaveFinished = false
    /// Counts touch events, so a pass can tell whether a handler fed the window meanwhile.
    private var eventCount = 0
    /// False when no touch being routed has ended (so a pass need not look for deliveries to drop).
    private var mayHaveEnded = false
    /// The lists of finished deliveries, for the next touches (a few at most).
    @exclusivity(unchecked) private var spareStorage: [TouchDeliveryStorage] = []
    /// Storage for ``resetFinished()``'s list of recognizers to let go, kept between passes.
    private var releasedScratch: [ObjectIdentifier] = []

    init() {}

    deinit {
        let me = ObjectIdentifier(self)
        for recognizer in active {
            recognizer.listings.removeEvery { $0 == me }
            if recognizer.environment === self { recognizer.environment = nil }
        }
    }

    private func delivery(for touch: Touch) -> TouchDelivery? {
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

    // MARK: Passes

    /// Runs `body` as one pass: afterwards, pending transitions are applied, views get what is
    /// no longer withheld and finished recognizers are reset.
    public func runPass(_ body: () -> Void) {
        passDepth += 1
        body()
        passDepth -= 1
        if passDepth == 0 { finishPass() }
    }

    /// Handles one touch event: the touches that changed at one instant with their phases.
    public func process(_ event: [(touch: Touch, phase: TouchPhase)]) {
        if event.count == 1 {
            process(event[0].touch, event[0].phase)
            return
        }
        eventCount &+= 1
        runPass {
            passTime = event.first?.touch.timestamp
            if event.contains(where: { $0.phase.isTerminal }) { mayHaveEnded = true }
            for (touch, phase) in event where phase == .began { bind(touch) }
            for phase in GestureEnvironment.phaseOrder {
                var touches: [Touch] = []
                for entry in event where entry.phase == phase && !touches.contains(where: { $0 === entry.touch }) {
                    touches.append(entry.touch)
                }
                if !touches.isEmpty { deliverPhase(phase, touches) }
            }
        }
    }

    /// Handles one finger changing, the common case: no grouping, no lists built.
    public func process(_ touch: Touch, _ phase: TouchPhase) {
        passDepth += 1
        passTime = touch.timestamp
        if phase == .began { bind(touch) }
        eventCount &+= 1
        if phase.isTerminal { mayHaveEnded = true }
        if let delivery = unretainedDelivery(for: touch) {
            delivery._withUnsafeGuaranteedRef { deliver(phase, of: $0) }
        }
        passDepth -= 1
        if passDepth == 0 { finishPass() }
    }

    /// The delivery of `touch`, not retained: ``deliveries`` keeps it until ``cleanUp()``, which
    /// runs only when the outermost pass ends.
    private func unretainedDelivery(for touch: Touch) -> Unmanaged<TouchDelivery>? {
        deliveries.withUnsafeBufferPointer { list in
            for delivery in list where delivery.touch === touch { return Unmanaged.passUnretained(delivery) }
            return nil
        }
    }

    /// ``process(_:_:)`` for a touch being routed: its recognizers, then its view.
    private func deliver(_ phase: TouchPhase, of delivery: TouchDelivery) {
        // by index, not over a copy: within a pass a touch's bindings only grow at its end
        // (deferred recognizers start when the outermost pass ends)
        var index = 0
        while index < delivery.recognizers.count {
            delivery.recognizers[index].with { deliver(phase, delivery.alone, to: $0) }
            index += 1
        }
        let othersQueued = hasQueuedPhases
        let event = eventCount
        delivery.enqueue(phase)
        hasQueuedPhases = true
        drain()
        if othersQueued || eventCount != event {
            flushDeliveries()
        } else {
            // no other touch has phases waiting (and no handler fed the window meanwhile):
            // only this one can
            delivery.flush()
            hasQueuedPhases = delivery.hasQueued
        }
    }

    /// The time of the touch event being handled (nil in passes run by timers and property
    /// changes, which read their scheduler's clock).
    private(set) var passTime: Timestamp?

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
        if mayHaveEnded { cleanUp() }
        passTime = nil
    }

    // MARK: Binding and delivery to recognizers

    private func bind(_ touch: Touch) {
        let hit = window?.hitTest(touch.location)
        touch.view = hit
        var storage = spareStorage.popLast() ?? TouchDeliveryStorage()
        var list = storage.recognizers
        storage.recognizers = []
        if list.capacity == 0 { list.reserveCapacity(8) }
        let delivery = TouchDelivery(touch: touch, view: hit, storage: storage)
        deliveries.append(delivery)
        var node = hit
        while let view = node {
            let attachments = view.attachments
            attachments.forEachUnretained { attachment in
                // looked at unretained, as the copy of the list keeps it
                guard attachment is GestureRecognizer else { return }
                Unmanaged<GestureRecognizer>.fromOpaque(Unmanaged.passUnretained(attachment).toOpaque())
                    ._withUnsafeGuaranteedRef { recognizer in
                        guard recognizer.isEnabled, shouldReceive(recognizer, touch) else { return }
                        if canReceive(recognizer) {
                            engage(recognizer)
                            list.append(UnownedRecognizer(recognizer))
                        } else {
                            deferred.append((touch, recognizer))
                        }
                    }
            }
            node = view.superview
        }
        delivery.recognizers = list
    }

    private func engage(_ recognizer: GestureRecognizer) {
        recognizer.environment = self
        // listed per environment: a view moved to another window mid-gesture can be engaged in
        // both, and each must keep the recognizer while its touches refer to it
        let me = ObjectIdentifier(self)
        if !recognizer.listings.contains(me) {
            recognizer.listings.append(me)
            mayHaveFinished = true
            active.append(recognizer)
            if hasDynamicRelationships(recognizer) { dynamicActive.append(recognizer) }
        }
    }

    private func canReceive(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.isEnabled && recognizer.heldState == nil
            && (recognizer.state == .possible || recognizer.state.isInProgress)
    }

    private func deliverToRecognizers(_ phase: TouchPhase, _ touches: [Touch]) {
        if touches.count == 1 {
            guard let delivery = delivery(for: touches[0]) else { return }
            for recognizer in delivery.recognizers { deliver(phase, touches, to: recognizer.value) }
            return
        }
        var order: [GestureRecognizer] = []
        var batches: [ObjectIdentifier: [Touch]] = [:]
        for touch in touches {
            for entry in delivery(for: touch)?.recognizers ?? [] {
                let recognizer = entry.value
                let key = ObjectIdentifier(recognizer)
                if batches[key] == nil { order.append(recognizer) }
                batches[key, default: []].append(touch)
            }
        }
        for recognizer in order { deliver(phase, batches[ObjectIdentifier(recognizer)] ?? [], to: recognizer) }
    }

    /// Gives `recognizer` one phase of its touches, or, when it no longer takes touches, just
    /// forgets the lifted ones.
    private func deliver(_ phase: TouchPhase, _ batch: [Touch], to recognizer: GestureRecognizer) {
        if canReceive(recognizer) {
            recognizer.receive(phase, batch)
            drain()
            return
        }
        guard phase.isTerminal else { return }
        let heldInProgress = recognizer.isEnabled && recognizer.heldState?.isInProgress == true
        if heldInProgress { recognizer.lastCentroid = GestureRecognizer.centroid(of: recognizer.touches) }
        recognizer.touches.removeEvery { touch in batch.contains { $0 === touch } }
        if heldInProgress, recognizer.touches.isEmpty {
            // A held continuous gesture whose last touch lifted records its end, so that on
            // release it gets began then ended rather than staying began with no touches; a
            // cancelled touch fails it.
            request(recognizer, phase == .ended ? .ended : .cancelled)
            drain()
        }
    }

    private func startDeferred() -> Bool {
        if deferred.isEmpty { return false }
        let pairs = deferred
        deferred.removeAll()
        var started = false
        for (touch, recognizer) in pairs
        where !touch.phase.isTerminal && recognizer.state == .possible && canReceive(recognizer)
            && !recognizer.isEngaged
        {
            engage(recognizer)
            delivery(for: touch)?.recognizers.append(UnownedRecognizer(recognizer))
            recognizer.receive(.began, [touch])
            started = true
        }
        return started
    }

    // MARK: State requests

    /// Coerces a requested transition as UIKit does (<doc:WhoWinsATouch>); nil means "ignore".
    public static func coerce(from current: GestureState, to requested: GestureState) -> GestureState? {
        switch current {
        case .possible:
            switch requested {
            case .possible: return nil
            case .began, .changed: return .began
            case .cancelled: return .failed
            case .ended, .failed: return requested
            }
        case .began, .changed:
            switch requested {
            case .possible: return nil
            case .began, .changed: return .changed
            case .failed: return .cancelled
            case .ended, .cancelled: return requested
            }
        case .ended, .cancelled, .failed:
            return nil
        }
    }

    func request(_ recognizer: GestureRecognizer, _ requested: GestureState) {
        if passDepth == 0 {
            runPass { request(recognizer, requested) }
            return
        }
        guard let target = GestureEnvironment.coerce(from: recognizer.heldState ?? recognizer.state, to: requested)
        else { return }
        if let held = recognizer.heldState {
            switch target {
            case .failed, .cancelled:
                recognizer.heldState = nil
                enqueue(recognizer, .failed)
            case .ended:
                recognizer.heldState = .ended
            default:
                _ = held
            }
            return
        }
        if recognizer.state == .possible, target != .failed {
            if !shouldBegin(recognizer) {
                enqueue(recognizer, .failed)
                return
            }
            if hasActiveRequirement(recognizer) {
                recognizer.heldState = target
                recognizer.heldTransitions.notify((recognizer, target))
                return
            }
        }
        enqueue(recognizer, target)
    }

    func disabled(_ recognizer: GestureRecognizer) {
        guard recognizer.environment === self else { return }
        runPass {
            if recognizer.state == .possible {
                recognizer.heldState = nil
                enqueue(recognizer, .failed)
            } else if recognizer.state.isInProgress {
                enqueue(recognizer, .cancelled)
            }
        }
    }

    private func enqueue(_ recognizer: GestureRecognizer, _ state: GestureState) {
        work.append((UnownedRecognizer(recognizer), state))
    }

    private func drain() {
        guard !draining, !work.isEmpty else { return }
        draining = true
        while let item = work.popFirst() {
            item.recognizer.with { perform($0, item.state) }
        }
        draining = false
    }

    private func perform(_ recognizer: GestureRecognizer, _ requested: GestureState) {
        let current = recognizer.state
        // Coerce against the state reached by the transitions applied before this one: several
        // requests queued in one callback (began, began) become began, changed.
        guard let state = GestureEnvironment.coerce(from: current, to: requested) else { return }
        if current == .possible, state == .ended, !recognizer.isDiscrete {
            perform(recognizer, .began)
            guard recognizer.state == .began else { return }
        }
        recognizer.heldState = nil
        recognizer.apply(state)
        if state.isTerminal { mayHaveFinished = true }
        if state == .began || state == .ended { recognized(recognizer) }
        if state.isTerminal { finished(recognizer, state) }
    }

    private func recognized(_ recognizer: GestureRecognizer) {
        excludeOthers(recognizer)
        // a dependent that never received touches of this sequence is not part of it
        forEachDependent(of: recognizer) { dependent in
            guard dependent.isEngaged && !dependent.state.isTerminal else { return }
            dependent.heldState = nil
            enqueue(dependent, dependent.state == .possible ? .failed : .cancelled)
        }
        if recognizer.cancelsTouchesInView {
            let routed = deliveries
            routed.forEachUnretained { delivery in
                if recognizer.sequenceTouches.contains(delivery.touch.serial) { delivery.cancel() }
            }
        }
    }

    private func finished(_ recognizer: GestureRecognizer, _ state: GestureState) {
        // A finished recognizer stays in its touches' bindings (it neither receives nor
        // withholds anything any more) until it is reset at the end of the pass.
        guard state == .failed else { return }
        forEachDependent(of: recognizer) { dependent in
            if dependent.heldState != nil, !hasActiveRequirement(dependent) { release(dependent) }
        }
    }

    private func release(_ recognizer: GestureRecognizer) {
        guard let held = recognizer.heldState else { return }
        recognizer.heldState = nil
        enqueue(recognizer, held)
    }

    // MARK: Requirements, exclusivity, delegates

    private func hasDynamicRelationships(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.mayAskDelegates
            && (recognizer.delegate != nil || recognizer.delegateClosures.shouldRequireFailure != nil
                || recognizer.delegateClosures.shouldBeRequiredToFail != nil)
    }

    /// True when `a` must wait for `b` to fail: a static edge, or a delegate's answer.
    func requires(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        if a === b { return false }
        let bID = ObjectIdentifier(b)
        if a.requirements.contains(where: { $0.id == bID }) { return true }
        guard hasDynamicRelationships(a) || hasDynamicRelationships(b) else { return false }
        // Each side's object and closure are both asked, object first, and OR-ed.
        let aObject = a.delegate?.gestureRecognizer(a, shouldRequireFailureOf: b) ?? false
        let aClosure = a.delegateClosures.shouldRequireFailure?(a, b) ?? false
        if aObject || aClosure { return true }
        let bObject = b.delegate?.gestureRecognizer(b, shouldBeRequiredToFailBy: a) ?? false
        let bClosure = b.delegateClosures.shouldBeRequiredToFail?(b, a) ?? false
        return bObject || bClosure
    }

    /// The recognizers that may be on the other end of a delegate-made edge with `recognizer`:
    /// every engaged one when it has delegate answers itself, else those that have them.
    private func dynamicCandidates(for recognizer: GestureRecognizer) -> [GestureRecognizer] {
        hasDynamicRelationships(recognizer) ? active : dynamicActive
    }

    /// True when `test` holds for one of the recognizers `recognizer` requires to fail: static
    /// edges first, then delegate-made ones (no list is built: this runs on every transition).
    private func anyRequirement(of recognizer: GestureRecognizer, _ test: (GestureRecognizer) -> Bool) -> Bool {
        if recognizer.anyRequirement(where: test) { return true }
        guard !dynamicActive.isEmpty || hasDynamicRelationships(recognizer) else { return false }
        for other in dynamicCandidates(for: recognizer)
        where other !== recognizer && !recognizer.requirements.contains(where: { $0.value === other }) {
            if requires(recognizer, other), test(other) { return true }
        }
        return false
    }

    /// Calls `body` with each recognizer that requires `recognizer` to fail: static edges
    /// first, then delegate-made ones.
    private func forEachDependent(of recognizer: GestureRecognizer, _ body: (GestureRecognizer) -> Void) {
        if !recognizer.dependents.isEmpty {
            // a copy: `body` may change the edges; each dependent is kept while `body` runs, as
            // it may ask delegates, which may let the dependent go
            let edges = recognizer.dependents
            for edge in edges { body(edge.value) }
        }
        guard !dynamicActive.isEmpty || hasDynamicRelationships(recognizer) else { return }
        for other in dynamicCandidates(for: recognizer)
        where other !== recognizer && !recognizer.dependents.contains(where: { $0.value === other }) {
            if requires(other, recognizer) { body(other) }
        }
    }

    private static func isActive(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.isEnabled && recognizer.isEngaged
            && (recognizer.state == .possible || recognizer.state.isInProgress)
    }

    /// True when a recognizer `recognizer` requires to fail is still active; a held recognizer
    /// that itself waits (through held ones) on `recognizer` does not count, so a cycle made by
    /// delegates cannot deadlock.
    func hasActiveRequirement(_ recognizer: GestureRecognizer) -> Bool {
        anyRequirement(of: recognizer) { other in
            GestureEnvironment.isActive(other) && !(other.heldState != nil && waits(other, on: recognizer))
        }
    }

    private func waits(_ start: GestureRecognizer, on target: GestureRecognizer) -> Bool {
        var stack = [start]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
        while let node = stack.popLast() {
            let found = anyRequirement(of: node) { next in
                if next === target { return true }
                if next.heldState != nil, seen.insert(ObjectIdentifier(next)).inserted { stack.append(next) }
                return false
            }
            if found { return true }
        }
        return false
    }

    private func excludeOthers(_ winner: GestureRecognizer) {
        guard let winnerView = winner.view else { return }
        let engaged = active
        engaged.forEachUnretained { other in
            guard other !== winner, other.state == .possible, other.isEngaged,
                winner.sequenceTouches.contains(where: { other.sequenceTouches.contains($0) }),
                let otherView = other.view,
                winnerView.isDescendant(of: otherView) || otherView.isDescendant(of: winnerView),
                !requires(winner, other), !requires(other, winner),
                winner.canPrevent(other), other.canBePrevented(by: winner),
                !simultaneous(winner, other)
            else { return }
            other.heldState = nil
            enqueue(other, .failed)
        }
    }

    private func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        allowsSimultaneous(a, with: b) || allowsSimultaneous(b, with: a)
    }

    /// The recognizer's object and closure are both asked, object first, and OR-ed.
    private func allowsSimultaneous(_ recognizer: GestureRecognizer, with other: GestureRecognizer) -> Bool {
        guard recognizer.mayAskDelegates else { return false }
        let object =
            recognizer.delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other) ?? false
        let closure = recognizer.delegateClosures.shouldRecognizeSimultaneously?(recognizer, other) ?? false
        return object || closure
    }

    /// Both are asked, object first, and AND-ed.
    private func shouldReceive(_ recognizer: GestureRecognizer, _ touch: Touch) -> Bool {
        guard recognizer.mayAskDelegates else { return true }
        let object = recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
        let closure = recognizer.delegateClosures.shouldReceive?(recognizer, touch) ?? true
        return object && closure
    }

    private func shouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if let view = recognizer.view {
            for touch in recognizer.touches {
                if let control = touch.view as? Control, control !== view, control.isDescendant(of: view),
                    recognizer.yields(to: control)
                {
                    return false
                }
            }
        }
        // Both are asked, object first, and AND-ed.
        guard recognizer.mayAskDelegates else { return true }
        let object = recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
        let closure = recognizer.delegateClosures.shouldBegin?(recognizer) ?? true
        return object && closure
    }

    // MARK: Delivery to views

    private func flushDeliveries() {
        guard hasQueuedPhases else { return }
        hasQueuedPhases = false
        let routed = deliveries
        routed.forEachUnretained { delivery in
            guard delivery.hasQueued else { return }
            delivery.flush()
            if delivery.hasQueued { hasQueuedPhases = true }
        }
    }

    // MARK: Resets

    private func isTied(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.anyEdgeUnretained(where: GestureEnvironment.isActive)
    }

    /// Resets the recognizers that finished (and are not tied to an active one by a failure
    /// requirement) and forgets their touches; one pass over the touches' bindings, so ending
    /// many recognizers at once stays linear.
    private func resetFinished() {
        guard mayHaveFinished else { return }
        mayHaveFinished = false
        // taken, not shared: a reset runs subclass code, which may feed the window again
        var released = releasedScratch
        releasedScratch = []
        // a copy, which keeps each recognizer alive while it is looked at (walked unretained)
        let engaged = active
        engaged.forEachUnretained { recognizer in
            if recognizer.state.isTerminal && !isTied(recognizer) {
                released.append(ObjectIdentifier(recognizer))
                recognizer.reset()
            } else if !recognizer.isEngaged && recognizer.state == .possible {
                released.append(ObjectIdentifier(recognizer))
            } else if recognizer.state.isTerminal || !recognizer.isEngaged {
                // one tied to an active recognizer is looked at again next pass
                mayHaveFinished = true
            }
        }
        if !released.isEmpty { letGo(released) }
        released.empty()
        releasedScratch = released
    }

    /// Drops the `released` recognizers from every list of the environment.
    private func letGo(_ released: [ObjectIdentifier]) {
        // the unretained lists first, by identity, while `active` still keeps every recognizer
        // alive: dropping one from `active` may free it
        let routed = deliveries
        routed.forEachUnretained { delivery in delivery.recognizers.removeEvery { released.contains($0.id) } }
        if !dynamicActive.isEmpty { dynamicActive.removeEvery { released.contains(ObjectIdentifier($0)) } }
        let me = ObjectIdentifier(self)
        active.removeEvery { recognizer in
            guard released.contains(ObjectIdentifier(recognizer)) else { return false }
            // listed here alone, the usual case, or with other windows' environments
            if recognizer.listings.count == 1, recognizer.listings[0] == me {
                recognizer.listings.removeLast()
            } else {
                recognizer.listings.removeEvery { $0 == me }
            }
            return true
        }
    }

    /// True when a delivery is done with: its touch ended and its view has heard all it will.
    private static func isOver(_ delivery: TouchDelivery) -> Bool {
        delivery.touch.phase.isTerminal && (delivery.isDone || !delivery.hasQueued)
    }

    private func cleanUp() {
        guard mayHaveEnded else { return }
        defer { mayHaveEnded = deliveries.containsUnretained { $0.touch.phase.isTerminal } }
        // the touches whose views have heard all they will drop their link to the view, which
        // would otherwise make a cycle (view → recognizer → touch → view) for recognizers that
        // keep the touch; first, on a copy (a view let go may run code of its own), then their
        // deliveries leave
        let routed = deliveries
        routed.forEachUnretained { delivery in
            guard GestureEnvironment.isOver(delivery) else { return }
            delivery.touch.view = nil
            if spareStorage.count < 4 { spareStorage.append(delivery.takeStorage()) }
        }
        deliveries.removeEvery { GestureEnvironment.isOver($0) }
    }
}
