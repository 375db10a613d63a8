#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The named functions and numbers of a scroll view's zoom (<doc:ScrollViews>): the rubber band
/// past the zoom limits and the length of an animated zoom. Pure functions, each UIKit's.
public enum ZoomPhysics {
    /// The seconds an animated zoom takes per unit of the natural logarithm of the scale it
    /// crosses (0.3 s).
    public static let animationSecondsPerLogScale = 0.3
    /// The shortest animated zoom, in seconds (0.1 s).
    public static let minimumAnimationSeconds = 0.1
    /// The longest animated zoom, in seconds (0.4 s).
    public static let maximumAnimationSeconds = 0.4

    /// The scale shown for a pinch asking for `scale` past the limits, with the rubber band
    /// (`bouncesZoom`): past `maximum` it is `maximum·(2 − maximum/scale)`, which follows the
    /// fingers at first and never reaches twice the maximum; below `minimum` it is
    /// `minimum/(2 − scale/minimum)`, never below half the minimum. Within the limits it is
    /// `scale`.
    ///
    /// Source: iOS 26.1 UIKitCore, decompiled: `-[UIScrollView _zoomRubberBandScaleForScale:]`.
    public static func rubberBandScale(_ scale: Double, minimum: Double, maximum: Double) -> Double {
        if scale > maximum { return maximum * (2 - maximum / scale) }
        if scale < minimum { return minimum / (2 - scale / minimum) }
        return scale
    }

    /// The inverse of ``rubberBandScale(_:minimum:maximum:)``: the scale a pinch asks for when
    /// `shown` is on screen.
    ///
    /// Source: iOS 26.1 UIKitCore, decompiled: `-[UIScrollView _zoomScaleForRubberBandScale:]`.
    public static func scale(showing shown: Double, minimum: Double, maximum: Double) -> Double {
        if shown > maximum { return maximum * (1 + (shown / maximum - 1) / (2 - shown / maximum)) }
        if shown < minimum { return minimum * (2 - minimum / shown) }
        return shown
    }

    /// How long an animated zoom from `scale` to `target` takes, in seconds:
    /// `min(|ln scale − ln target|·0.3 + 0.1, 0.4)`.
    ///
    /// Source: iOS 26.1 UIKitCore, decompiled: `-[UIScrollView _zoomAnimationDurationForScale:]`
    /// (used for the bounce back after a pinch and for `setZoomScale(_:animated:)` and
    /// `zoom(to:animated:)`).
    public static func animationSeconds(from scale: Double, to target: Double) -> Double {
        min(abs(log(scale) - log(target)) * animationSecondsPerLogScale + minimumAnimationSeconds, maximumAnimationSeconds)
    }
}
