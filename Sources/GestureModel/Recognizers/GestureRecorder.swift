import ControlModel

/// Hears what a recognizer does, for someone outside the models that keeps records of it (a
/// loaded scene attaches one to each of its recognizers): every transition, every action and
/// every hold, each told once, before the recognizer's own observers. The models know nothing
/// more of who listens: the listener, in a module above, gives the four closures.
///
/// A recognizer holds its recorder unretained (it is told on every transition): whoever
/// attaches a recorder keeps it, and clears the recognizer's `recorder` before letting it go.
package final class GestureRecorder {
    /// Told of a transition: the recognizer, the state it reached, and where, in its view's
    /// coordinates (nil for failed).
    let reached: (GestureRecognizer, GestureState, Point?) -> Void
    /// Told of an action: the recognizer, the state it is for, and where.
    let performedAction: (GestureRecognizer, GestureState, Point) -> Void
    /// Told of a hold: the recognizer and the state held.
    let held: (GestureRecognizer, GestureState) -> Void
    /// Told of a decision and its reason.
    let decided: (GestureRecognizer, GestureDecision) -> Void

    /// Creates a recorder that tells the four closures. (Constants, not variables: reading
    /// them on each transition needs no exclusivity check.)
    package init(
        reached: @escaping (GestureRecognizer, GestureState, Point?) -> Void,
        performedAction: @escaping (GestureRecognizer, GestureState, Point) -> Void,
        held: @escaping (GestureRecognizer, GestureState) -> Void,
        decided: @escaping (GestureRecognizer, GestureDecision) -> Void
    ) {
        self.reached = reached
        self.performedAction = performedAction
        self.held = held
        self.decided = decided
    }

    /// `recognizer` reached `state`; `location` is where, in its view's coordinates (nil for
    /// failed).
    func recognizer(_ recognizer: GestureRecognizer, reached state: GestureState, at location: Point?) {
        reached(recognizer, state, location)
    }

    /// `recognizer`'s action for `state` happened at `location`: the handlers added with
    /// `addRecordedHandler(identifier:)` that are still registered run now, in order. Told
    /// once per action, before the handlers with closures run, and only when the recognizer
    /// has such handlers.
    func recognizer(_ recognizer: GestureRecognizer, performedActionFor state: GestureState, at location: Point) {
        performedAction(recognizer, state, location)
    }

    /// `recognizer`'s move to `state` is held behind a failure requirement (told when the hold
    /// starts; the transition itself is told when released).
    func recognizer(_ recognizer: GestureRecognizer, held state: GestureState) {
        held(recognizer, state)
    }

    /// `recognizer` decided (reached a state, or held one) for `decision`'s reason, told right
    /// after the transition (<doc:Reasons>).
    func recognizer(_ recognizer: GestureRecognizer, decided decision: GestureDecision) {
        decided(recognizer, decision)
    }
}
