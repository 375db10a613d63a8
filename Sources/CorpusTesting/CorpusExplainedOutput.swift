import ControlModel
import GestureModel
import SceneFiles
import Replay

/// The output of one replay with reasons on, for a case with an expectation with reasons
/// (`NAME.explained.jsonl` or `.txt`): the lines `replay --explain` writes (the order of
/// ``ExplanationOrder``, the lines of ``ExplainedEntry/lines(as:)``) handed to the targets of
/// those expectations as they are made, and, from the same replay, the plain records to the
/// case's other targets. Being a ``ReplayExplanationSink`` is what turns the replay's reasons
/// on: a case without such an expectation gets a ``CorpusOutput``, and pays nothing for them.
final class CorpusExplainedOutput: ExplanationOrderingSink {
    /// The records without reasons, for the expectations named `NAME.expected.*`.
    private let plain: CorpusOutput
    /// The targets wanting JSON Lines with reasons, and those wanting text with reasons.
    private let jsonl: [any CorpusLineTarget]
    private let text: [any CorpusLineTarget]
    /// Which reason goes with which record, and the order the lines go out in.
    var order = ExplanationOrder()

    /// Hands the output each of `targets` wants to it.
    init(targets: [any CorpusLineTarget]) {
        let explained = targets.filter { $0.expectation.explained }
        jsonl = explained.filter { $0.expectation.format == .jsonl }
        text = explained.filter { $0.expectation.format == .text }
        plain = CorpusOutput(targets: targets)
    }

    func receive(_ record: consuming ReplayRecord) {
        if plain.wantsRecords { plain.receive(copy record) }
        order.receive(record) { emit($0) }
    }

    func explain(_ decision: GestureDecision, of id: String, at time: Timestamp) {
        order.explain(decision, of: id, at: time) { emit($0) }
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
