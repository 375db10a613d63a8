import ControlModel
import GestureModel
import SceneFiles

/// Keeps the records, touch events, recognizers' decisions and the reasons of touch phases given
/// late or cancelled of one probe's replay, with each recognizer's decisions also kept by id.
///
/// One recorder serves every probe run on one loaded scene (the scene's sink is fixed when it
/// is loaded): ``begin(at:)`` empties it for the next probe.
final class ProbeRecorder: ReplayExplanationSink {
    /// The records, in the order they happened.
    private(set) var records: [ReplayRecord] = []
    /// The probe's touch events, each with how many records came before it.
    var touches: [ProbeTouchEvent] = []
    /// The recognizers' decisions, in the order they were taken (<doc:Reasons>).
    private(set) var decisions: [ProbeDecision] = []
    /// The places in ``decisions`` of each recognizer's decisions, in order, by id: what a
    /// handler's or a failure's cause is looked up in, without a walk through everyone's.
    private(set) var decisionsByID: [String: [Int]] = [:]
    /// The touch phases given to views late or cancelled, in order, with why.
    private(set) var deliveries: [ProbeDelivery] = []
    /// What the models refused to do, in order, with why (a disabled alert action, a field
    /// that would not focus): the reasons the rules told.
    private(set) var refusals: [GestureReason] = []
    /// When the probe started on the scene's clock: the time its results count from (zero on a
    /// scene loaded for it; later on a scene reused from an earlier probe).
    private(set) var origin: Timestamp = .zero
    /// True when a record says the probe changed something that outlives it (a control's
    /// value, a scroll view's content), or told of something this recorder does not know:
    /// the scene is then no longer as loaded.
    private(set) var leftState = false

    /// Empties the recorder for a probe starting at `origin`.
    func begin(at origin: Timestamp) {
        records.removeAll(keepingCapacity: true)
        touches.removeAll(keepingCapacity: true)
        decisions.removeAll(keepingCapacity: true)
        decisionsByID.removeAll(keepingCapacity: true)
        deliveries.removeAll(keepingCapacity: true)
        refusals.removeAll(keepingCapacity: true)
        self.origin = origin
        leftState = false
    }

    func receive(_ record: consuming ReplayRecord) {
        switch record.kind {
        case .gesture, .control, .handler, .cancelled: break
        default: leftState = true
        }
        records.append(record)
    }

    func explain(_ decision: GestureDecision, of id: String, at time: Timestamp) {
        decisionsByID[id, default: []].append(decisions.count)
        decisions.append(
            ProbeDecision(id: id, decision: decision, time: time, recordsBefore: records.count, touchesBefore: touches.count))
    }

    func explainDelivery(to id: String, touch: Int, phase: TouchPhase, because reason: GestureReason, at time: Timestamp) {
        deliveries.append(ProbeDelivery(view: id, phase: phase, reason: reason, time: time, recordsBefore: records.count))
    }

    func explainRefusal(of id: String, action: String?, because reason: GestureReason, at time: Timestamp) {
        refusals.append(reason)
    }

    /// The last decision of the recognizer `id` that `matches`, at most at place `limit` in
    /// ``decisions`` (all when nil), and its place.
    ///
    /// - Complexity: O(*k*), *k* the recognizer's decisions.
    func lastDecision(of id: String, before limit: Int? = nil, where matches: (ProbeDecision) -> Bool) -> Int? {
        guard let places = decisionsByID[id] else { return nil }
        for place in places.reversed() where limit.map({ place < $0 }) ?? true {
            if matches(decisions[place]) { return place }
        }
        return nil
    }
}
