import GestureModel

/// Formats and writes replay records on a thread of its own, in the order they were given,
/// while the models run on the caller's: records are handed over in batches.
final class RecordWriter {
    /// Records per batch.
    private static let batchSize = 4096

    private let channel = BatchChannel<RecordBatch>(depth: 4)
    private var batch = RecordBatch(capacity: RecordWriter.batchSize)
    private var finished = false

    /// Starts writing to `output` (which only the writing thread uses until ``finish()``).
    init(output: OutputStream, format: RecordFormat) {
        let handover = Handover(output)
        let channel = self.channel
        channel.run {
            let output = handover.value
            while let records = channel.receive() {
                records.takeAll { output.write($0, as: format) }
            }
        }
    }

    deinit { finish() }

    /// Queues `record`.
    func write(_ record: consuming ReplayRecord) {
        batch.append(record)
        if batch.isFull {
            channel.send(batch)
            batch = RecordBatch(capacity: RecordWriter.batchSize)
        }
    }

    /// Hands over what is queued and waits until everything is written; the output is the
    /// caller's again afterwards.
    func finish() {
        guard !finished else { return }
        finished = true
        if batch.count > 0 { channel.send(batch) }
        channel.finish()
        channel.waitUntilDone()
    }
}
