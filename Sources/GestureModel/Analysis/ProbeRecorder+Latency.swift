import ControlModel

/// A handler's latency and its causes, read from a probe's records and the recognizers'
/// decisions (<doc:GestureMaps>).
///
/// Each cause is a step of the causal chain the models report, never a guess from the scene's
/// configuration: the decision that ran the handler's action, the hold before it (a
/// `waitingFor` decision) and what released it (`requiredFailed`), a timer that took the first
/// decision (a long press's minimum press duration), a scroll view's motion after the lift
/// (its `didEndDragging` record that says it will decelerate), the handler's own delay (its
/// record's `scheduled` time).
extension ProbeRecorder {
    /// The summary of the handler whose first run is `records[index]`: its latency from the
    /// deciding touch event and why it took that long. `scene` is a copy of the probed scene
    /// (for what kind of recognizer decided).
    ///
    /// - Complexity: O(*t* + *d* + *r*): *t* touch events, *d* decisions, *r* records.
    func firstRun(at index: Int, scene: Scene) -> ProbeHandlerRun {
        let record = records[index]
        let owner = record.of ?? "?"
        let action = record.scheduled ?? record.time
        // a handler run at once follows the touch events handled before its record (a timer due
        // at the instant of a touch event runs before it); a delayed one, those up to its action
        let deciding = (record.scheduled == nil ? touches.last { $0.recordsBefore <= index } : touches.last { $0.time <= action })
            ?? ProbeTouchEvent(recordsBefore: 0, time: .zero, phase: .began)
        var causes: [LatencyCause] = []
        if action > deciding.time {
            if scene.recognizers[owner] != nil {
                causes += recognizerCauses(of: owner, state: record.state, action: action, before: index, scene: scene)
            } else if scene.views[owner] is ScrollView {
                causes += scrollCauses(of: owner, event: record.event, action: action, before: index)
            } else {
                causes += heldTouchCauses(at: action, scene: scene)
            }
        }
        if let scheduled = record.scheduled {
            causes.append(.handlerDelay(.nanoseconds(record.time.nanoseconds - scheduled.nanoseconds)))
        }
        return ProbeHandlerRun(
            id: record.id, owner: owner, state: record.state, event: record.event, runs: 1, time: record.time,
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
        guard let applied = decisions.lastIndex(where: { entry in
            entry.id == owner && !entry.decision.isHeld && entry.time == action && entry.recordsBefore <= index
                && (entry.decision.state == state || state == .changed && entry.decision.state == .began)
        }) else { return [] }
        var causes: [LatencyCause] = []
        var asked = decisions[applied]
        if case .requiredFailed(let released) = asked.decision.reason,
            let hold = decisions[..<applied].last(where: { $0.id == owner && $0.decision.isHeld })
        {
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

    /// Why a control's touch phase came late, at `action`: a recognizer that delays touch
    /// phases and failed at that instant.
    private func heldTouchCauses(at action: Timestamp, scene: Scene) -> [LatencyCause] {
        records.filter { $0.kind == .gesture && $0.time == action && $0.state == .failed }.map(\.id).filter { id in
            guard let other = scene.recognizers[id] else { return false }
            return other.delaysTouchesEnded || other.delaysTouchesBegan
        }.map(LatencyCause.touchesHeldUntilFailure)
    }
}
