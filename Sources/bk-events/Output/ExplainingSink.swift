import ControlModel
import GestureModel
import SceneFiles
import Replay

/// Where `replay --explain` sends each record and each decision's reason: it passes them in
/// order to a writing thread (``ExplanationWriter``, which makes their lines there), or, when
/// an expectation checks the lines, makes and writes them on the models' thread; and it feeds
/// the timeline.
///
/// Which reason goes with which record (a gesture record, a `touchUpOutside` or a delayed
/// handler's run is kept until the reason that may follow it), and the order of the entries,
/// is ``ExplanationOrder``'s (shared with the corpus runner's expectations with reasons).
final class ExplainingSink: ExplanationOrderingSink {
    private let output: OutputStream?
    private let checker: ExpectationChecker?
    private let format: RecordFormat
    /// Where the entries go when no expectation wants the lines: the output's writing thread.
    private let writer: ExplanationWriter?
    /// The timeline, when one is drawn.
    @exclusivity(unchecked) var timeline: TimelineBuilder?
    /// The first line of the expectation file that did not hold (checking stops there).
    private(set) var checkError: FileError?
    /// The records kept until their decisions (<doc:Reasons>), and the order entries go out in.
    @exclusivity(unchecked) var order = ExplanationOrder()

    init(output: OutputStream?, timeline: TimelineBuilder?, checker: ExpectationChecker?, format: RecordFormat) {
        self.output = output
        self.timeline = timeline
        self.checker = checker
        self.format = format
        writer = checker == nil ? output.map { ExplanationWriter(output: $0, format: format) } : nil
    }

    func receive(_ record: consuming ReplayRecord) {
        timeline?.add(record)
        order.receive(record) { emit($0) }
    }

    func explain(_ decision: GestureDecision, of id: String, at time: Timestamp) {
        timeline?.addReason(decision, of: id, at: time)
        order.explain(decision, of: id, at: time) { emit($0) }
    }

    func explainControlRecord(of id: String, because reason: GestureReason, at time: Timestamp) {
        timeline?.addControlReason(reason, of: id, at: time)
        order.explainRecord(.control, of: id, because: reason) { emit($0) }
    }

    func explainDelivery(to id: String, touch: Int, phase: TouchPhase, because reason: GestureReason, at time: Timestamp) {
        timeline?.addControlReason(reason, of: id, at: time)
        order.explainDelivery(to: id, touch: touch, phase: phase, because: reason, at: time) { emit($0) }
    }

    /// At the end of the replay: writes the record kept, if any, without a reason, and waits
    /// until everything is written (the output is the caller's again afterwards).
    func flushPending() {
        flushOrder()
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
