import ControlModel
import Testing

@testable import GestureModel

/// An ordered log of what recognizers, controls and views did, each entry stamped with the
/// virtual time in milliseconds. Keeps its observation tokens alive.
final class EventLog {
    private(set) var timed: [(ms: Int64, text: String)] = []
    private var tokens: [ObservationToken] = []
    private let clock: TestScheduler

    init(_ clock: TestScheduler) { self.clock = clock }

    /// The entries without times.
    var entries: [String] { timed.map(\.text) }

    func append(_ text: String) { timed.append((clock.now.nanoseconds / 1_000_000, text)) }
    func clear() { timed.removeAll() }

    /// Logs every state transition of `recognizer` as "name.state".
    func watch(_ recognizer: GestureRecognizer, _ name: String) {
        tokens.append(recognizer.stateChanges.add { [weak self] change in self?.append("\(name).\(change.state)") })
    }

    /// Logs every event `control` dispatches as "name.event".
    func watch(_ control: Control, _ name: String) {
        tokens.append(control.dispatchedEvents.add { [weak self] entry in self?.append("\(name).\(entry.event)") })
    }

    /// The entries that start with `prefix`.
    func entries(of prefix: String) -> [String] { entries.filter { $0.hasPrefix(prefix + ".") } }

    /// The times (ms) of the entries equal to `text`.
    func times(of text: String) -> [Int64] { timed.filter { $0.text == text }.map(\.ms) }
}
