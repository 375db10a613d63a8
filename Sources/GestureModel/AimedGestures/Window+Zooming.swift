import ControlModel

/// Pinching a zooming scroll view (<doc:ScrollViews>): the fingers reach the scroll view's own
/// pinch (``ScrollView/pinchGestureRecognizer``), which zooms its ``ScrollView/zoomView``.
extension Window {
    /// How far past the pinch's hysteresis (``PinchGestureRecognizer/threshold``, 8 pt) the
    /// fingers of `pinch(on: scrollView, scale:)`
    /// move in their first frame, so that the pinch begins there (1 pt).
    public static let zoomPinchLead = 1.0

    /// Pinches `scrollView` so that its zoom scale becomes `scale` times what it is (within its
    /// limits): two fingers land on it as `pinch(on: view, scale:)`'s
    /// do; in the first frame they move apart (or together, for a `scale` below 1) just past
    /// the pinch's hysteresis (``PinchGestureRecognizer/threshold`` plus ``zoomPinchLead``), so
    /// the pinch begins there; then, in the other frames until `duration`, their distance
    /// becomes `scale` times that distance; then they lift. The middle between the fingers
    /// stays put, so the content does not pan.
    ///
    /// Why the two stages: when its pinch begins, UIKit sets the pinch's scale to the zoom
    /// scale, so the zoom follows the fingers' spread from the distance at which the pinch
    /// began, not from where they landed (`-[UIScrollView _updatePinchGestureForState:]`).
    ///
    /// What UIKit reports: `scrollViewWillBeginZooming(_:with:)` when the pinch begins,
    /// `scrollViewDidZoom(_:)` at each frame (after its `scrollViewDidScroll(_:)` when the
    /// offset moves), `scrollViewDidEndZooming(_:with:atScale:)` at the lift. A `scale` that
    /// takes the zoom past a limit rubber-bands while the fingers are down (with
    /// ``ScrollView/bouncesZoom``; clamped without) and goes back to the limit at the lift:
    /// ``ScrollView/zoomScale`` is the limit at once, with one more `scrollViewDidZoom(_:)`, and
    /// `scrollViewDidEndZooming` comes when the animation would end — advance the window's
    /// clock to see it.
    ///
    /// A scroll view that does not zoom (equal zoom limits, so no pinch of its own, or no view
    /// for zooming) is a miss, since nothing would zoom; pinch it as a plain view
    /// (`pinch(on: scrollView as View, …)`) to reach recognizers of your own on it.
    ///
    /// - Throws: ``GestureMiss`` when the scroll view does not zoom
    ///   (``HitMiss/cannotZoom(_:)``) or the fingers would not reach it.
    public func pinch(
        on scrollView: ScrollView, scale: Double, duration: Duration = ProbeGesture.twoFingerDuration,
        frequency: Double = Double(ProbeGesture.frameRate), fileID: StaticString = #fileID, line: UInt = #line
    ) throws(GestureMiss) {
        precondition(scale > 0 && scale.isFinite, "a pinch's scale must be positive")
        let site = CallSite(fileID: fileID, line: line)
        let name = HitMiss.name(of: scrollView)
        func miss(_ reason: HitMiss) -> GestureMiss {
            GestureMiss(gesture: "pinch(on: \(name))", view: name, reason: reason, site: site)
        }
        guard let pinch = scrollView.pinchGestureRecognizer else {
            throw miss(.cannotZoom("minimumZoomScale \(scrollView.minimumZoomScale) = maximumZoomScale \(scrollView.maximumZoomScale)"))
        }
        guard scrollView.zoomView != nil else { throw miss(.cannotZoom("no view for zooming")) }
        let points = try aimTwoFingers("pinch", at: scrollView, site: site)
        let middle = points[0].midpoint(points[1])
        let landed = points[0].distance(to: points[1])
        // the first frame: just past the hysteresis, outward for a zoom in
        let lead = pinch.threshold + Window.zoomPinchLead
        let began = scale >= 1 ? landed + lead : landed - lead
        guard began > 0 else { throw miss(.noRoomForFingers(2)) }
        let moves = max(Window.frames(in: duration, at: frequency), 2)
        let clock = testClock
        let start = clock.now
        let fingers = touchDown(at: points)
        for frame in 1...moves {
            clock.advance(to: start.advanced(by: duration * frame / moves))
            let spread = frame == 1 ? began : began * (1 + (scale - 1) * Double(frame - 1) / Double(moves - 1))
            let factor = spread / landed
            move(fingers, to: points.map { middle + ($0 - middle).scaled(by: factor) })
        }
        lift(fingers)
    }
}
