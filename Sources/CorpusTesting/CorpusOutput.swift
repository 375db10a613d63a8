import ControlModel
import SceneFiles

/// The records of one replay written out as the case's expectation files want them: JSON
/// Lines and/or text, each a byte buffer of lines ending with a newline. Not a
/// ``ReplayExplanationSink``: the replay computes no reasons for it (a case with an expectation
/// with reasons gets a ``CorpusExplainedOutput``).
final class CorpusOutput: ReplayRecordSink {
    /// The JSON Lines output, when wanted.
    private(set) var jsonl: [UInt8]?
    /// The text output, when wanted.
    private(set) var text: [UInt8]?
    /// The last time written in JSON, for the records after it at the same instant.
    private var times = RecentTimeText()

    /// Collects the output in `formats`.
    init(formats: Set<RecordFormat>) {
        if formats.contains(.jsonl) { jsonl = [] }
        if formats.contains(.text) { text = [] }
    }

    func receive(_ record: consuming ReplayRecord) {
        if jsonl != nil {
            let bound = RecordFormat.jsonBound(record) + 1
            let record = copy record
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bound) { buffer in
                var writer = ByteWriter(buffer.baseAddress!)
                RecordFormat.writeJSON(record, to: &writer, times: &times)
                writer.put(0x0A)
                jsonl!.append(contentsOf: UnsafeBufferPointer(start: buffer.baseAddress!, count: writer.cursor - buffer.baseAddress!))
            }
        }
        if text != nil {
            RecordFormat.text.append(record, to: &text!)
            text!.append(0x0A)
        }
    }

    /// Whether any format is wanted (a case whose expectations all have reasons wants none).
    var wantsRecords: Bool { jsonl != nil || text != nil }

    /// The output in `format`.
    func bytes(_ format: RecordFormat) -> [UInt8] {
        switch format {
        case .jsonl: return jsonl ?? []
        case .text: return text ?? []
        }
    }
}
