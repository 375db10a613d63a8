import ControlModel

/// Keeps a window's decisions (<doc:Reasons>): a listener on the window's event stream while
/// the window records reasons, and the one home of ``GestureRecognizer/lastDecision`` and of
/// the window's ``Window/decisions``.
///
/// Each decision is an event of the stream — a transition with its reason (began, ended,
/// failed, cancelled), a hold — and the keeper makes it the recognizer's last decision, then
/// tells the observers of `decisions`, before any sink attached to the window hears the event.
final class DecisionKeeper: GestureEventSink {
    /// The observers to tell (the environment's list, which outlives the stream).
    private unowned let decisions: ObserverList<(recognizer: GestureRecognizer, decision: GestureDecision)>

    init(decisions: ObserverList<(recognizer: GestureRecognizer, decision: GestureDecision)>) {
        self.decisions = decisions
    }

    func receive(_ event: GestureEvent) {
        switch event.kind {
        case .transition(let recognizer, let state, _, let reason?):
            keep(GestureDecision(state: state, reason: reason), of: recognizer)
        case .held(let recognizer, let state, let reason):
            keep(GestureDecision(state: state, isHeld: true, reason: reason), of: recognizer)
        default:
            return
        }
    }

    /// Makes `decision` `recognizer`'s last, and tells the observers.
    private func keep(_ decision: GestureDecision, of recognizer: GestureRecognizer) {
        recognizer.lastDecision = decision
        if !decisions.isEmpty { decisions.notify((recognizer, decision)) }
    }
}
