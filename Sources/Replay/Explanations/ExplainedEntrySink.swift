import ControlModel
import GestureModel
import SceneFiles

/// A sink that turns what a replay with reasons on tells it (``ReplayExplanationSink``: each
/// record with its reason when it has one, holds, deliveries, landings, refusals) into
/// ``ExplainedEntry`` values, in the order `replay --explain` writes them, and sends each on
/// with ``emit(_:)``: `replay --explain`'s and a corpus's expectations with reasons.
///
/// Nothing waits: the scene tells each record together with its reason, so each entry goes out
/// as it comes — but for a `released` record, which goes before the gesture record of the
/// release (``ExplainedEntry/entries(of:decided:of:at:_:)``). A sink may take any of these
/// itself (the command line draws records, decisions and control reasons on its timeline as
/// well).
package protocol ExplainedEntrySink: AnyObject, ReplayExplanationSink {
    /// Sends `entry` on, in order.
    func emit(_ entry: consuming ExplainedEntry)
}

extension ExplainedEntrySink {
    /// A record without a reason.
    @inlinable package func receive(_ record: consuming ReplayRecord) {
        emit(.record(record))
    }

    /// A gesture record and its decision: the record, with the decision's reason when it says
    /// more than that the recognizer's own rules were met, or after a `released` record.
    @inlinable package func receive(_ record: consuming ReplayRecord, decided decision: GestureDecision, of id: String, at time: Timestamp) {
        ExplainedEntry.entries(of: record, decided: decision, of: id, at: time) { emit($0) }
    }

    /// A control's or handler's record and its reason, as one entry.
    @inlinable package func receive(_ record: consuming ReplayRecord, because reason: GestureReason) {
        emit(.explained(record, because: reason))
    }

    /// A held decision: a `held` record.
    @inlinable package func explain(_ decision: GestureDecision, of id: String, at time: Timestamp) {
        if let entry = ExplainedEntry.held(decision, of: id, at: time) { emit(entry) }
    }

    /// A `delivery` record.
    @inlinable package func explainDelivery(to id: String, touch: Int, phase: TouchPhase, because reason: GestureReason, at time: Timestamp) {
        emit(.delivery(id: id, touch: touch, phase: phase, because: reason, at: time))
    }

    /// A `touch` record.
    @inlinable package func explainLanding(_ landing: TouchLanding, at time: Timestamp) {
        emit(.landing(landing, at: time))
    }

    /// A `refused` record.
    @inlinable package func explainRefusal(of id: String, action: String?, because reason: GestureReason, at time: Timestamp) {
        emit(.refusal(id: id, action: action, because: reason, at: time))
    }
}
