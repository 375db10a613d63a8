import ControlModel

/// Why a handler ran some time after the touch that decided it (see
/// ``ProbeHandlerRun/causes``).
///
/// Each is a step of the causal chain the models report during the probe: the recognizers'
/// decisions and their reasons (<doc:Reasons>) and the records — never a guess from the
/// scene's configuration. A wait none of them explains leaves the list empty.
public enum LatencyCause: Hashable, Sendable, CustomStringConvertible {
    /// The handler's recognizer requires the recognizer named to fail: its transition was held
    /// (a `waitingFor` decision) for `held`, until that one failed and released it (a
    /// `requiredFailed` decision). Of several requirements it waited for, the one whose
    /// failure released it; in a chain (`a` requires `b`, which requires `c`), the link `a`
    /// waited on.
    case waitsForFailure(of: String, held: Duration)
    /// The control's touch phase was withheld from it while the recognizer named was possible
    /// (that recognizer delays touch phases: `delaysTouchesEnded`, the default, or
    /// `delaysTouchesBegan`), and delivered when it failed.
    case touchesHeldUntilFailure(of: String)
    /// The handler's long press began only after the finger had been held this long: its
    /// began was taken by its timer, between touch events.
    case minimumPressDuration(Duration)
    /// The scroll view's content moved on this long after the finger lifted (it decelerated,
    /// settled on a page or bounced back) before the moment the handler answers
    /// (`didEndDecelerating`): from its `didEndDragging` that said it would decelerate.
    case deceleration(Duration)
    /// The handler was registered with this delay after its action.
    case handlerDelay(Duration)

    /// A short code naming the case, for programs: `waitsForFailure`, `touchesHeldUntilFailure`,
    /// `minimumPressDuration`, `deceleration`, `handlerDelay`.
    public var code: String {
        switch self {
        case .waitsForFailure: return "waitsForFailure"
        case .touchesHeldUntilFailure: return "touchesHeldUntilFailure"
        case .minimumPressDuration: return "minimumPressDuration"
        case .deceleration: return "deceleration"
        case .handlerDelay: return "handlerDelay"
        }
    }

    /// In words: `waits 0.35 s for double to fail`, `touches held until double fails`,
    /// `minimum press duration 0.5 s`, `decelerates 0.4 s`, `handler delay 0.3 s`.
    public var description: String {
        switch self {
        case .waitsForFailure(let name, let held): return "waits \(LatencyCause.seconds(held)) s for \(name) to fail"
        case .touchesHeldUntilFailure(let name): return "touches held until \(name) fails"
        case .minimumPressDuration(let duration): return "minimum press duration \(LatencyCause.seconds(duration)) s"
        case .deceleration(let duration): return "decelerates \(LatencyCause.seconds(duration)) s"
        case .handlerDelay(let duration): return "handler delay \(LatencyCause.seconds(duration)) s"
        }
    }

    /// A duration in seconds as short text (`0.5`, `0.35`).
    static func seconds(_ duration: Duration) -> String {
        DecimalText.string(Double(Timestamp.nanoseconds(of: duration)) / 1e9, maxDecimals: 6)
    }
}
