import ControlModel

/// Recognizes taps, as `UITapGestureRecognizer` (discrete).
///
/// Each tap puts ``numberOfTouchesRequired`` fingers down — they may land and lift at different
/// instants — and lasts at most ``maximumTapDuration`` from its first touch; the next tap must
/// begin within ``maximumIntervalBetweenTaps`` of the lift. The gesture is recognized when the
/// last finger of the tap completing ``numberOfTapsRequired`` lifts. Its rules, each UIKit's:
///
/// - **More fingers than required** down at once fail it.
/// - **A finger lifting before the required number were down together** fails it.
/// - **Movement** is the centroid's: when the required fingers are all down, their centroid is
///   taken (the first tap's is the *start point*); every later move compares the centroid of
///   those touches (a lifted one counts where it lifted) with the start point, against
///   ``allowableMovement``. Fingers far apart are not movement, and before they are all down
///   nothing is measured. A later tap's fingers are compared, once all down, with the start
///   point.
/// - **Location**: the start point — the centroid of the first tap's fingers when they were
///   all down (not where the completing tap was, nor where the last finger lifted).
/// - ``allowableTouchTimeSeparation``, when set, also fails a tap whose fingers do not all land
///   within it of the tap's first touch.
///
/// Sources: Apple's `UITapGestureRecognizer.h` ("locationInView: location of the tap, from the
/// first tap in the sequence if numberOfTapsRequired > 1. this is the centroid if
/// numberOfTouchesRequired > 1"); the 45 pt, 0.75 s and 0.35 s and every rule above: iOS 26.1
/// UIKitCore's `UITapRecognizer` (decompiled: `touchesBegan:`, `touchesMoved:`,
/// `touchesEnded:`, `locationInView:` returning `_startPoint`).
open class TapGestureRecognizer: GestureRecognizer {
    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    /// Taps needed (1 by default).
    @exclusivity(unchecked) public var numberOfTapsRequired = 1
    /// Fingers per tap (1 by default).
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1
    /// How far the centroid may move from the start point (45 pt).
    @exclusivity(unchecked) public var allowableMovement: Double = 45
    /// How long one tap may last from its first touch (0.75 s).
    @exclusivity(unchecked) public var maximumTapDuration: Duration = .milliseconds(750)
    /// How long after a lift the next tap may begin (0.35 s).
    @exclusivity(unchecked) public var maximumIntervalBetweenTaps: Duration = .milliseconds(350)
    /// How long after a tap's first touch its other fingers may still land, for taps of two or
    /// more fingers (nil by default: only ``maximumTapDuration`` bounds it). UIKit has such a
    /// limit (`allowableTouchTimeSeparation`), whose value could not be read; real two-finger
    /// taps land up to about 55 ms apart.
    @exclusivity(unchecked) public var allowableTouchTimeSeparation: Duration?

    // read for every touch of the recognizer
    @exclusivity(unchecked) private var tapsCompleted = 0
    /// The centroid of the first tap's fingers when they were all down (UIKit's `_startPoint`).
    @exclusivity(unchecked) private var startPoint: Point?
    /// The touches of the tap, taken when the required number were down together; kept (lifted
    /// ones where they lifted) until the next tap's are.
    @exclusivity(unchecked) private var tapTouches: [Touch] = []
    /// The fingers down at the last touch-down of the tap (0 between taps).
    @exclusivity(unchecked) private var fingersAtLastDown = 0
    /// The largest movement measured in this gesture, when its tap's touch began, the longest
    /// tap and the longest wait between taps (nanoseconds), and when the last tap lifted: the
    /// numbers of ``DecisionMeasure`` (a store or two per touch phase, told only to a sink).
    @exclusivity(unchecked) private var largestMovement = 0.0
    @exclusivity(unchecked) private var tapStart = Timestamp.zero
    @exclusivity(unchecked) private var longestTap: Int64 = 0
    @exclusivity(unchecked) private var longestWait: Int64 = 0
    @exclusivity(unchecked) private var lastLift = Timestamp.zero
    /// While a sink listens, after the gesture failed because the next tap did not begin in
    /// time: the lift the wait ran from, until the next touch tells how late it came
    /// (``GestureEventKind/measuredLate(recognizer:_:)``). Kept across the reset.
    @exclusivity(unchecked) private var lateSince: Timestamp?
    /// While a sink listens, after the tap failed because its fingers stayed down longer than
    /// ``maximumTapDuration``: when the tap began, until its fingers lift and tell how long they
    /// were down (``GestureEnvironment/watchLifts(of:for:)``). Kept across the reset.
    @exclusivity(unchecked) private var heldSince: Timestamp?

    /// Creates a tap recognizer for `taps` taps of `touches` fingers.
    public init(taps: Int = 1, touches: Int = 1, identifier: String? = nil) {
        self.numberOfTapsRequired = taps
        self.numberOfTouchesRequired = touches
        super.init(identifier: identifier)
    }

    /// Taps are discrete.
    open override var isDiscrete: Bool { true }

    /// The start point: the centroid of the first tap's fingers when they were all down (before
    /// then, the centroid of the touches).
    open override func location(in view: View?) -> Point {
        guard let startPoint else { return super.location(in: view) }
        return view?.convertFromWindow(startPoint) ?? startPoint
    }

    open override func touchesBegan(_ touches: [Touch]) {
        if fingersAtLastDown == 0 {
            // the first finger(s) of a tap: its duration runs from now
            let now = touches.first?.timestamp ?? tapStart
            if let lateSince { tellLateness(now, since: lateSince) }
            // a new gesture: a hold that failed before is no longer this tap's to measure
            heldSince = nil
            if tapsCompleted > 0 { longestWait = max(longestWait, now.nanoseconds - lastLift.nanoseconds) }
            tapStart = now
            clearTimers()
            scheduleRequest(.failed, after: maximumTapDuration)
            if numberOfTouchesRequired >= 2, let separation = allowableTouchTimeSeparation, separation < maximumTapDuration {
                let required = numberOfTouchesRequired
                scheduleTimer(after: separation) { [unowned self] in
                    if self.fingersAtLastDown < required {
                        self.requestState(.failed, because: .fingersLandedTooFarApart(limit: separation))
                    }
                }
            }
        }
        if self.touches.count > numberOfTouchesRequired {
            return requestState(.failed, because: .tooManyFingers(count: self.touches.count, maximum: numberOfTouchesRequired))
        }
        fingersAtLastDown = self.touches.count
        guard fingersAtLastDown == numberOfTouchesRequired else { return }
        // the required fingers are all down: their centroid is the start point, or is compared
        // with it
        if keepsTapTouches { tapTouches.replaceContents(with: self.touches) }
        let centroid = GestureRecognizer.centroid(of: self.touches, general: forcesGeneralPath)
        guard let startPoint else {
            startPoint = centroid
            return
        }
        let distance = centroid.distance(to: startPoint)
        largestMovement = max(largestMovement, distance)
        if distance > allowableMovement {
            requestState(.failed, because: .movedTooFar(distance: distance, limit: allowableMovement))
        }
    }

    /// Whether the tap's touches are kept in ``tapTouches``: a one-finger tap's are its touch
    /// down (a second finger fails it), so it measures ``touches`` instead — a fast path, never
    /// a different result, which the debug switch forcing the general paths turns off.
    private var keepsTapTouches: Bool { numberOfTouchesRequired > 1 || forcesGeneralPath }

    open override func touchesMoved(_ touches: [Touch]) {
        guard let startPoint else { return }
        let measured = keepsTapTouches ? tapTouches : self.touches
        guard !measured.isEmpty else { return }
        let distance = GestureRecognizer.centroid(of: measured, general: forcesGeneralPath).distance(to: startPoint)
        if distance > largestMovement { largestMovement = distance }
        if distance > allowableMovement {
            requestState(.failed, because: .movedTooFar(distance: distance, limit: allowableMovement))
        }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        guard fingersAtLastDown == numberOfTouchesRequired else {
            return requestState(.failed, because: .tooFewFingers(count: fingersAtLastDown, required: numberOfTouchesRequired))
        }
        guard self.touches.count == touches.count else { return }  // fingers still down
        clearTimers()
        tapsCompleted += 1
        fingersAtLastDown = 0
        lastLift = touches.first?.timestamp ?? tapStart
        longestTap = max(longestTap, lastLift.nanoseconds - tapStart.nanoseconds)
        if tapsCompleted >= numberOfTapsRequired {
            if measures { tellMeasures() }
            requestState(.ended)
        } else {
            scheduleRequest(.failed, after: maximumIntervalBetweenTaps)
        }
    }

    /// The tap's two timers fail it: between taps, the next did not begin in time; during one,
    /// it lasted too long.
    open override func reasonForTimedRequest(_ state: GestureState) -> GestureReason? {
        fingersAtLastDown == 0
            ? .nextTapTooLate(limit: maximumIntervalBetweenTaps) : .heldTooLong(limit: maximumTapDuration)
    }

    /// A timer is failing the tap (a sink listens). The wait for the next tap ran out: the lift
    /// it ran from is kept until the next touch comes. The tap lasted too long: its start is
    /// kept and its fingers watched until they lift.
    override func timedRequestWillApply(_ state: GestureState) {
        guard state == .failed else { return }
        if fingersAtLastDown == 0 {
            if tapsCompleted > 0 { lateSince = lastLift }
        } else if let environment = environmentReference {
            // held too long: the lift, which this recognizer will not see, tells by how much
            heldSince = tapStart
            environment.with { $0.watchLifts(of: touches, for: self) }
        }
    }

    /// The fingers of a tap that failed held too long lifted at `time`: how long they were down
    /// from the tap's first touch, against ``maximumTapDuration`` — the number the failure rests
    /// on (it flips only if they lift in time).
    override func watchedTouchesLifted(at time: Timestamp, in environment: GestureEnvironment) {
        measuredHeldTooLong(since: &heldSince, liftedAt: time, limit: maximumTapDuration.seconds, in: environment)
    }

    /// The touch that would have been the next tap came at `now`: how long after the lift at
    /// `since`, against ``maximumIntervalBetweenTaps`` — the number the failure rests on: it
    /// flips only if that touch comes in time.
    private func tellLateness(_ now: Timestamp, since: Timestamp) {
        lateSince = nil
        measuredLate(.tapInterval, Double(now.nanoseconds - since.nanoseconds) / 1e9, limit: maximumIntervalBetweenTaps.seconds, unit: .seconds)
    }

    /// The numbers the recognition rests on, for the event stream (UIKit's checks: movement in
    /// `touchesMoved:`, the tap's and the wait's timers).
    private func tellMeasures() {
        measured(.tapMovement, largestMovement, limit: allowableMovement, unit: .points, withinLimit: true)
        measured(.tapDuration, Double(longestTap) / 1e9, limit: maximumTapDuration.seconds, unit: .seconds, withinLimit: true)
        if numberOfTapsRequired > 1 {
            measured(.tapInterval, Double(longestWait) / 1e9, limit: maximumIntervalBetweenTaps.seconds, unit: .seconds, withinLimit: true)
        }
    }

    open override func resetGesture() {
        largestMovement = 0
        longestTap = 0
        longestWait = 0
        tapsCompleted = 0
        startPoint = nil
        tapTouches.empty()
        fingersAtLastDown = 0
    }

    /// A tap cannot prevent a tap of the same touch count needing more taps, nor a long press of
    /// the same touch count whose taps are at least this one's (<doc:WhoWinsATouch>).
    open override func canPrevent(_ other: GestureRecognizer) -> Bool {
        if let tap = other as? TapGestureRecognizer, tap.numberOfTouchesRequired == numberOfTouchesRequired,
            tap.numberOfTapsRequired > numberOfTapsRequired
        {
            return false
        }
        if let press = other as? LongPressGestureRecognizer,
            press.numberOfTouchesRequired == numberOfTouchesRequired,
            press.numberOfTapsRequired >= numberOfTapsRequired
        {
            return false
        }
        return true
    }

    /// A single one-finger tap on a superview yields to a button, switch, stepper, segmented
    /// control or page control (<doc:WhoWinsATouch>), and to a text field, whose own
    /// text-interaction tap prevents it (`-[UITextMultiTapRecognizer
    /// canPreventGestureRecognizer:]` in iOS 26.1 spares only taps that need more taps).
    open override func yields(to control: Control) -> Bool {
        numberOfTapsRequired == 1 && numberOfTouchesRequired == 1
            && (control is Button || control is Switch || control is Stepper || control is SegmentedControl
                || control is PageControl || control is TextField)
    }
}
