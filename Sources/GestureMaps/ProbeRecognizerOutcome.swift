import GestureModel
/// What one recognizer did during one probe of a ``GestureMap``.
public struct ProbeRecognizerOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The recognizer's id.
    public var id: String
    /// Its transitions in order, a run of the same state counted once (a pan: `began`,
    /// `changed`, `ended`).
    public var states: [GestureState]
    /// Why it failed or was cancelled, when it did (GestureModel's Reasons article).
    public var reason: GestureReason?

    /// Creates an outcome.
    public init(id: String, states: [GestureState], reason: GestureReason? = nil) {
        self.id = id
        self.states = states
        self.reason = reason
    }

    /// Its last state (`possible` when it made no transition).
    public var final: GestureState { states.last ?? .possible }

    /// True when it began or ended: it recognized its gesture.
    public var recognized: Bool { states.contains(.began) || states.contains(.ended) }

    /// `single ended`, `pan cancelled`.
    public var description: String { "\(id) \(final.rawValue)" }
}
