import ControlModel
import GestureModel
import SceneFiles
import Replay

/// Formats and writes replay records on a thread of its own, in the order they were given,
/// while the models run on the caller's: records are handed over in batches.
final class RecordWriter: ReplayRecordSink {
    /// Records per batch.
    private static let batchSize = 4096

    private let channel = BatchChannel<HandoffBatch<ReplayRecord>>(depth: 4)
    @exclusivity(unchecked) private var batch = HandoffBatch<ReplayRecord>(capacity: RecordWriter.batchSize)
    private var finished = false

    /// Starts writing to `output` (which only the writing thread uses until ``finish()``).
    init(output: OutputStream, format: RecordFormat) {
        let handover = Handover(output)
        let channel = self.channel
        channel.run {
            let output = handover.value
            while let records = channel.receive() {
                records.takeAllRecords { output.write($0, as: format) }
            }
        }
    }

    deinit { finish() }

    /// Queues `record` (the writer is the replay's sink when nothing else wants the records).
    func receive(_ record: consuming ReplayRecord) { write(record) }

    /// Queues `record`.
    func write(_ record: consuming ReplayRecord) {
        // the writer keeps its batch: no need to retain it for each record; the record is
        // moved into it, not copied (a copy counts a long name's references)
        var moved: ReplayRecord? = consume record
        let full = Unretained(batch).with { $0.appendRecord(moved.take()!) }
        if full {
            channel.send(batch)
            batch = HandoffBatch<ReplayRecord>(capacity: RecordWriter.batchSize)
        }
    }

    /// Hands over what is queued and waits until everything is written; the output is the
    /// caller's again afterwards.
    func finish() {
        guard !finished else { return }
        finished = true
        if batch.count > 0 { channel.send(batch) }
        // handed over: never touched again
        batch = HandoffBatch<ReplayRecord>(capacity: 0)
        channel.finish()
        channel.waitUntilDone()
    }
}
