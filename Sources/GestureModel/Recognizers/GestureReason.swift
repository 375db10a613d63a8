import ControlModel

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
    /// or a swipe's), as the rule measured it at the last move it checked with its fingers down:
    /// a pan's translation on its larger axis, a swipe's travel along the allowed direction it
    /// went furthest in (0 if it went only the other way).
    case liftedBeforeMoving(distance: Double, needed: Double)
    /// A pinch or rotation lost its fingers before it began.
    case liftedBeforeBeginning
    /// A swipe did not cover its distance within `limit` (`maximumDuration`).
    case tooSlow(limit: Duration)
    /// A swipe moved (`dx`, `dy`) off its allowed directions, more than `limit` in one axis:
    /// ``SwipeGestureRecognizer/minimumDistance`` + ``SwipeGestureRecognizer/maximumCrossDistance``
    /// while it moved, or, when it lifted after going far enough along a direction but too far
    /// across it, ``SwipeGestureRecognizer/maximumCrossDistance``.
    case wrongDirection(dx: Double, dy: Double, limit: Double)
    /// `count` fingers were down, more than `maximum`.
    case tooManyFingers(count: Int, maximum: Int)
    /// The recognizer ended without ever having `required` fingers down together: at most
    /// `count` were. A tap's finger lifted before the tap's fingers were all down; a pan
    /// (``PanGestureRecognizer/minimumNumberOfTouches``), a swipe or a long press
    /// (`numberOfTouchesRequired`) lifted its last finger, or its press's, with fewer.
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
    /// A view's touch was cancelled while its first phase (began, as a rule) was still withheld:
    /// the named recognizer reached `state` and cancels the touches in its view, so the view
    /// never gets the phase, nor any after it.
    case droppedBy(String, state: GestureState)
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
    /// A table's row: its highlight went off and it was not selected, because the drag that
    /// began scrolled the table (its pan `by` cancelled the touches in the rows;
    /// <doc:TablesAndCollections>).
    case dragScrolled(by: String)
    /// A table's row or a collection's item was not selected (or deselected): the delegate's
    /// `question` refused — a table's `willSelect` or `willDeselect` answered nil, a
    /// collection's `shouldSelect` or `shouldDeselect` answered false
    /// (<doc:TablesAndCollections>).
    case selectionRefused(by: String)
    /// A table's row was not highlighted and will not be selected: `allowsSelection` is off, or
    /// the delegate's `shouldHighlight` said no (`by` names which; <doc:TablesAndCollections>).
    case selectionOff(by: String)
    /// A swipe on a table's row revealed, hid or performed its actions, or its recognizer
    /// failed: the swipe rule that decided (``SwipeReason``; <doc:TablesAndCollections>).
    case swipe(SwipeReason)

    // MARK: Alerts (<doc:Alerts>)

    /// `present` did nothing: the presenter already presents the alert named (or the alert is
    /// already presented), as UIKit logs "already presenting".
    case alreadyPresenting(String)
    /// A tap on the action titled so did nothing: it is disabled (`isEnabled` false).
    case actionDisabled(String)
    /// Nothing to tap, dismiss or tap outside of: no alert is presented.
    case noAlertPresented
    /// A tap outside the alert named did nothing: only an action sheet is dismissed from
    /// outside; an alert waits for one of its actions.
    case notDismissibleFromOutside(String)

    // MARK: Text fields

    /// A text field (or the keyboard, with no first responder) turned a key, a tap or a focus
    /// down: the text-field rule that decided (`TextRefusal`, emitted where it lives).
    case text(TextRefusal)

    /// The reason's code, as JSON Lines writes it.
    public var code: String {
        switch self {
        case .text(let refusal): refusal.code
        case .swipe(let reason): reason.code
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
        case .droppedBy: "droppedBy"
        case .liftedOutside: "liftedOutside"
        case .deliveredLate: "deliveredLate"
        case .handlerDelay: "handlerDelay"
        case .cannotScroll: "cannotScroll"
        case .contentKeepsTouch: "contentKeepsTouch"
        case .dragScrolled: "dragScrolled"
        case .selectionRefused: "selectionRefused"
        case .selectionOff: "selectionOff"
        case .alreadyPresenting: "alreadyPresenting"
        case .actionDisabled: "actionDisabled"
        case .noAlertPresented: "noAlertPresented"
        case .notDismissibleFromOutside: "notDismissibleFromOutside"
        }
    }

    /// The reason in words, as the text output's "because …" line says it.
    public var description: String {
        switch self {
        case .text(let refusal): refusal.description
        case .swipe(let reason): reason.description
        case .movedTooFar(let distance, let limit): "moved \(points(distance, ">", limit))"
        case .heldTooLong(let limit): "a tap lasted longer than \(seconds(limit))"
        case .nextTapTooLate(let limit): "the next tap did not begin within \(seconds(limit))"
        case .fingersLandedTooFarApart(let limit): "the fingers did not all land within \(seconds(limit))"
        case .liftedTooSoon(let held, let minimum): "lifted after \(seconds(held, "<", minimum))"
        case .liftedBeforeMoving(let distance, let needed): "lifted after moving \(points(distance, "<", needed))"
        case .liftedBeforeBeginning: "the fingers lifted before it began"
        case .tooSlow(let limit): "did not swipe within \(seconds(limit))"
        case .wrongDirection(let dx, let dy, let limit): "moved \(offset(dx, dy, beyond: limit))"
        case .tooManyFingers(let count, let maximum): "\(count) fingers down > \(maximum)"
        case .tooFewFingers(let count, let required):
            "lifted with at most \(count) \(count == 1 ? "finger" : "fingers") down at once < \(required)"
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
        case .droppedBy(let other, let state):
            "withheld, then dropped: \(other) \(state.rawValue) and cancels the touches in its view (the view never gets it)"
        case .cannotScroll(let dx, let dy): "its scroll view cannot move that way (moved dx \(points(dx)), dy \(points(dy)))"
        case .contentKeepsTouch(let view): "content \(view) has the touch and keeps it"
        case .dragScrolled(let pan): "the drag scrolled (\(pan) began and cancels the touches in the rows)"
        case .selectionRefused(let question): question.hasPrefix("should") ? "\(question) said no" : "\(question) answered nil"
        case .selectionOff(let rule): rule == "allowsSelection" ? "allowsSelection is off" : "\(rule) said no"
        case .liftedOutside(let distance, let margin):
            // the grown bounds' far edges are outside (a rectangle holds its min edges, not its
            // max): a lift exactly there is 0 pt beyond, which reads as inside unless said
            distance == 0
                ? "lifted on the edge of the \(points(margin)) margin (the edge counts as outside)"
                : "lifted \(points(distance, decimalsTelling(distance, from: 0))) beyond the \(points(margin)) margin"
        case .deliveredLate(let other, let rule, let held, let state):
            "\(other) \(rule): held \(seconds(held)) until it \(state == .possible ? "let the touch go" : state.rawValue)"
        case .handlerDelay(let delay): "registered with a \(seconds(delay)) delay"
        case .alreadyPresenting(let alert): "already presenting \(alert)"
        case .actionDisabled(let title): "action \(title) is disabled"
        case .noAlertPresented: "no alert is presented"
        case .notDismissibleFromOutside(let alert): "\(alert) is an alert: only an action sheet is dismissed by a tap outside"
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
        case .cancelledBy(let other, let state), .droppedBy(let other, let state):
            [("by", .name(other)), ("state", .name(state.rawValue))]
        case .liftedOutside(let distance, let margin): [("distance", .number(distance)), ("margin", .number(margin))]
        case .deliveredLate(let other, let rule, let held, let state):
            [("by", .name(other)), ("rule", .name(rule.rawValue)), ("held", .number(held.seconds)), ("state", .name(state.rawValue))]
        case .handlerDelay(let delay): [("delay", .number(delay.seconds))]
        case .cannotScroll(let dx, let dy): [("dx", .number(dx)), ("dy", .number(dy))]
        case .contentKeepsTouch(let view): [("view", .name(view))]
        case .dragScrolled(let pan): [("by", .name(pan))]
        case .selectionRefused(let question): [("by", .name(question))]
        case .selectionOff(let rule): [("by", .name(rule))]
        case .alreadyPresenting(let alert), .notDismissibleFromOutside(let alert): [("alert", .name(alert))]
        case .actionDisabled(let title): [("title", .name(title))]
        case .swipe(let reason): reason.fields
        case .text(let refusal):
            switch refusal {
            case .delegateSaidNo(let question): [("question", .name(question))]
            case .otherKeepsFocus(let field): [("field", .name(field))]
            case .tooLong(let length, let maximum): [("length", .number(Double(length))), ("maximum", .number(Double(maximum)))]
            case .characterNotAllowed(let character): [("character", .name(character))]
            case .disabled, .noFirstResponder: []
            }
        case .liftedBeforeBeginning, .recognized, .requested, .delegateSaidNo, .disabled, .touchesCancelled, .noAlertPresented: []
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

/// A number as the reasons print it: rounded to `decimals` decimals (one by default) without
/// trailing zeros; past ``maximumDecimals``, six decimals, kept (for a number still reading as
/// the limit it is compared with).
private func number(_ value: Double, _ decimals: Int = 1) -> String {
    let places = min(decimals, maximumDecimals)
    let scaled = (abs(value) * Double(decimalScales[places])).rounded()
    guard scaled < 1e15 else { return String(value) }
    let units = Int(scaled)
    let digits = places == 0 ? "" : String(units % decimalScales[places])
    var fraction = String(repeating: "0", count: places - digits.count) + digits
    if decimals <= maximumDecimals {
        while fraction.last == "0" { fraction.removeLast() }
    }
    return (value < 0 && units != 0 ? "-" : "") + String(units / decimalScales[places])
        + (fraction.isEmpty ? "" : "." + fraction)
}

/// The most decimals a reason prints.
private let maximumDecimals = 6
private let decimalScales = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000]

/// The fewest decimals (one at least) at which `measured` and `limit` print differently, so a
/// comparison of the two never reads as one between equal numbers ("moved 45 pt > 45 pt" for
/// 45.04); past ``maximumDecimals`` when even six do not tell them apart.
private func decimalsTelling(_ measured: Double, from limit: Double) -> Int {
    if measured == limit { return 1 }
    for decimals in 1...maximumDecimals where number(measured, decimals) != number(limit, decimals) {
        return decimals
    }
    return maximumDecimals + 1
}

private func points(_ value: Double, _ decimals: Int = 1) -> String { "\(number(value, decimals)) pt" }

/// A measured distance compared with its limit (`comparison` between them), both printed with
/// the decimals that tell them apart.
private func points(_ measured: Double, _ comparison: String, _ limit: Double) -> String {
    let decimals = decimalsTelling(measured, from: limit)
    return "\(points(measured, decimals)) \(comparison) \(points(limit, min(decimals, maximumDecimals)))"
}

/// A movement off a swipe's directions, "(dx …, dy …) off its directions, beyond `limit`",
/// with the decimals that tell its larger axis from `limit`.
private func offset(_ dx: Double, _ dy: Double, beyond limit: Double) -> String {
    let decimals = decimalsTelling(max(abs(dx), abs(dy)), from: limit)
    return "(dx \(points(dx, decimals)), dy \(points(dy, decimals))) off its directions, beyond "
        + points(limit, min(decimals, maximumDecimals))
}

/// A duration as the reasons print it: below a second in milliseconds with `decimals` − 1
/// decimals, from a second in seconds with `decimals`.
private func seconds(_ duration: Duration, _ decimals: Int = 1) -> String {
    let value = duration.seconds
    let ms = value * 1000
    let scale = Double(decimalScales[min(decimals - 1, maximumDecimals)])
    return (ms * scale).rounded() < 1000 * scale ? "\(number(ms, decimals - 1)) ms" : "\(number(value, decimals)) s"
}

/// A measured duration compared with its limit (`comparison` between them), both printed with
/// the decimals that tell them apart (at the latest six decimals of milliseconds: nanoseconds).
private func seconds(_ measured: Duration, _ comparison: String, _ limit: Duration) -> String {
    var pair = (seconds(measured), seconds(limit))
    var decimals = 1
    while pair.0 == pair.1, measured != limit, decimals <= maximumDecimals {
        decimals += 1
        pair = (seconds(measured, decimals), seconds(limit, min(decimals, maximumDecimals)))
    }
    return "\(pair.0) \(comparison) \(pair.1)"
}
