import ControlModel
import GestureModel
import SceneFiles

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
    /// The zoomable scroll views the probe zoomed, with the scale each rests at, in scene
    /// order.
    public var zooms: [ProbeZoomOutcome] = []

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

    /// Reads the result from what `probe` (the recorder of the probe's replay in `scene`) kept:
    /// its records, touch events and the window's events. Recognizers and controls are listed
    /// in the order of `rank` (their places in the scene).
    ///
    /// - Complexity: O(*r* · *t* + *d* + *k* log *k*), *r* records, *t* touch events, *d*
    ///   decisions, *k* ids met: each outcome is found by id, each failure's reason among its
    ///   recognizer's decisions.
    init(gesture: ProbeGesture, point: Point, fingerOffset: Point?, probe: ProbeRecorder, scene: Scene, rank: [String: Int]) {
        self.init(gesture: gesture, point: point, fingerOffset: fingerOffset)
        var recognizerPlaces: [String: Int] = [:], controlPlaces: [String: Int] = [:], handlerPlaces: [String: Int] = [:]
        // most records are recognizers' transitions: room for them all, so the table never grows
        recognizerPlaces.reserveCapacity(probe.records.count)
        func controlIndex(_ id: String) -> Int {
            if let index = controlPlaces[id] { return index }
            controlPlaces[id] = controls.count
            controls.append(ProbeControlOutcome(id: id, events: []))
            return controls.count - 1
        }
        for (index, record) in probe.records.enumerated() {
            switch record.kind {
            case .gesture:
                guard let state = record.state else { continue }
                if let at = recognizerPlaces[record.id] {
                    if recognizers[at].states.last != state { recognizers[at].states.append(state) }
                } else {
                    recognizerPlaces[record.id] = recognizers.count
                    recognizers.append(ProbeRecognizerOutcome(id: record.id, states: [state]))
                }
            case .control:
                guard let event = record.event else { continue }
                controls[controlIndex(record.id)].events.append(event)
            case .value:
                controls[controlIndex(record.id)].value = record.value
            case .handler:
                if let at = handlerPlaces[record.id] {
                    handlers[at].runs += 1
                } else {
                    handlerPlaces[record.id] = handlers.count
                    handlers.append(probe.firstRun(at: index, scene: scene))
                }
            case .cancelled, .scroll, .row, .cell, .alert, .alertAction, .text:
                continue
            }
        }
        for index in recognizers.indices where recognizers[index].final == .failed || recognizers[index].final == .cancelled {
            // the reason its last failure or cancellation came with (a hold is no failure)
            guard let recognizer = scene.recognizers[recognizers[index].id] else { continue }
            let last = probe.lastDecision(of: recognizer) { entry in
                if case .transition(_, let state, _, _) = entry.kind { return state == .failed || state == .cancelled }
                return false
            }
            if case .transition(_, _, _, let reason)? = last?.kind { recognizers[index].reason = reason }
        }
        // the scale each zoomed scroll view rests at: its last zoom moment, from the stream
        var zoomPlaces: [String: Int] = [:]
        for event in probe.events {
            guard case .scroll(let scrollView, let moment) = event.kind, let scale = moment.scale,
                moment.kind == .didEndZooming || moment.kind == .didZoom else { continue }
            let id = HitMiss.name(of: scrollView)
            if let at = zoomPlaces[id] {
                zooms[at].scale = scale
            } else {
                zoomPlaces[id] = zooms.count
                zooms.append(ProbeZoomOutcome(id: id, scale: scale))
            }
        }
        zooms = ProbeResult.inSceneOrder(zooms, rank: rank)
        recognizers = ProbeResult.inSceneOrder(recognizers, rank: rank)
        controls = ProbeResult.inSceneOrder(controls, rank: rank)
    }

    /// `outcomes` in scene order, then in the order met (for ids the scene does not rank).
    /// Each id is looked up once, and outcomes already in order (the usual case: a probe's
    /// recognizers mostly move in the order the scene lists them) are returned as they are.
    ///
    /// - Complexity: O(*k*) when already in order, O(*k* log *k*) otherwise, *k* the outcomes.
    private static func inSceneOrder<T: Identified>(_ outcomes: [T], rank: [String: Int]) -> [T] {
        // (scene rank, order met): distinct keys, so any sort gives the one order
        let keys = outcomes.indices.map { (rank[outcomes[$0].id] ?? .max, $0) }
        if zip(keys, keys.dropFirst()).allSatisfy({ $0 < $1 }) { return outcomes }
        return keys.sorted(by: <).map { outcomes[$0.1] }
    }
}
