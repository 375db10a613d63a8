import ControlModel

/// One of a recognizer's timers: the scheduled call and what it does when it fires (a state
/// to ask for, an action, or both). Kept by the recognizer rather than captured by the call's
/// closure, so every call of the recognizer runs the same closure, made once.
struct RecognizerTimer {
    /// The call, kept by the recognizer (in its list of timer calls).
    let call: Unmanaged<ScheduledCall>
    let state: GestureState?
    let action: (() -> Void)?
}
