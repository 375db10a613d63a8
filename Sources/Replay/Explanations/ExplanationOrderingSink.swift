import ControlModel
import GestureModel
import SceneFiles

/// A sink that puts what a replay with reasons on tells it in ``ExplanationOrder`` and sends
/// each entry on with ``emit(_:)``: `replay --explain`'s and a corpus's expectations with
/// reasons. The reasons told apart from a record or a decision — a control's, a handler's, a
/// delivery's, a landing's — go through the order here by default; each sink receives the records and the
/// decisions itself, and may take the others too (the command line draws records, decisions
/// and control reasons on its timeline as well).
package protocol ExplanationOrderingSink: AnyObject, ReplayExplanationSink {
    /// The records kept until their decisions, and the order the entries go out in.
    var order: ExplanationOrder { get set }
    /// Sends `entry` on, in order.
    func emit(_ entry: consuming ExplainedEntry)
}

extension ExplanationOrderingSink {
    /// The control record just received happened for `reason`: it goes out with it.
    @inlinable package func explainControlRecord(of id: String, because reason: GestureReason, at time: Timestamp) {
        order.explainRecord(.control, of: id, because: reason) { emit($0) }
    }

    /// The delayed handler's run just received ran late for `reason`: it goes out with it.
    @inlinable package func explainHandlerRecord(of id: String, because reason: GestureReason, at time: Timestamp) {
        order.explainRecord(.handler, of: id, because: reason) { emit($0) }
    }

    /// The row record just received happened for `reason`: it goes out with it.
    @inlinable package func explainRowRecord(of id: String, because reason: GestureReason, at time: Timestamp) {
        order.explainRecord(.row, of: id, because: reason) { emit($0) }
    }

    /// A `delivery` record, after the record kept, if any.
    @inlinable package func explainDelivery(to id: String, touch: Int, phase: TouchPhase, because reason: GestureReason, at time: Timestamp) {
        order.explainDelivery(to: id, touch: touch, phase: phase, because: reason, at: time) { emit($0) }
    }

    /// A `refused` record, after the record kept, if any.
    @inlinable package func explainRefusal(of id: String, action: String?, because reason: GestureReason, at time: Timestamp) {
        order.explainRefusal(of: id, action: action, because: reason, at: time) { emit($0) }
    }

    /// A `touch` record, after the record kept, if any.
    @inlinable package func explainLanding(_ landing: TouchLanding, at time: Timestamp) {
        order.explainLanding(landing, at: time) { emit($0) }
    }

    /// At the end of the replay: sends on the record kept for a reason that did not come,
    /// without one.
    @inlinable package func flushOrder() {
        order.flush { emit($0) }
    }
}
