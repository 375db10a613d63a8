import ControlModel
import SceneFiles

/// The records of one replay written out as the case's expectations want them, JSON Lines
/// and/or text, each line handed to the targets of its format as it is made (nothing is
/// kept). Not a ``ReplayExplanationSink``: the replay computes no reasons for it (a case with
/// an expectation with reasons gets a ``CorpusExplainedOutput``).
final class CorpusOutput: ReplayRecordSink {
    /// The targets wanting JSON Lines, and those wanting text.
    private let jsonl: [any CorpusLineTarget]
    private let text: [any CorpusLineTarget]
    /// The last time written in JSON, for the records after it at the same instant.
    private var times = RecentTimeText()
    /// The text line being made (its storage kept from record to record).
    private var line: [UInt8] = []

    /// Hands the records to `targets` (those whose expectations have no reasons; any others
    /// are left out).
    init(targets: [any CorpusLineTarget]) {
        let plain = targets.filter { !$0.expectation.explained }
        jsonl = plain.filter { $0.expectation.format == .jsonl }
        text = plain.filter { $0.expectation.format == .text }
    }

    func receive(_ record: consuming ReplayRecord) {
        if !jsonl.isEmpty {
            let bound = RecordFormat.jsonBound(record)
            let record = copy record
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bound) { buffer in
                var writer = ByteWriter(buffer.baseAddress!)
                RecordFormat.writeJSON(record, to: &writer, times: &times)
                let line = UnsafeBufferPointer(start: buffer.baseAddress!, count: writer.cursor - buffer.baseAddress!)
                for target in jsonl { target.take(line) }
            }
        }
        if !text.isEmpty {
            line.removeAll(keepingCapacity: true)
            RecordFormat.text.append(record, to: &line)
            line.withUnsafeBufferPointer { line in for target in text { target.take(line) } }
        }
    }

    /// Whether any target takes records without reasons.
    var wantsRecords: Bool { !jsonl.isEmpty || !text.isEmpty }
}
