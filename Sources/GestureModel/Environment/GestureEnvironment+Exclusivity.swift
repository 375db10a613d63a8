import ControlModel

/// Exclusivity: who shuts out whom.
///
/// When a recognizer `x` begins or ends (its move applied, so with no requirement holding it),
/// every other recognizer `y` that is still possible — held ones included — fails if all of
/// these hold: they share a touch of the sequence; their views are the same or one contains the
/// other; neither requires the other to fail; `x.canPrevent(y)` and `y.canBePrevented(by: x)`;
/// and no delegate lets the two recognize simultaneously (asked both ways). Recognizers that
/// already began are not cancelled by it.
///
/// Sources: Apple, `UIGestureRecognizer.canPrevent(_:)`, `canBePrevented(by:)`,
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` and the article "Allowing the
/// Simultaneous Recognition of Multiple Gestures"; WWDC 2010 session 121.
extension GestureEnvironment {
    /// Fails the recognizers `winner` excludes (it just began or ended).
    func excludeOthers(_ winner: GestureRecognizer) {
        guard let winnerView = winner.view else { return }
        let engaged = active
        engaged.forEachUnretained { other in
            guard other !== winner, other.state == .possible, other.isEngaged,
                winner.sequenceTouches.contains(where: { other.sequenceTouches.contains($0) }),
                let otherView = other.view,
                winnerView.isDescendant(of: otherView) || otherView.isDescendant(of: winnerView),
                !requires(winner, other), !requires(other, winner),
                winner.canPrevent(other), other.canBePrevented(by: winner),
                !allowsSimultaneous(winner, other)
            else { return }
            other.hold.drop()
            explain(other, .excluded(by: winner.displayName), causedBy: winner)
            if stream != nil { other.willBeExcluded(by: winner) }
            enqueue(other, .failed)
        }
    }
}
