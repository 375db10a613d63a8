import ControlModel
import GestureModel

/// Where `replay --explain` sends each record and each decision's reason: it passes them in
/// order to a writing thread (``ExplanationWriter``, which makes their lines there), or, when
/// an expectation checks the lines, makes and writes them on the models' thread; and it feeds
/// the timeline.
///
/// A gesture record is kept until its recognizer's decision, told right after it, says
/// whether a reason goes with it (<doc:Reasons>); so are a `touchUpOutside` and a delayed
/// handler's run, whose reasons follow them.
final class ExplainingSink: ReplayExplanationSink {
    private let output: OutputStream?
    private let checker: ExpectationChecker?
    private let format: RecordFormat
    /// Where the entries go when no expectation wants the lines: the output's writing thread.
    private let writer: ExplanationWriter?
    /// The timeline, when one is drawn.
    @exclusivity(unchecked) var timeline: TimelineBuilder?
    /// The first line of the expectation file that did not hold (checking stops there).
    private(set) var checkError: FileError?
    /// The last gesture record, waiting for its decision.
    @exclusivity(unchecked) private var pending: ReplayRecord?

    init(output: OutputStream?, timeline: TimelineBuilder?, checker: ExpectationChecker?, format: RecordFormat) {
        self.output = output
        self.timeline = timeline
        self.checker = checker
        self.format = format
        writer = checker == nil ? output.map { ExplanationWriter(output: $0, format: format) } : nil
    }

    func receive(_ record: consuming ReplayRecord) {
        writePending()
        timeline?.add(record)
        if (record.kind == .gesture && record.state != .changed) || (record.kind == .control && record.event == "touchUpOutside")
            || (record.kind == .handler && record.scheduled != nil)
        {
            pending = record
        } else {
            emit(.record(record))
        }
    }

    func explain(_ decision: GestureDecision, of id: String, at time: Timestamp) {
        timeline?.addReason(decision, of: id, at: time)
        switch ExplanationFormat.placement(of: decision) {
        case .none:
            writePending()
        case .onRecord:
            guard let record = pending, record.id == id else { return writePending() }
            pending = nil
            emit(.explained(record, because: decision.reason))
        case .record(let kind):
            // before the gesture record it explains (a release), if any
            emit(.decision(kind: kind, id: id, state: decision.state, because: decision.reason, at: time))
            writePending()
        }
    }

    func explainControlRecord(of id: String, because reason: GestureReason, at time: Timestamp) {
        timeline?.addControlReason(reason, of: id, at: time)
        explainPending(.control, of: id, because: reason)
    }

    func explainHandlerRecord(of id: String, because reason: GestureReason, at time: Timestamp) {
        explainPending(.handler, of: id, because: reason)
    }

    /// Writes the record kept, a `kind` record of `id`, with `reason` (without, if it is not
    /// that record).
    private func explainPending(_ kind: ReplayRecord.Kind, of id: String, because reason: GestureReason) {
        guard let record = pending, record.kind == kind, record.id == id else { return writePending() }
        pending = nil
        emit(.explained(record, because: reason))
    }

    func explainDelivery(to id: String, touch: Int, phase: TouchPhase, because reason: GestureReason, at time: Timestamp) {
        timeline?.addControlReason(reason, of: id, at: time)
        writePending()
        emit(.delivery(id: id, touch: touch, phase: phase, because: reason, at: time))
    }

    func explainLanding(_ landing: TouchLanding, at time: Timestamp) {
        writePending()
        emit(.landing(landing, at: time))
    }

    /// At the end of the replay: writes the record kept, if any, without a reason, and waits
    /// until everything is written (the output is the caller's again afterwards).
    func flushPending() {
        writePending()
        writer?.finish()
    }

    /// Writes the record kept, if any, without a reason.
    private func writePending() {
        guard let record = pending else { return }
        pending = nil
        emit(.record(record))
    }

    /// Hands `entry` to the writing thread, or, when an expectation wants the lines, makes
    /// them here, checks them and writes them.
    private func emit(_ entry: consuming ExplainedEntry) {
        if let writer { return writer.write(entry) }
        guard checker != nil || output != nil else { return }
        for line in ExplanationLines.lines(of: entry, as: format) {
            if let checker, checkError == nil {
                do throws(FileError) { try checker.check(line) } catch { checkError = error }
            }
            output?.writeLine(line)
        }
    }
}
