import ControlModel

/// Recognizes a press held in place, as `UILongPressGestureRecognizer` (continuous).
///
/// After ``numberOfTapsRequired`` quick taps, ``numberOfTouchesRequired`` fingers must stay
/// down for ``minimumPressDuration`` without moving more than ``allowableMovement``; then the
/// gesture begins. After it began every move is a change (no movement limit) and the lift ends
/// it. A lift before the timer fails it.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long to hold (0.5 s).
    @exclusivity(unchecked) public var minimumPressDuration: Duration = .milliseconds(500)
    /// How far the fingers may move before the gesture began (10 pt).
    @exclusivity(unchecked) public var allowableMovement: Double = 10
    /// Quick taps before the press (0).
    @exclusivity(unchecked) public var numberOfTapsRequired = 0
    /// Fingers (1).
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1
    /// How long after a lift the next tap or the press may begin (0.35 s).
    @exclusivity(unchecked) public var maximumIntervalBetweenTaps: Duration = .milliseconds(350)

    private var start: Point?
    private var tapsCompleted = 0

    /// Creates a long-press recognizer.
    public override init(identifier: String? = nil) { super.init(identifier: identifier) }

    open override func touchesBegan(_ touches: [Touch]) {
        guard state == .possible else { return }
        if self.touches.count > numberOfTouchesRequired { return requestState(.failed) }
        clearTimers()
        start = GestureRecognizer.centroid(of: self.touches)
        if self.touches.count == numberOfTouchesRequired {
            if tapsCompleted >= numberOfTapsRequired {
                scheduleRequest(.began, after: minimumPressDuration)
            } else {
                scheduleRequest(.failed, after: .milliseconds(750))
            }
        }
    }

    open override func touchesMoved(_ touches: [Touch]) {
        if state == .possible {
            if let start, GestureRecognizer.centroid(of: self.touches).distance(to: start) > allowableMovement {
                requestState(.failed)
            }
        } else {
            requestState(.changed)
        }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        if state.isInProgress {
            if self.touches.count == touches.count { requestState(.ended) }
            return
        }
        guard self.touches.count == touches.count else { return }
        if tapsCompleted < numberOfTapsRequired, !isWaitingForRequiredFailure {
            tapsCompleted += 1
            clearTimers()
            scheduleRequest(.failed, after: maximumIntervalBetweenTaps)
        } else {
            requestState(.failed)
        }
    }

    open override func resetGesture() {
        start = nil
        tapsCompleted = 0
    }
}
