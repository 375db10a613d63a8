import ControlModel
import GestureModel

/// Where `replay --explain` sends each record and each decision's reason: it writes them in
/// order on the models' thread (the plain writer's thread would need the reasons in its
/// records), checks them against an expectation and feeds the timeline.
///
/// A gesture record is kept until its recognizer's decision, told right after it, says
/// whether a reason goes with it (<doc:Reasons>).
final class ExplainingSink: ReplayExplanationSink {
    private let output: OutputStream?
    private let checker: ExpectationChecker?
    private let format: RecordFormat
    /// The timeline, when one is drawn.
    var timeline: TimelineBuilder?
    /// The first line of the expectation file that did not hold (checking stops there).
    private(set) var checkError: FileError?
    /// The last gesture record, waiting for its decision.
    private var pending: ReplayRecord?
    /// The JSON of the reasons met so far, and of the touch records' parts after their time
    /// (most repeat: the same rule with the same numbers); bounded, so memory stays flat.
    private var reasonMembers: [GestureReason: String] = [:]
    private var landingRests: [TouchLanding: String] = [:]
    private static let memoLimit = 4096

    /// The `"reason":{…}` member of `reason`, made once.
    private func member(_ reason: GestureReason) -> String {
        if let known = reasonMembers[reason] { return known }
        let made = ExplanationFormat.reasonMember(reason)
        if reasonMembers.count < ExplainingSink.memoLimit { reasonMembers[reason] = made }
        return made
    }

    init(output: OutputStream?, timeline: TimelineBuilder?, checker: ExpectationChecker?, format: RecordFormat) {
        self.output = output
        self.timeline = timeline
        self.checker = checker
        self.format = format
    }

    func receive(_ record: consuming ReplayRecord) {
        flushPending()
        timeline?.add(record)
        if (record.kind == .gesture && record.state != .changed) || (record.kind == .control && record.event == "touchUpOutside") {
            pending = record
        } else {
            emit(record)
        }
    }

    func explain(_ decision: GestureDecision, of id: String, at time: Timestamp) {
        timeline?.addReason(decision, of: id, at: time)
        switch ExplanationFormat.placement(of: decision) {
        case .none:
            flushPending()
        case .onRecord:
            guard let record = pending, record.id == id else { return flushPending() }
            pending = nil
            emit(record, because: decision.reason)
        case .record(let kind):
            // before the gesture record it explains (a release), if any
            switch format {
            case .text:
                emit(ExplanationFormat.textRecord(kind: kind, id: id, state: decision.state.rawValue, at: time))
                emit(ExplanationFormat.becauseLine(decision.reason))
            case .jsonl:
                emit(ExplanationFormat.jsonRecord(kind: kind, id: id, state: decision.state.rawValue, reasonMember: member(decision.reason), at: time))
            }
            flushPending()
        }
    }

    func explainControlRecord(of id: String, because reason: GestureReason, at time: Timestamp) {
        guard let record = pending, record.kind == .control, record.id == id else { return flushPending() }
        pending = nil
        emit(record, because: reason)
    }

    func explainDelivery(to id: String, touch: Int, phase: TouchPhase, because reason: GestureReason, at time: Timestamp) {
        flushPending()
        switch format {
        case .text:
            emit(ExplanationFormat.textRecord(kind: "delivery", id: id, state: "touch \(touch) \(phase.rawValue)", at: time))
            emit(ExplanationFormat.becauseLine(reason))
        case .jsonl:
            emit(ExplanationFormat.jsonRecord(kind: "delivery", id: id, touch: touch, state: phase.rawValue, reasonMember: member(reason), at: time))
        }
    }

    func explainLanding(_ landing: TouchLanding, at time: Timestamp) {
        flushPending()
        switch format {
        case .text: for line in ExplanationFormat.textLines(for: landing, at: time) { emit(line) }
        case .jsonl:
            let rest: String
            if let known = landingRests[landing] {
                rest = known
            } else {
                rest = ExplanationFormat.jsonRest(of: landing)
                if landingRests.count < ExplainingSink.memoLimit { landingRests[landing] = rest }
            }
            emit("{\"t\":\(time.formatted(decimals: 6))" + rest)
        }
    }

    /// Writes the record kept, if any, without a reason.
    func flushPending() {
        guard let record = pending else { return }
        pending = nil
        emit(record)
    }

    /// Writes `record` with its reason: a line under it in text, a member of it in JSON Lines.
    private func emit(_ record: ReplayRecord, because reason: GestureReason) {
        switch format {
        case .text:
            emit(record)
            emit(ExplanationFormat.becauseLine(reason))
        case .jsonl:
            if checker == nil {
                output?.write(record, addingJSONMember: member(reason))
            } else {
                emit(ExplanationFormat.adding(reason, toJSONLine: format.line(for: record)))
            }
        }
    }

    /// Writes `record` as it is: straight into the output's buffer when no expectation wants
    /// its line.
    private func emit(_ record: ReplayRecord) {
        guard checker == nil else { return emit(format.line(for: record)) }
        output?.write(record, as: format)
    }

    private func emit(_ line: String) {
        if let checker, checkError == nil {
            do throws(FileError) { try checker.check(line) } catch { checkError = error }
        }
        output?.writeLine(line)
    }
}
