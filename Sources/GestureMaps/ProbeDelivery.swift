import ControlModel
import GestureModel

/// A touch phase given to a view during a probe's replay for a reason (<doc:Reasons>): late,
/// because a recognizer withheld it, or cancelled. What ``ProbeResult`` reads a control
/// handler's latency causes from.
struct ProbeDelivery {
    /// The view's (or control's) id.
    var view: String
    /// The phase.
    var phase: TouchPhase
    /// Why it came then: `deliveredLate` (who withheld it, by which rule, for how long) or
    /// `cancelledBy`.
    var reason: GestureReason
    /// When.
    var time: Timestamp
    /// How many records came before it (it is told before the view gets the phase, so before
    /// the control events the phase makes).
    var recordsBefore: Int
}
