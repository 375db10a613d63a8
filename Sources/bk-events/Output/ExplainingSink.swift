import ControlModel
import GestureModel
import SceneFiles
import Replay

/// Where `replay --explain` sends each record and each decision's reason: it passes them in
/// order to a writing thread (``ExplanationWriter``, which makes their lines there), or, when
/// an expectation checks the lines, makes and writes them on the models' thread; and it feeds
/// the timeline.
///
/// Each record comes with its reason, from the one event of the models that told both; the
/// order of the entries is ``ExplainedEntrySink``'s (shared with the corpus runner's
/// expectations with reasons).
final class ExplainingSink: ExplainedEntrySink {
    private let output: OutputStream?
    private let checker: ExpectationChecker?
    private let format: RecordFormat
    /// Where the entries go when no expectation wants the lines: the output's writing thread.
    private let writer: ExplanationWriter?
    /// The timeline, when one is drawn (it hears the holds from the event stream itself).
    let timeline: TimelineListener?
    /// The first line of the expectation file that did not hold (checking stops there).
    private(set) var checkError: FileError?

    init(output: OutputStream?, timeline: TimelineListener?, checker: ExpectationChecker?, format: RecordFormat) {
        self.output = output
        self.timeline = timeline
        self.checker = checker
        self.format = format
        writer = checker == nil ? output.map { ExplanationWriter(output: $0, format: format) } : nil
    }

    func receive(_ record: consuming ReplayRecord) {
        timeline?.add(record)
        emit(.record(record))
    }

    func receive(_ record: consuming ReplayRecord, decided decision: GestureDecision, of id: String, at time: Timestamp) {
        timeline?.add(record, decided: decision)
        ExplainedEntry.entries(of: record, decided: decision, of: id, at: time) { emit($0) }
    }

    func receive(_ record: consuming ReplayRecord, because reason: GestureReason) {
        timeline?.add(record)
        if record.kind == .control { timeline?.addControlReason(reason, of: record.id, at: record.time) }
        emit(.explained(record, because: reason))
    }

    func explain(_ decision: GestureDecision, of id: String, at time: Timestamp) {
        if let entry = ExplainedEntry.held(decision, of: id, at: time) { emit(entry) }
    }

    func explainDelivery(to id: String, touch: Int, phase: TouchPhase, because reason: GestureReason, at time: Timestamp) {
        timeline?.addControlReason(reason, of: id, at: time)
        emit(.delivery(id: id, touch: touch, phase: phase, because: reason, at: time))
    }

    /// At the end of the replay: waits until everything is written (the output is the
    /// caller's again afterwards).
    func flushPending() {
        writer?.finish()
    }

    /// Hands `entry` to the writing thread, or, when an expectation wants the lines, makes
    /// them here, checks them and writes them.
    func emit(_ entry: consuming ExplainedEntry) {
        if let writer { return writer.write(entry) }
        guard checker != nil || output != nil else { return }
        for line in entry.lines(as: format) {
            if let checker, checkError == nil {
                do throws(FileError) { try checker.check(line) } catch { checkError = error }
            }
            output?.writeLine(line)
        }
    }
}
