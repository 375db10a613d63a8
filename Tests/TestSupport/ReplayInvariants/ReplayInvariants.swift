import GestureModel

/// The rules every replay's records keep, whatever the scene and trace, checked on the records
/// of one replay (its JSON Lines, read by ``RecordLine``) against what the scene and trace mean
/// (``SceneFacts``, ``TraceFacts``), never against what the library computes:
///
/// - records are valid JSON, in time order, none after the stop (`--until`, or the last line
///   applied before a bad one);
/// - records name what the scene declares: gestures its recognizers, control events and values
///   its controls, handlers their own control or recognizer;
/// - recognizers move only along UIKit's state machine (discrete: possible → ended or failed;
///   continuous: possible → began → changed… → ended or cancelled, or possible → failed), with a
///   location except when failed; a discrete one recognizes at most once per touch sequence (a
///   finger must land between two recognitions);
/// - a recognizer's handler runs only for an action (began, changed, ended, cancelled — never
///   failed; a tap convenience's only when it ended), right after it or its delay later;
///   a control's handler only for an event it is registered for, right after the dispatch or its
///   delay later;
/// - a control's touch events follow its tracking: touch-down, drags (enter and exit switching
///   inside and outside), then one touch-up inside or outside or a touch-cancel, and nothing after
///   that until the next touch-down; no touch-down without a finger landing where the control
///   could take it (shown, interactive, enabled at that moment, ancestors too); the primary
///   action follows the primary event; values stay within their bounds;
/// - inside a scroll view that landing rule is weaker, as it must be: the content moves (drags,
///   motions after lifts, `set contentOffset`, nested scroll views), and only the library knows
///   where it is, so a control in a scroll view needs a finger that landed on its outermost
///   scroll view (shown and interactive, ancestors too) at or before the touch-down — and, unless
///   a recognizer on the control or an ancestor delays touch-downs (`delaysTouchesBegan`), at
///   most the content-touch delay (0.15 s, the Scroll views article) before it: a held touch
///   reaches the content then or at an earlier lift;
/// - `scroll` records name declared scroll views and one of their five moments, with the offset
///   (`willEndDragging` with its velocity and target, `didEndDragging` with `willDecelerate`);
///   each scroll view's moments keep UIKit's order (`UIScrollViewDelegate`): willBeginDragging,
///   didScroll…, willEndDragging, didEndDragging, then, when it decelerates, didScroll… and
///   didEndDecelerating — a new drag or a `set contentOffset` may stop the motion without it;
///   a `didScroll` outside a drag or a motion comes only from a `set contentOffset` at that
///   instant; a scroll view's handler runs only for a moment it is registered for, right after
///   it (with its offset) or its delay later.
///
/// Events a trace's `sendActions` dispatches at that instant are exempt from the tracking rules
/// (a control dispatches them enabled or not, tracking or not).
package struct ReplayInvariants {
    package let scene: SceneFacts
    package let trace: RandomTrace
    package let traceFacts: TraceFacts
    /// The stop time the replay was given.
    package let until: Double?

    /// The rules `lines` (one replay's JSON Lines, in order) break.
    package func violations(of lines: [String]) -> [Violation] {
        var found: [Violation] = []
        func fail(_ rule: Violation.Rule, _ detail: String) { found.append(Violation(rule: rule, detail: detail)) }
        let records = lines.map(RecordLine.init)
        let applied = appliedLines()
        let stop = stopTime(applied)
        var last = 0.0
        var gestureStates: [String: String] = [:]
        var lastGesture: [String: RecordLine] = [:]
        var actions: [String: [RecordLine]] = [:]
        var lastRecognized: [String: Double] = [:]
        var tracking: [String: Tracking] = [:]
        var lastControl: [String: RecordLine] = [:]
        var controlEvents: [String: [(event: String, time: Double)]] = [:]
        var touchDowns: [String: Int] = [:]
        var expectPrimary: [String: Bool] = [:]
        var scrollPhases: [String: ScrollPhase] = [:]
        var lastScroll: [String: RecordLine] = [:]
        var scrollMoments: [String: [RecordLine]] = [:]
        var previous: RecordLine?
        let hittable = hittableBegans(applied)
        let offsetSets = offsetSets(applied)
        let sent = sentEvents(applied)
        let begans = applied.compactMap { line -> Double? in
            if case .sample(let t, _, "began", _, _) = line.line { return t }
            return nil
        }
        for (index, parsed) in records.enumerated() {
            guard let record = parsed else {
                fail(.malformedRecord, lines[index])
                continue
            }
            defer { previous = record }
            let time = record.time
            if !(time >= last - 1e-9) { fail(.timeOrder, record.line) }
            last = max(last, time)
            if let stop, time > stop + 1e-6 { fail(.afterStop, "\(record.line) after \(stop)") }
            switch record.kind {
            case "gesture":
                guard let recognizer = scene.recognizers[record.id], let state = record.state else {
                    fail(.unknownName, record.line)
                    continue
                }
                let from = gestureStates[record.id] ?? "possible"
                let legal: Set<String>
                switch from {
                case "possible": legal = recognizer.isDiscrete ? ["ended", "failed"] : ["began", "failed"]
                default: legal = ["changed", "ended", "cancelled"]
                }
                if !legal.contains(state) { fail(.illegalTransition, "\(record.id): \(from) → \(state) at \(time)") }
                if (record.location == nil) != (state == "failed") { fail(.location, record.line) }
                gestureStates[record.id] = ["ended", "cancelled", "failed"].contains(state) ? nil : state
                lastGesture[record.id] = record
                if state != "failed" { actions[record.id, default: []].append(record) }
                if recognizer.isDiscrete, state == "ended" {
                    if let before = lastRecognized[record.id],
                        !begans.contains(where: { $0 >= before - 1e-6 && $0 <= time + 1e-6 })
                    {
                        fail(.recognizedTwice, "\(record.id) at \(before) and \(time) with no finger landing between")
                    }
                    lastRecognized[record.id] = time
                }
            case "handler":
                guard let owner = scene.handlerOwner[record.id], owner == record.of else {
                    fail(.unknownName, record.line)
                    continue
                }
                if scene.scrollHandlers.contains(record.id) {
                    checkScrollHandler(record, owner: owner, lastScroll: lastScroll, moments: scrollMoments, previous: previous, fail: fail)
                } else if scene.recognizers[owner] != nil {
                    checkGestureHandler(record, owner: owner, lastGesture: lastGesture, actions: actions, previous: previous, fail: fail)
                } else {
                    checkControlHandler(record, owner: owner, lastControl: lastControl, events: controlEvents, fail: fail)
                }
            case "cancelled":
                guard let owner = scene.handlerOwner[record.id], owner == record.of, (scene.handlerDelay[record.id] ?? 0) > 0 else {
                    fail(.unknownName, record.line)
                    continue
                }
            case "control":
                guard let view = scene.viewIndex[record.id], scene.views[view].isControl, let event = record.event else {
                    fail(.unknownName, record.line)
                    continue
                }
                defer {
                    lastControl[record.id] = record
                    controlEvents[record.id, default: []].append((event, time))
                }
                if sent[record.id]?.contains(where: { abs($0.time - time) < 1e-6 && $0.events.contains(event) }) == true {
                    tracking[record.id] = .unknown
                    expectPrimary[record.id] = false
                    continue
                }
                if expectPrimary[record.id] == true, event != "primaryActionTriggered" {
                    fail(.primaryAction, "\(record.id): \(event) after its primary event, not primaryActionTriggered")
                }
                expectPrimary[record.id] = false
                let primary = scene.views[view].type == "button" ? "touchUpInside" : "valueChanged"
                if event == primary, scene.views[view].type != "control" { expectPrimary[record.id] = true }
                if event == "primaryActionTriggered", lastControl[record.id]?.event != primary || scene.views[view].type == "control" {
                    fail(.primaryAction, "\(record.id): primaryActionTriggered after \(lastControl[record.id]?.event ?? "nothing")")
                }
                if event == "touchDown" {
                    touchDowns[record.id, default: 0] += 1
                    let landings = hittable[view] ?? []
                    let landed = landings.filter { $0 <= time + 1e-6 }.count
                    if touchDowns[record.id, default: 0] > landed {
                        fail(.touchDownWithoutFinger, "\(record.id) at \(time): touch-down \(touchDowns[record.id, default: 0]) with \(landed) finger(s) landing where it could take them")
                    } else if scene.views[view].scroll != nil, !touchDownsMayWait(view),
                        !landings.contains(where: { $0 <= time + 1e-6 && $0 >= time - Self.contentTouchDelay - 1e-6 })
                    {
                        fail(.touchDownWithoutFinger, "\(record.id) at \(time): no finger landed on its scroll view within \(Self.contentTouchDelay) s before")
                    }
                }
                if event == "touchDownRepeat", lastControl[record.id]?.event != "touchDown" {
                    fail(.controlTracking, "\(record.id): touchDownRepeat after \(lastControl[record.id]?.event ?? "nothing")")
                }
                var state = tracking[record.id] ?? .idle
                if let problem = state.apply(event) { fail(.controlTracking, "\(record.id) at \(time): \(problem)") }
                tracking[record.id] = state
            case "value":
                guard let view = scene.viewIndex[record.id], scene.views[view].isControl, let value = record["value"] else {
                    fail(.unknownName, record.line)
                    continue
                }
                let fact = scene.views[view]
                switch fact.type {
                case "switch":
                    if value != "true", value != "false" { fail(.valueRange, record.line) }
                case "slider", "stepper":
                    guard let number = Double(value), number >= fact.minimum - 1e-6 * max(1, abs(fact.minimum)),
                        number <= fact.maximum + 1e-6 * max(1, abs(fact.maximum))
                    else {
                        fail(.valueRange, "\(record.line) outside \(fact.minimum)…\(fact.maximum)")
                        continue
                    }
                case "segmented":
                    guard let number = Double(value), number == number.rounded(), number >= -1, number < Double(fact.segments) else {
                        fail(.valueRange, "\(record.line) with \(fact.segments) segments")
                        continue
                    }
                default: fail(.unknownName, record.line)
                }
            case "scroll":
                guard let view = scene.viewIndex[record.id], scene.views[view].isScroll, let event = record.event,
                    SceneFacts.scrollEvents.contains(event)
                else {
                    fail(.unknownName, record.line)
                    continue
                }
                let fields: [String]
                switch event {
                case "willEndDragging": fields = ["velocity", "target"]
                case "didEndDragging": fields = ["willDecelerate"]
                default: fields = []
                }
                if record.location == nil || fields.contains(where: { record[$0] == nil }) || record.state != nil || record.of != nil {
                    fail(.scrollFields, record.line)
                }
                var phase = scrollPhases[record.id] ?? .idle
                // a set contentOffset before this instant stops a motion (at this instant it may
                // come before or after the motion's own records: timers due then fire first)
                if case .decelerating(let since) = phase,
                    offsetSets[record.id]?.contains(where: { $0 > since + 1e-9 && $0 < time - 1e-9 }) == true
                {
                    phase = .idle
                }
                let setNow = offsetSets[record.id]?.contains { abs($0 - time) < 1e-6 } == true
                if let problem = phase.apply(event, at: time, willDecelerate: record["willDecelerate"] == "true", offsetSetNow: setNow) {
                    fail(.scrollOrder, "\(record.id) at \(time): \(problem)")
                }
                scrollPhases[record.id] = phase
                lastScroll[record.id] = record
                scrollMoments[record.id, default: []].append(record)
            default:
                fail(.malformedRecord, record.line)
            }
        }
        return found
    }

    /// How long a scroll view holds a touch back from its content (Scroll views article: 0.15 s).
    package static let contentTouchDelay = 0.15

    /// True when a recognizer on the view at `index` or an ancestor delays touch-downs
    /// (`delaysTouchesBegan`): its touch-down may come later than the content-touch delay.
    private func touchDownsMayWait(_ index: Int) -> Bool {
        var chain: Set<Int> = []
        var current: Int? = index
        while let at = current {
            chain.insert(at)
            current = scene.views[at].parent
        }
        return scene.recognizers.values.contains { chain.contains($0.view) && $0.delaysTouchesBegan }
    }

    // MARK: Handlers

    private func checkGestureHandler(
        _ record: RecordLine, owner: String, lastGesture: [String: RecordLine], actions: [String: [RecordLine]],
        previous: RecordLine?, fail: (Violation.Rule, String) -> Void
    ) {
        guard let state = record.state, ["began", "changed", "ended", "cancelled"].contains(state) else {
            fail(.handlerWithoutAction, "\(record.line): not an action's state")
            return
        }
        if scene.conveniences.contains(record.id), state != "ended" {
            fail(.handlerWithoutAction, "\(record.line): a tap convenience runs when its tap ended")
        }
        checkAnswer(
            record, to: "\(state) of \(owner)", among: actions[owner] ?? [], last: lastGesture[owner], samePlaceWhenDelayed: true,
            previous: previous, fail: fail
        ) { $0.state == state }
    }

    /// A handler's record against the records of its owner it may answer (`answers` those
    /// `matches` takes): delayed, its delay after one at its `scheduled` time (at the same place
    /// when `samePlaceWhenDelayed`); else at the time and place of the owner's `last` record,
    /// right after it or after other handlers.
    private func checkAnswer(
        _ record: RecordLine, to what: String, among answers: [RecordLine], last: RecordLine?, samePlaceWhenDelayed: Bool,
        previous: RecordLine?, fail: (Violation.Rule, String) -> Void, matches: (RecordLine) -> Bool
    ) {
        if let scheduled = record.scheduled {
            let delay = scene.handlerDelay[record.id] ?? 0
            guard answers.contains(where: { abs($0.time - scheduled) < 1e-9 && matches($0) && (!samePlaceWhenDelayed || $0.location == record.location) })
            else {
                fail(.handlerWithoutAction, "\(record.line): no \(what) at \(scheduled)")
                return
            }
            if abs(record.time - (scheduled + delay)) > 2e-6 { fail(.handlerTiming, "\(record.line): delay \(delay)") }
        } else {
            guard let last, matches(last), abs(last.time - record.time) < 1e-9, last.location == record.location else {
                fail(.handlerWithoutAction, "\(record.line) after \(last?.line ?? "no record of its owner")")
                return
            }
            if let previous, previous.kind != "handler", previous != last {
                fail(.handlerWithoutAction, "\(record.line) does not follow what it answers (after \(previous.line))")
            }
        }
    }

    private func checkScrollHandler(
        _ record: RecordLine, owner: String, lastScroll: [String: RecordLine], moments: [String: [RecordLine]],
        previous: RecordLine?, fail: (Violation.Rule, String) -> Void
    ) {
        guard let event = record.event, (scene.handlerEvents[record.id] ?? []).contains(event), record.location != nil else {
            fail(.handlerWithoutAction, "\(record.line): a moment it is not registered for")
            return
        }
        checkAnswer(
            record, to: "\(event) of \(owner)", among: moments[owner] ?? [], last: lastScroll[owner], samePlaceWhenDelayed: false,
            previous: previous, fail: fail
        ) { $0.event == event }
    }

    private func checkControlHandler(
        _ record: RecordLine, owner: String, lastControl: [String: RecordLine], events: [String: [(event: String, time: Double)]],
        fail: (Violation.Rule, String) -> Void
    ) {
        guard let event = record.event, (scene.handlerEvents[record.id] ?? []).contains(event) else {
            fail(.handlerWithoutAction, "\(record.line): an event it is not registered for")
            return
        }
        if let scheduled = record.scheduled {
            let delay = scene.handlerDelay[record.id] ?? 0
            guard events[owner]?.contains(where: { $0.event == event && abs($0.time - scheduled) < 1e-9 }) == true else {
                fail(.handlerWithoutAction, "\(record.line): no \(event) of \(owner) at \(scheduled)")
                return
            }
            if abs(record.time - (scheduled + delay)) > 2e-6 { fail(.handlerTiming, "\(record.line): delay \(delay)") }
        } else if lastControl[owner]?.event != event || abs((lastControl[owner]?.time ?? -1) - record.time) > 1e-9 {
            fail(.handlerWithoutAction, "\(record.line) after \(lastControl[owner]?.line ?? "no control record")")
        }
    }

    // MARK: The trace

    /// The trace's lines a replay applies, in order.
    package func appliedLines() -> [(number: Int, line: RandomTrace.Line)] {
        traceFacts.applied.map { ($0, trace.lines[$0 - 1]) }
    }

    /// The latest time a record may have: the stop time, or, when a line is refused, the time of
    /// the last line applied (the time of the refused line when reaching it ran too many calls).
    package func stopTime(_ applied: [(number: Int, line: RandomTrace.Line)]) -> Double? {
        if case .stops(let number, _) = traceFacts.ending {
            let lastApplied = applied.last?.line.time ?? 0
            return max(lastApplied, trace.lines[number - 1].time ?? lastApplied)
        }
        return until
    }

    /// For each scroll view (by key): the times of the trace's `set contentOffset` on it.
    private func offsetSets(_ applied: [(number: Int, line: RandomTrace.Line)]) -> [String: [Double]] {
        var found: [String: [Double]] = [:]
        for (_, line) in applied {
            guard case .command(let t, "set", let fields) = line, fields.contains(where: { $0.key == "contentOffset" }),
                case .string(let target)? = fields.first(where: { $0.key == "target" })?.value
            else { continue }
            found[target, default: []].append(t)
        }
        return found
    }

    /// For each control (by index in the scene's views): the times of the fingers that landed
    /// where it could take them (inside a scroll view: on its outermost scroll view).
    private func hittableBegans(_ applied: [(number: Int, line: RandomTrace.Line)]) -> [Int: [Double]] {
        var state = SceneState()
        var found: [Int: [Double]] = [:]
        let controls = scene.views.indices.filter { scene.views[$0].isControl }
        for (_, line) in applied {
            switch line {
            case .sample(let t, _, "began", let x, let y):
                // a touch is hit-tested where it landed, even when sampled again in the same event
                for control in controls {
                    let hit = scene.views[control].scroll == nil
                        ? scene.canHit(control, at: (x, y), width: scene.width, height: scene.height, state: state)
                        : scene.landsOnScroll(of: control, at: (x, y), width: scene.width, height: scene.height, state: state)
                    if hit { found[control, default: []].append(t) }
                }
            case .command(_, "set", let fields):
                guard case .string(let target)? = fields.first(where: { $0.key == "target" })?.value else { continue }
                for (key, value) in fields { state.set(key, value, on: target, scene) }
            default: break
            }
        }
        return found
    }

    /// For each control: the events `sendActions` commands dispatch on it, and when (groups
    /// expanded; the primary action that may follow included).
    private func sentEvents(_ applied: [(number: Int, line: RandomTrace.Line)]) -> [String: [(time: Double, events: Set<String>)]] {
        var found: [String: [(time: Double, events: Set<String>)]] = [:]
        for (_, line) in applied {
            guard case .command(let t, "sendActions", let fields) = line,
                case .string(let target)? = fields.first(where: { $0.key == "target" })?.value,
                case .array(let names)? = fields.first(where: { $0.key == "events" })?.value
            else { continue }
            var events: Set<String> = ["primaryActionTriggered"]
            for case .string(let name) in names { events.formUnion(SceneFacts.expand(name)) }
            found[target, default: []].append((t, events))
        }
        return found
    }
}

/// A control's touch tracking as its events show it.
package enum Tracking {
    /// No touch tracked.
    case idle
    /// A touch tracked, inside the control's bounds grown by the tracking margin or not.
    case tracking(inside: Bool)
    /// After events `sendActions` may have dispatched: any event is taken, and sets the state.
    case unknown

    /// Takes one event; what is wrong with it, or nil.
    package mutating func apply(_ event: String) -> String? {
        let wasUnknown: Bool
        if case .unknown = self { wasUnknown = true } else { wasUnknown = false }
        let before = self
        var problem: String?
        func need(_ inside: Bool?) {
            guard !wasUnknown else { return }
            guard case .tracking(let now) = before else {
                problem = "\(event) while not tracking (after the touch ended or was cancelled)"
                return
            }
            if let inside, now != inside { problem = "\(event) while \(now ? "inside" : "outside")" }
        }
        switch event {
        case "touchDown":
            if case .tracking = before, !wasUnknown { problem = "touchDown while tracking" }
            self = .tracking(inside: true)
        case "touchDownRepeat": need(nil)
        case "touchDragInside": need(true); self = .tracking(inside: true)
        case "touchDragOutside": need(false); self = .tracking(inside: false)
        case "touchDragEnter": need(false); self = .tracking(inside: true)
        case "touchDragExit": need(true); self = .tracking(inside: false)
        case "touchUpInside": need(true); self = .idle
        case "touchUpOutside": need(false); self = .idle
        case "touchCancel": need(nil); self = .idle
        default: break
        }
        return problem
    }
}

/// A scroll view's moments as its records show them (`UIScrollViewDelegate`'s order; the Scroll
/// views article).
package enum ScrollPhase {
    /// Neither dragged nor moving.
    case idle
    /// After willBeginDragging.
    case dragging
    /// After willEndDragging: didEndDragging comes next.
    case endingDrag
    /// After didEndDragging that will decelerate, since that time.
    case decelerating(since: Double)

    /// Takes one moment at `time`; what is wrong with it, or nil. `offsetSetNow`: a trace set
    /// the scroll view's offset at that instant (a didScroll of its own).
    package mutating func apply(_ event: String, at time: Double, willDecelerate: Bool, offsetSetNow: Bool) -> String? {
        switch (event, self) {
        case ("willBeginDragging", .idle), ("willBeginDragging", .decelerating):
            self = .dragging
        case ("didScroll", .dragging), ("didScroll", .decelerating):
            break
        case ("didScroll", .idle) where offsetSetNow:
            break
        case ("willEndDragging", .dragging):
            self = .endingDrag
        case ("didEndDragging", .endingDrag):
            self = willDecelerate ? .decelerating(since: time) : .idle
        case ("didEndDecelerating", .decelerating):
            self = .idle
        default:
            return "\(event) while \(self)"
        }
        return nil
    }
}
