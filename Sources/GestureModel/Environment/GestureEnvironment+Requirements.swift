import ControlModel

/// Failure requirements (require-to-fail) and the hold: the rule and every consequence.
///
/// `a.require(toFail: b)` makes `a` wait for `b`: an edge from `a` (the dependent) to `b` (its
/// requirement). Delegates add edges per attempt (`shouldRequireFailure(of:)` on `a`'s side,
/// `shouldBeRequiredToFail(by:)` on `b`'s, see ``requires(_:_:)``).
///
/// - **Active.** `b` holds `a` back only while `b` is *active*: enabled, engaged in the current
///   touch sequence (it received a touch of it) and possible or in progress (``isActive(_:)``).
///   A `b` that never received the touch does not hold anyone.
/// - **The hold.** When `a` leaves possible (its request passed `shouldBegin`) while a
///   requirement is active, the move is held (``holdBehindRequirements(_:_:)``): recorded in
///   `a`'s ``RequirementHold``, told to the event stream and `heldTransitions` observers, and
///   nothing else happens — no handler runs, `a` excludes nobody (only applied transitions do),
///   and it takes no new touches (``takesTouches(_:)``).
/// - **Touches withheld.** While held, every phase of `a`'s touches is withheld from its view
///   (``withholdingRule(_:ofTouch:for:)``), as if `a` delayed them all.
/// - **Later requests while held** (``amendHold(_:_:)``): a failure drops the hold and fails
///   `a`; an end replaces the held move (it will end on release); others change nothing.
/// - **Lifted while held.** A held continuous gesture whose last touch lifts records its end
///   (a cancelled touch fails it), so on release it gets began then ended rather than staying
///   began with no touches (``heldGestureLostTouches(_:_:_:)``).
/// - **Release.** When `b` fails, each dependent with a hold and no other active requirement
///   is released and its held move applied (``releaseDependents(of:)``); a continuous
///   recognizer released straight to ended gets began first (the transitions' `perform`).
/// - **Dependents fail.** When `b` recognizes (began or ended), each engaged dependent that is
///   not finished loses its hold and fails, or is cancelled if it had already begun
///   (``failDependents(of:)``).
/// - **Exclusion reaches held recognizers.** A held `a` is still possible, so a recognizer that
///   recognizes and may exclude it fails it (its held move is dropped): three one-finger single
///   taps in a chain end with only the first.
/// - **No reset while tied.** A finished recognizer with an edge, either way, to an active one
///   is not reset at the end of the pass (``isTied(_:)``): its dependents or requirements still
///   need its state.
/// - **Cycles.** A held recognizer waiting (through held ones) on `a` does not hold `a`
///   (``hasActiveRequirement(_:)``): a cycle cannot deadlock. Delegates may make one per
///   attempt; one made of `require(toFail:)` edges is a configuration error, reported to the
///   window's `onConfigurationError` the first time a pass breaks it (``reportStaticCycle(_:_:)``;
///   scene files refuse it at load). UIKit documents no behaviour for a cycle.
///
/// Sources: Apple, `UIGestureRecognizer.require(toFail:)`,
/// `gestureRecognizer(_:shouldRequireFailureOf:)`, `gestureRecognizer(_:shouldBeRequiredToFailBy:)`,
/// the article "Preferring One Gesture Over Another"; WWDC 2010 session 121, "Advanced Gesture
/// Recognition". Exclusion of held recognizers and the began-first release: UIKit internals.
extension GestureEnvironment {
    // MARK: The hold

    /// Holds `recognizer`'s move to `target` when a recognizer it requires to fail is active;
    /// true when it did.
    func holdBehindRequirements(_ recognizer: GestureRecognizer, _ target: GestureState) -> Bool {
        guard hasActiveRequirement(recognizer) else { return false }
        recognizer.hold.hold(target)
        if explains {
            // while reasons are recorded there is a stream, with the keeper of the decisions
            let reason = GestureReason.waitingFor(activeRequirements(of: recognizer))
            stream?.emit(.held(recognizer: recognizer, state: target, reason: reason), detail: .decisions)
        }
        recognizer.heldTransitions.notify((recognizer, target))
        return true
    }

    /// A request from a held recognizer, coerced to `target` against its held move.
    func amendHold(_ recognizer: GestureRecognizer, _ target: GestureState) {
        switch target {
        case .failed, .cancelled:
            recognizer.hold.drop()
            enqueue(recognizer, .failed)
        case .ended:
            recognizer.hold.hold(.ended)
        default:
            break
        }
    }

    /// True for a held recognizer whose held move is began or changed (a continuous gesture).
    func isHeldInProgress(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.isEnabled && recognizer.heldState?.isInProgress == true
    }

    /// Touches of a held continuous gesture lifted (`phase` ended or cancelled): they leave it,
    /// and when none is left its end is recorded.
    func heldGestureLostTouches(_ recognizer: GestureRecognizer, _ phase: TouchPhase, _ batch: [Touch]) {
        recognizer.lastCentroid = GestureRecognizer.centroid(of: recognizer.touches, general: switches.forcesGeneralPath)
        recognizer.touches.removeEvery { touch in batch.contains { $0 === touch } }
        if recognizer.touches.isEmpty {
            if phase != .ended { explain(recognizer, .touchesCancelled) }
            request(recognizer, phase == .ended ? .ended : .cancelled)
            drain()
        }
    }

    /// `recognizer` failed: its dependents that no other active requirement holds are released.
    func releaseDependents(of recognizer: GestureRecognizer) {
        forEachDependent(of: recognizer) { dependent in
            if dependent.isWaitingForRequiredFailure, !hasActiveRequirement(dependent) {
                guard let held = dependent.hold.release() else { return }
                explain(dependent, .requiredFailed(recognizer.displayName), causedBy: recognizer)
                enqueue(dependent, held)
            }
        }
    }

    /// `recognizer` recognized: its dependents engaged in this sequence and not finished fail
    /// (or are cancelled, if they had begun).
    func failDependents(of recognizer: GestureRecognizer) {
        // a dependent that never received touches of this sequence is not part of it
        forEachDependent(of: recognizer) { dependent in
            guard dependent.isEngaged && !dependent.state.isTerminal else { return }
            dependent.hold.drop()
            explain(dependent, .requiredRecognized(recognizer.displayName, state: recognizer.state), causedBy: recognizer)
            enqueue(dependent, dependent.state == .possible ? .failed : .cancelled)
        }
    }

    /// The names of the active recognizers `recognizer` waits for (the reason of a hold).
    private func activeRequirements(of recognizer: GestureRecognizer) -> [String] {
        var names: [String] = []
        _ = anyRequirement(of: recognizer) { other in
            if GestureEnvironment.isActive(other) { names.append(other.displayName) }
            return false
        }
        return names
    }

    // MARK: Active, tied

    /// True while `recognizer` can still hold its dependents back: enabled, engaged, and
    /// possible or in progress.
    static func isActive(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.isEnabled && recognizer.isEngaged
            && (recognizer.state == .possible || recognizer.state.isInProgress)
    }

    /// True when a recognizer `recognizer` requires to fail is still active; a held recognizer
    /// that itself waits (through held ones) on `recognizer` does not count, so a cycle made by
    /// delegates cannot deadlock.
    func hasActiveRequirement(_ recognizer: GestureRecognizer) -> Bool {
        anyRequirement(of: recognizer) { other in
            guard GestureEnvironment.isActive(other) else { return false }
            guard other.isWaitingForRequiredFailure && waits(other, on: recognizer) else { return true }
            reportStaticCycle(recognizer, other)
            return false
        }
    }

    /// Reports, once per recognizer, a cycle `recognizer` → `other` → … → `recognizer` made of
    /// `require(toFail:)` edges alone, which a pass has just broken.
    private func reportStaticCycle(_ recognizer: GestureRecognizer, _ other: GestureRecognizer) {
        guard recognizer.hasRequirement(on: other), let path = other.requirementPath(to: recognizer),
              reportedCycles.insert(ObjectIdentifier(recognizer)).inserted else { return }
        let error = GestureConfigurationError.requirementCycle(([recognizer] + path.dropLast()).map(\.displayName))
        if let window = window as? Window { window.onConfigurationError(error) } else { preconditionFailure(error.description) }
    }

    private func waits(_ start: GestureRecognizer, on target: GestureRecognizer) -> Bool {
        var stack = [start]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
        while let node = stack.popLast() {
            let found = anyRequirement(of: node) { next in
                if next === target { return true }
                if next.isWaitingForRequiredFailure, seen.insert(ObjectIdentifier(next)).inserted { stack.append(next) }
                return false
            }
            if found { return true }
        }
        return false
    }

    /// True when a finished `recognizer` must not be reset yet: an edge (static, either way)
    /// ties it to an active recognizer.
    func isTied(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.anyEdgeUnretained(where: GestureEnvironment.isActive)
    }

    // MARK: Edges, static and delegate-made

    /// True when `a` must wait for `b` to fail: a static edge, or a delegate's answer (either
    /// side's; `GestureEnvironment+Delegates.swift`).
    func requires(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        if a === b { return false }
        if a.hasRequirement(on: b) { return true }
        guard mayHaveWork(hasDynamicRelationships(a) || hasDynamicRelationships(b)) else { return false }
        return delegatesRequire(a, toWaitFor: b)
    }

    /// True when `recognizer` may answer relationship questions (a delegate object, or a
    /// closure for failure requirements): only such recognizers make edges per attempt.
    func hasDynamicRelationships(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.mayAskDelegates
            && (recognizer.delegate != nil || recognizer.delegateClosures.shouldRequireFailure != nil
                || recognizer.delegateClosures.shouldBeRequiredToFail != nil)
    }

    /// The recognizers that may be on the other end of a delegate-made edge with `recognizer`:
    /// every engaged one when it has delegate answers itself, else those that have them (a
    /// skip-work hint).
    private func dynamicCandidates(for recognizer: GestureRecognizer) -> [GestureRecognizer] {
        mayHaveWork(hasDynamicRelationships(recognizer)) ? active : dynamicActive
    }

    /// A recognizer engaged here changed its delegate or closures: it joins the recognizers
    /// scanned for delegate-made edges if it can now make them (``dynamicActive`` stays exact).
    func delegatesChanged(_ recognizer: GestureRecognizer) {
        guard hasDynamicRelationships(recognizer), recognizer.listings.contains(where: { $0.refers(to: self) }),
            !dynamicActive.contains(where: { $0 === recognizer })
        else { return }
        // in engagement order, as if it had been dynamic from the start
        let known = dynamicActive
        dynamicActive = active.filter { other in other === recognizer || known.contains { $0 === other } }
    }

    /// True when `test` holds for one of the recognizers `recognizer` requires to fail: static
    /// edges first, then delegate-made ones (no list is built: this runs on every transition).
    private func anyRequirement(of recognizer: GestureRecognizer, _ test: (GestureRecognizer) -> Bool) -> Bool {
        if recognizer.anyRequirement(where: test) { return true }
        guard mayHaveWork(!dynamicActive.isEmpty || hasDynamicRelationships(recognizer)) else { return false }
        for other in dynamicCandidates(for: recognizer) where other !== recognizer && !recognizer.hasRequirement(on: other) {
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
            for edge in edges { body(edge.object) }
        }
        guard mayHaveWork(!dynamicActive.isEmpty || hasDynamicRelationships(recognizer)) else { return }
        for other in dynamicCandidates(for: recognizer) where other !== recognizer && !recognizer.hasDependent(other) {
            if requires(other, recognizer) { body(other) }
        }
    }
}
