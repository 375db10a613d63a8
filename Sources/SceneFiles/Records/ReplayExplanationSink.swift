import ControlModel
import GestureModel

/// A record sink that also takes the reasons of the recognizers' decisions (GestureModel's Reasons article):
/// a loaded ``Scene`` whose sink is one tells it each decision right after the record it
/// explains (a held decision, which has no record, when it is held). A sink that is not one
/// is told nothing, and the replay does no work for reasons.
public protocol ReplayExplanationSink: ReplayRecordSink {
    /// The recognizer with id `id` took `decision` at `time`.
    func explain(_ decision: GestureDecision, of id: String, at time: Timestamp)
    /// The control record just received, of the control with id `id`, happened for `reason`
    /// (a `touchUpOutside`).
    func explainControlRecord(of id: String, because reason: GestureReason, at time: Timestamp)
    /// The handler record just received, of the handler with id `id`, ran late for `reason`
    /// (a handler registered with a delay).
    func explainHandlerRecord(of id: String, because reason: GestureReason, at time: Timestamp)
    /// The view with id `id` is given a `phase` of the touch `touch` (its trace id) for
    /// `reason` (a cancelled touch, a phase delivered late), told before the view gets it.
    func explainDelivery(to id: String, touch: Int, phase: TouchPhase, because reason: GestureReason, at time: Timestamp)
    /// A touch landed: where it went (told before any record it causes).
    func explainLanding(_ landing: TouchLanding, at time: Timestamp)
}

extension ReplayExplanationSink {
    /// By default, nothing.
    public func explainControlRecord(of id: String, because reason: GestureReason, at time: Timestamp) {}
    /// By default, nothing.
    public func explainHandlerRecord(of id: String, because reason: GestureReason, at time: Timestamp) {}
    /// By default, nothing.
    public func explainDelivery(to id: String, touch: Int, phase: TouchPhase, because reason: GestureReason, at time: Timestamp) {}
    /// By default, nothing.
    public func explainLanding(_ landing: TouchLanding, at time: Timestamp) {}
}
