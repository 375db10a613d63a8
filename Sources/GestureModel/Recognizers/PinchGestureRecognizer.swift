import ControlModel

/// Recognizes two fingers pinching, as `UIPinchGestureRecognizer` (continuous).
///
/// Begins when the distance between the fingers changed by ``threshold``; ``scale`` is the
/// current distance over the distance when the fingers came down (absolute, not incremental).
/// Lifting a finger ends it (fails it before it began).
open class PinchGestureRecognizer: GestureRecognizer {
    /// Change of finger distance needed to begin (8 pt).
    public var threshold: Double = 8
    /// The current scale, 1 at the start.
    public private(set) var scale: Double = 1
    /// The scale's rate of change per second, smoothed as the pan's velocity.
    public private(set) var velocity: Double = 0
    private var startDistance: Double?
    private var lastScale: Double = 1
    private var lastTime = Timestamp.zero

    /// Creates a pinch recognizer.
    public override init(identifier: String? = nil) { super.init(identifier: identifier) }

    private var distance: Double? {
        touches.count >= 2 ? touches[0].location.distance(to: touches[1].location) : nil
    }

    open override func touchesBegan(_ touches: [Touch]) {
        if state == .possible, self.touches.count > 2 { return requestState(.failed) }
        if self.touches.count == 2 {
            startDistance = distance
            lastTime = touches.first?.timestamp ?? .zero
        }
    }

    open override func touchesMoved(_ touches: [Touch]) {
        guard let start = startDistance, start > 0, let current = distance else { return }
        let newScale = current / start
        let now = touches.first?.timestamp ?? lastTime
        let dt = Double(now.nanoseconds - lastTime.nanoseconds) / 1e9
        if dt > 0 {
            velocity = 0.2 * ((newScale - lastScale) / dt) + 0.8 * velocity
            lastTime = now
        }
        lastScale = newScale
        scale = newScale
        if state == .possible {
            if abs(current - start) >= threshold { requestState(.began) }
        } else {
            requestState(.changed)
        }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        requestState(state == .possible ? .failed : .ended)
    }

    open override func resetGesture() {
        scale = 1
        velocity = 0
        startDistance = nil
        lastScale = 1
    }
}
