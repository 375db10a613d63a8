import ControlModel

/// Recognizes a drag, as `UIPanGestureRecognizer` (continuous).
///
/// Begins when the centroid of ``minimumNumberOfTouches``…``maximumNumberOfTouches`` fingers
/// moved ``hysteresis`` on either axis; the translation reported at began has the hysteresis
/// subtracted per axis, and is cumulative after that. Adding or removing a finger re-bases the
/// centroid so the translation does not jump. Velocity (pt/s) is smoothed as
/// `0.2·new + 0.8·old` (``velocitySmoothing``).
open class PanGestureRecognizer: GestureRecognizer {
    /// Fewest fingers (1).
    @exclusivity(unchecked) public var minimumNumberOfTouches = 1
    /// Most fingers (unlimited).
    @exclusivity(unchecked) public var maximumNumberOfTouches = Int.max
    /// Movement on either axis needed to begin (10 pt).
    @exclusivity(unchecked) public var hysteresis: Double = 10

    private var origin = Point.zero
    private var offset = Point.zero
    private var lastCentroid2 = Point.zero
    private var lastTime = Timestamp.zero
    /// The weight of the newest sample in ``velocity``: on every move, `velocity =
    /// w·instant + (1 − w)·velocity`, the instant velocity being the centroid's displacement
    /// over the time since the previous move (0.2, from what is known of UIKit's internals).
    /// The lift adds no sample: the velocity at the lift is the one after the last move.
    public static let velocitySmoothing = 0.2

    /// The smoothed velocity in points per second (window axes).
    @exclusivity(unchecked) public private(set) var velocity = Point.zero

    /// Creates a pan recognizer.
    public override init(identifier: String? = nil) { super.init(identifier: identifier) }

    /// The translation since the gesture started, in window axes. After the last touch lifted it
    /// is taken from where the touches lifted (what the ended action sees); zero between gestures.
    public var translation: Point {
        guard !touches.isEmpty else {
            return state == .possible && !isWaitingForRequiredFailure ? .zero : lastCentroid - origin + offset
        }
        return GestureRecognizer.centroid(of: touches) - origin + offset
    }

    open override func touchesBegan(_ touches: [Touch]) {
        if state == .possible, self.touches.count == touches.count {
            origin = GestureRecognizer.centroid(of: self.touches)
            offset = .zero
            lastCentroid2 = origin
            lastTime = touches.first?.timestamp ?? .zero
            velocity = .zero
        } else {
            offset = translationBefore(adding: touches)
            origin = GestureRecognizer.centroid(of: self.touches)
            lastCentroid2 = origin
        }
        if state == .possible, self.touches.count > maximumNumberOfTouches { requestState(.failed) }
    }

    private func translationBefore(adding touches: [Touch]) -> Point {
        let previous = self.touches.filter { touch in !touches.contains { $0 === touch } }
        guard !previous.isEmpty else { return offset }
        return GestureRecognizer.centroid(of: previous) - origin + offset
    }

    open override func touchesMoved(_ touches: [Touch]) {
        let current = GestureRecognizer.centroid(of: self.touches)
        let now = touches.first?.timestamp ?? lastTime
        let dt = Double(now.nanoseconds - lastTime.nanoseconds) / 1e9
        if dt > 0 {
            let instant = Point(x: (current.x - lastCentroid2.x) / dt, y: (current.y - lastCentroid2.y) / dt)
            let weight = PanGestureRecognizer.velocitySmoothing
            velocity = Point(
                x: weight * instant.x + (1 - weight) * velocity.x, y: weight * instant.y + (1 - weight) * velocity.y)
            lastTime = now
        }
        lastCentroid2 = current
        if state == .possible {
            guard (minimumNumberOfTouches...maximumNumberOfTouches).contains(self.touches.count) else { return }
            let moved = translation
            guard abs(moved.x) >= hysteresis || abs(moved.y) >= hysteresis else { return }
            offset = offset - Point(x: clampMagnitude(moved.x), y: clampMagnitude(moved.y))
            requestState(.began)
        } else {
            requestState(.changed)
        }
    }

    private func clampMagnitude(_ value: Double) -> Double {
        value >= 0 ? min(value, hysteresis) : max(value, -hysteresis)
    }

    open override func touchesEnded(_ touches: [Touch]) {
        let remaining = self.touches.count - touches.count
        if state == .possible {
            if remaining == 0 { requestState(.failed) }
            return
        }
        if remaining < minimumNumberOfTouches {
            requestState(.ended)
        } else {
            let previous = self.touches.filter { touch in !touches.contains { $0 === touch } }
            offset = translation
            origin = GestureRecognizer.centroid(of: previous)
            lastCentroid2 = origin
        }
    }

    open override func resetGesture() {
        origin = .zero
        offset = .zero
        velocity = .zero
    }
}
