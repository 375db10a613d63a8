/// Counts quick taps in a row, which gives each touch its `tapCount`.
///
/// A touch-down continues the previous count when it lands within ``maximumInterval`` of the
/// previous lift and within ``maximumDistance`` of it; otherwise the count restarts at 1. Both
/// limits are uncertain in UIKit and kept as parameters.
public struct TapCounter: Sendable {
    /// How long after a lift a touch-down still continues the count (0.35 s by default).
    public var maximumInterval: Duration = .milliseconds(350)
    /// How far from the previous lift a touch-down still continues the count (45 pt by default).
    public var maximumDistance: Double = 45

    private var lastLift: (time: Timestamp, location: Point, count: Int)?

    /// Creates a counter with the default limits.
    public init() {}

    /// The tap count for a touch-down at `location` at `time`.
    public func tapCount(forDownAt location: Point, time: Timestamp) -> Int {
        guard let last = lastLift,
            time <= last.time.advanced(by: maximumInterval),
            location.distance(to: last.location) <= maximumDistance
        else { return 1 }
        return last.count + 1
    }

    /// Notes the lift of a touch with `tapCount` at `location` at `time`.
    public mutating func recordLift(at location: Point, time: Timestamp, tapCount: Int) {
        lastLift = (time, location, tapCount)
    }
}
