import ControlModel

/// What holds after every pass, checked at the end of each outermost pass in builds with
/// internal checks (debug builds, so `swift test`; release builds compile none of it), as
/// swift-collections checks its invariants: the promises the unretained lists rely on, the
/// exactness of the skip-work hints and of the indexes of the engaged recognizers, the holds, and
/// the scheduler's heap.
extension GestureEnvironment {
    /// The invariants that do not hold now, described (empty when all hold).
    func invariantViolations() -> [String] {
        var found: [String] = []
        func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { found.append(message()) }
        }
        expect(!draining && work.isEmpty, "transitions are left in the work queue after the pass")
        expect(deferred.isEmpty, "deferred bindings are left after the pass")
        var engaged: Set<ObjectIdentifier> = []
        let scanned = Set(dynamicActive.map(ObjectIdentifier.init))
        for recognizer in active {
            let name = recognizer.displayName
            expect(recognizer.listings.contains { $0.refers(to: self) }, "engaged recognizer \(name) does not list the environment")
            expect(engaged.insert(ObjectIdentifier(recognizer)).inserted, "\(name) is engaged twice")
            if hasDynamicRelationships(recognizer) {
                expect(scanned.contains(ObjectIdentifier(recognizer)), "\(name) can make delegate edges but is not scanned for them")
            }
            if recognizer.isWaitingForRequiredFailure {
                expect(recognizer.state == .possible && recognizer.isEngaged, "\(name) holds a move while \(recognizer.state)")
            }
            if !mayHaveFinished {
                expect(!recognizer.state.isTerminal && recognizer.isEngaged, "\(name) is finished or idle but the resets' hint says none is")
            }
        }
        // the indexes of the engaged recognizers (`ResetCandidates`, `RecognizersInProgress`):
        // kept exactly from `indexedFrom` engaged recognizers on, empty below
        let candidates = Set(resetCandidates.ids)
        let inProgressIDs = Set(inProgress.entries.map(\.id))
        expect(!isIndexed || (active.count >= GestureEnvironment.indexedFrom && !walksEveryRecognizer), "the indexes are kept with \(active.count) engaged recognizers")
        if isIndexed {
            for recognizer in active {
                if recognizer.state.isTerminal || !recognizer.isEngaged {
                    expect(candidates.contains(ObjectIdentifier(recognizer)), "\(recognizer.displayName) is finished or idle but not a reset candidate")
                }
                if recognizer.state.isInProgress {
                    expect(inProgressIDs.contains(ObjectIdentifier(recognizer)), "\(recognizer.displayName) is in progress but not indexed")
                }
            }
        } else {
            expect(candidates.isEmpty && inProgressIDs.isEmpty && !resetCandidates.isShared, "the indexes are not empty below the threshold")
        }
        expect(candidates.isSubset(of: engaged), "a reset candidate is not engaged")
        expect(inProgressIDs.isSubset(of: engaged), "a recognizer indexed as in progress is not engaged")
        var position = 0
        for recognizer in dynamicActive {
            // a subsequence of the engaged recognizers, in the same order
            guard let index = active[position...].firstIndex(where: { $0 === recognizer }) else {
                found.append("\(recognizer.displayName) is scanned for delegate edges but not engaged (or out of order)")
                break
            }
            position = index + 1
        }
        for delivery in deliveries {
            for entry in delivery.recognizers {
                expect(engaged.contains(entry.id), "a touch is bound to a recognizer the environment does not keep")
            }
            if !hasQueuedPhases { expect(!delivery.hasQueued, "a delivery has phases queued but the hint says none has") }
            if !mayHaveEnded { expect(!delivery.touch.phase.isTerminal, "a touch ended but the clean-up hint says none has") }
        }
        if let virtualClock {
            expect(virtualClock.with { $0.isConsistent }, "the scheduler's heap is inconsistent")
        }
        return found
    }

    /// Stops the program when an invariant does not hold (called after each outermost pass in
    /// builds with internal checks).
    func checkInvariants() {
        let violations = invariantViolations()
        precondition(violations.isEmpty, "gesture environment invariants broken: " + violations.joined(separator: "; "))
    }
}
