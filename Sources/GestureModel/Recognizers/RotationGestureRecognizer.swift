import ControlModel

/// Recognizes two fingers rotating, as `UIRotationGestureRecognizer` (continuous).
///
/// Begins when the line between the two fingers turned, since they came down, by more than
/// ``threshold`` + ``thresholdStretch`` × √min(|Δd| / d, 1), d being the distance between the
/// fingers when they came down and Δd its change (5° at a constant distance, up to 10°); the
/// threshold is then absorbed: the reference angle moves by it, so ``rotation`` (radians,
/// positive clockwise on screen) is the excess at began and counts from there. One finger
/// lifting pauses the gesture (a finger landing again continues the rotation where it was);
/// it ends when both fingers have lifted, and fails if both lift before it began.
/// ``velocity`` averages the last two raw rates.
///
/// Sources: Apple's `UIRotationGestureRecognizer.h` ("Ends: when both fingers have lifted");
/// iOS 26.1 UIKitCore's `_UIRotationGestureRecognizerDriver` (decompiled: the threshold
/// `5 + 5·sqrt(fmin(fabs(Δd / d), 1))` degrees and the reference moved by it in
/// `touchesMoved:`, `touchesBegan:`, `touchesEnded:`) and
/// `-[UIRotationGestureRecognizer velocity]`. Not modelled: UIKit begins and follows the
/// rotation only while the motion is mostly a rotation (a private analyzer weighs rotating
/// against pinching and moving); here it always does.
open class RotationGestureRecognizer: GestureRecognizer {
    /// The turn needed to begin at a constant finger distance, in radians (5°).
    public var threshold: Double = 5 * Double.pi / 180
    /// The most the threshold grows when the finger distance changes, in radians (5°): it adds
    /// this × √min(|Δd| / d, 1).
    public var thresholdStretch: Double = 5 * Double.pi / 180
    /// Whether the threshold is absorbed at began (true, as UIKit): the reference angle moves by
    /// the threshold, so the rotation at began is the excess. False measures ``rotation`` from
    /// the angle when the fingers came down; with ``threshold`` 7.5° and ``thresholdStretch`` 0
    /// that is this model's behaviour before it followed UIKit's internals.
    public var absorbsThreshold = true
    /// The weight of the latest raw rate in ``velocity`` (0.25, UIKit's), as the pinch's.
    public static let velocitySmoothing = 0.25
    /// The rotation in radians (positive is clockwise on screen, y down), 0 until the gesture
    /// began.
    ///
    /// Setting it while the gesture is in progress re-bases the reference angle, so later
    /// rotations are relative to the value set: UIKit code applies each change and writes
    /// `rotation = 0` (Apple's "Handling rotation gestures" sample). Before the gesture began
    /// the reference still measures the threshold, so a value set then is overwritten at began.
    public var rotation: Double {
        get { currentRotation }
        set {
            if state.isInProgress, newValue.isFinite { reference = turned - newValue }
            currentRotation = newValue
        }
    }
    /// The stored ``rotation``.
    private var currentRotation: Double = 0
    /// The angle turned since the fingers came down, unwrapped (whole turns count).
    private var turned: Double = 0
    /// The angle ``rotation`` is measured from.
    private var reference: Double = 0
    /// The line's angle at the last move (nil while fewer than two fingers are down).
    private var lastAngle: Double?
    /// The distance between the fingers when they came down.
    private var startDistance: Double = 0
    /// The latest and the previous raw rate of change of the angle per second.
    private var rates = RateSamples()
    /// ``turned`` at the last update of ``rotation`` (or when the fingers came down).
    private var turnedAtLastUpdate: Double = 0

    /// Creates a rotation recognizer.
    public override init(identifier: String? = nil) { super.init(identifier: identifier) }

    /// The rotation's rate in radians per second: `0.25·latest + 0.75·previous` raw rate.
    public var velocity: Double { rates.smoothed(RotationGestureRecognizer.velocitySmoothing) }

    private var angle: Double? {
        guard touches.count == 2 else { return nil }
        let d = touches[1].location - touches[0].location
        return atan2Approx(d.y, d.x)
    }

    open override func touchesBegan(_ touches: [Touch]) {
        if state == .possible, self.touches.count > 2 {
            return requestState(.failed, because: .tooManyFingers(count: self.touches.count, maximum: 2))
        }
        guard let angle else { return }
        // two fingers down: the rotation goes on from where it is
        lastAngle = angle
        startDistance = self.touches[0].location.distance(to: self.touches[1].location)
        turnedAtLastUpdate = turned
        rates.restart(at: touches.first?.timestamp ?? .zero)
    }

    open override func touchesMoved(_ touches: [Touch]) {
        guard let previous = lastAngle, let raw = angle else { return }
        var step = raw - previous
        if step > Double.pi { step -= 2 * Double.pi }
        if step < -Double.pi { step += 2 * Double.pi }
        turned += step
        lastAngle = raw
        if state == .possible {
            let distance = self.touches[0].location.distance(to: self.touches[1].location)
            let stretch = startDistance > 0 ? min(abs(distance - startDistance) / startDistance, 1) : 0
            let needed = threshold + thresholdStretch * stretch.squareRoot()
            let excess = turned - reference
            guard abs(excess) > needed else { return }
            if measures { measured(.rotationThreshold, abs(excess), limit: needed, unit: .radians, withinLimit: false) }
            if absorbsThreshold { reference += excess > 0 ? needed : -needed }
        }
        rates.add(change: turned - turnedAtLastUpdate, at: touches.first?.timestamp ?? .zero)
        turnedAtLastUpdate = turned
        currentRotation = turned - reference
        requestState(state == .possible ? .began : .changed)
    }

    open override func touchesEnded(_ touches: [Touch]) {
        guard self.touches.count > touches.count else {
            // both fingers lifted
            guard state == .possible else { return requestState(.ended) }
            return requestState(.failed, because: .liftedBeforeBeginning)
        }
        // one finger left: paused until another lands
        lastAngle = nil
    }

    open override func resetGesture() {
        currentRotation = 0
        turned = 0
        reference = 0
        lastAngle = nil
        rates = RateSamples()
        turnedAtLastUpdate = 0
    }
}

/// `atan2` without Foundation: the quadrant-correct angle of (x, y), accurate to about 1e-9.
func atan2Approx(_ y: Double, _ x: Double) -> Double {
    if x == 0 && y == 0 { return 0 }
    if abs(x) >= abs(y) {
        let base = arctan(y / x)
        if x > 0 { return base }
        return y >= 0 ? base + Double.pi : base - Double.pi
    }
    let base = arctan(x / y)
    return y > 0 ? Double.pi / 2 - base : -Double.pi / 2 - base
}

/// The arctangent of `z` for |z| ≤ 1, by argument halving and a series.
private func arctan(_ z: Double) -> Double {
    var value = z
    var doublings = 0.0
    while abs(value) > 0.1 {
        value = value / (1 + (1 + value * value).squareRoot())
        doublings += 1
    }
    var term = value, sum = value, power = value
    var n = 1.0
    repeat {
        power *= -value * value
        n += 2
        term = power / n
        sum += term
    } while abs(term) > 1e-17
    return sum * pow2(doublings)
}

private func pow2(_ exponent: Double) -> Double {
    var result = 1.0
    var count = exponent
    while count > 0 { result *= 2; count -= 1 }
    return result
}
