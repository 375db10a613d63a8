import ControlModel

/// A scroll view's zoom (<doc:ScrollViews>): its scale, what a pinch in progress holds, and the
/// end of an animated zoom still to come.
struct ScrollZoom {
    /// The zoom scale.
    var scale = 1.0
    /// True from the pinch's began to its end (`isZooming`).
    var isZooming = false
    /// True while the zoom goes back within its limits after a pinch past them
    /// (`isZoomBouncing`).
    var isBouncing = false
    /// The view the pinch in progress zooms (asked once, when it began), held weakly.
    weak var pinchedView: View?
    /// The point of the zoomed view (at scale 1) kept under the pinch's fingers.
    var anchor = Point.zero
    /// The view whose size at scale 1 is ``unscaledSize``, held weakly, and its size as the
    /// last zoom left it (a frame set since then starts a new base).
    weak var sizedView: View?
    /// The size of ``sizedView`` at scale 1.
    var unscaledSize = Size.zero
    /// The size the last zoom gave ``sizedView``.
    var appliedSize = Size.zero
    /// The end of the animated zoom in progress (its `didEndZooming`), pending.
    var animationEnd: ScheduledCall?
}
