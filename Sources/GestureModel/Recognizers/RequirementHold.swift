/// A recognizer's move out of possible, held while a recognizer it requires to fail is still
/// active (`require(toFail:)`).
///
/// The recognizer owns it; only the environment's failure-requirement rules change it, through
/// the three operations below. The rule and every consequence of a hold are stated once, in one
/// doc block, in `GestureEnvironment+Requirements.swift`, beside the code that enforces them.
/// Outside the environment a recognizer's hold is read only: `heldState`, or the question
/// subclasses ask, `isWaitingForRequiredFailure`.
struct RequirementHold {
    /// The held transition, if any.
    private(set) var state: GestureState?

    /// True while a transition is held.
    var isHolding: Bool { state != nil }

    /// Holds `state`: the recognizer's first decision of the attempt, or a later one that
    /// replaces it while held (its touches ended: it will end on release).
    mutating func hold(_ state: GestureState) { self.state = state }

    /// Lets the held transition go and returns it, to be applied now (nil when none was held).
    mutating func release() -> GestureState? {
        defer { state = nil }
        return state
    }

    /// Forgets the held transition: the recognizer fails, is excluded, disabled or reset, or a
    /// transition is applied to it directly.
    mutating func drop() { state = nil }
}
