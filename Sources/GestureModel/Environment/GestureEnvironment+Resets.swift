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
    /// requirement) and forgets their touches; one pass over the touches' bindings, so ending
    /// many recognizers at once stays linear.
    func resetFinished() {
        guard mayHaveWork(mayHaveFinished) else { return }
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
                // another window's environment listing it must look at it again too
                if recognizer.listings.count > 1 { mayHaveFinished(recognizer) }
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
        active.removeEvery { recognizer in
            guard released.contains(ObjectIdentifier(recognizer)) else { return false }
            // listed here alone, the usual case, or with other windows' environments
            if recognizer.listings.count == 1, recognizer.listings[0].refers(to: self) {
                recognizer.listings.removeLast()
            } else {
                recognizer.listings.removeEvery { $0.refers(to: self) }
            }
            return true
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
