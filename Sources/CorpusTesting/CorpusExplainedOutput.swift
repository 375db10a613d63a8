import ControlModel
import GestureModel
import SceneFiles
import Replay

/// The output of one replay with reasons on, for a case with an expectation with reasons
/// (`NAME.explained.jsonl` or `.txt`): the lines `replay --explain` writes (the order of
/// ``ExplainedEntrySink``, the lines of ``ExplainedEntry/lines(as:)``) in the formats those
/// expectations want, and, from the same replay, the plain records for the case's other
/// expectations. Being a ``ReplayExplanationSink`` is what turns the replay's reasons on: a
/// case without such an expectation gets a ``CorpusOutput``, and pays nothing for them.
final class CorpusExplainedOutput: ExplainedEntrySink {
    /// The records without reasons, for the expectations named `NAME.expected.*`.
    private let plain: CorpusOutput
    /// The JSON Lines output with reasons, when wanted.
    private var jsonl: [UInt8]?
    /// The text output with reasons, when wanted.
    private var text: [UInt8]?

    /// Collects the output each of `expectations` wants.
    init(expectations: [CorpusExpectation]) {
        var plainFormats: Set<RecordFormat> = []
        for expectation in expectations {
            switch (expectation.explained, expectation.format) {
            case (false, let format): plainFormats.insert(format)
            case (true, .jsonl): jsonl = []
            case (true, .text): text = []
            }
        }
        plain = CorpusOutput(formats: plainFormats)
    }

    func receive(_ record: consuming ReplayRecord) {
        if plain.wantsRecords { plain.receive(copy record) }
        emit(.record(record))
    }

    func receive(_ record: consuming ReplayRecord, decided decision: GestureDecision, of id: String, at time: Timestamp) {
        if plain.wantsRecords { plain.receive(copy record) }
        ExplainedEntry.entries(of: record, decided: decision, of: id, at: time) { emit($0) }
    }

    func receive(_ record: consuming ReplayRecord, because reason: GestureReason) {
        if plain.wantsRecords { plain.receive(copy record) }
        emit(.explained(record, because: reason))
    }

    /// Adds the lines of `entry`, each with its newline, to the outputs wanted.
    func emit(_ entry: consuming ExplainedEntry) {
        if jsonl != nil {
            for line in entry.lines(as: .jsonl) {
                jsonl!.append(contentsOf: line.utf8)
                jsonl!.append(0x0A)
            }
        }
        if text != nil {
            for line in entry.lines(as: .text) {
                text!.append(contentsOf: line.utf8)
                text!.append(0x0A)
            }
        }
    }

    /// The output `expectation` is compared with: with reasons or without, in its format.
    func bytes(for expectation: CorpusExpectation) -> [UInt8] {
        guard expectation.explained else { return plain.bytes(expectation.format) }
        switch expectation.format {
        case .jsonl: return jsonl ?? []
        case .text: return text ?? []
        }
    }
}
