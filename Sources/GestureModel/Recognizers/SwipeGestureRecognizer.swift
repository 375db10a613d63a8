import ControlModel

/// Recognizes a quick straight swipe, as `UISwipeGestureRecognizer` (discrete).
///
/// Within ``maximumDuration`` the centroid must move at least ``minimumDistance`` along one of
/// the allowed directions while staying within ``maximumCrossDistance`` across it (the
/// thresholds are uncertain in UIKit: parameters). A lift before that fails. The location is
/// where the swipe started.
///
/// A lift decides nothing by distance (UIKit's `touchesEnded:` fails a swipe still possible
/// whatever it moved), so the reason of that failure is what the last move measured with the
/// required fingers down: the travel along the allowed direction it went furthest in, among
/// those it stayed within ``maximumCrossDistance`` of (`liftedBeforeMoving`, 0 if only the other
/// way); too far across every direction (`wrongDirection`, the limit ``maximumCrossDistance``);
/// or, when the required fingers were never down together, too few fingers (<doc:Reasons>).
///
/// Sources: Apple's `UISwipeGestureRecognizer.h` ("Recognizes: when numberOfTouchesRequired have
/// moved mostly in the specified direction, enough to be considered a swipe"); iOS 26.1
/// UIKitCore's `UISwipeGestureRecognizer` (decompiled: `touchesMoved:` checks each touch's
/// offset along and across the directions only while `numberOfTouchesRequired` are down, and
/// recognizes only there; `touchesEnded:` fails it).
open class SwipeGestureRecognizer: GestureRecognizer {
    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    /// The allowed directions (right by default).
    @exclusivity(unchecked) public var direction: SwipeDirection = .right
    /// Fingers (1).
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1
    /// Time allowed to travel the distance (0.5 s).
    @exclusivity(unchecked) public var maximumDuration: Duration = .milliseconds(500)
    /// Travel needed along the direction (50 pt).
    @exclusivity(unchecked) public var minimumDistance: Double = 50
    /// Travel allowed across the direction (200 pt).
    @exclusivity(unchecked) public var maximumCrossDistance: Double = 200

    private var start: Point?
    /// When the first touch landed (the swipe's time runs from it).
    private var startTime = Timestamp.zero
    /// The centroid's offset from ``start`` at the last move checked with the required fingers
    /// down (what a lift's reason reports).
    private var checkedDelta = Point.zero
    /// The most fingers down together in this gesture.
    private var mostFingersDown = 0

    /// Creates a swipe recognizer for `direction`.
    public init(direction: SwipeDirection = .right, identifier: String? = nil) {
        self.direction = direction
        super.init(identifier: identifier)
    }

    /// Swipes are discrete.
    open override var isDiscrete: Bool { true }

    open override func location(in view: View?) -> Point {
        guard let start else { return super.location(in: view) }
        return view?.convertFromWindow(start) ?? start
    }

    open override func touchesBegan(_ touches: [Touch]) {
        mostFingersDown = max(mostFingersDown, self.touches.count)
        if self.touches.count > numberOfTouchesRequired {
            return requestState(.failed, because: .tooManyFingers(count: self.touches.count, maximum: numberOfTouchesRequired))
        }
        if start == nil {
            start = GestureRecognizer.centroid(of: self.touches, general: forcesGeneralPath)
            startTime = touches.first?.timestamp ?? .zero
            scheduleRequest(.failed, after: maximumDuration)
        }
    }

    open override func touchesMoved(_ touches: [Touch]) {
        guard let start, self.touches.count == numberOfTouchesRequired else { return }
        let delta = GestureRecognizer.centroid(of: self.touches, general: forcesGeneralPath) - start
        checkedDelta = delta
        for (_, allowed) in SwipeDirection.named where direction.contains(allowed) {
            let (along, across) = SwipeGestureRecognizer.travel(delta, allowed)
            if along >= minimumDistance && across <= maximumCrossDistance {
                if measures {
                    let elapsed = Double((touches.first?.timestamp ?? startTime).nanoseconds - startTime.nanoseconds) / 1e9
                    measured(.swipeDistance, along, limit: minimumDistance, unit: .points, withinLimit: false)
                    measured(.swipeCrossDistance, across, limit: maximumCrossDistance, unit: .points, withinLimit: true)
                    measured(.swipeDuration, elapsed, limit: maximumDuration.seconds, unit: .seconds, withinLimit: true)
                }
                return requestState(.ended)
            }
        }
        let limit = maximumCrossDistance + minimumDistance
        if abs(delta.x) > limit || abs(delta.y) > limit {
            requestState(.failed, because: .wrongDirection(dx: delta.x, dy: delta.y, limit: limit))
        }
    }

    /// The travel of `delta` along `allowed` and across it.
    private static func travel(_ delta: Point, _ allowed: SwipeDirection) -> (along: Double, across: Double) {
        switch allowed {
        case .right: (delta.x, abs(delta.y))
        case .left: (-delta.x, abs(delta.y))
        case .up: (-delta.y, abs(delta.x))
        default: (delta.y, abs(delta.x))
        }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        requestState(.failed, because: reasonForLifting())
    }

    /// Why a lift fails the swipe: the rule its last checked move did not meet (see the type's
    /// documentation).
    private func reasonForLifting() -> GestureReason {
        if mostFingersDown < numberOfTouchesRequired {
            return .tooFewFingers(count: mostFingersDown, required: numberOfTouchesRequired)
        }
        var furthest: Double?
        for (_, allowed) in SwipeDirection.named where direction.contains(allowed) {
            let (along, across) = SwipeGestureRecognizer.travel(checkedDelta, allowed)
            if across <= maximumCrossDistance { furthest = max(furthest ?? 0, along) }
        }
        guard let furthest else {
            return .wrongDirection(dx: checkedDelta.x, dy: checkedDelta.y, limit: maximumCrossDistance)
        }
        return .liftedBeforeMoving(distance: furthest, needed: minimumDistance)
    }

    open override func resetGesture() {
        start = nil
        checkedDelta = .zero
        mostFingersDown = 0
    }

    /// Its one timer: the swipe did not cover its distance in time.
    open override func reasonForTimedRequest(_ state: GestureState) -> GestureReason? { .tooSlow(limit: maximumDuration) }

    /// A one-finger swipe on a superview with a direction along a slider yields to the slider
    /// when it is on the slider's thumb (<doc:WhoWinsATouch>).
    ///
    /// Sources: Apple, "Attaching gesture recognizers to UIKit controls" ("a single finger swipe
    /// on the thumb of a UISlider, in a direction parallel to the slider"); iOS 26.1 UIKitCore,
    /// `-[_UISlideriOSVisualElement gestureRecognizerShouldBegin:]` (a swipe whose
    /// `numberOfTouchesRequired` is 1 and whose direction has a component along the slider).
    open override func yields(to control: Control) -> Bool {
        guard let slider = control as? Slider, numberOfTouchesRequired == 1,
            direction.contains(.left) || direction.contains(.right)
        else { return false }
        return slider.isOnThumb(location(in: slider))
    }
}
