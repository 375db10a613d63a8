import ControlModel

/// Why a handler ran some time after the touch that decided it, as far as a probe's records
/// show (see ``ProbeHandlerRun/causes``).
///
/// These are read from the order of the records at the instant the handler's action happened,
/// and from the scene's configuration; they name the commonest waits. A wait none of them
/// explains leaves the list empty.
public enum LatencyCause: Hashable, Sendable, CustomStringConvertible {
    /// The handler's recognizer requires the recognizer named to fail (directly or through a
    /// chain of requirements): its transition was held until that one failed, at this instant.
    case waitsForFailure(of: String)
    /// The control's touch phase was withheld from it while the recognizer named was possible
    /// (that recognizer delays touch phases: `delaysTouchesEnded`, the default, or
    /// `delaysTouchesBegan`), and delivered when it failed.
    case touchesHeldUntilFailure(of: String)
    /// The handler's long press began only after the finger had been held this long.
    case minimumPressDuration(Duration)
    /// The handler was registered with this delay after its action.
    case handlerDelay(Duration)

    /// A short code naming the case, for programs: `waitsForFailure`, `touchesHeldUntilFailure`,
    /// `minimumPressDuration`, `handlerDelay`.
    public var code: String {
        switch self {
        case .waitsForFailure: return "waitsForFailure"
        case .touchesHeldUntilFailure: return "touchesHeldUntilFailure"
        case .minimumPressDuration: return "minimumPressDuration"
        case .handlerDelay: return "handlerDelay"
        }
    }

    /// In words: `waits for double to fail`, `touches held until double fails`,
    /// `minimum press duration 0.5 s`, `handler delay 0.3 s`.
    public var description: String {
        switch self {
        case .waitsForFailure(let name): return "waits for \(name) to fail"
        case .touchesHeldUntilFailure(let name): return "touches held until \(name) fails"
        case .minimumPressDuration(let duration): return "minimum press duration \(LatencyCause.seconds(duration)) s"
        case .handlerDelay(let duration): return "handler delay \(LatencyCause.seconds(duration)) s"
        }
    }

    /// A duration in seconds as short text (`0.5`, `0.35`).
    static func seconds(_ duration: Duration) -> String {
        DecimalText.string(Double(Timestamp.nanoseconds(of: duration)) / 1e9, maxDecimals: 6)
    }
}
