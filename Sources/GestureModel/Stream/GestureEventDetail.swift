/// How much of a window's event stream a sink hears (``GestureEventSink/detail``), read when it
/// is attached: what the models build for it, and nothing more.
public enum GestureEventDetail: Sendable {
    /// What the models did: every transition of a recognizer (changes included, without
    /// reasons), control event, value change, handler call and scroll moment — what a replay's
    /// records are made of. The models record no reasons for it: a replay without `--explain`
    /// listens at this level and costs what it did before it listened.
    case actions
    /// Everything: also each touch phase coming in, landing, hold, phase withheld from a view
    /// and delivered to it (late, cancelled or dropped, with who and why), and the reason of
    /// every decision (the default).
    case everything
}
