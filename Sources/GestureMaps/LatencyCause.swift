import ControlModel
import GestureModel

/// Why a handler ran some time after the touch that decided it (see
/// ``ProbeHandlerRun/causes``).
///
/// Each is a step of the causal chain the models report during the probe: the recognizers'
/// decisions and their reasons (GestureModel's Reasons article) and the records — never a guess from the
/// scene's configuration. A wait none of them explains leaves the list empty.
public enum LatencyCause: Hashable, Sendable, CustomStringConvertible {
    /// The handler's recognizer requires the recognizer named to fail: its transition was held
    /// (a `waitingFor` decision) for `held`, until that one failed and released it (a
    /// `requiredFailed` decision). Of several requirements it waited for, the one whose
    /// failure released it; in a chain (`a` requires `b`, which requires `c`), the link `a`
    /// waited on.
    case waitsForFailure(of: String, held: Duration)
    /// The control's touch `phase` was withheld from it for `held` by the recognizer named `by`
    /// — by `rule`: it delays that phase while possible (`delaysTouchesBegan`, or
    /// `delaysTouchesEnded`, the default), or its own transition was held behind a failure
    /// requirement (`waitingForRequired`) — and given when that recognizer, the last to hold
    /// it, reached `until` (failed; began or ended when it does not cancel the touches in its
    /// view; possible when it let the touch go). Read from the phase's `deliveredLate`
    /// delivery (GestureModel's Reasons article). The handler's latency then runs from the touch event that
    /// brought the phase.
    case touchesHeld(phase: TouchPhase, by: String, rule: WithholdingRule, held: Duration, until: GestureState)
    /// The handler's long press began only after the finger had been held this long: its
    /// began was taken by its timer, between touch events.
    case minimumPressDuration(Duration)
    /// The scroll view's content moved on this long after the finger lifted (it decelerated,
    /// settled on a page or bounced back) before the moment the handler answers
    /// (`didEndDecelerating`): from its `didEndDragging` that said it would decelerate.
    case deceleration(Duration)
    /// The handler was registered with this delay after its action.
    case handlerDelay(Duration)

    /// A short code naming the case, for programs: `waitsForFailure`, `touchesHeld`,
    /// `minimumPressDuration`, `deceleration`, `handlerDelay`.
    public var code: String {
        switch self {
        case .waitsForFailure: return "waitsForFailure"
        case .touchesHeld: return "touchesHeld"
        case .minimumPressDuration: return "minimumPressDuration"
        case .deceleration: return "deceleration"
        case .handlerDelay: return "handlerDelay"
        }
    }

    /// In words: `waits 0.35 s for double to fail`, `touch-up held 0.35 s until double fails
    /// (delaysTouchesEnded)`,
    /// `minimum press duration 0.5 s`, `decelerates 0.4 s`, `handler delay 0.3 s`.
    public var description: String {
        switch self {
        case .waitsForFailure(let name, let held): return "waits \(LatencyCause.seconds(held)) s for \(name) to fail"
        case .touchesHeld(let phase, let name, let rule, let held, let state):
            return "\(LatencyCause.word(for: phase)) held \(LatencyCause.seconds(held)) s until \(name) \(LatencyCause.verb(for: state)) (\(rule.rawValue))"
        case .minimumPressDuration(let duration): return "minimum press duration \(LatencyCause.seconds(duration)) s"
        case .deceleration(let duration): return "decelerates \(LatencyCause.seconds(duration)) s"
        case .handlerDelay(let duration): return "handler delay \(LatencyCause.seconds(duration)) s"
        }
    }

    /// A duration in seconds as short text (`0.5`, `0.35`).
    static func seconds(_ duration: Duration) -> String {
        DecimalText.string(Double(Timestamp.nanoseconds(of: duration)) / 1e9, maxDecimals: 6)
    }

    /// A touch phase as the causes name it: `touch-down`, `move`, `touch-up`, `cancel`.
    private static func word(for phase: TouchPhase) -> String {
        switch phase {
        case .began: return "touch-down"
        case .moved, .stationary: return "move"
        case .ended: return "touch-up"
        case .cancelled: return "cancel"
        }
    }

    /// What a recognizer did on reaching `state`, as the causes say it: `fails`, `begins`,
    /// `lets it go` (it stopped holding the touch, still possible).
    private static func verb(for state: GestureState) -> String {
        switch state {
        case .possible: return "lets it go"
        case .began: return "begins"
        case .changed: return "changes"
        case .ended: return "ends"
        case .cancelled: return "is cancelled"
        case .failed: return "fails"
        }
    }
}
