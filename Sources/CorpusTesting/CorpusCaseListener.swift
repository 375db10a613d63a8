import GestureModel

/// Hears the event stream of one case's replay (`bk-events test --fragile`): the runner makes
/// one per case (``CorpusRunner/listener``), attaches it to the scene (after the scene's own listener, `Scene.eventSink`) for the replay
/// the case is checked with — no second replay — and, when the case passed, keeps what it
/// found as the result's ``CorpusResult/fragile`` lines.
///
/// ```swift
/// final class Recognitions: CorpusCaseListener {
///     var lines: [String] = []
///     var detail: GestureEventDetail { .decisions }
///     func receive(_ event: GestureEvent) {
///         if case .transition(let recognizer, .ended, _, _) = event.kind { lines.append(recognizer.displayName) }
///     }
///     func finish() -> [String] { lines }
/// }
/// let summary = CorpusRunner(listener: { Recognitions() }).run(cases)
/// ```
public protocol CorpusCaseListener: GestureEventSink {
    /// What it found worth flagging, one line each, once the replay ended (empty: nothing).
    func finish() -> [String]
}
