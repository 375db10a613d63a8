import ControlModel

/// One touch's routing in the gesture environment: the recognizers it is bound to, what its
/// view has been given so far, and what is withheld from it (<doc:WhoWinsATouch>).
final class TouchDelivery {
    let touch: Touch
    /// The view the touch was hit-tested to. The window itself (a view without a superview)
    /// is held weakly: it holds the environment that holds this delivery.
    var view: View? { subview ?? root }
    /// ``view`` when it has a superview.
    private let subview: View?
    /// ``view`` when it has none.
    private weak var root: View?
    /// The touch alone, for passing it on without building an array each time.
    let alone: [Touch]
    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    /// The recognizers the touch is bound to, in binding order. Not retained: each is among
    /// the environment's engaged recognizers (which it keeps) for as long as it is here, and
    /// walking them is the hottest loop of a replay.
    @exclusivity(unchecked) var recognizers: [Unretained<GestureRecognizer>]
    /// The first phase not yet delivered: most of the time the only one, so kept out of the
    /// list. Nil when none waits.
    private var nextPhase: TouchPhase?
    /// The phases waiting after ``nextPhase``, in order: `queue[queueHead..<queueEnd]`. Entries
    /// past them are spare slots, overwritten (never removed, so the queue costs no removals).
    @exclusivity(unchecked) private var queue: [TouchPhase]
    private var queueHead = 0
    private var queueEnd = 0
    var deliveredBegan = false
    var finished = false
    var cancelled = false
    /// The window's event stream, told of each phase withheld from the view and each it gets
    /// (late ones with who withheld them), when a sink that hears everything was attached as
    /// the touch landed; nil otherwise.
    @exclusivity(unchecked) var stream: EventStream?
    /// The withheld phases' times and holder, kept only while ``stream`` is set and a phase is
    /// withheld (nil otherwise: a plain replay never fills it).
    @exclusivity(unchecked) private var withheld: WithheldPhases?

    /// A delivery of `touch` to `view` whose lists use `storage`'s (which must be empty).
    init(touch: Touch, view: View?, storage: consuming TouchDeliveryStorage) {
        self.touch = touch
        if let view, view.isRoot {
            subview = nil
            root = view
        } else {
            subview = view
        }
        alone = [touch]
        recognizers = storage.recognizers
        queue = storage.queue
    }

    /// Empties the lists and hands their storage over, for another delivery: this one is over
    /// (nothing is delivered any more).
    func takeStorage() -> TouchDeliveryStorage {
        recognizers.empty()
        dropQueue()
        var storage = TouchDeliveryStorage()
        swap(&storage.recognizers, &recognizers)
        swap(&storage.queue, &queue)
        return storage
    }

    /// True when phases wait to be delivered.
    var hasQueued: Bool { nextPhase != nil }

    /// The first phase waiting to be delivered, if any.
    var firstQueued: TouchPhase? { nextPhase }

    /// Queues `phase` for the view.
    func enqueue(_ phase: TouchPhase) {
        guard nextPhase != nil else {
            nextPhase = phase
            return
        }
        if queueEnd < queue.count { queue[queueEnd] = phase } else { queue.append(phase) }
        queueEnd += 1
    }

    /// Takes ``nextPhase`` off the queue: the phase after it comes next.
    private func takeNext() {
        guard queueHead < queueEnd else {
            nextPhase = nil
            return
        }
        nextPhase = queue[queueHead]
        queueHead += 1
        if queueHead == queueEnd {
            queueHead = 0
            queueEnd = 0
        }
    }

    private func dropQueue() {
        nextPhase = nil
        queueHead = 0
        queueEnd = 0
        // tested first: a cancelled touch's every flush comes here, and a release costs more
        if withheld != nil { withheld = nil }
    }

    /// True when nothing more will ever be delivered.
    var isDone: Bool { finished || (cancelled && touch.phase.isTerminal) }

    /// Cancels the view's touch, because `recognizer` recognized (nil: the view must not get
    /// the touch at all): a view that saw began gets a cancel; withheld phases are dropped (the
    /// event stream, when a sink listens, is told either).
    func cancel(by recognizer: GestureRecognizer? = nil) {
        guard !cancelled, !finished else { return }
        cancelled = true
        if stream != nil { return cancelTelling(by: recognizer) }
        dropQueue()
        if deliveredBegan {
            finished = true
            view?.deliver(alone, phase: .cancelled)
        }
    }

    /// ``cancel(by:)`` while a sink listens: the view's cancelled phase is told with who
    /// cancelled it, or the phase still withheld from it is told dropped.
    @inline(never)
    private func cancelTelling(by recognizer: GestureRecognizer?) {
        if !deliveredBegan, let stream, let view, let recognizer, let phase = nextPhase {
            stream.emit(.dropped(view: view, touch: touch, phase: phase, by: recognizer), causedBy: recognizer.lastEventID)
        }
        dropQueue()
        if deliveredBegan {
            finished = true
            deliverCancel(
                because: recognizer.map { .cancelledBy($0.identifier ?? $0.displayName, state: $0.state) } ?? .touchesCancelled,
                causedBy: recognizer?.lastEventID)
        }
    }

    /// The first recognizer the touch is bound to (in binding order) that withholds `phase` from
    /// the view now, and by which clause (``GestureEnvironment/withholdingRule(_:ofTouch:for:)``
    /// states the rule); nil when none does. The recognizer is unretained: the environment keeps
    /// it while it is bound here.
    private func withholder(of phase: TouchPhase) -> (recognizer: Unretained<GestureRecognizer>, rule: WithholdingRule)? {
        // each recognizer handed over unretained, as the environment keeps it; the list read
        // afresh by index, as nothing keeps it while the loop runs
        let serial = touch.serial
        var index = 0
        while index < recognizers.count {
            let entry = recognizers[index]
            if let rule = entry.with({ GestureEnvironment.withholdingRule(phase, ofTouch: serial, for: $0) }) { return (entry, rule) }
            index += 1
        }
        return nil
    }

    /// Notes that `recognizer` withholds `phase`, the first queued, by `rule`, and the times of
    /// the phases queued since the last note (brought by the touch event under way: each
    /// event's phase is queued, then flushed, in its own pass); tells the event stream when the
    /// phase is first withheld, or found withheld by another recognizer or clause.
    @inline(never)
    private func noteWithheld(_ phase: TouchPhase, by recognizer: GestureRecognizer, rule: WithholdingRule) {
        let noted = withheld ?? WithheldPhases(since: touch.timestamp)
        while noted.timedCount < queueEnd - queueHead { noted.times.append(touch.timestamp) }
        let told = noted.withheld && noted.holder === recognizer && noted.rule == rule
        if noted.holder !== recognizer { noted.holder = recognizer }
        noted.rule = rule
        noted.withheld = true
        withheld = noted
        if !told, let stream, let view {
            stream.emit(.withheld(view: view, touch: touch, phase: phase, by: recognizer, rule: rule))
        }
    }

    /// `phase`, the first queued, reaches the view: tells the event stream, saying who withheld
    /// it, by which clause and for how long when it was withheld (and moves the times on to the
    /// next queued phase), then delivers it, the delivery being the cause of what the view does.
    @inline(never)
    private func deliverTelling(_ phase: TouchPhase) {
        guard let stream, let view else { return }
        var reason: GestureReason?
        if let noted = withheld {
            if noted.withheld, let holder = noted.holder {
                let held = Duration.nanoseconds(stream.now.nanoseconds - noted.since.nanoseconds)
                reason = .deliveredLate(by: holder.identifier ?? holder.displayName, rule: noted.rule, held: held, state: holder.state)
            }
            withheld = noted.advance() ? noted : nil
        }
        let outer = stream.currentCause
        stream.currentCause = stream.emit(.delivered(view: view, touch: touch, phase: phase, reason: reason))
        view.deliver(alone, phase: phase)
        stream.currentCause = outer
    }

    /// Delivers the cancelled phase to the view while a sink listens, telling the event stream
    /// first (`reason`: who cancelled it; `cause`: the id of that recognizer's transition, nil
    /// for the event being handled).
    @inline(never)
    func deliverCancel(because reason: GestureReason, causedBy cause: UInt64? = nil) {
        guard let view, let stream else { return }
        let outer = stream.currentCause
        stream.currentCause = stream.emit(.delivered(view: view, touch: touch, phase: .cancelled, reason: reason), causedBy: cause)
        view.deliver(alone, phase: .cancelled)
        stream.currentCause = outer
    }

    /// Delivers queued phases in order until one must be withheld.
    func flush() {
        if cancelled { dropQueue(); return }
        while let phase = nextPhase, !finished {
            if phase == .cancelled {
                dropQueue()
                finished = true
                if deliveredBegan {
                    if stream == nil { view?.deliver(alone, phase: .cancelled) } else { deliverCancel(because: .touchesCancelled) }
                }
                return
            }
            if let holder = withholder(of: phase) {
                if stream != nil { holder.recognizer.with { noteWithheld(phase, by: $0, rule: holder.rule) } }
                return
            }
            if queueEnd > queueHead { collapseHeldBack(behind: phase) }
            takeNext()
            if phase == .began { deliveredBegan = true }
            if phase.isTerminal { finished = true }
            if phase == .began, touch.timestamp != touch.startTime {
                deliverBeganAsItLanded()
            } else if stream != nil {
                deliverTelling(phase)
            } else {
                view?.deliver(alone, phase: phase)
            }
        }
    }

    /// The phases queued behind `first`, the first withheld phase now let through, collapse to
    /// the touch's present phase: the view gets `first`, then the last phase queued (a move at
    /// the touch's present location, or its lift), and none between; nothing more when the
    /// last is `first`'s phase again.
    ///
    /// Source: UIKitCore, decompiled: `-[UIGestureDelayedEventComponentDispatcher
    /// delayedTouchForTouch:event:]` makes one delayed entry per touch, saving its state when
    /// first delayed, and reuses it for every later phase withheld; `sendDelayedTouches` adds a
    /// copy holding the touch's present state when its phase differs from the saved one (a
    /// stationary touch counts as a move when it moved; a cancelled touch whose began was
    /// withheld drops its entry instead), sorts them by time and sends each: the saved state,
    /// then the present one. A fast drag within a list's content-touch delay reaches a control
    /// as touchDown and one touchDragInside. Not modelled: a first withheld move (a recognizer
    /// waiting for a required failure) is given with the present location, where UIKit loads
    /// the location it had when withheld; and a cancelled touch whose began was withheld still
    /// gets its began and cancel.
    @inline(never)
    private func collapseHeldBack(behind first: TouchPhase) {
        let last = queue[queueEnd - 1], behind = queueEnd - queueHead
        if last == first {
            queueHead = 0
            queueEnd = 0
        } else {
            queue[queueHead] = last
            queueEnd = queueHead + 1
        }
        withheld?.keepOnlyLast(of: behind, keeping: last != first)
    }

    /// Delivers the began phase after it was withheld while the touch moved on (a scroll view's
    /// content touch delay, a recognizer's `delaysTouchesBegan`): the view gets the touch as it
    /// was when it landed — its start location and time, phase began — and the touch then gets
    /// its present state back, so a slider grabbed on its thumb and dragged off it within the
    /// delay still tracks from the thumb.
    ///
    /// Source: UIKitCore, decompiled: `-[UIGestureDelayedEventComponentDispatcher
    /// sendDelayedTouches]` saves each delayed touch's present state
    /// (`-[UIGestureDelayedTouch saveCurrentTouchState]`, into `stateWhenDelivered`), loads the
    /// state it had when delayed into the touch (`-[UITouch _loadStateFromTouch:]` with
    /// `stateWhenDelayed`: location, previous location, phase, timestamp), sends
    /// `touchesBegan:withEvent:`, and loads the saved present state back; iOS 26.1's
    /// `-[_UISlideriOSVisualElement beginTrackingWithTouch:withEvent:]` reads the touch's
    /// `locationInView:` to decide whether the thumb was grabbed.
    @inline(never)
    private func deliverBeganAsItLanded() {
        let phase = touch.phase, location = touch.location, previous = touch.previousLocation, time = touch.timestamp
        touch.phase = .began
        touch.location = touch.startLocation
        touch.previousLocation = touch.startLocation
        touch.timestamp = touch.startTime
        if stream != nil { deliverTelling(.began) } else { view?.deliver(alone, phase: .began) }
        touch.phase = phase
        touch.location = location
        touch.previousLocation = previous
        touch.timestamp = time
    }
}
