import ControlModel

/// What one control dispatched during one probe of a ``GestureMap``.
public struct ProbeControlOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The control's id.
    public var id: String
    /// Every event it dispatched, in order (`touchDown`, `touchUpInside`, …).
    public var events: [String]
    /// Its value after the probe, when the probe changed it.
    public var value: ControlValue?

    /// Creates an outcome.
    public init(id: String, events: [String], value: ControlValue? = nil) {
        self.id = id
        self.events = events
        self.value = value
    }

    /// Each event once, in the order first dispatched, with how many times it was.
    ///
    /// - Complexity: O(*n* · *k*), *n* events of *k* kinds (a handful).
    public var eventCounts: [(event: String, count: Int)] {
        var counts: [(event: String, count: Int)] = []
        for event in events {
            if let index = counts.firstIndex(where: { $0.event == event }) {
                counts[index].count += 1
            } else {
                counts.append((event, 1))
            }
        }
        return counts
    }

    /// `like touchDown, touchUpInside, primaryActionTriggered`; repeated events with their
    /// count (`touchDragInside ×72`), then the new value (`→ true`).
    public var description: String {
        let events = eventCounts.map { $0.count > 1 ? "\($0.event) ×\($0.count)" : $0.event }
        var text = id + (events.isEmpty ? "" : " " + events.joined(separator: ", "))
        if let value { text += " → \(value)" }
        return text
    }
}
