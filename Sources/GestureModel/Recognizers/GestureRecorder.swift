import ControlModel

/// Hears what a recognizer does, for someone outside the models that keeps records of it (a
/// loaded scene attaches one to each of its recognizers): every transition and every action,
/// each told once, before the recognizer's own observers. The models know nothing more of who
/// listens: the listener, in a module above, gives the two closures. (Reasons and holds go to
/// the window's event stream, `Window.eventSink`.)
///
/// A recognizer holds its recorder unretained (it is told on every transition): whoever
/// attaches a recorder keeps it, and clears the recognizer's `recorder` before letting it go.
package final class GestureRecorder {
    /// Told of a transition: the recognizer, the state it reached, and where, in its view's
    /// coordinates (nil for failed).
    let reached: (GestureRecognizer, GestureState, Point?) -> Void
    /// Told of an action: the recognizer, the state it is for, and where.
    let performedAction: (GestureRecognizer, GestureState, Point) -> Void

    /// Creates a recorder that tells the two closures. (Constants, not variables: reading
    /// them on each transition needs no exclusivity check.)
    package init(
        reached: @escaping (GestureRecognizer, GestureState, Point?) -> Void,
        performedAction: @escaping (GestureRecognizer, GestureState, Point) -> Void
    ) {
        self.reached = reached
        self.performedAction = performedAction
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
}
