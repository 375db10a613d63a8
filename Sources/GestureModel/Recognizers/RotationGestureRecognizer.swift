import ControlModel

/// Recognizes two fingers rotating, as `UIRotationGestureRecognizer` (continuous).
///
/// Begins when the line between the fingers turned by ``threshold`` (UIKit: somewhere in
/// 5°–10°; 7.5° by default); ``rotation`` is the angle in radians since the fingers came down
/// (absolute). Lifting a finger ends it (fails it before it began).
open class RotationGestureRecognizer: GestureRecognizer {
    /// Turn needed to begin, in radians (7.5°).
    public var threshold: Double = 7.5 * Double.pi / 180
    /// The rotation in radians since the start (positive is clockwise on screen, y down).
    public private(set) var rotation: Double = 0
    private var startAngle: Double?
    private var lastRaw: Double = 0
    private var unwrapped: Double = 0

    /// Creates a rotation recognizer.
    public override init(identifier: String? = nil) { super.init(identifier: identifier) }

    private var angle: Double? {
        guard touches.count >= 2 else { return nil }
        let d = touches[1].location - touches[0].location
        return atan2Approx(d.y, d.x)
    }

    open override func touchesBegan(_ touches: [Touch]) {
        if state == .possible, self.touches.count > 2 { return requestState(.failed) }
        if self.touches.count == 2, let angle {
            startAngle = angle
            lastRaw = angle
            unwrapped = 0
        }
    }

    open override func touchesMoved(_ touches: [Touch]) {
        guard startAngle != nil, let raw = angle else { return }
        var step = raw - lastRaw
        if step > Double.pi { step -= 2 * Double.pi }
        if step < -Double.pi { step += 2 * Double.pi }
        unwrapped += step
        lastRaw = raw
        rotation = unwrapped
        if state == .possible {
            if abs(rotation) >= threshold { requestState(.began) }
        } else {
            requestState(.changed)
        }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        requestState(state == .possible ? .failed : .ended)
    }

    open override func resetGesture() {
        rotation = 0
        startAngle = nil
        unwrapped = 0
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
