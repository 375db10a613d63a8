import SceneFiles

/// Why a trace cannot be shrunk.
public enum TraceShrinkError: Error, CustomStringConvertible {
    /// The original trace cannot be replayed (a bad line, a missing scene).
    case replay(TraceReplayError)
    /// The original does not meet the goal: the message says how.
    case goalNotMet(String)

    /// The message.
    public var description: String {
        switch self {
        case .replay(let error): "\(error)"
        case .goalNotMet(let message): message
        }
    }
}
