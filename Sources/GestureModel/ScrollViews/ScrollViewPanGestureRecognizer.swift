import ControlModel

/// A scroll view's own pan recognizer (``ScrollView/panGestureRecognizer``, `ID.pan` in files):
/// a ``PanGestureRecognizer`` like any other — failure requirements, exclusivity, delegates and
/// reasons apply to it unchanged — with two rules of its own (<doc:ScrollViews>):
///
/// - **Only where it can scroll.** Once the finger has moved far enough to begin, the pan
///   begins only if its scroll view can move along an axis the finger moved ``PanGestureRecognizer/hysteresis`` on
///   (``ScrollView/canMove(along:past:)``); otherwise it declines and stays possible, asking
///   again on the next move. So a vertical list lets a sideways drag go to its content or to
///   an outer scroll view (which begins and fails this pan), and a drag that starts sideways
///   scrolls the list once it has gone 10 pt down. A pan that never began fails at the lift
///   with `cannotScroll` and the movement it last declined. The innermost scroll view that can
///   move takes a drag: its pan is bound to the touch before those of the views around it.
/// - **A touch stops a moving scroll view.** A finger landing while the content decelerates
///   begins the pan at once: the content stops, and the touch never reaches the content (the
///   pan cancels the touches in its view), so the first tap on a moving list only stops it.
///
/// Sources: Apple, `UIScrollView.panGestureRecognizer`; nested scroll views: Apple, "Nesting
/// Scroll Views" in the Scroll View Programming Guide for iOS (cross-directional nesting);
/// iOS 26.1 UIKitCore, decompiled: `-[UIScrollViewPanGestureRecognizer
/// _shouldTryToBeginWithEvent:]` (declines while its scroll view cannot scroll along an axis
/// past the hysteresis, `_canScrollX`/`_canScrollY` with `_willScrollX`/`_willScrollY`), and
/// `-[UIPanGestureRecognizer touchesMoved:withEvent:]` (a declined try leaves the pan possible;
/// it is asked again on the next move); `-[UIScrollViewPanGestureRecognizer touchesBegan:
/// withEvent:]` and `_beginScrollWithEvent:` (begins on touch-down while the scroll view
/// decelerates).
public final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    /// The finger's movement when the pan began (before the hysteresis is taken off): the
    /// direction the directional lock looks at.
    @exclusivity(unchecked) public private(set) var movementAtBegin = Point.zero

    /// The scroll view the pan belongs to.
    public var scrollView: ScrollView? { view as? ScrollView }

    /// Creates the pan of a scroll view named `identifier` (`identifier.pan`). It ignores a
    /// finger past ``PanGestureRecognizer/maximumNumberOfTouches`` rather than failing
    /// (``PanGestureRecognizer/failsPastMaxTouches`` off: iOS 26.1's
    /// `-[UIScrollViewPanGestureRecognizer initWithTarget:action:]` calls
    /// `setFailsPastMaxTouches:0`).
    init(scrollViewIdentifier: String?) {
        super.init(identifier: scrollViewIdentifier.map { "\($0).pan" })
        isScrollViewPan = true
        drivesScrollView = true
        failsPastMaxTouches = false
    }

    override func willReach(_ state: GestureState) { scrollView?.panWillReach(state) }

    public override func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        if state == .possible, self.touches.count == touches.count, scrollView?.isDecelerating == true {
            movementAtBegin = .zero
            requestState(.began)
        }
    }

    /// The movement the pan last declined to begin with, because its scroll view could not
    /// move along it (the reason of its failure at the lift), or nil.
    private var declined: Point?

    public override func touchesMoved(_ touches: [Touch]) {
        if state == .possible, !isWaitingForRequiredFailure,
            (minimumNumberOfTouches...maximumNumberOfTouches).contains(self.touches.count)
        {
            let moved = translation
            if abs(moved.x) >= hysteresis || abs(moved.y) >= hysteresis {
                if let scrollView, !scrollView.canMove(along: moved, past: hysteresis) {
                    declined = moved
                    return super.touchesMovedDeclining(touches)
                }
                movementAtBegin = moved
            }
        }
        super.touchesMoved(touches)
    }

    override func failureAtLift() -> GestureReason {
        if let declined { return .cannotScroll(dx: declined.x, dy: declined.y) }
        return super.failureAtLift()
    }

    public override func resetGesture() {
        super.resetGesture()
        declined = nil
    }
}
