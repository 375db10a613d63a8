import ControlModel
import GestureModel
import SceneFiles
import Replay

/// The output of one replay with reasons on, for a case with an expectation with reasons
/// (`NAME.explained.jsonl` or `.txt`): the lines `replay --explain` writes (the order of
/// ``ExplainedEntrySink``, the lines of ``ExplainedEntry/lines(as:)``) handed to the targets of
/// those expectations as they are made, and, from the same replay, the plain records to the
/// case's other targets. Being a ``ReplayExplanationSink`` is what turns the replay's reasons
/// on: a case without such an expectation gets a ``CorpusOutput``, and pays nothing for them.
final class CorpusExplainedOutput: ExplainedEntrySink {
    /// The records without reasons, for the expectations named `NAME.expected.*`.
    private let plain: CorpusOutput
    /// The targets wanting JSON Lines with reasons, and those wanting text with reasons.
    private let jsonl: [any CorpusLineTarget]
    private let text: [any CorpusLineTarget]

    /// Hands the output each of `targets` wants to it.
    init(targets: [any CorpusLineTarget]) {
        let explained = targets.filter { $0.expectation.explained }
        jsonl = explained.filter { $0.expectation.format == .jsonl }
        text = explained.filter { $0.expectation.format == .text }
        plain = CorpusOutput(targets: targets)
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

    /// Hands the lines of `entry` to the targets that want them.
    func emit(_ entry: consuming ExplainedEntry) {
        for (format, targets) in [(RecordFormat.jsonl, jsonl), (.text, text)] where !targets.isEmpty {
            for var line in entry.lines(as: format) {
                line.withUTF8 { line in for target in targets { target.take(line) } }
            }
        }
    }
}
