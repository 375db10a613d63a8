/// How much of a window's event stream a sink hears (``GestureEventSink/detail``), read when it
/// is attached: what the models build for it, and nothing more. Each level hears what the one
/// before it hears, and more.
public enum GestureEventDetail: Int, Sendable, Comparable {
    /// What the models did: every transition of a recognizer (changes included, without
    /// reasons), control event, value change, handler call and scroll moment — what a replay's
    /// records are made of. The models record no reasons for it: a replay without `--explain`
    /// listens at this level and costs what it did before it listened.
    case actions
    /// The decisions too: the reason of every decision, each hold, and the number a rule
    /// measured for a decision just before it (``GestureEventKind/measured(recognizer:_:)``) —
    /// but no touch phase coming in, landing or delivery to a view, which cost most per sample
    /// (and so no decision has a touch phase as its cause). `bk-events margins` listens at
    /// this level.
    case decisions
    /// Everything: also each touch phase coming in, landing, phase withheld from a view and
    /// delivered to it (late, cancelled or dropped, with who and why) (the default).
    case everything

    /// True when `lhs` hears less than `rhs`.
    public static func < (lhs: GestureEventDetail, rhs: GestureEventDetail) -> Bool { lhs.rawValue < rhs.rawValue }
}
