import ControlModel
import GestureModel

/// Hears a window's event stream and makes a ``DecisionMargin`` of each decision
/// (`bk-events margins`): a recognition with the measures its rule told just before it, a
/// failure with its reason's numbers, a control's up with its tracking margin, a handler's run
/// with the margin of the decision it ran for (a recognizer's handlers at its began or ended,
/// `scheduled` when they have a delay, each told by the stream with the transition as its
/// cause), a scroll view's content delay cut short and its deceleration decision
/// (`didEndDragging`) with their measures, a failure a timer decided with the number told once
/// the touch that would have changed it came, held transitions and other scroll moments without
/// a number.
public final class MarginCollector: GestureEventSink {
    /// The margins, in the order the decisions were taken.
    public private(set) var margins: [DecisionMargin] = []
    /// The measures told for each recognizer's next decision.
    private var pending: [ObjectIdentifier: [DecisionMeasure]] = [:]
    /// The measures told for each scroll view's next `didEndDragging`.
    private var pendingScroll: [ObjectIdentifier: [DecisionMeasure]] = [:]
    /// Where each recognizer's last failure is in ``margins`` (a late measure fills it in).
    private var lastFailure: [ObjectIdentifier: Int] = [:]
    /// The last control event with a margin (its handlers run right after it), and the
    /// delayed handler calls scheduled by one, until they run: the margins their runs inherit.
    private var lastDispatch: (id: UInt64, margin: DecisionMargin)?
    private var scheduled: [UInt64: DecisionMargin] = [:]
    /// The last began or ended of a recognizer, and its tightest margin: the margin its
    /// handlers' runs (and schedulings) inherit, told right after it with it as their cause.
    private var lastAction: (id: UInt64, margin: DecisionMargin)?

    /// Creates a collector; attach it with `window.eventSink = collector` (to a loaded scene:
    /// `scene.eventSink = collector`, which leaves the window's stream to the scene).
    public init() {}

    /// The decisions alone: no touch phase, landing or delivery events.
    public var detail: GestureEventDetail { .decisions }

    /// Takes `event` in.
    public func receive(_ event: GestureEvent) {
        switch event.kind {
        case .measured(let recognizer, let measure):
            pending[ObjectIdentifier(recognizer), default: []].append(measure)
        case .measuredLate(let recognizer, let measure):
            guard let index = lastFailure[ObjectIdentifier(recognizer)], margins[index].numbers == nil else { return }
            margins[index].numbers = .init(measure)
            margins[index].flip = "not failed by this rule"
        case .scrollMeasured(let scrollView, let measure):
            pendingScroll[ObjectIdentifier(scrollView), default: []].append(measure)
        case .transition(let recognizer, let state, _, let reason?):
            let measures = pending.removeValue(forKey: ObjectIdentifier(recognizer)) ?? []
            let id = recognizer.identifier ?? recognizer.displayName
            var decision = state.rawValue
            if case .requiredFailed = reason { decision += " (released)" }
            var made: [DecisionMargin] = []
            // a failure takes only a measure of a rule that fails (one told for a recognition
            // that a requirement then failed is dropped)
            let deciding = state == .began || state == .ended ? measures : measures.filter { MarginCollector.decidesFailure($0.rule) }
            if !deciding.isEmpty {
                made = deciding.map {
                    DecisionMargin(time: event.time, id: id, decision: decision, rule: $0.rule.rawValue, numbers: .init($0), flip: MarginCollector.flip(of: $0))
                }
            } else {
                let (numbers, flip) = MarginCollector.numbers(of: reason)
                made = [DecisionMargin(time: event.time, id: id, decision: decision, rule: reason.code, numbers: numbers, flip: flip)]
            }
            if state == .failed { lastFailure[ObjectIdentifier(recognizer)] = margins.count }
            margins.append(contentsOf: made)
            let tightest = made.count == 1 ? made[0] : made.min(by: DecisionMargin.tighter)
            if state == .began || state == .ended, let tightest { lastAction = (event.id, tightest) }
        case .handlerRan(let call):
            // a delayed handler's margin is told when it is scheduled, at the decision
            guard call.registration.runsAtOnce, let last = lastAction, last.id == event.cause else { return }
            ran(call.registration.identifier, for: last.margin, at: event.time)
        case .handlerScheduled(let registration, _):
            guard let last = lastAction, last.id == event.cause else { return }
            ran(registration.identifier, for: last.margin, at: event.time, scheduled: true)
        case .held(let recognizer, let state, let reason):
            let id = recognizer.identifier ?? recognizer.displayName
            margins.append(DecisionMargin(time: event.time, id: id, decision: "held \(state.rawValue)", rule: reason.code, numbers: nil, flip: nil))
        case .control(.dispatched(let control, let controlEvent, let beyond?)):
            // how far the lift was from the edge of the bounds grown by the margin, on its side
            let numbers = DecisionMargin.Numbers(measured: abs(beyond), limit: 0, unit: .points, withinLimit: false)
            let name = controlEvent.name ?? controlEvent.description
            let margin = DecisionMargin(
                time: event.time, id: control.identifier ?? "?", decision: name, rule: "controlMargin", numbers: numbers,
                flip: beyond <= 0 ? "touchUpOutside" : "touchUpInside")
            margins.append(margin)
            lastDispatch = (event.id, margin)
        case .control(.handlerScheduled):
            if let cause = event.cause, let last = lastDispatch, last.id == cause { scheduled[event.id] = last.margin }
        case .control(.handlerRan(let call)):
            var source: DecisionMargin?
            if let cause = event.cause {
                source = lastDispatch?.id == cause ? lastDispatch?.margin : scheduled.removeValue(forKey: cause)
            }
            ran(call.registration.identifier, for: source, at: event.time)
        case .scroll(let scrollView, let moment):
            guard moment.kind != .didScroll, moment.kind != .didZoom else { return }
            let id = scrollView.identifier ?? "?"
            if moment.kind == .didEndDragging, let measures = pendingScroll.removeValue(forKey: ObjectIdentifier(scrollView)), !measures.isEmpty {
                for measure in measures {
                    margins.append(DecisionMargin(
                        time: event.time, id: id, decision: moment.kind.rawValue, rule: measure.rule.rawValue, numbers: .init(measure), flip: MarginCollector.flip(of: measure)))
                }
                return
            }
            margins.append(DecisionMargin(time: event.time, id: id, decision: moment.kind.rawValue, rule: "scroll", numbers: nil, flip: nil))
        default:
            return
        }
    }

    /// A handler's run (or scheduling): the margin of the decision it ran for, under the
    /// handler's name.
    private func ran(_ handler: String?, for source: DecisionMargin?, at time: Timestamp, scheduled: Bool = false) {
        var margin = DecisionMargin(
            time: time, id: handler ?? "?", decision: scheduled ? "scheduled" : "ran", rule: source?.rule ?? "no number",
            numbers: source?.numbers, flip: source?.numbers == nil ? nil : "not run")
        margin.of = source?.id
        margins.append(margin)
    }

    /// What the decision `measure` was told for becomes across its rule's limit.
    static func flip(of measure: DecisionMeasure) -> String {
        switch measure.rule {
        case .tapMovement, .tapDuration, .tapInterval, .pressMovement, .pressDuration, .swipeCrossDistance, .swipeDuration: "failed"
        case .panHysteresis, .pinchThreshold, .rotationThreshold, .swipeDistance: "not yet"
        case .contentTouchDelay: "delay ran out"
        case .decelerationSpeed: measure.withinLimit ? "fling" : "no fling"
        case .velocityHorizon: measure.withinLimit ? "no velocity" : "velocity kept"
        }
    }

    /// Whether `rule` measures a failure (the content delay cut short) rather than a recognition.
    static func decidesFailure(_ rule: DecisionMeasure.Rule) -> Bool { rule == .contentTouchDelay }

    /// A failure's numbers from its reason, and what it becomes across the limit; nil for a
    /// reason without a measured number.
    static func numbers(of reason: GestureReason) -> (DecisionMargin.Numbers?, String?) {
        switch reason {
        case .movedTooFar(let distance, let limit):
            (.init(measured: distance, limit: limit, unit: .points, withinLimit: false), "not failed by this rule")
        case .liftedTooSoon(let held, let minimum):
            (.init(measured: seconds(held), limit: seconds(minimum), unit: .seconds, withinLimit: true), "recognized")
        case .liftedBeforeMoving(let distance, let needed):
            (.init(measured: distance, limit: needed, unit: .points, withinLimit: true), "recognized")
        case .wrongDirection(let dx, let dy, let limit):
            (.init(measured: max(abs(dx), abs(dy)), limit: limit, unit: .points, withinLimit: false), "not failed by this rule")
        default:
            (nil, nil)
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
