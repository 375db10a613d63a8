/// The phase of a touch within one touch event, as `UITouch.Phase`.
public enum TouchPhase: String, Sendable, CaseIterable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and did not move (it is part of the event for another reason).
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch.
    case cancelled

    /// True for `ended` and `cancelled`: the touch is over.
    @inlinable public var isTerminal: Bool {
        switch self {
        case .ended, .cancelled: true
        default: false
        }
    }
}
