import ControlModel

/// Binding: which recognizers get a touch.
///
/// A new touch is bound, for its whole life, to the view it was hit-tested to and to every
/// enabled recognizer attached to that view **and to each of its ancestors** whose delegate lets
/// it receive the touch (`shouldReceive`, default yes): the hit view's recognizers first, then
/// each ancestor's, each view's in the order they were added. Recognizers get every phase of
/// their touches before the view does. A recognizer that is held behind a failure requirement
/// or finished when the touch lands gets the touch once it has reset, at the end of that event
/// (it is "deferred"); one reset before the touch ever reached it is unbound from it.
///
/// Sources: Apple, `UIGestureRecognizer` (overview: recognizers get the touches hit-tested to
/// their view and its subviews, before the view), `gestureRecognizer(_:shouldReceive:)`.
extension GestureEnvironment {
    /// Binds a touch that began: hit-tests it and engages the recognizers that take it.
    func bind(_ touch: Touch) {
        let hit = window?.hitTest(touch.location)
        touch.view = hit
        // the view's touch properties (`GestureEnvironment+Delivery.swift`)
        let admission = admission(ofTouchOn: hit)
        var storage = spareStorage.popLast() ?? TouchDeliveryStorage()
        var list = storage.recognizers
        storage.recognizers = []
        if list.capacity == 0 { list.reserveCapacity(8) }
        let delivery = TouchDelivery(touch: touch, view: admission == .delivered ? hit : nil, storage: storage)
        if let detailedStream { delivery.stream = detailedStream }
        deliveries.append(delivery)
        var node = admission == .ignored ? nil : hit
        let deferredBefore = deferred.count
        while let view = node {
            let attachments = view.attachments
            attachments.forEachUnretained { attachment in
                // looked at unretained, as the copy of the list keeps it
                guard attachment is GestureRecognizer else { return }
                Unretained<GestureRecognizer>(unsafelyCasting: attachment).with { recognizer in
                    guard recognizer.isEnabled, shouldReceive(recognizer, touch) else {
                        // kept only for the event stream
                        if detailedStream != nil { refusedBinding.append((recognizer, recognizer.isEnabled ? "shouldReceive" : "disabled")) }
                        return
                    }
                    if recognizer.isScrollViewPan { askScrollView(of: recognizer, about: delivery) }
                    if takesTouches(recognizer) {
                        engage(recognizer)
                        list.append(Unretained(recognizer))
                    } else {
                        deferred.append((touch, recognizer))
                    }
                }
            }
            node = view.superview
        }
        delivery.recognizers = list
        if detailedStream != nil { emitLanding(touch, hit, admission, deferredSince: deferredBefore) }
    }

    /// Tells the event stream where `touch` went (the delivery just made lists its recognizers).
    @inline(never)
    private func emitLanding(_ touch: Touch, _ hit: View?, _ admission: TouchAdmission, deferredSince start: Int) {
        guard let stream = detailedStream, let delivery = deliveries.last else { return }
        let refused = refusedBinding
        refusedBinding = []
        var skipped: [(View, String)] = []
        if let window {
            if let root = window as? Window, !root.presentedAlerts.isEmpty, let below = root.viewBelowAlerts(at: touch.location) {
                skipped.append((below, "modal"))
            } else {
                TouchBinding.collectSkipped(under: touch.location, in: window, into: &skipped)
            }
        }
        if admission == .ignored, let hit, let exclusive = exclusiveView(against: hit) { skipped.append((exclusive, "exclusiveTouch")) }
        stream.emit(
            .landed(
                TouchBinding(
                    touch: touch, view: hit, admission: admission, bound: delivery.recognizers.map(\.object),
                    deferred: deferred[start...].map(\.recognizer), refused: refused, skipped: skipped)))
    }

    /// The exclusive-touch view that has a touch landing on `hit` ignored, as
    /// ``admission(ofTouchOn:)`` decides: another view tracking a finger that is exclusive, or
    /// else `hit` itself when it is exclusive and another view tracks one.
    private func exclusiveView(against hit: View) -> View? {
        var others: [View] = []
        for delivery in deliveries where !delivery.touch.phase.isTerminal {
            if let other = delivery.view, other !== hit { others.append(other) }
        }
        return others.first(where: \.isExclusiveTouch) ?? (hit.isExclusiveTouch && !others.isEmpty ? hit : nil)
    }

    /// Lists `recognizer` as engaged here (the environment keeps it from now until it resets).
    func engage(_ recognizer: GestureRecognizer) {
        recognizer.environment = self
        // listed per environment: a view moved to another window mid-gesture can be engaged in
        // both, and each must keep the recognizer while its touches refer to it
        if !recognizer.listings.contains(where: { $0.refers(to: self) }) {
            recognizer.listings.append(Unretained(self))
            mayHaveFinished = true
            active.append(recognizer)
            if hasDynamicRelationships(recognizer) { dynamicActive.append(recognizer) }
            // the indexes, kept from that many on (`isIndexed` implies it)
            if active.count >= GestureEnvironment.indexedFrom { indexEngaged(recognizer) }
        }
    }

    /// True when `recognizer` takes touches now: enabled, not held behind a requirement, and
    /// possible or in progress.
    func takesTouches(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.isEnabled && !recognizer.isWaitingForRequiredFailure
            && (recognizer.state == .possible || recognizer.state.isInProgress)
    }

    /// Gives one phase of `touches` to their recognizers, each recognizer once with the touches
    /// of the batch bound to it, in binding order.
    func deliverToRecognizers(_ phase: TouchPhase, _ touches: [Touch]) {
        if touches.count == 1, !switches.forcesGeneralPath {
            // one touch, a fast path (never a different result): its bindings, in order
            guard let delivery = delivery(for: touches[0]) else { return }
            for recognizer in delivery.recognizers { deliver(phase, touches, to: recognizer.object) }
            return
        }
        var order: [GestureRecognizer] = []
        var batches: [ObjectIdentifier: [Touch]] = [:]
        for touch in touches {
            for entry in delivery(for: touch)?.recognizers ?? [] {
                let recognizer = entry.object
                let key = ObjectIdentifier(recognizer)
                if batches[key] == nil { order.append(recognizer) }
                batches[key, default: []].append(touch)
            }
        }
        for recognizer in order { deliver(phase, batches[ObjectIdentifier(recognizer)] ?? [], to: recognizer) }
    }

    /// Gives `recognizer` one phase of its touches, or, when it no longer takes touches, just
    /// forgets the lifted ones.
    func deliver(_ phase: TouchPhase, _ batch: [Touch], to recognizer: GestureRecognizer) {
        if takesTouches(recognizer) {
            recognizer.receive(phase, batch)
            drain()
            return
        }
        guard phase.isTerminal else { return }
        if isHeldInProgress(recognizer) {
            heldGestureLostTouches(recognizer, phase, batch)
            return
        }
        recognizer.touches.removeEvery { touch in batch.contains { $0 === touch } }
    }

    /// Binds the deferred touches to the recognizers that have reset meanwhile; true when one
    /// was.
    func startDeferred() -> Bool {
        if deferred.isEmpty { return false }
        let pairs = deferred
        deferred.removeAll()
        var started = false
        for (touch, recognizer) in pairs
        where !touch.phase.isTerminal && recognizer.state == .possible && takesTouches(recognizer)
            && !recognizer.isEngaged
        {
            engage(recognizer)
            delivery(for: touch)?.recognizers.append(Unretained(recognizer))
            recognizer.receive(.began, [touch])
            started = true
        }
        return started
    }
}
