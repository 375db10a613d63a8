import ControlModel

/// Exclusivity: who shuts out whom (one gesture at a time).
///
/// The rule has two moments, both of iOS 26.1 UIKitCore's
/// `-[UIGestureRecognizer _isExcludedByExcludable:]` (decompiled), which the environment's
/// exclusivity update asks of every pair once a recognizer has begun or recognized:
///
/// - **When a recognizer `x` begins or ends** (its move applied, so with no requirement holding
///   it), every other recognizer `y` that is still possible — held ones included — fails if all
///   of these hold: they share a touch of the sequence; their views are the same or one
///   contains the other (`_affectedByGesture:`); neither requires the other to fail;
///   `x.canPrevent(y)` and `y.canBePrevented(by: x)`; and no delegate lets the two recognize
///   simultaneously (asked both ways, `_delegateCanPreventGestureRecognizer:` and
///   `_delegateCanBePreventedByGestureRecognizer:`). Recognizers that already began are not
///   cancelled by it (that takes UIKit's private cancel permissions, which no public class
///   grants).
/// - **When a recognizer `y` leaves possible** (to begin, or a discrete one to recognize) while
///   another recognizer `x` of the window is in progress (began or changed), `y` fails instead,
///   under the same conditions except the shared touch: UIKit asks that the two share the
///   window's touch event (`[x._activeEvents intersectsSet:y._activeEvents]`), which any two
///   recognizers following touches in one window do. UIKit sets `y`'s state first and sends its
///   actions only after the exclusivity update (`_updateGestureForActiveEvents`), and an `y`
///   that has sent no actions yet is judged as a possible one, so it fails with no handler run.
///   Asked after `shouldBegin` (`-[UIGestureRecognizer setState:]` asks `_shouldBegin` first)
///   and before any failure requirement holds it. So a pan cannot begin under a long press that
///   is in progress on its view, nor a double tap recognize during a pan there, unless a
///   delegate allows the two together: Apple's "Coordinating multiple gesture recognizers"
///   ("UIKit normally allows the recognition of only one gesture at a time on a single view").
///
/// Both moments record the reason `excluded(by:)`, naming the recognizer that shut this one out.
///
/// Sources: iOS 26.1 UIKitCore, `-[UIGestureRecognizer _isExcludedByExcludable:]`,
/// `_affectedByGesture:`, `_exclude`, `setState:` (decompiled); Apple,
/// `UIGestureRecognizer.canPrevent(_:)`, `canBePrevented(by:)`,
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` and the article "Allowing the
/// Simultaneous Recognition of Multiple Gestures"; WWDC 2010 session 121.
extension GestureEnvironment {
    /// Fails the recognizers `winner` excludes (it just began or ended).
    func excludeOthers(_ winner: GestureRecognizer) {
        guard winner.view != nil else { return }
        let engaged = active
        engaged.forEachUnretained { other in
            guard other !== winner, other.state == .possible, other.isEngaged,
                winner.sequenceTouches.contains(where: { other.sequenceTouches.contains($0) }),
                mayExclude(winner, other)
            else { return }
            other.hold.drop()
            exclude(other, by: winner)
        }
    }

    /// The recognizer in progress that keeps `candidate` from leaving possible (to begin, or to
    /// recognize), or nil when none does. The first in engagement order.
    /// - Complexity: O(1) when at most one recognizer is in progress (`RecognizersInProgress`),
    ///   else O(*n*) in the engaged recognizers.
    func recognizerInProgress(excluding candidate: GestureRecognizer) -> GestureRecognizer? {
        guard candidate.view != nil else { return nil }
        if isIndexed {
            // none in progress: no walk can find one; one: the only one a walk could find
            let only = inProgress.onlyOne()
            #if BK_EVENTS_INTERNAL_CHECKS
            checkInProgress()
            #endif
            if let winner = only {
                return winner !== candidate && winner.isEngaged && mayExclude(winner, candidate) ? winner : nil
            }
            if inProgress.isEmpty { return nil }
        }
        // walked unretained (a loop over the array retained and released each recognizer):
        // the copy keeps every one alive, whatever a delegate asked by `mayExclude` changes
        let engaged = active
        var winner: GestureRecognizer?
        _ = engaged.containsUnretained { other in
            guard other !== candidate, other.state.isInProgress, other.isEngaged, mayExclude(other, candidate) else { return false }
            winner = other
            return true
        }
        return winner
    }

    #if BK_EVENTS_INTERNAL_CHECKS
    /// Stops the program when an engaged recognizer in progress is missing from the index.
    func checkInProgress() {
        for recognizer in active where recognizer.state.isInProgress {
            precondition(inProgress.entries.contains { $0.refers(to: recognizer) }, "\(recognizer.displayName) is in progress but not indexed")
        }
    }
    #endif

    /// Fails `loser`, shut out by `winner`, with its reason.
    func exclude(_ loser: GestureRecognizer, by winner: GestureRecognizer) {
        explain(loser, .excluded(by: winner.displayName), causedBy: winner)
        if stream != nil { loser.willBeExcluded(by: winner) }
        enqueue(loser, .failed)
    }

    /// The conditions both moments share: the views are the same or one contains the other,
    /// neither requires the other to fail, `winner` can prevent `other` and `other` can be
    /// prevented by it, and no delegate lets them recognize together.
    private func mayExclude(_ winner: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        guard let winnerView = winner.view, let otherView = other.view,
            winnerView.isDescendant(of: otherView) || otherView.isDescendant(of: winnerView)
        else { return false }
        return !requires(winner, other) && !requires(other, winner)
            && winner.canPrevent(other) && other.canBePrevented(by: winner)
            && !allowsSimultaneous(winner, other)
    }
}
