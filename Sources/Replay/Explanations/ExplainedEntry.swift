import ControlModel
import GestureModel
import SceneFiles

/// What `replay --explain` hands its writing thread: a record, or a record with its reason, or
/// one of the records `--explain` adds, as the values the replay was told — the writing thread
/// makes their lines (<doc:Reasons>, ``ExplanationFormat``).
package enum ExplainedEntry: Sendable {
    /// A record as it is.
    case record(ReplayRecord)
    /// A record with the reason it happened (a failure, a cancellation, a `touchUpOutside`).
    case explained(ReplayRecord, because: GestureReason)
    /// A `held` or `released` record: the recognizer `id` held (or was let go to) `state`.
    case decision(kind: String, id: String, state: GestureState, because: GestureReason, at: Timestamp)
    /// A `delivery` record: the view `id` is given `phase` of the touch `touch`.
    case delivery(id: String, touch: Int, phase: TouchPhase, because: GestureReason, at: Timestamp)
    /// A `touch` record: where a touch landed.
    case landing(TouchLanding, at: Timestamp)
    /// A `refused` record: the text field or alert `id` (`window` when no alert was presented,
    /// `keyboard` for a key with no first responder) turned `action` down (a text field's
    /// `TextInputAction`; nil for an alert), for the reason.
    case refusal(id: String, action: String?, because: GestureReason, at: Timestamp)
}

extension ExplainedEntry {
    /// The entries of a gesture record and the decision it records (`id`: the recognizer's,
    /// `time`: when it decided), handed to `emit` in the order `replay --explain` writes them
    /// (``ExplanationFormat/placement(of:)``): the record alone when the recognizer's own rules
    /// were met, the record with the reason otherwise, and a `released` record before the
    /// gesture record of a release.
    @inlinable package static func entries(
        of record: consuming ReplayRecord, decided decision: GestureDecision, of id: String, at time: Timestamp,
        _ emit: (consuming ExplainedEntry) -> Void
    ) {
        switch ExplanationFormat.placement(of: decision) {
        case .none:
            emit(.record(record))
        case .onRecord:
            emit(.explained(record, because: decision.reason))
        case .record(let kind):
            emit(.decision(kind: kind, id: id, state: decision.state, because: decision.reason, at: time))
            emit(.record(record))
        }
    }

    /// The `held` record of a held decision (nil for any other: it goes with its gesture
    /// record, ``entries(of:decided:of:at:_:)``).
    @inlinable package static func held(_ decision: GestureDecision, of id: String, at time: Timestamp) -> ExplainedEntry? {
        guard decision.isHeld else { return nil }
        return .decision(kind: "held", id: id, state: decision.state, because: decision.reason, at: time)
    }

    /// The entry's lines in `format`, as `replay --explain` writes them (without line ends):
    /// a record's line, with its reason added (JSON Lines) or followed by its "because …" line
    /// (text); a `held`, `released`, `delivery` or `touch` record likewise. What an expectation
    /// with reasons holds, line for line.
    package func lines(as format: RecordFormat) -> [String] {
        switch (self, format) {
        case (.record(let record), _):
            return [format.line(for: record)]
        case (.explained(let record, let reason), .text):
            return [format.line(for: record), ExplanationFormat.becauseLine(reason)]
        case (.explained(let record, let reason), .jsonl):
            return [ExplanationFormat.adding(reason, toJSONLine: format.line(for: record))]
        case (.decision(let kind, let id, let state, let reason, let time), .text):
            return [ExplanationFormat.textRecord(kind: kind, id: id, state: state.rawValue, at: time), ExplanationFormat.becauseLine(reason)]
        case (.decision(let kind, let id, let state, let reason, let time), .jsonl):
            return [ExplanationFormat.jsonRecord(kind: kind, id: id, state: state.rawValue, reason: reason, at: time)]
        case (.delivery(let id, let touch, let phase, let reason, let time), .text):
            return [
                ExplanationFormat.textRecord(kind: "delivery", id: id, state: "touch \(touch) \(phase.rawValue)", at: time),
                ExplanationFormat.becauseLine(reason),
            ]
        case (.delivery(let id, let touch, let phase, let reason, let time), .jsonl):
            return [ExplanationFormat.jsonRecord(kind: "delivery", id: id, touch: touch, state: phase.rawValue, reason: reason, at: time)]
        case (.landing(let landing, let time), .text):
            return ExplanationFormat.textLines(for: landing, at: time)
        case (.landing(let landing, let time), .jsonl):
            return [ExplanationFormat.jsonRecord(for: landing, at: time)]
        case (.refusal(let id, let action?, let reason, let time), .text):
            return [ExplanationFormat.textRecord(kind: "refused", id: id, state: action, at: time), ExplanationFormat.becauseLine(reason)]
        case (.refusal(let id, let action?, let reason, let time), .jsonl):
            return [ExplanationFormat.jsonRecord(kind: "refused", id: id, state: action, reason: reason, at: time)]
        case (.refusal(let id, nil, let reason, let time), .text):
            return [ExplanationFormat.textRecord(kind: "refused", id: id, state: reason.code, at: time), ExplanationFormat.becauseLine(reason)]
        case (.refusal(let id, nil, let reason, let time), .jsonl):
            return [
                "{\"t\":\(time.formatted(decimals: 6)),\"kind\":\"refused\",\"id\":\(RecordFormat.jsonString(id)),"
                    + ExplanationFormat.reasonMember(reason) + "}"
            ]
        }
    }
}
