import ControlModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The named functions and numbers of a scroll view's motion (<doc:ScrollViews>): the rubber
/// band, the projected resting offset and the deceleration curve. Pure functions of one axis.
public enum ScrollPhysics {
    /// `UIScrollView.DecelerationRate.normal`: the velocity kept per millisecond.
    public static let normalDecelerationRate = 0.998
    /// `UIScrollView.DecelerationRate.fast`.
    public static let fastDecelerationRate = 0.99
    /// The rate of the motion back to an edge after an overscroll (a bounce back), and of a
    /// page turn: the fast rate, so either settles in about half a second. (UIKit animates
    /// these with springs; the curve is ours.)
    public static let settlingRate = 0.99
    /// Below this speed (points per second) on an axis at the lift, the content does not move
    /// on along that axis (iOS 26.1 UIKitCore, `-[UIScrollView _prepareToPageWithHorizontalVelocity:verticalVelocity:]`
    /// and the deceleration set-up compare with this minimum).
    public static let minimumDecelerationSpeed = 250.0
    /// A deceleration ends when its speed falls below this (points per second): 0.01 point per
    /// millisecond, the stopping speed of UIKit's deceleration.
    public static let stoppingSpeed = 10.0
    /// How much of the finger's movement past an edge moves the content: the rubber band's
    /// coefficient.
    public static let rubberBandCoefficient = 0.55
    /// Frames of an animation (deceleration, bounce back, paging) per second: one `didScroll`
    /// each.
    public static let framesPerSecond = 60

    /// How far the content moves for a finger `excess` points past an edge, on an axis whose
    /// visible length is `dimension`: `(1 − 1/(excess·0.55/dimension + 1))·dimension`, which
    /// follows the finger at first and never reaches `dimension`.
    ///
    /// Source: the rubber-band curve commonly attributed to UIKit's scroll views (a named
    /// function of ours; UIKit's exact curve is not documented).
    public static func rubberBand(_ excess: Double, dimension: Double) -> Double {
        guard excess > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (excess * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The inverse of ``rubberBand(_:dimension:)``: how far past the edge a finger is when the
    /// content shows `shown` points of overscroll (for a drag that starts during a bounce).
    public static func fingerExcess(showing shown: Double, dimension: Double) -> Double {
        guard shown > 0, dimension > 0 else { return 0 }
        let fraction = min(shown / dimension, 0.999_999)
        return dimension / rubberBandCoefficient * (1 / (1 - fraction) - 1)
    }

    /// Where content moving at `velocity` (points per second) comes to rest from `offset` when
    /// its velocity decays by `rate` per millisecond: `offset + velocity/1000 · rate/(1 − rate)`.
    ///
    /// Source: Apple, WWDC 2018 session 803 "Designing Fluid Interfaces" (the projection
    /// function for `UIScrollView.decelerationRate`).
    public static func projectedOffset(from offset: Double, velocity: Double, rate: Double) -> Double {
        guard rate > 0, rate < 1 else { return offset }
        return offset + velocity / 1000 * rate / (1 - rate)
    }

    /// The motion of one axis from `start` to `target` whose velocity decays by `rate` per
    /// millisecond and which stops at ``stoppingSpeed`` exactly on `target`:
    /// `x(t) = start + s·(|D| + r)·(1 − rate^t)`, `t` in milliseconds, `D = target − start`,
    /// `s` its sign, `r` the distance a decay at that rate covers from the stopping speed. It
    /// ends at `t = ln(r/(|D| + r))/ln(rate)`, where its speed is the stopping speed.
    public struct Decay: Sendable, Equatable {
        /// Where it starts and ends.
        public let start: Double, target: Double
        /// The velocity kept per millisecond.
        public let rate: Double

        /// A motion from `start` to `target` at `rate`, kept within 0.5…0.999 999: a slower
        /// rate reaches its (tiny) target within the first frame anyway, a faster one would
        /// coast for hours (the target is the caller's, projected at the rate it was given;
        /// <doc:Choices>).
        public init(from start: Double, to target: Double, rate: Double) {
            self.start = start
            self.target = target
            self.rate = min(max(rate, 0.5), 0.999_999)
        }

        private var tail: Double { ScrollPhysics.stoppingSpeed / 1000 / -log(rate) }

        /// How long it lasts, in milliseconds (0 when it does not move).
        public var duration: Double {
            let distance = abs(target - start)
            guard distance > 0 else { return 0 }
            return log(tail / (distance + tail)) / log(rate)
        }

        /// Where it is `milliseconds` after it started (`target` from ``duration`` on).
        public func offset(after milliseconds: Double) -> Double {
            offset(after: milliseconds, duration: duration, amplitude: amplitude)
        }

        /// `s·(|D| + r)`, the factor of the curve.
        var amplitude: Double {
            let distance = target - start
            let sign: Double = distance < 0 ? -1 : 1
            return sign * (abs(distance) + tail)
        }

        /// ``offset(after:)`` given the decay's ``duration`` and ``amplitude`` (which a motion
        /// shown frame by frame works out once: ``DecayCurve``).
        func offset(after milliseconds: Double, duration: Double, amplitude: Double) -> Double {
            guard milliseconds < duration else { return target }
            return start + amplitude * (1 - pow(rate, max(milliseconds, 0)))
        }
    }
}
