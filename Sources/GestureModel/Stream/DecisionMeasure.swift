/// The number a rule measured for a decision it took, and the limit it compared it with, told
/// to the event stream (``GestureEventKind/measured(recognizer:_:)``) at the rule's home just
/// before the decision, only while a sink listens: how far the input was from flipping it
/// (`bk-events margins`).
///
/// Most failures need no measure: their reason carries the numbers (``GestureReason``). A
/// measure says why a decision that *happened* was close or not: a tap that moved 9.8 of its
/// 45 pt. A failure a timer decided is measured once the touch that would have changed it comes
/// (``GestureEventKind/measuredLate(recognizer:_:)``: a double tap's next tap, 0.36 s after the
/// lift); a scroll view measures the deceleration decision of its lift
/// (``GestureEventKind/scrollMeasured(_:_:)``).
public struct DecisionMeasure: Hashable, Sendable {
    /// The rules that measure.
    public enum Rule: String, Hashable, Sendable, CaseIterable {
        /// A tap's largest movement from its start point, against `allowableMovement`.
        case tapMovement
        /// A tap's longest tap, first touch to lift, against `maximumTapDuration`.
        case tapDuration
        /// A multi-tap's longest gap, lift to the next tap's first touch, against
        /// `maximumIntervalBetweenTaps`.
        case tapInterval
        /// A long press's largest movement before it began, against `allowableMovement`.
        case pressMovement
        /// A long press's hold, press to lift, against `minimumPressDuration`.
        case pressDuration
        /// A pan's translation on its larger axis at the move it began, against `hysteresis`.
        case panHysteresis
        /// A swipe's travel along its direction when it recognized, against `minimumDistance`.
        case swipeDistance
        /// A swipe's travel across its direction when it recognized, against
        /// `maximumCrossDistance`.
        case swipeCrossDistance
        /// A swipe's time from its first touch, against `maximumDuration`.
        case swipeDuration
        /// A pinch's change of finger distance at the move it began, against its threshold.
        case pinchThreshold
        /// A rotation's turn at the move it began, against its threshold (radians).
        case rotationThreshold
        /// How long a scroll view held a touch back from its content before the touch lifted,
        /// or before the scroll view's pan began, against ``ScrollView/contentTouchDelay``
        /// (0.15 s): the content then gets the touch at the lift (or never), not at the delay.
        case contentTouchDelay
        /// A scroll view's speed at the lift along an axis it drags, against
        /// ``ScrollPhysics/minimumDecelerationSpeed`` (250 pt/s): at it or more the content
        /// flings on (or turns a page), under it it stays (or settles on the nearest page).
        case decelerationSpeed
        /// How long the finger rested before the lift that ended a scroll view's drag, against
        /// ``PanGestureRecognizer/velocityHorizon`` (0.1 s): longer, it lifts with no velocity.
        case velocityHorizon
    }

    /// The unit of ``measured`` and ``limit``.
    public enum Unit: String, Hashable, Sendable {
        /// Points.
        case points = "pt"
        /// Seconds.
        case seconds = "s"
        /// Radians.
        case radians = "rad"
        /// Points per second.
        case pointsPerSecond = "pt/s"
    }

    /// The rule.
    public var rule: Rule
    /// What the rule measured.
    public var measured: Double
    /// What it compared it with.
    public var limit: Double
    /// The unit of both.
    public var unit: Unit
    /// True when the decision holds because ``measured`` stayed within ``limit`` (a tap's
    /// movement); false when because it reached it (a long press's hold).
    public var withinLimit: Bool

    /// Creates a measure.
    public init(rule: Rule, measured: Double, limit: Double, unit: Unit, withinLimit: Bool) {
        self.rule = rule
        self.measured = measured
        self.limit = limit
        self.unit = unit
        self.withinLimit = withinLimit
    }

    /// How far ``measured`` is from flipping the decision: the limit minus the measure when
    /// the decision needs it within, the measure minus the limit otherwise.
    public var spare: Double { withinLimit ? limit - measured : measured - limit }
}
