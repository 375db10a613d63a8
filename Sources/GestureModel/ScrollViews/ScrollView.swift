import ControlModel

/// A view that scrolls its content, as `UIScrollView` (<doc:ScrollViews>): its subviews are laid
/// out in content coordinates and move with ``contentOffset`` (the bounds origin); its own pan
/// recognizer drags the content, with a rubber band past the edges, then decelerates, bounces
/// back or turns a page; a private recognizer delays touches to the content so a drag can
/// become a scroll before the content sees it.
///
/// Defaults are UIKit's: scrolling on, content touches delayed and cancellable, bounces on,
/// paging and the directional lock off, the normal deceleration rate (0.998).
///
/// It zooms a view inside it when ``minimumZoomScale`` and ``maximumZoomScale`` differ and it
/// has a view for zooming: its own pinch scales that view (<doc:ScrollViews>).
///
/// What it reports — the `UIScrollViewDelegate` moments — goes to ``scrollEvents``.
///
/// Source: Apple, `UIScrollView` and its properties' pages; the Scroll View Programming Guide
/// for iOS.
open class ScrollView: View {
    /// How long a touch on the content is held back when ``delaysContentTouches`` is on: 0.15 s.
    ///
    /// Source: UIKit's private `UIScrollViewDelayedTouchesBeganGestureRecognizer` (iOS 26.1
    /// UIKitCore, decompiled: a 0.15 s timer); Apple documents the delay without its length.
    public static let contentTouchDelay = Duration.milliseconds(150)

    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    /// The size of the content, in points (zero by default).
    @exclusivity(unchecked) public var contentSize = Size.zero
    /// Room around the content, in points (zero by default): the content scrolls from
    /// ``minimumContentOffset`` (−left, −top) to ``maximumContentOffset`` (its end plus right,
    /// bottom), bounces back to those edges and comes to rest within them. Setting it moves no
    /// content.
    ///
    /// Source: Apple, `UIScrollView.contentInset` ("Use this property to extend the space
    /// between your content and the edges of the content view … the unit of size is points")
    /// and `adjustedContentInset`; the range as iOS 26.1 UIKitCore's `-[UIScrollView
    /// _minimumContentOffset]` and `_maximumContentOffsetForContentSize:` compute it (the
    /// effective inset subtracted at the start; content plus inset less the bounds at the end,
    /// never below the start; what `-[UICollectionViewLayout
    /// targetContentOffsetForProposedContentOffset:]` clamps to, decompiled).
    @exclusivity(unchecked) public var contentInset = EdgeInsets.zero
    /// The point of the content at the view's top-left corner (zero at the start). Setting it
    /// stops any motion after a lift and reports `didScroll` when it changed; during a drag, the
    /// drag goes on from the new offset (as infinite-scrolling code that re-centres the content
    /// relies on: WWDC 2011 session 104, "Advanced Scroll View Techniques").
    public var contentOffset: Point {
        get { boundsOrigin }
        set {
            stopAnimation()
            if isDragging { rebaseDrag(on: newValue) }
            moveContent(to: newValue)
        }
    }
    /// Whether the user can scroll (true): off, the pan takes no touches.
    @exclusivity(unchecked) public var isScrollEnabled = true {
        didSet {
            panGestureRecognizer.isEnabled = isScrollEnabled
            delayRecognizer.isEnabled = delaysContentTouches && isScrollEnabled
        }
    }
    /// Whether touches on the content are held back for ``contentTouchDelay`` (true), while
    /// scrolling is enabled (with scrolling off there is no drag to wait for, and the content
    /// gets its touches at once: a choice, as Apple documents only that such a scroll view
    /// forwards its touches).
    @exclusivity(unchecked) public var delaysContentTouches = true {
        didSet { delayRecognizer.isEnabled = delaysContentTouches && isScrollEnabled }
    }
    /// Whether a drag may take a touch the content already has (true): see
    /// ``touchesShouldCancel(in:)``.
    @exclusivity(unchecked) public var canCancelContentTouches = true
    /// Whether the content follows the finger past an edge with a rubber band and bounces back
    /// (true); off, it stops at the edges.
    @exclusivity(unchecked) public var bounces = true
    /// Whether a drag moves the content vertically even when it is not taller than the view
    /// (false; with ``bounces``).
    @exclusivity(unchecked) public var alwaysBounceVertical = false
    /// Whether a drag moves the content horizontally even when it is not wider than the view
    /// (false; with ``bounces``).
    @exclusivity(unchecked) public var alwaysBounceHorizontal = false
    /// Whether the content comes to rest on multiples of the view's size (false).
    @exclusivity(unchecked) public var isPagingEnabled = false
    /// Whether a drag that starts mostly along one axis stays on it (false).
    @exclusivity(unchecked) public var isDirectionalLockEnabled = false
    /// The velocity kept per millisecond after a lift: ``DecelerationRate-swift.struct/normal``
    /// (0.998, the default) or ``DecelerationRate-swift.struct/fast`` (0.99).
    @exclusivity(unchecked) public var decelerationRate = DecelerationRate.normal
    /// Answers `touchesShouldBegin(_:with:in:)` in place of the default (yes): whether the
    /// content `view` is given `touch` at all. Asked when the touch lands.
    @exclusivity(unchecked) public var touchesShouldBegin: ((Touch, View) -> Bool)?
    /// Answers `touchesShouldCancel(in:)` in place of the default rule (see
    /// ``touchesShouldCancel(in:)``).
    @exclusivity(unchecked) public var touchesShouldCancel: ((View) -> Bool)?
    /// The smallest zoom scale (1). With a different ``maximumZoomScale`` the scroll view has a
    /// pinch (``pinchGestureRecognizer``).
    @exclusivity(unchecked) public var minimumZoomScale = 1.0 {
        didSet { updatePinchGesture() }
    }
    /// The largest zoom scale (1); see ``minimumZoomScale``.
    @exclusivity(unchecked) public var maximumZoomScale = 1.0 {
        didSet { updatePinchGesture() }
    }
    /// Whether a pinch past the zoom limits goes on with a rubber band and the zoom goes back
    /// within them after the lift (true); off, the zoom stops at the limits.
    @exclusivity(unchecked) public var bouncesZoom = true
    /// Answers `viewForZooming(in:)` after the ``zoomingDelegate`` (when it gives none): the
    /// view the scroll view zooms.
    @exclusivity(unchecked) public var viewForZooming: ((ScrollView) -> View?)?
    /// The object that names the view the scroll view zooms, held weakly.
    public weak var zoomingDelegate: (any ScrollViewZoomingDelegate)?
    /// The delegate, held weakly, as `UIScrollView.delegate`: it hears the moments (before the
    /// observers of ``scrollEvents``) and may move the target after a lift; a table view's
    /// delegate is this one too (a ``TableViewDelegate`` is a ``ScrollViewDelegate``), and a
    /// delegate that is a ``ScrollViewZoomingDelegate`` names the view to zoom after
    /// ``zoomingDelegate``.
    public weak var delegate: (any ScrollViewDelegate)? { didSet { delegateDidChange() } }

    /// The recognizer that drags the content (`ID.pan` in files).
    public let panGestureRecognizer: ScrollViewPanGestureRecognizer
    /// The recognizer that zooms the content (`ID.pinch` in files): there while the zoom
    /// scale limits differ, nil otherwise.
    public internal(set) var pinchGestureRecognizer: ScrollViewPinchGestureRecognizer?
    /// The private recognizer that delays touches to the content.
    let delayRecognizer: ContentTouchDelayRecognizer
    /// Observers of the scroll view's delegate moments, in order.
    public let scrollEvents = ObserverList<ScrollEvent>()

    /// True while a finger drags the content (from the pan's began to its end).
    @exclusivity(unchecked) public internal(set) var isDragging = false
    /// True while the content moves on after a lift (decelerating, bouncing back or paging);
    /// false during ``setContentOffset(_:animated:)``'s motion, as in UIKit.
    public var isDecelerating: Bool { animation?.end == .didEndDecelerating }

    /// The drag in progress.
    @exclusivity(unchecked) var drag = ScrollDrag()
    /// The motion after a lift, while it runs.
    @exclusivity(unchecked) var animation: ScrollAnimation?
    /// What each frame's call runs on virtual time (made at the first frame, kept for the next).
    @exclusivity(unchecked) var frameAction: (() -> Void)?
    private var panObservation: ObservationToken?
    /// The scroll view's observation of its pinch (its first observer), while it has one.
    var pinchObservation: ObservationToken?
    /// The zoom scale, the pinch in progress and the end of an animated zoom.
    @exclusivity(unchecked) var zoomState = ScrollZoom()
    /// The moments of the pan's transition being applied, held until the transition is reported
    /// (see ``panWillReach(_:)``): the first ``heldCount`` (the list keeps its room and its
    /// elements between transitions, overwritten in place).
    @exclusivity(unchecked) private var heldEvents: [ScrollEvent] = []
    @exclusivity(unchecked) private var heldCount = 0
    @exclusivity(unchecked) private var holdsEvents = false
    /// A lift waiting for the held moments to be told (``settle(_:)``).
    @exclusivity(unchecked) var pendingSettling: ScrollSettling?

    /// Whether moments are being held (a transition of the pan or pinch is being applied).
    var holdsMoments: Bool { holdsEvents }

    /// Creates a scroll view; its recognizers are named after `identifier` (`ID.pan`).
    public override init(frame: Rect = .zero, identifier: String? = nil) {
        panGestureRecognizer = ScrollViewPanGestureRecognizer(scrollViewIdentifier: identifier)
        delayRecognizer = ContentTouchDelayRecognizer(scrollViewIdentifier: identifier)
        super.init(frame: frame, identifier: identifier)
        addGestureRecognizer(delayRecognizer)
        addGestureRecognizer(panGestureRecognizer)
        // the moments of a transition are told right after it (the scroll view is the pan's
        // first observer)
        panObservation = panGestureRecognizer.stateChanges.add { [me = Unretained(self)] _ in
            me.with { $0.reportHeldEvents() }
        }
    }

    deinit {
        animation?.cancel()
        zoomState.animationEnd?.cancel()
        panObservation = nil
    }

    // MARK: Content touches

    /// Whether a drag that begins after the content `view` got its touch takes the touch from
    /// it (the content gets touchesCancelled) or leaves it there (the drag does not scroll):
    /// the ``touchesShouldCancel`` closure's answer, or by default yes unless `view` is a
    /// control.
    ///
    /// Source: Apple, `UIScrollView.touchesShouldCancel(in:)` ("The default returned value is
    /// true if view isn't a UIControl object; otherwise, it returns false").
    open func touchesShouldCancel(in view: View) -> Bool {
        if let touchesShouldCancel { return touchesShouldCancel(view) }
        return !(view is Control)
    }

    /// Whether the content `view`, which has `touch`, keeps it when the drag would begin: when
    /// the scroll view may not cancel content touches at all (``canCancelContentTouches`` off),
    /// or ``touchesShouldCancel(in:)`` says no. The pan then fails.
    ///
    /// Source: Apple, `UIScrollView.canCancelContentTouches` ("If the value of this property
    /// is false, the scroll view does not scroll regardless of finger movement once the content
    /// view starts tracking").
    public func contentKeepsTouch(in view: View) -> Bool {
        !canCancelContentTouches || !touchesShouldCancel(in: view)
    }

    // MARK: Axes

    /// The smallest offset along each axis, where the content rests at its start: −left and
    /// −top of ``contentInset`` (zero without insets).
    public var minimumContentOffset: Point { Point(x: -contentInset.left, y: -contentInset.top) }

    /// The largest offset along each axis, where the content rests at its end: the content's
    /// size plus the right (bottom) inset less the view's, never below ``minimumContentOffset``
    /// (a content shorter than the view rests at its start).
    public var maximumContentOffset: Point {
        Point(
            x: max(contentSize.width + contentInset.right - frame.width, -contentInset.left),
            y: max(contentSize.height + contentInset.bottom - frame.height, -contentInset.top))
    }

    /// Whether a drag moves the content horizontally: scrolling on, and the content with its
    /// insets wider than the view (``maximumContentOffset`` past ``minimumContentOffset``), or
    /// ``alwaysBounceHorizontal`` with ``bounces``.
    public var scrollsHorizontally: Bool {
        isScrollEnabled && (contentSize.width + contentInset.left + contentInset.right > frame.width || (bounces && alwaysBounceHorizontal))
    }

    /// Whether a drag moves the content vertically (as ``scrollsHorizontally``).
    public var scrollsVertically: Bool {
        isScrollEnabled && (contentSize.height + contentInset.top + contentInset.bottom > frame.height || (bounces && alwaysBounceVertical))
    }

    /// Whether a finger `movement` (window axes) can move the content: on some axis the finger
    /// moved at least `threshold` along, the content scrolls (``scrollsHorizontally``,
    /// ``scrollsVertically``) and, unless it ``bounces``, is not already at that edge in that
    /// direction. A vertical list does not take a movement that is only sideways, however far,
    /// and takes one that went `threshold` down even if it went further sideways.
    ///
    /// Source: iOS 26.1 UIKitCore (decompiled): `-[UIScrollViewPanGestureRecognizer
    /// _shouldTryToBeginWithEvent:]` declines when neither axis scrolls, or when the only axis
    /// that scrolls is not one the finger moved the hysteresis on (`_willScrollX`,
    /// `_willScrollY`); the edge without bounce stands for its hand-over to a parent scroll view
    /// at an abutted edge (`_currentlyAbuttedContentEdges`), which bk-events does not model
    /// further.
    public func canMove(along movement: Point, past threshold: Double) -> Bool {
        let start = minimumContentOffset, limit = maximumContentOffset
        return canMove(movement.x, past: threshold, scrolls: scrollsHorizontally, offset: contentOffset.x, from: start.x, to: limit.x)
            || canMove(movement.y, past: threshold, scrolls: scrollsVertically, offset: contentOffset.y, from: start.y, to: limit.y)
    }

    /// ``canMove(along:past:)`` on one axis, whose content's range is `start` to `limit`.
    private func canMove(_ finger: Double, past threshold: Double, scrolls: Bool, offset: Double, from start: Double, to limit: Double) -> Bool {
        guard scrolls, abs(finger) >= threshold else { return false }
        if bounces { return true }
        // the content moves against the finger
        return finger < 0 ? offset < limit : offset > start
    }

    // MARK: Reporting

    /// Moves the content (the bounds origin) and reports `didScroll` when it changed.
    func moveContent(to offset: Point) {
        guard offset != boundsOrigin else { return }
        boundsOrigin = offset
        contentDidMove()
        report(ScrollEvent(kind: .didScroll, offset: offset))
    }

    /// The delegate changed: a table view reloads. The default does nothing.
    func delegateDidChange() {}

    /// The content offset changed (before `didScroll` is told): a table view lays out the rows
    /// that came into view here. The default does nothing.
    func contentDidMove() {}

    /// Tells the observers of ``scrollEvents`` (or holds the event while the pan's transition
    /// is being applied).
    func report(_ event: ScrollEvent) {
        if holdsEvents {
            if heldCount < heldEvents.count { heldEvents[heldCount] = event } else { heldEvents.append(event) }
            heldCount += 1
            return
        }
        // the window's event stream, when a sink listens (the controls' sink is the stream)
        if let stream = controlEventSink { (stream as? EventStream)?.emit(.scroll(self, event)) }
        delegate?.scrollView(self, didReport: event)
        if !scrollEvents.isEmpty { scrollEvents.notify(event) }
        // the delegate heard them above (a zooming delegate that is also the delegate hears each once);
        // `didScroll`, most moments, is none of the zooming delegate's: its weak reference is not
        // read then (a dynamic exclusivity check and a weak load, ~120 instructions a moment)
        switch event.kind {
        case .didScroll: break
        default: if let zooming = zoomingDelegate, zooming !== delegate { tellZoomMoment(event, to: zooming) }
        }
    }

    /// Tells the zooming delegate `event`, when it is a zoom moment.
    private func tellZoomMoment(_ event: ScrollEvent, to zooming: any ScrollViewZoomingDelegate) {
        switch event.kind {
        case .willBeginZooming: zooming.scrollViewWillBeginZooming(self, with: zoomView)
        case .didZoom: zooming.scrollViewDidZoom(self)
        case .didEndZooming: zooming.scrollViewDidEndZooming(self, with: zoomView, atScale: event.scale ?? zoomScale)
        case .willBeginDragging, .didScroll, .willEndDragging, .didEndDragging, .didEndDecelerating, .didEndScrollingAnimation: break
        }
    }

    /// Tells the moments held while the pan's or pinch's transition was applied, in order, then
    /// settles a lift that waited for them.
    func reportHeldEvents() {
        // by index: nothing is held while they are told
        var index = 0
        while index < heldCount {
            report(heldEvents[index])
            index += 1
        }
        heldCount = 0
        if let lift = pendingSettling {
            pendingSettling = nil
            settle(lift)
        }
    }

    /// The pan is reaching `state`: the content moves first, as the scroll view is the pan's
    /// first target in UIKit, so the pan's location in the scroll view (content coordinates) is
    /// read after this event's scroll, by its record and by every other handler; the moments are
    /// told right after the transition.
    func panWillReach(_ state: GestureState) {
        holdingMoments { panned(to: state) }
    }

    /// Runs `body`, holding the moments it reports until the transition being applied is
    /// reported (its recognizer's first observer, the scroll view, tells them then).
    func holdingMoments(_ body: () -> Void) {
        holdsEvents = true
        body()
        holdsEvents = false
    }
}
