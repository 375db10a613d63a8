import ControlModel

/// A scroll view's own pan recognizer (``ScrollView/panGestureRecognizer``, `ID.pan` in files):
/// a ``PanGestureRecognizer`` like any other — failure requirements, exclusivity, delegates and
/// reasons apply to it unchanged — with two rules of its own (<doc:ScrollViews>):
///
/// - **Only where it can scroll.** When the finger has moved far enough to begin, the pan fails
///   if its scroll view cannot move along the movement's main axis in that direction
///   (``ScrollView/canMove(along:)``). A vertical list lets a sideways drag go to its
///   content or to an outer scroll view, and so the innermost scroll view that can move
///   takes a drag: its pan is bound to the touch before those of the views around it.
/// - **A touch stops a moving scroll view.** A finger landing while the content decelerates
///   begins the pan at once: the content stops, and the touch never reaches the content (the
///   pan cancels the touches in its view), so the first tap on a moving list only stops it.
///
/// Sources: Apple, `UIScrollView.panGestureRecognizer`; nested scroll views: Apple, "Nesting
/// Scroll Views" in the Scroll View Programming Guide for iOS (cross-directional nesting);
/// iOS 26.1 UIKitCore, `UIScrollViewPanGestureRecognizer` (decompiled: it checks whether its
/// scroll view can scroll on each axis before beginning, and begins on touch-down while the
/// scroll view decelerates).
public final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    /// The finger's movement when the pan began (before the hysteresis is taken off): the
    /// direction the directional lock looks at.
    @exclusivity(unchecked) public private(set) var movementAtBegin = Point.zero

    /// The scroll view the pan belongs to.
    public var scrollView: ScrollView? { view as? ScrollView }

    /// Creates the pan of a scroll view named `identifier` (`identifier.pan`).
    init(scrollViewIdentifier: String?) {
        super.init(identifier: scrollViewIdentifier.map { "\($0).pan" })
        isScrollViewPan = true
    }

    override func willReach(_ state: GestureState) { scrollView?.panWillReach(state) }

    public override func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        if state == .possible, self.touches.count == touches.count, scrollView?.isDecelerating == true {
            movementAtBegin = .zero
            requestState(.began)
        }
    }

    public override func touchesMoved(_ touches: [Touch]) {
        if state == .possible, !isWaitingForRequiredFailure,
            (minimumNumberOfTouches...maximumNumberOfTouches).contains(self.touches.count)
        {
            let moved = translation
            if abs(moved.x) >= hysteresis || abs(moved.y) >= hysteresis {
                movementAtBegin = moved
                if let scrollView, !scrollView.canMove(along: moved) {
                    return requestState(.failed, because: .cannotScroll(dx: moved.x, dy: moved.y))
                }
            }
        }
        super.touchesMoved(touches)
    }
}
