import ControlModel

/// Recognizes a press held in place, as `UILongPressGestureRecognizer` (continuous).
///
/// After ``numberOfTapsRequired`` quick taps, ``numberOfTouchesRequired`` fingers must stay
/// down for ``minimumPressDuration`` without moving more than ``allowableMovement``; then the
/// gesture begins. Its rules, each UIKit's:
///
/// - **The timer** starts when the required fingers are all down (they may land at different
///   instants).
/// - **Movement** before it began is the centroid's: the centroid of the required fingers is
///   taken when they are all down, and every move compares their centroid with it; fingers
///   far apart are not movement, and before they are all down nothing is measured. After it
///   began there is no limit: every move is a change.
/// - **Too many fingers**: a finger beyond the required number before it began fails it; one
///   landing after it began is ignored (its moves and its lift do not reach the recognizer).
/// - **A lift** of any of its fingers ends it once it began, and fails it before — without
///   waiting for the other fingers. The reason of that failure (<doc:Reasons>): too few fingers
///   when the required fingers were never all down for the press, else lifted too soon, held
///   from when they were.
/// - **Location**: the centroid of its fingers, a lifted one where it lifted.
///
/// Sources: Apple's `UILongPressGestureRecognizer.h` ("Begins: when numberOfTouchesRequired
/// have tapped numberOfTapsRequired times and been held for minimumPressDuration … Ends: when a
/// finger is lifted") and its documentation page; the rules above: iOS 26.1 UIKitCore's
/// `UILongPressGestureRecognizer` (decompiled: `touchesBegan:` — the timer when the count is
/// reached, "tooManyTouches", `ignoreTouch:forEvent:` after it began; `touchesMoved:`;
/// `touchesEnded:` → `_interactionsEndedWithValidTouches:`; `locationInView:` averages its
/// `touches`, ended ones included).
open class LongPressGestureRecognizer: GestureRecognizer {
    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    /// How long to hold (0.5 s).
    @exclusivity(unchecked) public var minimumPressDuration: Duration = .milliseconds(500)
    /// How far the fingers' centroid may move before the gesture began (10 pt).
    @exclusivity(unchecked) public var allowableMovement: Double = 10
    /// Quick taps before the press (0).
    @exclusivity(unchecked) public var numberOfTapsRequired = 0
    /// Fingers (1).
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1
    /// How long after a lift the next tap or the press may begin (0.35 s).
    @exclusivity(unchecked) public var maximumIntervalBetweenTaps: Duration = .milliseconds(350)

    // read for every touch of the recognizer
    @exclusivity(unchecked) private var start: Point?
    /// When the required fingers were all down for the press (for the reason of a press lifted
    /// too soon).
    @exclusivity(unchecked) private var pressStart = Timestamp.zero
    /// The most fingers down together since the taps before the press (for the reason of a
    /// press lifted with too few).
    @exclusivity(unchecked) private var mostFingersDown = 0
    @exclusivity(unchecked) private var tapsCompleted = 0
    /// When the last tap before the press lifted (the wait for the next touch runs from it).
    @exclusivity(unchecked) private var lastLift = Timestamp.zero
    /// While a sink listens, after the gesture failed because the next touch did not come
    /// within ``maximumIntervalBetweenTaps`` of a tap: the lift the wait ran from, until the
    /// next touch tells how late it came (``GestureEventKind/measuredLate(recognizer:_:)``).
    /// Kept across the reset.
    @exclusivity(unchecked) private var lateSince: Timestamp?
    /// When the current tap before the press had its required fingers down (its 0.75 s runs
    /// from there).
    @exclusivity(unchecked) private var tapStart = Timestamp.zero
    /// While a sink listens, after the gesture failed because a tap before the press stayed
    /// down longer than 0.75 s: when that tap began, until its fingers lift and tell how long
    /// they were down (``GestureEnvironment/watchLifts(of:for:)``). Kept across the reset.
    @exclusivity(unchecked) private var heldSince: Timestamp?
    /// The largest movement measured while the press waited to begin (told to a sink, as the
    /// press's ``DecisionMeasure``).
    @exclusivity(unchecked) private var largestMovement = 0.0
    /// The press's fingers, taken when the required number were down (a lifted one keeps where
    /// it lifted): what ``location(in:)`` averages.
    @exclusivity(unchecked) private var pressTouches: [Touch] = []

    /// Creates a long-press recognizer.
    public override init(identifier: String? = nil) { super.init(identifier: identifier) }

    /// The centroid of the press's fingers — a finger that just lifted (ending the press) counts
    /// where it lifted — or, before they were all down, of the touches (UIKit's long press
    /// averages its touches, ended ones included).
    open override func location(in view: View?) -> Point {
        guard !pressTouches.isEmpty else { return super.location(in: view) }
        let point = GestureRecognizer.centroid(of: pressTouches, general: forcesGeneralPath)
        return view?.convertFromWindow(point) ?? point
    }

    /// True while the taps before the press are still to come.
    private var isTapping: Bool { tapsCompleted < numberOfTapsRequired }

    open override func touchesBegan(_ touches: [Touch]) {
        if state.isInProgress {
            // it began: new fingers are not its own
            for touch in touches { ignore(touch) }
            return
        }
        guard state == .possible else { return }
        if let lateSince, self.touches.count == touches.count {
            // the first touch after a wait that ran out: the number that failure rests on
            self.lateSince = nil
            let now = touches.first?.timestamp ?? lateSince
            measuredLate(.tapInterval, Double(now.nanoseconds - lateSince.nanoseconds) / 1e9, limit: maximumIntervalBetweenTaps.seconds, unit: .seconds)
        }
        if self.touches.count > numberOfTouchesRequired {
            return requestState(.failed, because: .tooManyFingers(count: self.touches.count, maximum: numberOfTouchesRequired))
        }
        if isTapping {
            // the taps before the press: every touch-down is a new start
            clearTimers()
            start = GestureRecognizer.centroid(of: self.touches, general: forcesGeneralPath)
            if self.touches.count == numberOfTouchesRequired {
                tapStart = touches.first?.timestamp ?? tapStart
                scheduleRequest(.failed, after: LongPressGestureRecognizer.maximumTapDuration)
            }
            return
        }
        // a touch-down ends the wait for the press after the taps
        clearTimers()
        mostFingersDown = max(mostFingersDown, self.touches.count)
        guard self.touches.count == numberOfTouchesRequired else { return }
        // the required fingers are all down: the timer starts, and movement is measured from here
        start = GestureRecognizer.centroid(of: self.touches, general: forcesGeneralPath)
        // one finger: its location is its touch's, or where it lifted (a fast path, never a
        // different result, which the debug switch forcing the general paths turns off)
        if numberOfTouchesRequired > 1 || forcesGeneralPath {
            pressTouches.replaceContents(with: self.touches)
        }
        pressStart = touches.first?.timestamp ?? .zero
        scheduleRequest(.began, after: minimumPressDuration)
    }

    open override func touchesMoved(_ touches: [Touch]) {
        guard state == .possible else { return requestState(.changed) }
        guard isTapping || self.touches.count == numberOfTouchesRequired else { return }
        guard let start else { return }
        let distance = GestureRecognizer.centroid(of: self.touches, general: forcesGeneralPath).distance(to: start)
        if !isTapping, distance > largestMovement { largestMovement = distance }
        if distance > allowableMovement {
            requestState(.failed, because: .movedTooFar(distance: distance, limit: allowableMovement))
        }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        if state.isInProgress {
            if measures {
                // the press rests on its hold (a lift before the minimum fails it) and on how
                // still it kept until it began
                let held = Double((touches.first?.timestamp ?? pressStart).nanoseconds - pressStart.nanoseconds) / 1e9
                measured(.pressDuration, held, limit: minimumPressDuration.seconds, unit: .seconds, withinLimit: false)
                measured(.pressMovement, largestMovement, limit: allowableMovement, unit: .points, withinLimit: true)
            }
            return requestState(.ended)
        }
        guard isTapping else {
            if mostFingersDown < numberOfTouchesRequired {
                return requestState(.failed, because: .tooFewFingers(count: mostFingersDown, required: numberOfTouchesRequired))
            }
            let held = Duration.nanoseconds((touches.first?.timestamp ?? pressStart).nanoseconds - pressStart.nanoseconds)
            return requestState(.failed, because: .liftedTooSoon(held: held, minimum: minimumPressDuration))
        }
        guard self.touches.count == touches.count else { return }
        if !isWaitingForRequiredFailure {
            tapsCompleted += 1
            lastLift = touches.first?.timestamp ?? lastLift
            clearTimers()
            scheduleRequest(.failed, after: maximumIntervalBetweenTaps)
        } else {
            requestState(.failed)
        }
    }

    /// A timer is failing the gesture (a sink listens). The wait for the next touch after a tap
    /// ran out: the lift it ran from is kept until the next touch comes. A tap before the press
    /// lasted too long: its start is kept and its fingers watched until they lift (the failed
    /// recognizer is reset before then and never sees the lift), as the tap recognizer does.
    override func timedRequestWillApply(_ state: GestureState) {
        guard state == .failed else { return }
        if touches.isEmpty {
            if tapsCompleted > 0 { lateSince = lastLift }
        } else if isTapping, let environment = environmentReference {
            heldSince = tapStart
            environment.with { $0.watchLifts(of: touches, for: self) }
        }
    }

    /// The fingers of a tap before the press that failed held too long lifted at `time`: how
    /// long they were down from the tap's start, against the 0.75 s a tap may last — the number
    /// the failure rests on (it flips only if they lift in time).
    override func watchedTouchesLifted(at time: Timestamp, in environment: GestureEnvironment) {
        measuredHeldTooLong(since: &heldSince, liftedAt: time, limit: LongPressGestureRecognizer.maximumTapDuration.seconds, in: environment)
    }

    /// How long one of the taps before the press may last (0.75 s, as a tap's).
    static var maximumTapDuration: Duration { .milliseconds(750) }

    /// Its failing timers: a tap before the press lasted too long (fingers down), or the next
    /// did not begin in time. (Its began timer needs no reason.)
    open override func reasonForTimedRequest(_ state: GestureState) -> GestureReason? {
        guard state == .failed else { return nil }
        return touches.isEmpty
            ? .nextTapTooLate(limit: maximumIntervalBetweenTaps) : .heldTooLong(limit: LongPressGestureRecognizer.maximumTapDuration)
    }

    open override func resetGesture() {
        start = nil
        largestMovement = 0
        tapsCompleted = 0
        pressTouches.empty()
        mostFingersDown = 0
    }

    /// A long press can prevent every other recognizer, except a long press of the same touch
    /// count that needs more taps than this one (a plain hold cannot shut out a tap-and-hold).
    /// So a default long press that begins fails a one-tap tap recognizer on the same view.
    ///
    /// Source: iOS 26.1 UIKitCore, `-[UILongPressGestureRecognizer canPreventGestureRecognizer:]`
    /// (decompiled; it excepts only `_isGestureType:1`, the long press, with the same touches,
    /// when `other.numberOfTapsRequired > self.numberOfTapsRequired`).
    open override func canPrevent(_ other: GestureRecognizer) -> Bool {
        if let press = other as? LongPressGestureRecognizer, press.numberOfTouchesRequired == numberOfTouchesRequired {
            return press.numberOfTapsRequired <= numberOfTapsRequired
        }
        return true
    }
}
