import ControlModel
import GestureModel
import SceneFiles

/// A handler's latency and its causes, read from a probe's records and the recognizers'
/// decisions (<doc:GestureMaps>).
///
/// Each cause is a step of the causal chain the models report, never a guess from the scene's
/// configuration: the decision that ran the handler's action, the hold before it (a
/// `waitingFor` decision) and what released it (`requiredFailed`), a timer that took the first
/// decision (a long press's minimum press duration), a control's touch phase given late (a
/// `deliveredLate` delivery: who withheld it, by which rule), a scroll view's motion after the
/// lift (its `didEndDragging` record that says it will decelerate), the handler's own delay
/// (its record's `scheduled` time).
extension ProbeRecorder {
    /// The summary of the handler whose first run is `records[index]`: its latency from the
    /// deciding touch event and why it took that long. `scene` is a copy of the probed scene
    /// (for what kind of recognizer decided).
    ///
    /// - Complexity: O(*t* + *d* + *r*): *t* touch events, *d* decisions of its recognizer,
    ///   *r* records (for a control's or a scroll view's handler).
    func firstRun(at index: Int, scene: Scene) -> ProbeHandlerRun {
        let record = records[index]
        let owner = record.of ?? "?"
        let action = record.scheduled ?? record.time
        var causes: [LatencyCause] = []
        // a control's phase given late answers the touch event that brought it
        var phaseTime = action
        if scene.views[owner] is Control, let late = lateDelivery(to: owner, event: record.event, at: action, before: index) {
            causes.append(late.cause)
            phaseTime = Timestamp(nanoseconds: action.nanoseconds - Timestamp.nanoseconds(of: late.held))
        }
        // a handler run at once follows the touch events handled before its record (a timer due
        // at the instant of a touch event runs before it); a delayed one, or one on a phase
        // given late, those up to its action or phase
        let deciding = (record.scheduled == nil && phaseTime == action
            ? touches.last { $0.recordsBefore <= index } : touches.last { $0.time <= phaseTime })
            ?? ProbeTouchEvent(recordsBefore: 0, time: origin, phase: .began)
        if action > deciding.time {
            if scene.recognizers[owner] != nil {
                causes += recognizerCauses(of: owner, state: record.state, action: action, before: index, scene: scene)
            } else if scene.views[owner] is ScrollView {
                causes += scrollCauses(of: owner, event: record.event, action: action, before: index)
            }
        }
        if let scheduled = record.scheduled {
            causes.append(.handlerDelay(.nanoseconds(record.time.nanoseconds - scheduled.nanoseconds)))
        }
        return ProbeHandlerRun(
            id: record.id, owner: owner, state: record.state, event: record.event, runs: 1, time: Timestamp(nanoseconds: record.time.nanoseconds - origin.nanoseconds),
            latency: .nanoseconds(record.time.nanoseconds - deciding.time.nanoseconds), after: deciding.phase, causes: causes)
    }

    /// Why the recognizer `owner`'s action at `action` (whose handler record is at `index`)
    /// came after its deciding touch: the decision applied at that instant, and the chain
    /// behind it. A transition released because the recognizer named failed (`requiredFailed`)
    /// waited for it from its hold (`waitingFor`); the decision that asked for the transition
    /// (the held one, or the applied one when nothing held it), when a timer took it, is a long
    /// press's minimum press duration.
    private func recognizerCauses(of owner: String, state: GestureState?, action: Timestamp, before index: Int, scene: Scene) -> [LatencyCause] {
        // the decision applied at the action's instant, before the handler's record (a change
        // is no decision: a handler first run on a change answers the began before it)
        guard let applied = lastDecision(of: owner, where: { entry in
            !entry.decision.isHeld && entry.time == action && entry.recordsBefore <= index
                && (entry.decision.state == state || state == .changed && entry.decision.state == .began)
        }) else { return [] }
        var causes: [LatencyCause] = []
        var asked = decisions[applied]
        if case .requiredFailed(let released) = asked.decision.reason,
            let holdPlace = lastDecision(of: owner, before: applied, where: { $0.decision.isHeld })
        {
            let hold = decisions[holdPlace]
            let held = Duration.nanoseconds(action.nanoseconds - hold.time.nanoseconds)
            // held and released at one instant cost nothing
            if held > .zero { causes.append(.waitsForFailure(of: released, held: held)) }
            asked = hold
        }
        if asked.isTimed(touches), asked.decision.state == .began, let press = scene.recognizers[owner] as? LongPressGestureRecognizer {
            causes.insert(.minimumPressDuration(press.minimumPressDuration), at: 0)
        }
        return causes
    }

    /// Why the scroll view `owner`'s moment at `action` came after the deciding touch: a
    /// `didEndDecelerating` after the `didEndDragging` that said the content would move on
    /// (deceleration, a page settling, a bounce back).
    private func scrollCauses(of owner: String, event: String?, action: Timestamp, before index: Int) -> [LatencyCause] {
        guard event == ScrollEvent.Kind.didEndDecelerating.rawValue,
            let lift = records[..<index].last(where: { $0.kind == .scroll && $0.id == owner && $0.event == ScrollEvent.Kind.didEndDragging.rawValue }),
            lift.value == .bool(true), action > lift.time
        else { return [] }
        return [.deceleration(.nanoseconds(action.nanoseconds - lift.time.nanoseconds))]
    }

    /// The phase the control `owner` was given at `action` that dispatched `event` (the
    /// handler's, whose record is at `index`), when it came late: a recognizer withheld it (a
    /// `deliveredLate` delivery: who, by which rule, for how long, until what). A phase given
    /// at its own instant is told nobody, so the phase is matched: the phase of the control's
    /// `event` record before the handler's, or of the touch event the control dispatched last
    /// before it at that instant (a `valueChanged` or `primaryActionTriggered` follows one).
    private func lateDelivery(to owner: String, event: String?, at action: Timestamp, before index: Int) -> (cause: LatencyCause, held: Duration)? {
        guard let dispatched = records[..<index].lastIndex(where: { $0.kind == .control && $0.id == owner && $0.event == event && $0.time == action }),
            let phase = records[...dispatched].reversed().lazy.filter({ $0.kind == .control && $0.id == owner && $0.time == action })
                .compactMap({ record in record.event.flatMap(ControlEvents.init(name:)).flatMap(Control.trackingPhase(dispatching:)) }).first,
            let delivery = deliveries.last(where: { $0.view == owner && $0.phase == phase && $0.time == action && $0.recordsBefore <= dispatched }),
            case .deliveredLate(let recognizer, let rule, let held, let state) = delivery.reason, held > .zero
        else { return nil }
        return (.touchesHeld(phase: phase, by: recognizer, rule: rule, held: held, until: state), held)
    }
}
