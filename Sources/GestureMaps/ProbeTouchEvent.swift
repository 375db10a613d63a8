import ControlModel
import GestureModel

/// One touch event of a probe's replay, as ``ProbeResult`` reads it: where it fell among the
/// records, when, and what it was. Made of the touch phases the window's event stream tells as
/// the event comes in (one per touch that changed).
struct ProbeTouchEvent {
    /// How many records came before it.
    var recordsBefore: Int
    /// Its time.
    var time: Timestamp
    /// `ended` when a finger lifted in it, else `began` when one came down, else `moved`.
    private(set) var phase: TouchPhase

    /// The event whose first touch changed by `phase`, after `recordsBefore` records, at `time`.
    init(recordsBefore: Int, time: Timestamp, phase: TouchPhase) {
        self.recordsBefore = recordsBefore
        self.time = time
        self.phase = phase.isTerminal ? .ended : phase == .began ? .began : .moved
    }

    /// Another touch of the event changed by `phase`: a lift outweighs a touch-down, which
    /// outweighs a move.
    mutating func add(_ phase: TouchPhase) {
        if phase.isTerminal {
            self.phase = .ended
        } else if phase == .began, self.phase != .ended {
            self.phase = .began
        }
    }
}
