import ControlModel
import GestureModel

/// One touch event of a probe's replay, as ``ProbeResult`` reads it: where it fell among the
/// records, when, and what it was.
struct ProbeTouchEvent {
    /// How many records came before it.
    var recordsBefore: Int
    /// Its time.
    var time: Timestamp
    /// `ended` when a finger lifted in it, else `began` when one came down, else `moved`.
    var phase: TouchPhase

    /// The event of `changes`, after `recordsBefore` records, at `time`.
    init(recordsBefore: Int, time: Timestamp, changes: [TouchChange]) {
        self.recordsBefore = recordsBefore
        self.time = time
        if changes.contains(where: { $0.phase.isTerminal }) {
            phase = .ended
        } else if changes.contains(where: { $0.phase == .began }) {
            phase = .began
        } else {
            phase = .moved
        }
    }

    init(recordsBefore: Int, time: Timestamp, phase: TouchPhase) {
        self.recordsBefore = recordsBefore
        self.time = time
        self.phase = phase
    }
}
