import ControlModel
import GestureModel
import SceneFiles

/// Keeps the records, touch events, recognizers' decisions and the reasons of touch phases given
/// late or cancelled of one probe's replay.
final class ProbeRecorder: ReplayExplanationSink {
    /// The records, in the order they happened.
    private(set) var records: [ReplayRecord] = []
    /// The probe's touch events, each with how many records came before it.
    var touches: [ProbeTouchEvent] = []
    /// The recognizers' decisions, in the order they were taken (<doc:Reasons>).
    private(set) var decisions: [ProbeDecision] = []
    /// The touch phases given to views late or cancelled, in order, with why.
    private(set) var deliveries: [ProbeDelivery] = []

    func receive(_ record: consuming ReplayRecord) { records.append(record) }

    func explain(_ decision: GestureDecision, of id: String, at time: Timestamp) {
        decisions.append(
            ProbeDecision(id: id, decision: decision, time: time, recordsBefore: records.count, touchesBefore: touches.count))
    }

    func explainDelivery(to id: String, touch: Int, phase: TouchPhase, because reason: GestureReason, at time: Timestamp) {
        deliveries.append(ProbeDelivery(view: id, phase: phase, reason: reason, time: time, recordsBefore: records.count))
    }
}
