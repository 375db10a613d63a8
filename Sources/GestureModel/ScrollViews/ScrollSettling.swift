import ControlModel

/// Where a lift leaves the content: the offset at the lift, the content's velocity (points per
/// second), the target the rules give and each axis's rate — held from the lift until the
/// moments of the pan's last transition are told, so the delegate, asked then, has heard the
/// last `didScroll` first (as in UIKit, where the scroll view's pan action runs after the pan's
/// state changed).
struct ScrollSettling {
    /// The content offset at the lift.
    var offset: Point
    /// The content's velocity at the lift.
    var velocity: Point
    /// The target the deceleration rules give.
    var target: Point
    /// The velocity kept per millisecond along each axis.
    var rateX: Double, rateY: Double
}
