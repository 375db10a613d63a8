import ControlModel

/// One of a recognizer's timers: the scheduled call and what it does when it fires (a state
/// to ask for, an action, or both). Kept in ``RecognizerTimers`` rather than captured by the
/// call's closure, so every call of the recognizer runs the same closure, made once.
struct RecognizerTimer {
    /// The call, kept by ``RecognizerTimers`` (in its list of calls).
    let call: Unretained<ScheduledCall>
    /// True when the call is of virtual time (kept for reuse once the timer is over).
    let isVirtual: Bool
    let state: GestureState?
    let action: (() -> Void)?
}
