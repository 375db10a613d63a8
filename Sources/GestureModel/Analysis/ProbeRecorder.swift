import ControlModel

/// Keeps the records, touch events and failure reasons of one probe's replay.
final class ProbeRecorder: ReplayExplanationSink {
    /// The records, in the order they happened.
    private(set) var records: [ReplayRecord] = []
    /// The probe's touch events, each with how many records came before it.
    var touches: [ProbeTouchEvent] = []

    /// The reason of each recognizer's last failure or cancellation, by id (<doc:Reasons>).
    private(set) var failures: [String: GestureReason] = [:]

    func receive(_ record: consuming ReplayRecord) { records.append(record) }

    func explain(_ decision: GestureDecision, of id: String, at time: Timestamp) {
        if !decision.isHeld, decision.state == .failed || decision.state == .cancelled { failures[id] = decision.reason }
    }
}
