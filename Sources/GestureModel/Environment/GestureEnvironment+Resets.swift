import ControlModel

/// Resets: a finished recognizer returns to possible, and a finished touch is dropped.
///
/// A recognizer that reached a terminal state ignores the rest of its touches and is reset to
/// possible at the end of the pass in which it finished, unless a failure requirement ties it
/// to an active recognizer (`isTied`, see `GestureEnvironment+Requirements.swift`); it is then
/// looked at again after the next pass. A recognizer that never got a touch of its bindings (it
/// was excluded first) is let go too. A touch whose view has heard all it will is dropped,
/// with its link to its view.
///
/// The reset does not wait for the sequence's other fingers to lift: a recognizer reset while
/// fingers are down takes fingers that land later (binding asks only that it be enabled and
/// possible or in progress, `takesTouches(_:)`), while a finished one that is tied takes none.
///
/// Sources: Apple, "About the Gesture Recognizer State Machine" (recognizers reset after the
/// recognition finishes). When exactly, iOS 26.1 UIKitCore (decompiled): `-[UIGestureEnvironment
/// _updateForEvent:window:]` queues each finished recognizer of the event for reset
/// (`_queueGestureRecognizersForResetIfFinished:`: state ended, cancelled or failed, and no
/// active recognizer related to it by a requirement, `_activeRelationshipsForGestureRecognizer:`),
/// and the update that follows resets it (`_UIGestureEnvironmentUpdateGestureGraph`, which calls
/// `_resetGestureRecognizer`); nothing there looks at the touches still down, and
/// `-[UITouchesEvent _addGestureRecognizersFromContainer:toTouch:forContinuation:]` offers a
/// finger that lands later to every enabled recognizer not past changed. Apple's
/// `UIGestureRecognizer.State` page ("remain in one of those final states until the current
/// event sequence ends") describes a sequence of one gesture; the code does not wait.
extension GestureEnvironment {
    /// Resets the recognizers that finished (and are not tied to an active one by a failure
    /// requirement) and forgets their touches. Below `indexedFrom` engaged recognizers, one walk
    /// of them and one pass over each list; from it on, only the candidates are looked at
    /// (`ResetCandidates`), in engagement order, and let go in one pass over each list
    /// (`ReleasedRecognizers`), so a pass costs about what it finishes: ending many recognizers
    /// at once stays linear, and ending one of many costs that one.
    func resetFinished() {
        guard mayHaveWork(mayHaveFinished) else { return }
        mayHaveFinished = false
        // taken, not shared: a reset runs subclass code, which may feed the window again
        var released = releasedScratch
        releasedScratch = []
        // strong references, which keep each recognizer alive while it is looked at (walked
        // unretained): a copy of the engaged list, or an indexed environment's candidates
        let looked = isIndexed ? candidatesToLookAt() : active
        looked.forEachUnretained { recognizer in resetIfFinished(recognizer, into: &released) }
        if !released.isEmpty { letGo(released) }
        released.empty()
        releasedScratch = released
    }

    /// The recognizers the resets of an indexed environment look at: its candidates, or every
    /// engaged recognizer when the candidates are as many or one is shared with another
    /// window's environment.
    @inline(never)
    private func candidatesToLookAt() -> [GestureRecognizer] {
        if resetCandidates.isShared || resetCandidates.count >= active.count {
            resetCandidates.removeAll()
            return active
        }
        #if BK_EVENTS_INTERNAL_CHECKS
        checkResetCandidates()
        #endif
        return resetCandidates.take()
    }

    /// Resets `recognizer` when it finished and is not tied, and adds it to `released` when it
    /// leaves (reset, or possible without a touch); one tied is looked at again next pass.
    @inline(__always)
    private func resetIfFinished(_ recognizer: GestureRecognizer, into released: inout [ObjectIdentifier]) {
        if recognizer.state.isTerminal && !isTied(recognizer) {
            released.append(ObjectIdentifier(recognizer))
            recognizer.reset()
            // another window's environment listing it must look at it again too
            if recognizer.listings.count > 1 { othersMayHaveFinished(recognizer) }
        } else if !recognizer.isEngaged && recognizer.state == .possible {
            released.append(ObjectIdentifier(recognizer))
        } else if recognizer.state.isTerminal || !recognizer.isEngaged {
            // one tied to an active recognizer is looked at again next pass
            mayHaveFinished = true
            if isIndexed, recognizer.listings.contains(where: { $0.refers(to: self) }) { resetCandidates.note(recognizer) }
        }
    }

    /// The environments other than this one that list `recognizer` look at it again.
    @inline(never)
    private func othersMayHaveFinished(_ recognizer: GestureRecognizer) {
        for listing in recognizer.listings where !listing.refers(to: self) {
            listing.with { environment in
                environment.mayHaveFinished = true
                if environment.isIndexed { environment.resetCandidates.note(recognizer) }
            }
        }
    }

    #if BK_EVENTS_INTERNAL_CHECKS
    /// Stops the program when an engaged recognizer the plain walk would act on is not a
    /// candidate (finished, or not engaged).
    private func checkResetCandidates() {
        let candidates = Set(resetCandidates.ids)
        for recognizer in active where recognizer.state.isTerminal || !recognizer.isEngaged {
            precondition(candidates.contains(ObjectIdentifier(recognizer)), "\(recognizer.displayName) is finished or idle but not a reset candidate")
        }
    }
    #endif

    /// Drops the `released` recognizers from every list of the environment: below
    /// `indexedFrom` engaged recognizers, one sweep of each list looking each element up;
    /// from it on, through `ReleasedRecognizers`.
    private func letGo(_ released: [ObjectIdentifier]) {
        if isIndexed {
            letGoIndexed(released)
            return
        }
        // the unretained lists first, by identity, while `active` still keeps every recognizer
        // alive: dropping one from `active` may free it
        let routed = deliveries
        routed.forEachUnretained { delivery in delivery.recognizers.removeEvery { released.contains($0.id) } }
        if !dynamicActive.isEmpty { dynamicActive.removeEvery { released.contains(ObjectIdentifier($0)) } }
        active.removeEvery { recognizer in
            guard released.contains(ObjectIdentifier(recognizer)) else { return false }
            unlist(recognizer)
            return true
        }
    }

    /// Drops the `released` recognizers from every list of an indexed environment, and its
    /// indexes when fewer than `indexedFrom` recognizers are left engaged (out of line: the
    /// replay of a few recognizers never comes here).
    @inline(never)
    private func letGoIndexed(_ ids: [ObjectIdentifier]) {
        let released = ReleasedRecognizers(ids)
        // the unretained lists first, as above
        let routed = deliveries
        routed.forEachUnretained { delivery in released.remove(from: &delivery.recognizers, id: { $0.id }) { _ in } }
        if !dynamicActive.isEmpty { released.remove(from: &dynamicActive, id: { ObjectIdentifier($0) }) { _ in } }
        inProgress.letGo(released)
        released.remove(from: &active, id: { ObjectIdentifier($0) }) { recognizer in unlist(recognizer) }
        if active.count < GestureEnvironment.indexedFrom { stopIndexing() }
    }

    /// Removes this environment from the listings of `recognizer`, which leaves it.
    @inline(__always)
    private func unlist(_ recognizer: GestureRecognizer) {
        // listed here alone, the usual case, or with other windows' environments
        if recognizer.listings.count == 1, recognizer.listings[0].refers(to: self) {
            recognizer.listings.removeLast()
        } else {
            recognizer.listings.removeEvery { $0.refers(to: self) }
        }
    }

    /// True when a delivery is done with: its touch ended and its view has heard all it will.
    static func isOver(_ delivery: TouchDelivery) -> Bool {
        delivery.touch.phase.isTerminal && (delivery.isDone || !delivery.hasQueued)
    }

    /// Drops the deliveries that are over.
    func cleanUp() {
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
