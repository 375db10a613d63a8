import ControlModel
import GestureModel
import SceneFiles

/// Puts what a replay with reasons on tells its sink (``ReplayExplanationSink``: records,
/// decisions, control reasons, deliveries, landings) in the order `replay --explain` writes it,
/// as ``ExplainedEntry`` values: the one home of which reason goes with which record, for the
/// command line's writer and for a corpus's expectations with reasons (<doc:CorpusTesting>).
///
/// A gesture record (other than `changed`), a `touchUpOutside`, a delayed handler's run or a
/// table's `didUnhighlight`, `willSelect`, `willDeselect`, `swipeRevealed`, `swipeHidden` or `swipeAction` is
/// kept until the decision or reason told right after it says whether a reason goes with it
/// (<doc:Reasons>); a `held` or
/// `released` record goes before the gesture record it explains; everything else goes out as it
/// comes. Each method hands the entries now in order to `emit`.
///
/// Inlinable: `replay --explain` calls it for every record, and its `emit` closure is then
/// compiled in place rather than called through a pointer per record.
package struct ExplanationOrder {
    /// The last gesture, `touchUpOutside` or delayed handler record, waiting for its reason.
    @usableFromInline var pending: ReplayRecord?

    /// Nothing kept yet.
    @inlinable package init() {}

    /// A record: hands over the one kept, then keeps `record` when a decision may explain it,
    /// or hands it over.
    @inlinable package mutating func receive(_ record: consuming ReplayRecord, _ emit: (consuming ExplainedEntry) -> Void) {
        flush(emit)
        if (record.kind == .gesture && record.state != .changed) || (record.kind == .control && record.event == "touchUpOutside")
            || (record.kind == .handler && record.scheduled != nil)
            || (record.kind == .row
                && (record.event == "didUnhighlight" || record.event == "willSelect" || record.event == "willDeselect"
                    || record.event == "swipeRevealed" || record.event == "swipeHidden" || record.event == "swipeAction"))
        {
            pending = record
        } else {
            emit(.record(record))
        }
    }

    /// The recognizer `id` took `decision` at `time`, right after its record if it made one.
    @inlinable package mutating func explain(
        _ decision: GestureDecision, of id: String, at time: Timestamp, _ emit: (consuming ExplainedEntry) -> Void
    ) {
        switch ExplanationFormat.placement(of: decision) {
        case .none:
            flush(emit)
        case .onRecord:
            guard let record = pending, record.id == id else { return flush(emit) }
            pending = nil
            emit(.explained(record, because: decision.reason))
        case .record(let kind):
            // before the gesture record it explains (a release), if any
            emit(.decision(kind: kind, id: id, state: decision.state, because: decision.reason, at: time))
            flush(emit)
        }
    }

    /// The record just received, a `kind` record (a control's, a handler's) of `id`, happened
    /// for `reason`: it goes out with it (the record kept goes out without one, if it is not
    /// that record).
    @inlinable package mutating func explainRecord(
        _ kind: ReplayRecord.Kind, of id: String, because reason: GestureReason, _ emit: (consuming ExplainedEntry) -> Void
    ) {
        guard let record = pending, record.kind == kind, record.id == id else { return flush(emit) }
        pending = nil
        emit(.explained(record, because: reason))
    }

    /// The view `id` is given `phase` of the touch `touch` for `reason`.
    @inlinable package mutating func explainDelivery(
        to id: String, touch: Int, phase: TouchPhase, because reason: GestureReason, at time: Timestamp,
        _ emit: (consuming ExplainedEntry) -> Void
    ) {
        flush(emit)
        emit(.delivery(id: id, touch: touch, phase: phase, because: reason, at: time))
    }

    /// The text field or alert `id` turned `action` (nil for an alert) down for `reason`: a
    /// `refused` record.
    @inlinable package mutating func explainRefusal(
        of id: String, action: String?, because reason: GestureReason, at time: Timestamp, _ emit: (consuming ExplainedEntry) -> Void
    ) {
        flush(emit)
        emit(.refusal(id: id, action: action, because: reason, at: time))
    }

    /// A touch landed.
    @inlinable package mutating func explainLanding(_ landing: TouchLanding, at time: Timestamp, _ emit: (consuming ExplainedEntry) -> Void) {
        flush(emit)
        emit(.landing(landing, at: time))
    }

    /// Hands over the record kept, if any, without a reason (at the end of the replay, and
    /// before anything that follows it).
    @inlinable package mutating func flush(_ emit: (consuming ExplainedEntry) -> Void) {
        guard let record = pending else { return }
        pending = nil
        emit(.record(record))
    }
}
