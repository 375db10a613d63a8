import ControlModel
import GestureModel

/// A record sink that also takes the reasons (GestureModel's Reasons article): a loaded
/// ``Scene`` whose sink is one hears everything its window's event stream says, and hands each
/// record on together with its reason, both made from the one event that told them (a sink that
/// is not one is told nothing, and the replay does no work for reasons).
///
/// The scene tells a record that has a reason with ``receive(_:decided:of:at:)`` (a gesture
/// record and the recognizer's decision) or ``receive(_:because:)`` (a `touchUpOutside` lifted
/// beyond the margin, a delayed handler's run, a table's row that did nothing more), and every
/// other record with
/// ``ReplayRecordSink/receive(_:)``. A sink that would rather take a record and its reason apart
/// needs only ``explain(_:of:at:)`` and the `explain…` methods: by default the two are told one
/// after the other.
public protocol ReplayExplanationSink: ReplayRecordSink {
    /// The gesture record of a recognizer's decision (began, ended, failed or cancelled), with
    /// the decision, taken at `time` by the recognizer with id `id`.
    func receive(_ record: consuming ReplayRecord, decided decision: GestureDecision, of id: String, at time: Timestamp)
    /// A control's, a handler's or a table's record that happened for `reason`: a
    /// `touchUpOutside` lifted beyond its control's margin, a run of a handler registered with a
    /// delay, a row's highlight gone off because the drag scrolled or a selection refused.
    func receive(_ record: consuming ReplayRecord, because reason: GestureReason)
    /// The recognizer with id `id` took `decision` at `time`: a transition held behind a
    /// failure requirement (which has no record); by default, also every decision told with
    /// its gesture record, right after it.
    func explain(_ decision: GestureDecision, of id: String, at time: Timestamp)
    /// The control record just received, of the control with id `id`, happened for `reason`
    /// (a `touchUpOutside`): by default, told right after it.
    func explainControlRecord(of id: String, because reason: GestureReason, at time: Timestamp)
    /// The handler record just received, of the handler with id `id`, ran late for `reason`
    /// (a handler registered with a delay): by default, told right after it.
    func explainHandlerRecord(of id: String, because reason: GestureReason, at time: Timestamp)
    /// The row record just received, of the table with id `id`, happened for `reason` (a
    /// highlight that went off because the drag scrolled, a selection refused): by default,
    /// told right after it.
    func explainRowRecord(of id: String, because reason: GestureReason, at time: Timestamp)
    /// The view with id `id` is given a `phase` of the touch `touch` (its trace id) for
    /// `reason` (a cancelled touch, a phase delivered late), told before the view gets it.
    func explainDelivery(to id: String, touch: Int, phase: TouchPhase, because reason: GestureReason, at time: Timestamp)
    /// A touch landed: where it went (told before any record it causes).
    func explainLanding(_ landing: TouchLanding, at time: Timestamp)
    /// The text field, alert, table or collection view with id `id` refused what it was asked,
    /// for `reason` (there is no record of it): a text field turned `action` down (a
    /// `TextInputAction`'s name; `keyboard` is the id for a key pressed with no first
    /// responder; the Text fields guide); an alert (`action` nil; `window` when none was
    /// presented) refused a tap on a disabled action, a tap outside an alert or a presentation
    /// while presenting; a table's row or a collection's item (`action` `row 0.2`, `item 0.4`)
    /// a finger reached was not highlighted, or a tap on it selected nothing.
    func explainRefusal(of id: String, action: String?, because reason: GestureReason, at time: Timestamp)
}

extension ReplayExplanationSink {
    /// By default, the record, then ``explain(_:of:at:)`` with the decision.
    public func receive(_ record: consuming ReplayRecord, decided decision: GestureDecision, of id: String, at time: Timestamp) {
        receive(record)
        explain(decision, of: id, at: time)
    }

    /// By default, the record, then ``explainControlRecord(of:because:at:)``,
    /// ``explainHandlerRecord(of:because:at:)`` or ``explainRowRecord(of:because:at:)`` with the
    /// reason.
    public func receive(_ record: consuming ReplayRecord, because reason: GestureReason) {
        let kind = record.kind, id = record.id, time = record.time
        receive(record)
        switch kind {
        case .control: explainControlRecord(of: id, because: reason, at: time)
        case .handler: explainHandlerRecord(of: id, because: reason, at: time)
        case .row: explainRowRecord(of: id, because: reason, at: time)
        default: break
        }
    }

    /// By default, nothing.
    public func explainControlRecord(of id: String, because reason: GestureReason, at time: Timestamp) {}
    /// By default, nothing.
    public func explainHandlerRecord(of id: String, because reason: GestureReason, at time: Timestamp) {}
    /// By default, nothing.
    public func explainRowRecord(of id: String, because reason: GestureReason, at time: Timestamp) {}
    /// By default, nothing.
    public func explainDelivery(to id: String, touch: Int, phase: TouchPhase, because reason: GestureReason, at time: Timestamp) {}
    /// By default, nothing.
    public func explainLanding(_ landing: TouchLanding, at time: Timestamp) {}
    /// By default, nothing.
    public func explainRefusal(of id: String, action: String?, because reason: GestureReason, at time: Timestamp) {}
}
