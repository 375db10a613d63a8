import ControlModel
import GestureModel

/// A handler that ran during one probe of a ``GestureMap``: when it first ran, how long after
/// the touch that decided it, and why that took time where the models' decisions show it.
public struct ProbeHandlerRun: Hashable, Sendable, CustomStringConvertible {
    /// The handler's id.
    public var id: String
    /// The recognizer or control it belongs to.
    public var owner: String
    /// For a recognizer's handler, the state its first run answered (`ended`, `began`, …).
    public var state: GestureState?
    /// For a control's handler, the event its first run answered (`touchUpInside`, …).
    public var event: String?
    /// How many times it ran during the probe (a pan's handler runs on every change).
    public var runs: Int
    /// When it first ran, from the probe's first touch-down.
    public var time: Timestamp
    /// The time from the deciding touch event — the last touch event at or before the action
    /// that ran the handler (for a delayed handler, the action it was scheduled by; for a
    /// control's touch phase given late, the touch event that brought the phase) — to the
    /// handler's first run.
    public var latency: Duration
    /// What the deciding touch event was: `began` (a finger came down), `moved`, or `ended`
    /// (a finger lifted).
    public var after: TouchPhase
    /// Why it took ``latency``, in the order the waits came, each read from the models'
    /// decisions and the records (empty when it ran at once, or when none of the known causes
    /// applies).
    public var causes: [LatencyCause]

    /// Creates a run summary.
    public init(
        id: String, owner: String, state: GestureState? = nil, event: String? = nil, runs: Int, time: Timestamp, latency: Duration,
        after: TouchPhase, causes: [LatencyCause] = []
    ) {
        self.id = id
        self.owner = owner
        self.state = state
        self.event = event
        self.runs = runs
        self.time = time
        self.latency = latency
        self.after = after
        self.causes = causes
    }

    /// The latency in milliseconds as short text: `350 ms`, `16.667 ms`.
    public var latencyText: String {
        DecimalText.string(Double(Timestamp.nanoseconds(of: latency)) / 1e6, maxDecimals: 3) + " ms"
    }

    /// The deciding touch event in a word: `down`, `move` or `lift`.
    public var afterText: String {
        switch after {
        case .began: return "down"
        case .moved, .stationary: return "move"
        case .ended, .cancelled: return "lift"
        }
    }

    /// `toggleChrome 350 ms after lift: waits 0.35 s for double to fail`; a handler that ran more than
    /// once shows its count: `scroll ×73 0 ms after move`.
    public var description: String {
        var text = id + (runs > 1 ? " ×\(runs)" : "") + " \(latencyText) after \(afterText)"
        if !causes.isEmpty { text += ": " + causes.map(\.description).joined(separator: ", ") }
        return text
    }
}
