import ControlModel

/// Hears what a recognizer does, for someone outside the models that keeps records of it (a
/// loaded ``Scene`` attaches one to each of its recognizers): every transition and every
/// action, each told once, before the recognizer's own observers. The models know
/// nothing more of who listens.
///
/// A recognizer holds its recorder unretained (it is told on every transition): whoever
/// attaches a recorder keeps it, and clears the recognizer's `recorder` before letting it go.
class GestureRecorder {
    /// `recognizer` reached `state`; `location` is where, in its view's coordinates (nil for
    /// failed).
    func recognizer(_ recognizer: GestureRecognizer, reached state: GestureState, at location: Point?) {}

    /// `recognizer`'s action for `state` happened at `location`: the handlers added with
    /// `addRecordedHandler(identifier:)` that are still registered run now, in order. Told
    /// once per action, before the handlers with closures run, and only when the recognizer
    /// has such handlers.
    func recognizer(_ recognizer: GestureRecognizer, performedActionFor state: GestureState, at location: Point) {}
}
