import ControlModel
import GestureModel
import SceneFiles

/// A handler's latency and its causes, read from a probe's records and the window's event
/// stream (<doc:GestureMaps>).
///
/// Each cause is a step of the causal chain the models report, followed back from the event
/// that ran the handler through each event's `cause`, never a guess from the scene's
/// configuration nor a match of names or times: the transition that ran the handler's action,
/// the hold before it (a `waitingFor` decision) and what released it (`requiredFailed`), a
/// timer that took the first decision (a long press's minimum press duration), a control's
/// touch phase given late (the `deliveredLate` delivery that caused its event: who withheld
/// it, by which rule), a scroll view's motion after the lift (its `didEndDragging` moment that
/// says it will decelerate), the handler's own delay (its record's `scheduled` time).
extension ProbeRecorder {
    /// The summary of the handler whose first run is `records[index]`: its latency from the
    /// deciding touch event and why it took that long. `scene` is the probed scene (for what
    /// kind of object owns the handler).
    ///
    /// - Complexity: O(*t* + *c* + *d*): *t* touch events, *c* events on the handler's causal
    ///   chain, *d* decisions of its recognizer or moments of its scroll view.
    func firstRun(at index: Int, scene: Scene) -> ProbeHandlerRun {
        let record = records[index]
        let owner = record.of ?? "?"
        let action = record.scheduled ?? record.time
        let run = firstRun(of: record.id)
        var causes: [LatencyCause] = []
        // a control's phase given late answers the touch event that brought it
        var phaseTime = action
        if scene.views[owner] is Control, let run, let late = lateDelivery(causing: run) {
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
                if let run { causes += recognizerCauses(of: run) }
            } else if let scrollView = scene.views[owner] as? ScrollView {
                causes += scrollCauses(of: scrollView, action: action, before: recordStamps[index])
            }
        }
        if let scheduled = record.scheduled {
            causes.append(.handlerDelay(.nanoseconds(record.time.nanoseconds - scheduled.nanoseconds)))
        }
        return ProbeHandlerRun(
            id: record.id, owner: owner, state: record.state, event: record.event, runs: 1, time: Timestamp(nanoseconds: record.time.nanoseconds - origin.nanoseconds),
            latency: .nanoseconds(record.time.nanoseconds - deciding.time.nanoseconds), after: deciding.phase, causes: causes)
    }

    /// Why the recognizer's handler run `run` came after its deciding touch: the transition
    /// that ran it (its cause, or the cause of its scheduling), and the chain behind it. A
    /// transition released because the recognizer named failed (`requiredFailed`) waited for
    /// it from its hold (`waitingFor`); the decision that asked for the transition (the held
    /// one, or the applied one when nothing held it), when a timer took it, is a long press's
    /// minimum press duration.
    private func recognizerCauses(of run: GestureEvent) -> [LatencyCause] {
        var step = event(run.cause)
        if case .handlerScheduled? = step?.kind { step = event(step?.cause) }
        guard let transition = step, case .transition(let recognizer, let state, _, let reason) = transition.kind else { return [] }
        // a change is no decision: a handler first run on a change answers the began at its instant
        let applied: GestureEvent
        if state == .changed {
            guard let began = lastDecision(of: recognizer, before: transition.id, where: { entry in
                if case .transition(_, .began, _, _) = entry.kind { return entry.time == transition.time }
                return false
            }) else { return [] }
            applied = began
        } else {
            guard reason != nil else { return [] }
            applied = transition
        }
        guard case .transition(_, _, _, let appliedReason?) = applied.kind else { return [] }
        var causes: [LatencyCause] = []
        var asked = applied
        if case .requiredFailed(let released) = appliedReason,
            let hold = lastDecision(of: recognizer, before: applied.id, where: { if case .held = $0.kind { true } else { false } })
        {
            let held = Duration.nanoseconds(applied.time.nanoseconds - hold.time.nanoseconds)
            // held and released at one instant cost nothing
            if held > .zero { causes.append(.waitsForFailure(of: released, held: held)) }
            asked = hold
        }
        let askedBegan: Bool =
            switch asked.kind {
            case .transition(_, let state, _, _), .held(_, let state, _): state == .began
            default: false
            }
        if askedBegan, isTimed(asked), let press = recognizer as? LongPressGestureRecognizer {
            causes.insert(.minimumPressDuration(press.minimumPressDuration), at: 0)
        }
        return causes
    }

    /// Why `scrollView`'s handler, whose record was made of the event with id `stamp` or of one
    /// before, came after the deciding touch: the moment it answers (the scroll view's last at
    /// the action's instant) is a `didEndDecelerating` after the `didEndDragging` that said the
    /// content would move on (deceleration, a page settling, a bounce back).
    private func scrollCauses(of scrollView: ScrollView, action: Timestamp, before stamp: UInt64) -> [LatencyCause] {
        guard let (answered, moment) = lastMoment(of: scrollView, upTo: stamp, where: { event, _ in event.time == action }),
            moment.kind == .didEndDecelerating,
            let (lift, _) = lastMoment(of: scrollView, upTo: answered.id, where: { _, moment in moment.kind == .didEndDragging }),
            case .scroll(_, let ended) = lift.kind, ended.willDecelerate == true, action > lift.time
        else { return [] }
        return [.deceleration(.nanoseconds(action.nanoseconds - lift.time.nanoseconds))]
    }

    /// The control's touch phase, given late, that caused the handler run `run`: followed back
    /// through the control's events (a handler's scheduling, the event it answers, the event
    /// that dispatched a `primaryActionTriggered`) to the phase delivered to the control, when
    /// a recognizer withheld it (a `deliveredLate` delivery: who, by which rule, for how long,
    /// until what).
    private func lateDelivery(causing run: GestureEvent) -> (cause: LatencyCause, held: Duration)? {
        var step = event(run.cause)
        while let current = step, case .control = current.kind { step = event(current.cause) }
        guard let delivery = step, case .delivered(_, _, let phase, .deliveredLate(let recognizer, let rule, let held, let state)?) = delivery.kind,
            held > .zero
        else { return nil }
        return (.touchesHeld(phase: phase, by: recognizer, rule: rule, held: held, until: state), held)
    }
}
