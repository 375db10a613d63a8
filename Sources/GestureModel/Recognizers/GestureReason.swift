/// Why a recognizer took a decision: the rule that decided, with its numbers (<doc:Reasons>).
///
/// A small, closed vocabulary, each case set once, at the home of the rule it names (see
/// <doc:WhereEachRuleLives>), so a test can pin *why* a gesture failed as well as *that* it did:
/// `#expect(tap.lastDecision?.reason == .movedTooFar(distance: 52.3, limit: 45))`. Distances
/// are in points, durations are `Duration`s (seconds in files), recognizers named by ``GestureRecognizer/displayName``
/// and controls by their identifier.
public enum GestureReason: Hashable, Sendable, CustomStringConvertible {
    // MARK: A recognizer's own rules

    /// The touches moved `distance` from where they landed, more than `limit` allows (a tap's
    /// or long press's `allowableMovement`).
    case movedTooFar(distance: Double, limit: Double)
    /// A tap lasted longer than `limit` (`maximumTapDuration`, 0.75 s), or a tap before a long
    /// press did.
    case heldTooLong(limit: Duration)
    /// The next tap did not begin within `limit` of the lift (`maximumIntervalBetweenTaps`,
    /// 0.35 s).
    case nextTapTooLate(limit: Duration)
    /// A tap's fingers did not all land within `limit` of its first
    /// (`allowableTouchTimeSeparation`).
    case fingersLandedTooFarApart(limit: Duration)
    /// A long press lifted after `held`, before its `minimumPressDuration` (0.5 s).
    case liftedTooSoon(held: Duration, minimum: Duration)
    /// The last finger lifted after moving `distance`, before the `needed` distance (a pan's
    /// or a swipe's).
    case liftedBeforeMoving(distance: Double, needed: Double)
    /// A pinch or rotation lost its fingers before it began.
    case liftedBeforeBeginning
    /// A swipe did not cover its distance within `limit` (`maximumDuration`).
    case tooSlow(limit: Duration)
    /// A swipe moved (`dx`, `dy`) off its allowed directions, more than `limit` in one axis.
    case wrongDirection(dx: Double, dy: Double, limit: Double)
    /// `count` fingers were down, more than `maximum`.
    case tooManyFingers(count: Int, maximum: Int)
    /// A finger lifted when `count` were down together, fewer than `required`.
    case tooFewFingers(count: Int, required: Int)
    /// The recognizer's own rules were met (it began or ended).
    case recognized
    /// The recognizer asked for the transition without saying why (a subclass that calls
    /// ``GestureRecognizer/requestState(_:)``).
    case requested

    // MARK: The environment's rules

    /// The recognizer named `by` recognized first and shut this one out (exclusivity).
    case excluded(by: String)
    /// The recognizer named `required`, which this one requires to fail, reached `state`
    /// (began or ended) instead.
    case requiredRecognized(String, state: GestureState)
    /// `shouldBegin`: the control with identifier `control`, under the recognizer's view,
    /// keeps the touch for its own action.
    case controlWins(control: String)
    /// `shouldBegin`: the delegate (object or closure) said no.
    case delegateSaidNo
    /// The recognizer was disabled mid-gesture.
    case disabled
    /// Its touches were cancelled: a system event (an alert, a call) cancelled the touch
    /// sequence. Also the reason of a view's cancelled phase when no recognizer cancelled it.
    case touchesCancelled
    /// The transition is held, waiting for the named recognizers it requires to fail.
    case waitingFor([String])
    /// A held transition was released: the named recognizer failed.
    case requiredFailed(String)

    // MARK: Views and controls

    /// A view's touch was cancelled: the named recognizer reached `state` (began or ended)
    /// and cancels the touches of its gesture in its view (`cancelsTouchesInView`). A
    /// control's `touchCancel` follows.
    case cancelledBy(String, state: GestureState)
    /// A control's tracked touch lifted `distance` beyond its tracking `margin` (70 pt): a
    /// `touchUpOutside`.
    case liftedOutside(distance: Double, margin: Double)
    /// A view's phase reached it `held` after its touch event: the recognizer named `by`
    /// withheld it by `rule`, and was the last to let it go, on reaching `state` (failed, or
    /// began or ended when it does not cancel the touches in its view).
    case deliveredLate(by: String, rule: WithholdingRule, held: Duration, state: GestureState)

    // MARK: Handlers

    /// A handler ran `delay` after the action or event that scheduled it: it was registered
    /// with that delay (BlocksKit's delayed handlers; a scene's handler `delay`).
    case handlerDelay(delay: Duration)
    /// A scroll view's pan: the finger moved (`dx`, `dy`) along an axis its scroll view cannot
    /// move in that direction (<doc:ScrollViews>).
    case cannotScroll(dx: Double, dy: Double)
    /// A scroll view's pan: the content `view` already has the touch and keeps it
    /// (`canCancelContentTouches` off, or `touchesShouldCancel(in:)` said no; <doc:ScrollViews>).
    case contentKeepsTouch(view: String)

    /// The reason's code, as JSON Lines writes it.
    public var code: String {
        switch self {
        case .movedTooFar: "movedTooFar"
        case .heldTooLong: "heldTooLong"
        case .nextTapTooLate: "nextTapTooLate"
        case .fingersLandedTooFarApart: "fingersLandedTooFarApart"
        case .liftedTooSoon: "liftedTooSoon"
        case .liftedBeforeMoving: "liftedBeforeMoving"
        case .liftedBeforeBeginning: "liftedBeforeBeginning"
        case .tooSlow: "tooSlow"
        case .wrongDirection: "wrongDirection"
        case .tooManyFingers: "tooManyFingers"
        case .tooFewFingers: "tooFewFingers"
        case .recognized: "recognized"
        case .requested: "requested"
        case .excluded: "excluded"
        case .requiredRecognized: "requiredRecognized"
        case .controlWins: "controlWins"
        case .delegateSaidNo: "delegateSaidNo"
        case .disabled: "disabled"
        case .touchesCancelled: "touchesCancelled"
        case .waitingFor: "waitingFor"
        case .requiredFailed: "requiredFailed"
        case .cancelledBy: "cancelledBy"
        case .liftedOutside: "liftedOutside"
        case .deliveredLate: "deliveredLate"
        case .handlerDelay: "handlerDelay"
        case .cannotScroll: "cannotScroll"
        case .contentKeepsTouch: "contentKeepsTouch"
        }
    }

    /// The reason in words, as the text output's "because …" line says it.
    public var description: String {
        switch self {
        case .movedTooFar(let distance, let limit): "moved \(points(distance)) > \(points(limit))"
        case .heldTooLong(let limit): "a tap lasted longer than \(seconds(limit))"
        case .nextTapTooLate(let limit): "the next tap did not begin within \(seconds(limit))"
        case .fingersLandedTooFarApart(let limit): "the fingers did not all land within \(seconds(limit))"
        case .liftedTooSoon(let held, let minimum): "lifted after \(seconds(held)) < \(seconds(minimum))"
        case .liftedBeforeMoving(let distance, let needed): "lifted after moving \(points(distance)) < \(points(needed))"
        case .liftedBeforeBeginning: "the fingers lifted before it began"
        case .tooSlow(let limit): "did not swipe within \(seconds(limit))"
        case .wrongDirection(let dx, let dy, let limit):
            "moved (\(number(dx)), \(number(dy))) off its directions, beyond \(points(limit))"
        case .tooManyFingers(let count, let maximum): "\(count) fingers down > \(maximum)"
        case .tooFewFingers(let count, let required): "a finger lifted with \(count) down < \(required)"
        case .recognized: "its rules were met"
        case .requested: "it asked to"
        case .excluded(let other): "excluded by \(other)"
        case .requiredRecognized(let other, let state): "required \(other) \(state.rawValue)"
        case .controlWins(let control): "shouldBegin: control \(control) keeps the touch"
        case .delegateSaidNo: "shouldBegin: the delegate said no"
        case .disabled: "disabled"
        case .touchesCancelled: "the system cancelled the touch"
        case .waitingFor(let others): "waiting for \(others.joined(separator: ", ")) to fail"
        case .requiredFailed(let other): "\(other) failed"
        case .cancelledBy(let other, let state): "\(other) \(state.rawValue) and cancels the touches in its view"
        case .cannotScroll(let dx, let dy): "its scroll view cannot move that way (moved \(points(dx)), \(points(dy)))"
        case .contentKeepsTouch(let view): "content \(view) has the touch and keeps it"
        case .liftedOutside(let distance, let margin): "lifted \(points(distance)) beyond the \(points(margin)) margin"
        case .deliveredLate(let other, let rule, let held, let state):
            "\(other) \(rule): held \(seconds(held)) until it \(state == .possible ? "let the touch go" : state.rawValue)"
        case .handlerDelay(let delay): "registered with a \(seconds(delay)) delay"
        }
    }

    /// The reason's numbers and names, in order, as JSON Lines writes them (name, value).
    public var fields: [(name: String, value: ReasonValue)] {
        switch self {
        case .movedTooFar(let distance, let limit): [("distance", .number(distance)), ("limit", .number(limit))]
        case .heldTooLong(let limit), .nextTapTooLate(let limit), .fingersLandedTooFarApart(let limit),
            .tooSlow(let limit):
            [("limit", .number(limit.seconds))]
        case .liftedTooSoon(let held, let minimum): [("held", .number(held.seconds)), ("minimum", .number(minimum.seconds))]
        case .liftedBeforeMoving(let distance, let needed): [("distance", .number(distance)), ("needed", .number(needed))]
        case .wrongDirection(let dx, let dy, let limit): [("dx", .number(dx)), ("dy", .number(dy)), ("limit", .number(limit))]
        case .tooManyFingers(let count, let maximum): [("count", .number(Double(count))), ("maximum", .number(Double(maximum)))]
        case .tooFewFingers(let count, let required): [("count", .number(Double(count))), ("required", .number(Double(required)))]
        case .excluded(let other): [("by", .name(other))]
        case .requiredRecognized(let other, let state): [("required", .name(other)), ("state", .name(state.rawValue))]
        case .controlWins(let control): [("control", .name(control))]
        case .waitingFor(let others): [("for", .names(others))]
        case .requiredFailed(let other): [("required", .name(other))]
        case .cancelledBy(let other, let state): [("by", .name(other)), ("state", .name(state.rawValue))]
        case .liftedOutside(let distance, let margin): [("distance", .number(distance)), ("margin", .number(margin))]
        case .deliveredLate(let other, let rule, let held, let state):
            [("by", .name(other)), ("rule", .name(rule.rawValue)), ("held", .number(held.seconds)), ("state", .name(state.rawValue))]
        case .handlerDelay(let delay): [("delay", .number(delay.seconds))]
        case .cannotScroll(let dx, let dy): [("dx", .number(dx)), ("dy", .number(dy))]
        case .contentKeepsTouch(let view): [("view", .name(view))]
        case .liftedBeforeBeginning, .recognized, .requested, .delegateSaidNo, .disabled, .touchesCancelled: []
        }
    }

    /// One field's value.
    public enum ReasonValue: Hashable, Sendable {
        /// A number (points, seconds, a count).
        case number(Double)
        /// A recognizer's or control's name, or a state.
        case name(String)
        /// Several names.
        case names([String])
    }
}

/// A number as the reasons print it: at most one decimal, no trailing ".0".
private func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
}

private func points(_ value: Double) -> String { "\(number(value)) pt" }

private func seconds(_ duration: Duration) -> String {
    let value = duration.seconds
    let ms = (value * 1000).rounded()
    return ms < 1000 ? "\(Int(ms)) ms" : "\(number(value)) s"
}
