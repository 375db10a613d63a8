import ControlModel

/// What `replay --explain` hands its writing thread: a record, or a record with its reason, or
/// one of the records `--explain` adds, as the values the replay was told — the writing thread
/// makes their lines (<doc:Reasons>, ``ExplanationFormat``).
package enum ExplainedEntry: Sendable {
    /// A record as it is.
    case record(ReplayRecord)
    /// A record with the reason it happened (a failure, a cancellation, a `touchUpOutside`).
    case explained(ReplayRecord, because: GestureReason)
    /// A `held` or `released` record: the recognizer `id` held (or was let go to) `state`.
    case decision(kind: String, id: String, state: GestureState, because: GestureReason, at: Timestamp)
    /// A `delivery` record: the view `id` is given `phase` of the touch `touch`.
    case delivery(id: String, touch: Int, phase: TouchPhase, because: GestureReason, at: Timestamp)
    /// A `touch` record: where a touch landed.
    case landing(TouchLanding, at: Timestamp)
}
