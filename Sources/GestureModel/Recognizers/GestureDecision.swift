/// A recognizer's decision: the state it reached (or, held, asked for) and why
/// (<doc:Reasons>).
///
/// Read it as ``GestureRecognizer/lastDecision``, or watch a window's stream of them,
/// ``Window/decisions``.
public struct GestureDecision: Hashable, Sendable, CustomStringConvertible {
    /// The state reached: began, ended, failed or cancelled; for a held decision, the state
    /// asked for and held.
    public var state: GestureState
    /// True when the transition is held behind a failure requirement (not applied yet).
    public var isHeld: Bool
    /// Why.
    public var reason: GestureReason

    /// Creates a decision.
    public init(state: GestureState, isHeld: Bool = false, reason: GestureReason) {
        self.state = state
        self.isHeld = isHeld
        self.reason = reason
    }

    /// "failed because moved 52.3 pt > 45 pt", "held ended because waiting for double to fail".
    public var description: String { "\(isHeld ? "held " : "")\(state) because \(reason)" }
}
