import GestureModel

/// Hands a window's events to two sinks in turn: the scene's own listener (reasons for an
/// explained expectation) and a ``CorpusCaseListener``, when a case needs both.
final class CorpusEventTee: GestureEventSink {
    private let first: any GestureEventSink
    private let second: any GestureEventSink
    /// Touch phases when either wants them (each sink ignores what it does not use).
    let wantsTouchPhases: Bool

    init(_ first: any GestureEventSink, _ second: any GestureEventSink) {
        self.first = first
        self.second = second
        wantsTouchPhases = first.wantsTouchPhases || second.wantsTouchPhases
    }

    func receive(_ event: GestureEvent) {
        first.receive(event)
        second.receive(event)
    }
}
