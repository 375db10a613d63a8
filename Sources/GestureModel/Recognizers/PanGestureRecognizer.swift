import ControlModel

/// Recognizes a drag, as `UIPanGestureRecognizer` (continuous).
///
/// Begins when the centroid of at least ``minimumNumberOfTouches`` fingers moved ``hysteresis``
/// on either axis; the translation reported at began has the hysteresis subtracted per axis,
/// and is cumulative after that. Adding or removing a finger re-bases the centroid so the
/// translation does not jump. It ends when all its fingers have lifted (fails, if it had not
/// begun) — a finger lifting while others stay down does not end it, even below the minimum.
/// A finger beyond ``maximumNumberOfTouches`` fails it while it is still possible when
/// ``failsPastMaxTouches`` (the default), and is otherwise ignored (never added). Velocity
/// (pt/s) weighs the last two raw samples, `0.2·latest + 0.8·previous` (``velocitySmoothing``),
/// and is zero at a lift after the fingers rested longer than ``velocityHorizon``.
///
/// A lift that fails it says why with the rule that kept it from beginning (<doc:Reasons>):
/// `tooFewFingers` when ``minimumNumberOfTouches`` were never down together, else
/// `liftedBeforeMoving` with the translation's larger axis at the last move it checked (0 if
/// none) — the lift itself measures nothing.
///
/// Sources: Apple's `UIPanGestureRecognizer.h` ("Begins: when at least minimumNumberOfTouches
/// have moved enough to be considered a pan … Ends: when all fingers have lifted"); iOS 26.1
/// UIKitCore's `UIPanGestureRecognizer` (decompiled: `touchesBegan:` adds a touch only while
/// fewer than the maximum are tracked, and fails with "MaxTouchesExceeded" past it when
/// `failsPastMaxTouches` is set and the pan is possible; `_UIPanGestureRecognizerCommonInit`
/// sets that flag; `_handleEndedTouches:` ends the pan when no touch is left and re-bases it
/// otherwise; `_removeHysteresisFromTranslation`).
open class PanGestureRecognizer: GestureRecognizer {
    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    /// Fewest fingers (1).
    @exclusivity(unchecked) public var minimumNumberOfTouches = 1
    /// Most fingers (unlimited).
    @exclusivity(unchecked) public var maximumNumberOfTouches = Int.max
    /// Movement on either axis needed to begin (10 pt).
    @exclusivity(unchecked) public var hysteresis: Double = 10
    /// Whether a finger beyond ``maximumNumberOfTouches`` fails the pan while it is still
    /// possible (true by default); when false, or once the pan began, such a finger is ignored.
    ///
    /// UIKit's `failsPastMaxTouches`: iOS 26.1's `_UIPanGestureRecognizerCommonInit` sets it
    /// (`_panFlags |= 0x40`, the bit `setFailsPastMaxTouches:` sets), so it is on for every pan;
    /// older releases may differ.
    @exclusivity(unchecked) public var failsPastMaxTouches = true

    private var origin = Point.zero
    private var offset = Point.zero
    private var lastCentroid2 = Point.zero
    private var lastTime = Timestamp.zero
    /// When the centroid last moved (a move to the same place is no movement).
    private var lastMovement = Timestamp.zero
    /// How long the fingers had rested when the last lifted (nanoseconds), against
    /// ``velocityHorizon``: what a scroll view's deceleration decision tells it rests on.
    private(set) var restBeforeLift: Int64 = 0
    /// The translation's larger axis at the last move checked against ``hysteresis`` (for the
    /// reason of a lift before it began).
    private var checkedDistance = 0.0
    /// The most fingers down together in this gesture.
    private var mostFingersDown = 0
    /// The weight of the latest raw sample in ``velocity`` (0.2): each move that takes time is a
    /// sample, the centroid's displacement since the previous move over the time since it, and
    /// the velocity is `w·latest + (1 − w)·previous` — the two samples alone, not a running
    /// average — or the latest alone while there is no other. A sample over less than a
    /// millisecond reads 0; a move at the same instant makes no sample but moves the start of
    /// the next. The lift adds no sample: the velocity at the lift is the one after the last
    /// move. The samples are cleared when the recognizer resets.
    ///
    /// Source: iOS 26.1 UIKitCore, decompiled: `-[UIPanGestureRecognizer velocityInView:]`
    /// (`0.2·latest + 0.8·previous` when a previous sample exists), `_centroidMovedTo:atTime:
    /// affectingTranslation:` (a new sample from the last location when the time since the last
    /// move is positive; the latest becomes the previous), `_convertVelocitySample:
    /// fromSceneReferenceCoordinatesToView:` (under 0.001 s reads zero),
    /// `_resetGestureRecognizer` (`_resetVelocitySamples`).
    public static let velocitySmoothing = 0.2

    /// How long the fingers may rest before the lift and still carry ``velocity``: a finger
    /// that stopped longer than this (0.1 s) lifts with no velocity, so a drag that stops before
    /// the lift does not fling. UIKit documents that scrolling "stops immediately upon touch-up"
    /// then (`scrollViewDidEndDragging(_:willDecelerate:)`) without the bound; 0.1 s is the
    /// horizon of Android's `VelocityTracker`, whose samples older than that count for nothing.
    public static let velocityHorizon = Duration.milliseconds(100)

    /// The latest raw sample's velocity (pt/s), if a move made one.
    @exclusivity(unchecked) private var latestSample: Point?
    /// The time the latest sample spans (seconds).
    @exclusivity(unchecked) private var latestSpan = 0.0
    /// The sample before it, if any and if it spans more than `Float.ulpOfOne` seconds (UIKit
    /// ignores a previous sample as short as that).
    @exclusivity(unchecked) private var previousSample: Point?

    /// The velocity in points per second (window axes): the last two raw samples weighed as
    /// ``velocitySmoothing`` says, zero before any.
    public var velocity: Point {
        guard let latest = latestSample else { return .zero }
        guard let previous = previousSample else { return latest }
        let weight = PanGestureRecognizer.velocitySmoothing
        return Point(x: weight * latest.x + (1 - weight) * previous.x, y: weight * latest.y + (1 - weight) * previous.y)
    }

    /// Forgets the samples: ``velocity`` reads zero.
    private func clearVelocitySamples() {
        latestSample = nil
        previousSample = nil
    }

    /// Creates a pan recognizer.
    public override init(identifier: String? = nil) { super.init(identifier: identifier) }

    /// The translation since the gesture started, in window axes. After the last touch lifted it
    /// is taken from where the touches lifted (what the ended action sees); zero between gestures.
    public var translation: Point {
        guard !touches.isEmpty else {
            return state == .possible && !isWaitingForRequiredFailure ? .zero : lastCentroid - origin + offset
        }
        return GestureRecognizer.centroid(of: touches, general: forcesGeneralPath) - origin + offset
    }

    /// Makes ``translation`` read `translation` from now on, as
    /// `UIPanGestureRecognizer.setTranslation(_:in:)`: UIKit code applies each change and writes
    /// `setTranslation(.zero, in: view)` so the next reads the change alone. The start location
    /// moves; the velocity stays as it was, and with no finger down nothing changes (both as
    /// iOS 26.1's `-[UIPanGestureRecognizer setTranslation:inView:]`, decompiled; Apple's page
    /// says the velocity is reset, which that code does not do). The same in every view's
    /// coordinates, as ``translation(in:)``.
    public func setTranslation(_ translation: Point, in view: View?) {
        guard !touches.isEmpty else { return }
        offset = offset + (translation - self.translation)
    }

    open override func touchesBegan(_ touches: [Touch]) {
        var touches = touches
        // past the maximum the count is not kept exactly, but it is then past the minimum too
        mostFingersDown = max(mostFingersDown, self.touches.count)
        if self.touches.count > maximumNumberOfTouches {
            if failsPastMaxTouches, state == .possible {
                return requestState(.failed, because: .tooManyFingers(count: self.touches.count, maximum: maximumNumberOfTouches))
            }
            // the touches past the maximum are never added
            let room = max(maximumNumberOfTouches - (self.touches.count - touches.count), 0)
            for touch in touches.dropFirst(room) { ignore(touch) }
            touches = Array(touches.prefix(room))
            if touches.isEmpty { return }
        }
        if state == .possible, self.touches.count == touches.count {
            origin = GestureRecognizer.centroid(of: self.touches, general: forcesGeneralPath)
            offset = .zero
            lastCentroid2 = origin
            lastTime = touches.first?.timestamp ?? .zero
            lastMovement = lastTime
            clearVelocitySamples()
        } else {
            offset = translationBefore(adding: touches)
            origin = GestureRecognizer.centroid(of: self.touches, general: forcesGeneralPath)
            lastCentroid2 = origin
        }
    }

    private func translationBefore(adding touches: [Touch]) -> Point {
        let previous = self.touches.filter { touch in !touches.contains { $0 === touch } }
        guard !previous.isEmpty else { return offset }
        return GestureRecognizer.centroid(of: previous, general: forcesGeneralPath) - origin + offset
    }

    open override func touchesMoved(_ touches: [Touch]) {
        trackCentroid(at: touches.first?.timestamp)
        if state == .possible {
            guard (minimumNumberOfTouches...maximumNumberOfTouches).contains(self.touches.count) else { return }
            let moved = translation
            checkedDistance = max(abs(moved.x), abs(moved.y))
            guard checkedDistance >= hysteresis else { return }
            if measures { measured(.panHysteresis, checkedDistance, limit: hysteresis, unit: .points, withinLimit: false) }
            offset = offset - Point(x: clampMagnitude(moved.x), y: clampMagnitude(moved.y))
            requestState(.began)
        } else {
            requestState(.changed)
        }
    }

    /// A move on which a subclass declined to begin (UIKit's `_shouldTryToBeginWithEvent:`
    /// answering no): the centroid and the velocity samples follow the fingers, and the pan
    /// stays possible.
    func touchesMovedDeclining(_ touches: [Touch]) {
        trackCentroid(at: touches.first?.timestamp)
    }

    /// Follows the centroid to where the fingers are at `time`: a velocity sample when time
    /// passed since the last move (``velocitySmoothing``).
    private func trackCentroid(at time: Timestamp?) {
        let current = GestureRecognizer.centroid(of: self.touches, general: forcesGeneralPath)
        let now = time ?? lastTime
        let dt = Double(now.nanoseconds - lastTime.nanoseconds) / 1e9
        if current != lastCentroid2 { lastMovement = now }
        if dt > 0 {
            previousSample = latestSpan > Double(Float.ulpOfOne) ? latestSample : nil
            latestSpan = dt
            latestSample = dt < PanGestureRecognizer.shortestSample ? .zero
                : Point(x: (current.x - lastCentroid2.x) / dt, y: (current.y - lastCentroid2.y) / dt)
            lastTime = now
        }
        lastCentroid2 = current
    }

    /// Why the pan fails when its last finger lifts before it began: `tooFewFingers` when
    /// ``minimumNumberOfTouches`` were never down together, else `liftedBeforeMoving` with the
    /// translation's larger axis at the last move checked. A scroll view's pan says instead
    /// that its scroll view could not move the way the finger went, when it declined for that.
    func failureAtLift() -> GestureReason {
        if mostFingersDown < minimumNumberOfTouches {
            return .tooFewFingers(count: mostFingersDown, required: minimumNumberOfTouches)
        }
        return .liftedBeforeMoving(distance: checkedDistance, needed: hysteresis)
    }

    /// A sample over less than this (seconds) reads zero.
    private static let shortestSample = 0.001

    private static let velocityHorizonNanoseconds = Int64(velocityHorizon.components.seconds) * 1_000_000_000
        + velocityHorizon.components.attoseconds / 1_000_000_000

    private func clampMagnitude(_ value: Double) -> Double {
        value >= 0 ? min(value, hysteresis) : max(value, -hysteresis)
    }

    open override func touchesEnded(_ touches: [Touch]) {
        guard self.touches.count > touches.count else {
            // the last fingers lifted: with no velocity if they had rested past the horizon
            if let now = touches.first?.timestamp {
                let rest = now.nanoseconds - lastMovement.nanoseconds
                restBeforeLift = rest
                if rest > PanGestureRecognizer.velocityHorizonNanoseconds { clearVelocitySamples() }
            }
            guard state == .possible else { return requestState(.ended) }
            return requestState(.failed, because: failureAtLift())
        }
        // fingers stay down: the centroid is re-based on them
        let remaining = self.touches.filter { touch in !touches.contains { $0 === touch } }
        offset = translation
        origin = GestureRecognizer.centroid(of: remaining, general: forcesGeneralPath)
        lastCentroid2 = origin
    }

    /// A single-finger pan on a superview, mostly along a switch or a slider, yields to it when
    /// it is on the switch's knob or the slider's thumb: a pan that could begin with one finger
    /// (``minimumNumberOfTouches`` 1) whose translation is larger along the control than across
    /// it, where the gesture is when it would begin (<doc:WhoWinsATouch>). The control is asked
    /// after the hysteresis is taken off the translation, so a pan that reached exactly 10 pt
    /// along reads (0, 0) and is not refused.
    ///
    /// Sources: Apple, "Attaching gesture recognizers to UIKit controls" ("a single finger pan
    /// on the knob of a UISwitch, in a direction parallel to the switch"; iOS 26.1's
    /// `UISwitchModernVisualElement` refuses no outside pan itself — it has pan and long-press
    /// recognizers of its own — so the switch's rule stands on Apple's page alone); for the
    /// slider, iOS 26.1 UIKitCore, `-[_UISlideriOSVisualElement gestureRecognizerShouldBegin:]`
    /// (a pan with `minimumNumberOfTouches` ≤ 1 whose translation in the slider has |x| > |y| —
    /// it allows `|x| ≤ |y|` — when `locationInView:` is on the thumb), asked from
    /// `-[UIPanGestureRecognizer touchesMoved:withEvent:]` after `_removeHysteresisFromTranslation`.
    open override func yields(to control: Control) -> Bool {
        guard minimumNumberOfTouches <= 1, control is Switch || control is Slider else { return false }
        let moved = translation
        guard abs(moved.x) > abs(moved.y) else { return false }
        let point = location(in: control)
        if let slider = control as? Slider { return slider.isOnThumb(point) }
        return (control as? Switch)?.isOnKnob(point) == true
    }

    open override func resetGesture() {
        origin = .zero
        offset = .zero
        clearVelocitySamples()
        checkedDistance = 0
        mostFingersDown = 0
    }
}
