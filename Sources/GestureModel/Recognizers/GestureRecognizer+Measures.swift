import ControlModel

extension GestureRecognizer {
    /// True while the window the recognizer is engaged in has an event sink that hears the
    /// decisions (``GestureEventDetail/decisions``): the rules then tell the numbers their
    /// decisions rest on (``DecisionMeasure``).
    var measures: Bool { environmentReference?.with { $0.stream?.hearsDecisions } == true }

    /// Tells the event stream, when a sink that hears the decisions listens, that `rule`
    /// measured `measured` against `limit` for the decision about to be requested (nothing is
    /// built otherwise).
    func measured(_ rule: DecisionMeasure.Rule, _ measured: Double, limit: Double, unit: DecisionMeasure.Unit, withinLimit: Bool) {
        guard let stream = environmentReference?.with({ $0.stream }), stream.hearsDecisions else { return }
        stream.emit(
            .measured(recognizer: self, DecisionMeasure(rule: rule, measured: measured, limit: limit, unit: unit, withinLimit: withinLimit)),
            detail: .decisions)
    }

    /// Tells the event stream, when a sink that hears the decisions listens, the number the
    /// recognizer's last failure — which a timer decided — rests on, now that the touch that
    /// would have changed it came (``GestureEventKind/measuredLate(recognizer:_:)``).
    func measuredLate(_ rule: DecisionMeasure.Rule, _ measured: Double, limit: Double, unit: DecisionMeasure.Unit) {
        guard let environment = environmentReference else { return }
        environment.with { measuredLate(rule, measured, limit: limit, unit: unit, in: $0) }
    }

    /// ``measuredLate(_:_:limit:unit:)`` through `environment`'s stream: for a recognizer that
    /// was reset since (and so is engaged in no environment) when the moment comes.
    func measuredLate(_ rule: DecisionMeasure.Rule, _ measured: Double, limit: Double, unit: DecisionMeasure.Unit, in environment: GestureEnvironment) {
        guard let stream = environment.stream, stream.hearsDecisions else { return }
        stream.emit(
            .measuredLate(recognizer: self, DecisionMeasure(rule: rule, measured: measured, limit: limit, unit: unit, withinLimit: false)),
            detail: .decisions)
    }

    /// A tap (or a long press's tap before the press) that failed held too long, whose watched
    /// fingers lifted at `time`: tells how long they were down since `heldSince` against `limit`
    /// seconds — the number the failure rests on — and clears `heldSince`, so it is told once.
    /// Nothing when `heldSince` is nil (the lift of a tap that did not fail by its timer).
    func measuredHeldTooLong(since heldSince: inout Timestamp?, liftedAt time: Timestamp, limit: Double, in environment: GestureEnvironment) {
        guard let start = heldSince else { return }
        heldSince = nil
        let held = Double(time.nanoseconds - start.nanoseconds) / 1e9
        measuredLate(.tapDuration, held, limit: limit, unit: .seconds, in: environment)
    }
}
