import ControlModel

/// Zooming (<doc:ScrollViews>): a scroll view whose ``ScrollView/minimumZoomScale`` and
/// ``ScrollView/maximumZoomScale`` differ has a pinch (``ScrollView/pinchGestureRecognizer``)
/// that scales its view for zooming (``ScrollView/zoomView``).
///
/// - **Scale.** The pinch's scale starts at the zoom scale when it begins, so ``zoomScale`` is
///   the scale at began times the fingers' spread since, clamped to the limits — past them,
///   with ``ScrollView/bouncesZoom``, through the rubber band
///   (``ZoomPhysics/rubberBandScale(_:minimum:maximum:)``).
/// - **Size and offset.** The zoomed view keeps its origin and takes its size at scale 1 times
///   the scale; ``ScrollView/contentSize`` becomes that size. The point of the view that was
///   under the fingers' centroid when the pinch began stays under the centroid (two fingers
///   that move together scroll as they zoom); the offset past the content's edges follows the
///   rubber band while the pinch lasts when the view ``ScrollView/bounces``.
/// - **Moments.** `willBeginZooming` when the pinch begins (the scale so far), `didZoom` after
///   each change of the pinch (after its `didScroll`), `didEndZooming` when it ends. Past a
///   limit at the lift (with ``ScrollView/bouncesZoom``), the zoom goes back to the limit at
///   once — one `didZoom` at the limit, the view ``isZoomBouncing`` — and `didEndZooming` comes
///   when the animation would end (``ZoomPhysics/animationSeconds(from:to:)``, on the view's
///   scheduler). Otherwise `didEndZooming` comes at the lift, then the offset is brought back
///   within the content.
/// - **From code.** ``setZoomScale(_:animated:)`` keeps the middle of the view in place and
///   ``zoom(to:animated:)`` shows a rectangle of the zoomed view; animated, they report
///   `willBeginZooming`, then `didZoom` at once and `didEndZooming` when the animation would
///   end; unanimated, only `didZoom`. Setting the scale it has does nothing.
/// - **With the pan.** The pinch and the pan recognize together; while the pinch has two
///   fingers the pan does not move the content, and each zoom step restarts a drag in progress
///   from the new offset.
///
/// The model's views have no transform: the zoomed view's frame takes the scaled size, and its
/// subviews keep their frames (a button on a zoomed photo is hit where it was at scale 1).
/// The animations' frames are not modelled (UIKit sets the final values at once and animates
/// the layers); a pinch's finger that lifts pauses the zoom (the pinch is told nothing until a
/// finger lands again or both lift).
///
/// Sources: Apple, `UIScrollView` zooming properties and `UIScrollViewDelegate`; iOS 26.1
/// UIKitCore, decompiled: `-[UIScrollView _updatePinchGestureForState:]` (the moments, the
/// anchor, the bounce back), `-[UIScrollView setZoomScale:withAnchorPoint:allowRubberbanding:
/// animated:duration:notifyDelegate:force:]` (the size, the content size from
/// `_adjustContentSizeForView:atScale:`, the offset keeping the anchor, `scrollViewDidZoom:`
/// per call), `-[UIScrollView setZoomScale:animated:]`, `-[UIScrollView zoomToRect:animated:]`,
/// `-[UIScrollView _zoomToCenterInternal:scale:duration:allowRubberbanding:force:]`,
/// `-[UIScrollView _zoomAnimationDidStop]`, `-[UIScrollView _getDelegateZoomView]`,
/// `-[UIScrollView _updatePanGestureConfiguration]` (the pan takes at most two fingers on a
/// zooming scroll view) and `-[UIScrollView _updatePanGesture]` (no scrolling by the pan while
/// the pinch has two fingers).
extension ScrollView {
    // MARK: The zoom

    /// The scale the zoomed view is shown at (1 at the start). Setting it is
    /// ``setZoomScale(_:animated:)`` unanimated.
    public var zoomScale: Double {
        get { zoomState.scale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// True while a pinch zooms (from its began to its end).
    public var isZooming: Bool { zoomState.isZooming }

    /// True while the zoom goes back within its limits after a pinch past them.
    public var isZoomBouncing: Bool { zoomState.isBouncing }

    /// The view the scroll view zooms: the one the pinch in progress zooms; otherwise the
    /// ``zoomingDelegate``'s answer, else the ``delegate``'s when it is a
    /// ``ScrollViewZoomingDelegate``, else the ``viewForZooming`` closure's; nil when none
    /// names a view inside the scroll view (the scroll view itself does not count: UIKit
    /// refuses it).
    public var zoomView: View? {
        if let pinched = zoomState.pinchedView { return pinched }
        let answer =
            zoomingDelegate?.viewForZooming(in: self) ?? (delegate as? any ScrollViewZoomingDelegate)?.viewForZooming(in: self)
            ?? viewForZooming?(self)
        guard let answer, answer !== self, answer.isDescendant(of: self) else { return nil }
        return answer
    }

    /// Changes the zoom scale, clamped to the limits, keeping the point of the zoomed view
    /// in the middle of the scroll view where it is (a pinch in progress with
    /// ``bouncesZoom`` takes `scale` as the scale shown, past the limits too). Animated, it
    /// reports `willBeginZooming`, `didZoom` and, when the animation would end,
    /// `didEndZooming`; unanimated, `didZoom` alone. Nothing happens without a
    /// ``zoomView``, or when the scale is the one it has.
    ///
    /// Source: iOS 26.1 UIKitCore, decompiled: `-[UIScrollView setZoomScale:animated:]` and
    /// `_zoomToCenterInternal:scale:duration:allowRubberbanding:force:`.
    public func setZoomScale(_ scale: Double, animated: Bool) {
        guard let view = zoomView, zoomState.scale > 0 else { return }
        let rubberBands = zoomState.isZooming && bouncesZoom
        let wanted = rubberBands ? ZoomPhysics.scale(showing: scale, minimum: minimumZoomScale, maximum: maximumZoomScale) : scale
        let middle = visibleMiddleInWindow
        let point = view.convertFromWindow(middle)
        let kept = Point(x: point.x / zoomState.scale, y: point.y / zoomState.scale)
        zoom(view, to: wanted, keeping: kept, at: middle, rubberBands: rubberBands, animated: animated, always: false)
        if zoomState.isZooming, let pinch = pinchGestureRecognizer { pinch.scale = zoomState.scale }
    }

    /// Zooms so that `rect` (in the zoomed view's coordinates at scale 1) fills the scroll view
    /// along its tighter axis, its middle in the middle of the scroll view, the scale clamped to
    /// the limits (the double-tap-to-zoom pattern). When that is the scale it has, the content
    /// scrolls instead, at once, within the content. See ``setZoomScale(_:animated:)`` for the
    /// moments.
    ///
    /// Source: iOS 26.1 UIKitCore, decompiled: `-[UIScrollView zoomToRect:animated:]`.
    public func zoom(to rect: Rect, animated: Bool) {
        guard let view = zoomView else { return }
        let size = frame.size
        var scale = rect.height * (size.width / rect.width) <= size.height ? size.width / rect.width : size.height / rect.height
        if scale != 0 { scale = clampedZoomScale(scale) }
        guard scale.isFinite, scale > 0 else { return }
        let middle = Point(x: rect.midX, y: rect.midY)
        guard scale != zoomState.scale else {
            // the point of the content showing the middle of `rect`, brought to the middle
            let shown = view.convert(Point(x: middle.x * scale, y: middle.y * scale), to: self)
            contentOffset = clampedOffset(Point(x: shown.x - size.width / 2, y: shown.y - size.height / 2))
            return
        }
        zoom(view, to: scale, keeping: middle, at: visibleMiddleInWindow, rubberBands: false, animated: animated, always: false)
    }

    /// Sets the zoom scale without reporting anything, before anything happens (a scene's
    /// `zoomScale`): the zoomed view and the content size follow, the offset stays.
    package func configureZoomScale(_ scale: Double) {
        guard let view = zoomView, scale > 0, scale.isFinite else { return }
        resize(view, to: scale)
    }

    // MARK: The pinch

    /// Makes the pinch when the limits differ and removes it when they are equal, and lets the
    /// pan take at most two fingers while there is a pinch.
    ///
    /// Source: iOS 26.1 UIKitCore, decompiled: `-[UIScrollView _updatePinchGesture]` and
    /// `_updatePanGestureConfiguration`.
    func updatePinchGesture() {
        if minimumZoomScale == maximumZoomScale {
            if let pinch = pinchGestureRecognizer {
                pinchObservation = nil
                removeGestureRecognizer(pinch)
                pinchGestureRecognizer = nil
            }
            panGestureRecognizer.maximumNumberOfTouches = Int.max
            return
        }
        if pinchGestureRecognizer == nil {
            let pinch = ScrollViewPinchGestureRecognizer(scrollViewIdentifier: identifier)
            pinch.delaysTouchesEnded = false
            addGestureRecognizer(pinch)
            // the moments of a transition are told right after it (the scroll view is the
            // pinch's first observer)
            pinchObservation = pinch.stateChanges.add { [me = Unretained(self)] _ in
                me.with { $0.reportHeldEvents() }
            }
            pinchGestureRecognizer = pinch
        }
        panGestureRecognizer.maximumNumberOfTouches = 2
    }

    /// True while the pinch is in progress with two fingers: the pan leaves the content to it.
    var pinchHoldsContent: Bool {
        guard let pinch = pinchGestureRecognizer else { return false }
        return pinch.state.isInProgress && pinch.numberOfTouches > 1
    }

    /// The pinch is reaching `state`: the zoom follows first (the scroll view is the pinch's
    /// first target), so the pinch's location in the scroll view is read after this event's
    /// zoom; the moments are told right after the transition.
    func pinchWillReach(_ state: GestureState) {
        holdingMoments {
            switch state {
            case .began: beginPinchZoom()
            case .changed: if zoomState.isZooming { followPinch() } else { beginPinchZoom() }
            case .ended, .cancelled: endPinchZoom()
            case .possible, .failed: break
            }
        }
    }

    private func beginPinchZoom() {
        guard let pinch = pinchGestureRecognizer else { return }
        // an animated zoom still running ends first
        if zoomState.animationEnd != nil { zoomAnimationDidStop() }
        let view = zoomView
        pinch.scale = zoomState.scale
        zoomState.isZooming = true
        zoomState.isBouncing = false
        zoomState.pinchedView = view
        if let view, zoomState.scale > 0 {
            let point = view.convertFromWindow(pinch.location(in: nil))
            zoomState.anchor = Point(x: point.x / zoomState.scale, y: point.y / zoomState.scale)
        }
        // fingers on moving content stop it
        stopAnimation()
        report(ScrollEvent(kind: .willBeginZooming, offset: contentOffset, scale: zoomState.scale))
    }

    private func followPinch() {
        guard let pinch = pinchGestureRecognizer, let view = zoomView else { return }
        let scale = bouncesZoom
            ? ZoomPhysics.rubberBandScale(pinch.scale, minimum: minimumZoomScale, maximum: maximumZoomScale) : clampedZoomScale(pinch.scale)
        guard scale.isFinite, scale > 0 else { return }
        applyZoom(scale, to: view, keeping: zoomState.anchor, at: pinch.location(in: nil))
    }

    private func endPinchZoom() {
        guard zoomState.isZooming else { return }
        zoomState.isZooming = false
        defer { zoomState.pinchedView = nil }
        let scale = zoomState.scale
        if bouncesZoom, let view = zoomView, let pinch = pinchGestureRecognizer, scale < minimumZoomScale || scale > maximumZoomScale {
            // back to the limit at once; the animation's end is the zoom's
            let limit = scale < minimumZoomScale ? minimumZoomScale : maximumZoomScale
            zoomState.isBouncing = true
            let seconds = ZoomPhysics.animationSeconds(from: scale, to: limit)
            applyZoom(limit, to: view, keeping: zoomState.anchor, at: pinch.location(in: nil))
            endZoomAnimation(after: seconds)
            return
        }
        report(ScrollEvent(kind: .didEndZooming, offset: contentOffset, scale: scale))
        moveContent(to: clampedOffset(contentOffset))
    }

    // MARK: Applying a scale

    /// Zooms `view` to `scale` (through the rubber band when `rubberBands`, clamped otherwise),
    /// keeping its `point` (at scale 1) under `anchor` (window coordinates); `always` applies
    /// it even at the scale it has (a pinch's change). Animated, the moments of an animation.
    private func zoom(
        _ view: View, to scale: Double, keeping point: Point, at anchor: Point, rubberBands: Bool, animated: Bool, always: Bool
    ) {
        let target = rubberBands
            ? ZoomPhysics.rubberBandScale(scale, minimum: minimumZoomScale, maximum: maximumZoomScale) : clampedZoomScale(scale)
        guard target.isFinite, target > 0 else { return }
        guard always || target != zoomState.scale else {
            // the same scale: the content size follows the view, nothing else
            resize(view, to: target)
            return
        }
        stopAnimation()
        let seconds = ZoomPhysics.animationSeconds(from: zoomState.scale, to: target)
        if animated, !zoomState.isBouncing {
            report(ScrollEvent(kind: .willBeginZooming, offset: contentOffset, scale: zoomState.scale))
        }
        applyZoom(target, to: view, keeping: point, at: anchor)
        if animated { endZoomAnimation(after: seconds) }
    }

    /// Shows `view` at `scale` with its `point` (at scale 1) under `anchor` (window
    /// coordinates), then reports `didZoom`; a drag in progress goes on from the new offset.
    private func applyZoom(_ scale: Double, to view: View, keeping point: Point, at anchor: Point) {
        resize(view, to: scale)
        let shown = view.convert(Point(x: point.x * scale, y: point.y * scale), to: self)
        // where the anchor is in the visible area
        let visible = convertFromWindow(anchor) - boundsOrigin
        let wanted = shown - visible
        moveContent(to: zoomState.isZooming && bounces ? rubberBandOffset(wanted) : clampedOffset(wanted))
        if isDragging { rebaseDrag(on: contentOffset) }
        report(ScrollEvent(kind: .didZoom, offset: contentOffset, scale: scale))
    }

    /// Gives `view` its size at scale 1 times `scale` (its origin kept) and the content that
    /// size.
    private func resize(_ view: View, to scale: Double) {
        let unscaled = unscaledSize(of: view)
        let size = Size(width: unscaled.width * scale, height: unscaled.height * scale)
        view.frame = Rect(origin: view.frame.origin, size: size)
        zoomState.scale = scale
        zoomState.appliedSize = size
        contentSize = size
    }

    /// The size of `view` at scale 1: kept from the last zoom of the same view while its frame
    /// is the one that zoom gave it, otherwise its frame's size over the zoom scale.
    private func unscaledSize(of view: View) -> Size {
        if zoomState.sizedView === view, view.frame.size == zoomState.appliedSize { return zoomState.unscaledSize }
        let scale = zoomState.scale > 0 ? zoomState.scale : 1
        zoomState.sizedView = view
        zoomState.unscaledSize = Size(width: view.frame.width / scale, height: view.frame.height / scale)
        zoomState.appliedSize = view.frame.size
        return zoomState.unscaledSize
    }

    /// Reports `didEndZooming` `seconds` from now on the view's scheduler (at once without
    /// one), unless the zoom is taken over before.
    private func endZoomAnimation(after seconds: Double) {
        zoomState.animationEnd?.cancel()
        zoomState.animationEnd = nil
        guard let scheduler else { return zoomAnimationDidStop() }
        zoomState.animationEnd = scheduler.perform(afterSeconds: seconds) { [weak self] in self?.zoomAnimationDidStop() }
    }

    /// The animated zoom ended: `didEndZooming` at the scale it rests at.
    ///
    /// Source: iOS 26.1 UIKitCore, decompiled: `-[UIScrollView _zoomAnimationDidStop]`.
    private func zoomAnimationDidStop() {
        zoomState.animationEnd?.cancel()
        zoomState.animationEnd = nil
        zoomState.isBouncing = false
        report(ScrollEvent(kind: .didEndZooming, offset: contentOffset, scale: zoomState.scale))
    }

    // MARK: Limits

    /// `scale` within the zoom limits.
    private func clampedZoomScale(_ scale: Double) -> Double {
        min(max(scale, minimumZoomScale), maximumZoomScale)
    }

    /// `offset` within the content.
    private func clampedOffset(_ offset: Point) -> Point {
        let start = minimumContentOffset, limit = maximumContentOffset
        return Point(x: min(max(offset.x, start.x), limit.x), y: min(max(offset.y, start.y), limit.y))
    }

    /// `offset` with the rubber band past the content's edges.
    private func rubberBandOffset(_ offset: Point) -> Point {
        let start = minimumContentOffset, limit = maximumContentOffset
        return Point(
            x: constrained(offset.x, from: start.x, to: limit.x, dimension: frame.width),
            y: constrained(offset.y, from: start.y, to: limit.y, dimension: frame.height))
    }

    /// The middle of the visible area, in window coordinates.
    private var visibleMiddleInWindow: Point {
        convertToWindow(Point(x: boundsOrigin.x + frame.width / 2, y: boundsOrigin.y + frame.height / 2))
    }
}
