/// A rectangle in a tree of views, as `UIView` without drawing: a frame in its parent's
/// coordinates, hit-testing, coordinate conversion and touch delivery.
///
/// Views live in ControlModel (not GestureModel) because controls are views; GestureModel
/// attaches gesture recognizers to views and routes touches to them.
open class View {
    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    /// The frame in the superview's coordinates.
    @exclusivity(unchecked) public var frame: Rect
    /// A name used in logs and output (a scene's `id`).
    public var identifier: String?
    /// A hidden view and its subviews take no touches; hiding the view makes a first responder
    /// in it resign (``View/firstResponder``).
    @exclusivity(unchecked) public var isHidden = false {
        didSet { if isHidden, !oldValue { resignFirstResponderInside() } }
    }
    /// A view with user interaction off (and its subviews) takes no touches.
    @exclusivity(unchecked) public var isUserInteractionEnabled = true
    /// Whether the view is given more than one touch at a time (false by default, as
    /// `UIView.isMultipleTouchEnabled`): a view with it off receives only the first touch of a
    /// multi-touch sequence that lands on it; later touches that land on it while that one is
    /// down are still hit-tested to it and seen by the gesture recognizers of it and its
    /// superviews, but not delivered to the view itself.
    ///
    /// Source: Apple, `UIView.isMultipleTouchEnabled` ("This property does not affect the
    /// gesture recognizers attached to the view").
    @exclusivity(unchecked) public var isMultipleTouchEnabled = false
    /// Whether the view blocks touches to other views of its window while it tracks one (false
    /// by default, as `UIView.isExclusiveTouch`): while a touch is down on an exclusive-touch
    /// view, a touch that lands on any other view is ignored, and a touch that lands on an
    /// exclusive-touch view while another view has a touch down is ignored. An ignored touch
    /// reaches neither a view nor a gesture recognizer.
    ///
    /// Source: Apple, `UIView.isExclusiveTouch` and the Event Handling Guide for iOS.
    @exclusivity(unchecked) public var isExclusiveTouch = false
    /// The parent view. (Held without a weak reference, which would slow every retain of a
    /// view; a parent clears its children's link when it goes.)
    public var superview: View? { parent?.object }
    /// The parent, held unretained; see ``superview``.
    @exclusivity(unchecked) @usableFromInline var parent: Unretained<View>?
    /// True for a view without a superview (a window, or a view not in a tree), read without
    /// retaining the parent.
    @inlinable package var isRoot: Bool { parent == nil }
    /// The child views, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// Objects other layers attach to the view, in order (GestureModel keeps the view's gesture
    /// recognizers here). Not for general use.
    @exclusivity(unchecked) package var attachments: [AnyObject] = []
    private var ownScheduler: (any Scheduler)?
    /// The first responder of the tree this view is the root of (``firstResponder``): set on
    /// the root only, held weakly.
    package weak var storedFirstResponder: TextField?
    /// ``controlEventSink`` when set on this view (the root's).
    private var ownControlEventSink: (any ControlModelEventSink)?

    /// Creates a view with `frame` in its future superview's coordinates.
    public init(frame: Rect = .zero, identifier: String? = nil) {
        self.frame = frame
        self.identifier = identifier
    }

    deinit {
        for child in subviews { child.parent = nil }
        for attachment in attachments { (attachment as? any ViewAttachment)?.viewWillGo(self) }
    }

    /// The origin of ``bounds``: the point of the view's own coordinate space at its top-left
    /// corner (zero unless the view scrolls its content, as a scroll view's content offset).
    @exclusivity(unchecked) public var boundsOrigin = Point.zero

    /// The view's own coordinate space: the frame's size at ``boundsOrigin``, as `UIView.bounds`.
    /// Subviews are laid out in it, so moving its origin moves them the other way (what a scroll
    /// view's content offset does).
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

    /// The scheduler that delayed work of this view goes through: the one set on the view, or
    /// else its superview's (a window sets one for its whole tree). Open so that a root view can
    /// follow changes to its own.
    open var scheduler: (any Scheduler)? {
        get { ownScheduler ?? superview?.scheduler }
        set { ownScheduler = newValue }
    }

    /// Adds `view` as the front-most child, removing it from its previous parent.
    public func addSubview(_ view: View) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        view.removeFromSuperview()
        subviews.append(view)
        view.parent = Unretained(self)
    }

    /// Removes the view from its parent.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        // a first responder in the view leaves the window with it
        resignFirstResponderInside()
        parent.subviews.removeAll { $0 === self }
        self.parent = nil
    }

    /// True when `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let node = current {
            if node === view { return true }
            current = node.superview
        }
        return false
    }

    /// The top of this view's tree (the window, once the view is in one).
    public var root: View {
        var node = self
        while let parent = node.superview { node = parent }
        return node
    }

    /// The sink that hears what the controls of this view's tree do (``ControlModelEventSink``): the one
    /// set on the root (a window's event stream), found by walking up the tree; nil when none is
    /// set, and then the controls build no event. Setting it on a view that is not the root
    /// sets the root's.
    public var controlEventSink: (any ControlModelEventSink)? {
        get {
            // the chain is walked without reference counting: nothing can change it meanwhile
            if let sink = ownControlEventSink { return sink }
            var next = parent
            while let node = next {
                if let sink = node.with({ $0.ownControlEventSink }) { return sink }
                next = node.with { $0.parent }
            }
            return nil
        }
        set { root.ownControlEventSink = newValue }
    }

    /// The offset of this view's origin in the root's coordinates: each view's frame origin in
    /// its parent's coordinates, less its own bounds origin, up to the root.
    public var originInRoot: Point {
        // the chain is walked without reference counting: nothing can change it meanwhile
        var offset = Point.zero
        var origin = frame.origin - boundsOrigin
        var next = parent
        while let node = next {
            offset = offset + origin
            next = node.with { view in
                origin = view.frame.origin - view.boundsOrigin
                return view.parent
            }
        }
        return offset
    }

    /// Converts a point in window (root) coordinates into this view's coordinates.
    public func convertFromWindow(_ point: Point) -> Point { point - originInRoot }

    /// Converts a point in this view's coordinates into window (root) coordinates.
    public func convertToWindow(_ point: Point) -> Point { point + originInRoot }

    /// Converts a point in this view's coordinates into `view`'s (window coordinates for nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        let inWindow = convertToWindow(point)
        return view?.convertFromWindow(inWindow) ?? inWindow
    }

    /// The view's opacity, from 0 to 1 (1). Nothing is drawn here, but a view below
    /// ``minimumHitTestAlpha`` takes no touches (``acceptsTouches``), as in UIKit.
    @exclusivity(unchecked) public var alpha = 1.0

    /// The smallest ``alpha`` at which hit-testing still finds a view: 0.01.
    ///
    /// Source: Apple, `UIView.hitTest(_:with:)` ("This method ignores view objects that are
    /// hidden, that have disabled user interactions, or have an alpha level less than 0.01").
    public static let minimumHitTestAlpha = 0.01

    /// Whether the view itself can take touches: not hidden, with user interaction on, and an
    /// ``alpha`` of at least ``minimumHitTestAlpha``. Controls also require being enabled.
    open var acceptsTouches: Bool { !isHidden && isUserInteractionEnabled && alpha >= View.minimumHitTestAlpha }

    /// The deepest view under `point` (in this view's coordinates) that takes touches: hidden
    /// views, views with user interaction off or an ``alpha`` under 0.01 and disabled controls
    /// are skipped with their
    /// subviews; later siblings are tried before earlier ones (as `UIView.hitTest(_:with:)`).
    ///
    /// - Complexity: O(n) in the number of views in the subtree.
    open func hitTest(_ point: Point) -> View? {
        // the bounds first: most views of a long list are ruled out by them, without asking the
        // (overridable) acceptsTouches
        guard bounds.contains(point), acceptsTouches else { return nil }
        for child in subviews.reversed() {
            if let hit = child.hitTest(point - child.frame.origin + child.boundsOrigin) { return hit }
        }
        return self
    }

    /// Lays the view out now, as `UIView.layoutIfNeeded()`: nothing for a plain view (frames are
    /// set, not computed); a table view reads its data and makes the cells in view.
    open func layoutIfNeeded() {}

    /// Whether the default touch methods pass the touches on to the superview, as UIKit's
    /// responder chain does for a view that does not handle them (false: touches stop at the
    /// view they landed on, as they always did in bk-events). A table or collection view turns
    /// it on for the plain views inside its cells, so a tap on a cell's label reaches the cell
    /// (and selects the row); a control never passes its touches on.
    ///
    /// Source: Apple, `UIResponder.touchesBegan(_:with:)` ("The default implementation of this
    /// method forwards the message up the responder chain").
    @exclusivity(unchecked) public var forwardsTouchesToSuperview = false

    /// Touches that began on this view. The default passes them to the superview when
    /// `forwardsTouchesToSuperview` is on, and otherwise does nothing.
    open func touchesBegan(_ touches: [Touch]) {
        if forwardsTouchesToSuperview { superview?.touchesBegan(touches) }
    }
    /// Touches of this view that moved. The default passes them on as `touchesBegan(_:)` does.
    open func touchesMoved(_ touches: [Touch]) {
        if forwardsTouchesToSuperview { superview?.touchesMoved(touches) }
    }
    /// Touches of this view that lifted. The default passes them on as `touchesBegan(_:)` does.
    open func touchesEnded(_ touches: [Touch]) {
        if forwardsTouchesToSuperview { superview?.touchesEnded(touches) }
    }
    /// Touches of this view that were cancelled. The default passes them on as
    /// `touchesBegan(_:)` does.
    open func touchesCancelled(_ touches: [Touch]) {
        if forwardsTouchesToSuperview { superview?.touchesCancelled(touches) }
    }

    /// Delivers `touches` to the method for `phase` (stationary touches are not delivered).
    package func deliver(_ touches: [Touch], phase: TouchPhase) {
        switch phase {
        case .began: touchesBegan(touches)
        case .moved: touchesMoved(touches)
        case .stationary: break
        case .ended: touchesEnded(touches)
        case .cancelled: touchesCancelled(touches)
        }
    }
}
