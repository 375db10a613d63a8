import ControlModel
import GestureModel

/// One decision of a recognizer during a probe's replay (<doc:Reasons>), with where it fell
/// among the probe's records and touch events: what ``ProbeResult`` reads a handler's latency
/// causes from.
struct ProbeDecision {
    /// The recognizer's id.
    var id: String
    /// What it decided, and why.
    var decision: GestureDecision
    /// When.
    var time: Timestamp
    /// How many records came before it (a decision is told right after the record of the
    /// transition it explains; a held one has no record).
    var recordsBefore: Int
    /// How many of the probe's touch events came before it.
    var touchesBefore: Int

    /// True when a timer took it, between touch events (or after the last): no touch event
    /// was handled at its instant before it. A touch event's timers due at its instant run
    /// before the event is handled, so a decision at a touch event's instant after it was
    /// taken while handling it.
    func isTimed(_ touches: [ProbeTouchEvent]) -> Bool {
        touchesBefore == 0 || time > touches[touchesBefore - 1].time
    }
}
