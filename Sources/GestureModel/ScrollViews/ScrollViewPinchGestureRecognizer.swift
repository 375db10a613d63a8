import ControlModel

/// A zooming scroll view's own pinch recognizer (``ScrollView/pinchGestureRecognizer``,
/// `ID.pinch` in files): a ``PinchGestureRecognizer`` like any other — failure requirements,
/// exclusivity, delegates and reasons apply to it unchanged — with the rules of its scroll view
/// (<doc:ScrollViews>):
///
/// - **Only while the scroll view can zoom.** The scroll view makes it when
///   ``ScrollView/minimumZoomScale`` and ``ScrollView/maximumZoomScale`` differ and removes it
///   when they are equal again.
/// - **Its scale is the zoom scale.** When it begins, its ``PinchGestureRecognizer/scale`` is
///   set to the scroll view's ``ScrollView/zoomScale``, so it reports the zoom the fingers ask
///   for (the zoom scale at began times the fingers' spread since).
/// - **With its scroll view's pan.** Neither prevents the other: two fingers that both spread
///   and move zoom and scroll at once.
/// - **Content that keeps its touch.** Like the pan, it does not begin when the content view
///   under a finger already has that finger's touch and the scroll view may not cancel it.
///
/// Sources: iOS 26.1 UIKitCore, decompiled: `-[UIScrollView _updatePinchGesture]` (made when
/// the minimum and maximum zoom scales differ, removed when they are equal),
/// `-[UIScrollView _updatePinchGestureForState:]` (the scale set to the zoom scale at began),
/// `-[UIScrollView _gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:]`
/// (the pan with the pinch), `-[UIScrollViewPinchGestureRecognizer touchesMoved:withEvent:]`
/// (`_canCancelContentTouches:`).
public final class ScrollViewPinchGestureRecognizer: PinchGestureRecognizer {
    /// The scroll view the pinch belongs to.
    public var scrollView: ScrollView? { view as? ScrollView }

    /// Creates the pinch of a scroll view named `identifier` (`identifier.pinch`).
    init(scrollViewIdentifier: String?) {
        super.init(identifier: scrollViewIdentifier.map { "\($0).pinch" })
        drivesScrollView = true
    }

    override func willReach(_ state: GestureState) { scrollView?.pinchWillReach(state) }

    /// Not its own scroll view's pan: the two recognize together.
    public override func canPrevent(_ other: GestureRecognizer) -> Bool {
        !isOwnScrollViewPan(other)
    }

    /// Not by its own scroll view's pan: the two recognize together.
    public override func canBePrevented(by other: GestureRecognizer) -> Bool {
        !isOwnScrollViewPan(other)
    }

    private func isOwnScrollViewPan(_ other: GestureRecognizer) -> Bool {
        guard let scrollView else { return false }
        return other === scrollView.panGestureRecognizer
    }
}
