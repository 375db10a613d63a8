import ControlModel

/// The last two raw rates of change of a pinch's scale or a rotation's angle, and the time of
/// the last update: UIKit's drivers keep exactly these (`_velocity`, `_previousVelocity`,
/// `_lastEventTime`) and report `w·latest + (1 − w)·previous` (the latest alone while the
/// previous is 0).
struct RateSamples {
    /// The latest raw rate, per second.
    private(set) var latest = 0.0
    /// The raw rate before it.
    private(set) var previous = 0.0
    /// When the value was last updated (or the fingers came down).
    private var lastTime = Timestamp.zero
    /// The last non-zero time between updates, for an update at the same instant.
    private var lastInterval = 0.0

    /// The fingers came down at `time`: the next rate is measured from then.
    mutating func restart(at time: Timestamp) { lastTime = time }

    /// The value changed by `change` at `time`: its rate since the last update becomes the
    /// latest. An update at the same instant as the last uses the last interval between
    /// updates (or a 60 Hz frame), as UIKit does.
    mutating func add(change: Double, at time: Timestamp) {
        var interval = Double(time.nanoseconds - lastTime.nanoseconds) / 1e9
        if interval > 0 {
            lastInterval = interval
        } else {
            interval = lastInterval > 0 ? lastInterval : 1.0 / 60
        }
        previous = latest
        latest = change / interval
        lastTime = time
    }

    /// `weight·latest + (1 − weight)·previous`, or the latest alone while the previous is 0.
    func smoothed(_ weight: Double) -> Double {
        previous != 0 ? (1 - weight) * previous + weight * latest : latest
    }
}
