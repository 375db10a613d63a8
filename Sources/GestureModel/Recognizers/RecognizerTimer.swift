import ControlModel

/// One of a recognizer's timers: the scheduled call and what it does when it fires (a state
/// to ask for, an action, or both). Kept by the recognizer rather than captured by the call's
/// closure, which then holds nothing but the recognizer.
struct RecognizerTimer {
    let call: ScheduledCall
    let state: GestureState?
    let action: (() -> Void)?
}
