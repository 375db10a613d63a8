import ControlModel

/// Recognizes taps, as `UITapGestureRecognizer` (discrete).
///
/// Each tap must put ``numberOfTouchesRequired`` fingers down (more fails), last at most
/// ``maximumTapDuration``, and stay within ``allowableMovement`` of where the first tap began;
/// the next tap must come within ``maximumIntervalBetweenTaps`` of the lift. The gesture is
/// recognized at the lift that completes ``numberOfTapsRequired``; its location is where that
/// tap was.
open class TapGestureRecognizer: GestureRecognizer {
    /// Taps needed (1 by default).
    @exclusivity(unchecked) public var numberOfTapsRequired = 1
    /// Fingers per tap (1 by default).
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1
    /// How far the touches may move from the first tap's start (45 pt).
    @exclusivity(unchecked) public var allowableMovement: Double = 45
    /// How long one tap may stay down (0.75 s).
    @exclusivity(unchecked) public var maximumTapDuration: Duration = .milliseconds(750)
    /// How long after a lift the next tap may begin (0.35 s).
    @exclusivity(unchecked) public var maximumIntervalBetweenTaps: Duration = .milliseconds(350)

    private var tapsCompleted = 0
    private var startPoint: Point?
    private var fingersThisTap = 0
    private var tapLocation: Point?

    /// Creates a tap recognizer for `taps` taps of `touches` fingers.
    public init(taps: Int = 1, touches: Int = 1, identifier: String? = nil) {
        self.numberOfTapsRequired = taps
        self.numberOfTouchesRequired = touches
        super.init(identifier: identifier)
    }

    /// Taps are discrete.
    open override var isDiscrete: Bool { true }

    open override func location(in view: View?) -> Point {
        guard let tapLocation else { return super.location(in: view) }
        return view?.convertFromWindow(tapLocation) ?? tapLocation
    }

    open override func touchesBegan(_ touches: [Touch]) {
        if self.touches.count == touches.count {
            // the first finger(s) of a new tap
            clearTimers()
            fingersThisTap = 0
            let point = GestureRecognizer.centroid(of: touches)
            if let start = startPoint {
                if point.distance(to: start) > allowableMovement { return requestState(.failed) }
            } else {
                startPoint = point
            }
            scheduleRequest(.failed, after: maximumTapDuration)
        }
        fingersThisTap = max(fingersThisTap, self.touches.count)
        if self.touches.count > numberOfTouchesRequired { requestState(.failed) }
    }

    open override func touchesMoved(_ touches: [Touch]) {
        guard let start = startPoint else { return }
        if GestureRecognizer.centroid(of: self.touches).distance(to: start) > allowableMovement {
            requestState(.failed)
        }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        guard self.touches.count == touches.count else { return }  // fingers still down
        clearTimers()
        guard fingersThisTap == numberOfTouchesRequired else { return requestState(.failed) }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            tapLocation = GestureRecognizer.centroid(of: self.touches)
            requestState(.ended)
        } else {
            scheduleRequest(.failed, after: maximumIntervalBetweenTaps)
        }
    }

    open override func resetGesture() {
        tapsCompleted = 0
        startPoint = nil
        fingersThisTap = 0
        tapLocation = nil
    }

    /// A tap cannot prevent a tap of the same touch count needing more taps, nor a long press of
    /// the same touch count whose taps are at least this one's (<doc:WhoWinsATouch>).
    open override func canPrevent(_ other: GestureRecognizer) -> Bool {
        if let tap = other as? TapGestureRecognizer, tap.numberOfTouchesRequired == numberOfTouchesRequired,
            tap.numberOfTapsRequired > numberOfTapsRequired
        {
            return false
        }
        if let press = other as? LongPressGestureRecognizer,
            press.numberOfTouchesRequired == numberOfTouchesRequired,
            press.numberOfTapsRequired >= numberOfTapsRequired
        {
            return false
        }
        return true
    }

    /// A single one-finger tap on a superview yields to a button, switch, stepper or segmented
    /// control (<doc:WhoWinsATouch>).
    open override func yields(to control: Control) -> Bool {
        numberOfTapsRequired == 1 && numberOfTouchesRequired == 1
            && (control is Button || control is Switch || control is Stepper || control is SegmentedControl)
    }
}
