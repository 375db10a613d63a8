import ControlModel

/// A phase of a touch reaching its view late: a recognizer withheld it
/// (`GestureEnvironment+Delivery.swift`), and was the last to let it go. Told to
/// ``GestureEnvironment/onPhaseDeliveredLate`` for `replay --explain`, before the view gets the
/// phase.
package struct LateDelivery {
    /// The view given the phase.
    package let view: View
    /// The touch.
    package let touch: Touch
    /// The phase (began, moved, ended).
    package let phase: TouchPhase
    /// The recognizer whose hold was the last to let go (it was withholding the phase when the
    /// view was last refused it).
    package let recognizer: GestureRecognizer
    /// The clause of the rule by which it withheld the phase.
    package let rule: WithholdingRule
    /// The time of the touch event that brought the phase.
    package let since: Timestamp
}
