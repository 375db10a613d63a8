import ControlModel

/// What one probe aimed at one view of a ``GestureMap`` set off: the handlers that ran (with
/// their latency), what each recognizer that took part did, and what each control dispatched.
public struct ProbeResult: Hashable, Sendable {
    /// The probe.
    public var gesture: ProbeGesture
    /// Where it was aimed (window coordinates): the finger's landing point, or the middle of
    /// two fingers.
    public var point: Point
    /// For a two-finger probe, where its fingers landed from ``point`` (one at `point −
    /// offset`, the other at `point + offset`).
    public var fingerOffset: Point?
    /// The handlers that ran, in the order of their first run.
    public var handlers: [ProbeHandlerRun]
    /// The recognizers that made a transition, in the order of their first.
    public var recognizers: [ProbeRecognizerOutcome]
    /// The controls that dispatched an event or changed value, in the order of the first.
    public var controls: [ProbeControlOutcome]

    /// Creates a result.
    public init(
        gesture: ProbeGesture, point: Point, fingerOffset: Point? = nil, handlers: [ProbeHandlerRun] = [],
        recognizers: [ProbeRecognizerOutcome] = [], controls: [ProbeControlOutcome] = []
    ) {
        self.gesture = gesture
        self.point = point
        self.fingerOffset = fingerOffset
        self.handlers = handlers
        self.recognizers = recognizers
        self.controls = controls
    }

    /// Reads the result from the `records` a replay of the probe produced in `scene` (a copy
    /// loaded from the same file, for the recognizers' configuration). `touches` are the
    /// probe's touch events: how many records came before each, its time and what it was
    /// (down, move or lift). Recognizers and controls are listed in the order of `rank` (their
    /// places in the scene).
    ///
    /// - Complexity: O(*r* · (*t* + *k*)), *r* records, *t* touch events, *k* ids met.
    init(
        gesture: ProbeGesture, point: Point, fingerOffset: Point?, records: [ReplayRecord],
        touches: [ProbeTouchEvent], failures: [String: GestureReason] = [:], scene: Scene, rank: [String: Int]
    ) {
        self.init(gesture: gesture, point: point, fingerOffset: fingerOffset)
        for (index, record) in records.enumerated() {
            switch record.kind {
            case .gesture:
                guard let state = record.state else { continue }
                if let at = recognizers.firstIndex(where: { $0.id == record.id }) {
                    if recognizers[at].states.last != state { recognizers[at].states.append(state) }
                } else {
                    recognizers.append(ProbeRecognizerOutcome(id: record.id, states: [state]))
                }
            case .control:
                guard let event = record.event else { continue }
                controls[controlIndex(record.id)].events.append(event)
            case .value:
                controls[controlIndex(record.id)].value = record.value
            case .handler:
                if let at = handlers.firstIndex(where: { $0.id == record.id }) {
                    handlers[at].runs += 1
                } else {
                    handlers.append(ProbeResult.firstRun(at: index, of: records, touches: touches, scene: scene))
                }
            case .cancelled, .scroll:
                continue
            }
        }
        for index in recognizers.indices where recognizers[index].final == .failed || recognizers[index].final == .cancelled {
            recognizers[index].reason = failures[recognizers[index].id]
        }
        recognizers = recognizers.enumerated().sorted { ProbeResult.precedes($0, $1, rank: rank) }.map(\.element)
        controls = controls.enumerated().sorted { ProbeResult.precedes($0, $1, rank: rank) }.map(\.element)
    }

    /// Scene order, then the order met (for ids the scene does not rank).
    private static func precedes<T: Identified>(_ a: (offset: Int, element: T), _ b: (offset: Int, element: T), rank: [String: Int]) -> Bool {
        let first = rank[a.element.id] ?? .max, second = rank[b.element.id] ?? .max
        return first != second ? first < second : a.offset < b.offset
    }

    /// The index of the outcome of the control `id`, added when first met.
    private mutating func controlIndex(_ id: String) -> Int {
        if let index = controls.firstIndex(where: { $0.id == id }) { return index }
        controls.append(ProbeControlOutcome(id: id, events: []))
        return controls.count - 1
    }

    /// The summary of the handler whose first run is `records[index]`: its latency from the
    /// deciding touch event and the causes the records at its action's instant show.
    private static func firstRun(
        at index: Int, of records: [ReplayRecord], touches: [ProbeTouchEvent], scene: Scene
    ) -> ProbeHandlerRun {
        let record = records[index]
        let owner = record.of ?? "?"
        let action = record.scheduled ?? record.time
        // a handler run at once follows the touch events handled before its record (a timer due
        // at the instant of a touch event runs before it); a delayed one, those up to its action
        let deciding = (record.scheduled == nil ? touches.last { $0.recordsBefore <= index } : touches.last { $0.time <= action })
            ?? ProbeTouchEvent(recordsBefore: 0, time: .zero, phase: .began)
        var causes: [LatencyCause] = []
        if action > deciding.time {
            // what failed at the action's instant, and released it
            let failed = records.filter { $0.kind == .gesture && $0.time == action && $0.state == .failed }.map(\.id)
            if let recognizer = scene.recognizers[owner] {
                let required = requirementClosure(of: recognizer)
                causes += failed.filter { id in required.contains { $0 === scene.recognizers[id] } }.map(LatencyCause.waitsForFailure)
                if causes.isEmpty, let press = recognizer as? LongPressGestureRecognizer, record.state == .began {
                    causes.append(.minimumPressDuration(press.minimumPressDuration))
                }
            } else {
                causes += failed.filter { id in
                    guard let other = scene.recognizers[id] else { return false }
                    return other.delaysTouchesEnded || other.delaysTouchesBegan
                }.map(LatencyCause.touchesHeldUntilFailure)
            }
        }
        if let scheduled = record.scheduled {
            causes.append(.handlerDelay(.nanoseconds(record.time.nanoseconds - scheduled.nanoseconds)))
        }
        return ProbeHandlerRun(
            id: record.id, owner: owner, state: record.state, event: record.event, runs: 1, time: record.time,
            latency: .nanoseconds(record.time.nanoseconds - deciding.time.nanoseconds), after: deciding.phase, causes: causes)
    }

    /// Every recognizer `recognizer` requires to fail, directly or through others.
    private static func requirementClosure(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        var found: [GestureRecognizer] = []
        var pending = recognizer.failureRequirements
        while let next = pending.popLast() {
            guard next !== recognizer, !found.contains(where: { $0 === next }) else { continue }
            found.append(next)
            pending += next.failureRequirements
        }
        return found
    }
}
