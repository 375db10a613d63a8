import GestureModel

/// Formats and writes replay records on a thread of its own, in the order they were given,
/// while the models run on the caller's: records are handed over in batches.
final class RecordWriter {
    /// Records per batch.
    private static let batchSize = 1024

    private let channel = BatchChannel<[ReplayRecord]>(depth: 4)
    private var batch: [ReplayRecord] = []
    private var finished = false

    /// Starts writing to `output` (which only the writing thread uses until ``finish()``).
    init(output: OutputStream, format: RecordFormat) {
        batch.reserveCapacity(RecordWriter.batchSize)
        let handover = Handover(output)
        let channel = self.channel
        channel.run {
            while let records = channel.receive() {
                for record in records { handover.value.write(record, as: format) }
            }
        }
    }

    deinit { finish() }

    /// Queues `record`.
    func write(_ record: consuming ReplayRecord) {
        batch.append(record)
        if batch.count == RecordWriter.batchSize {
            channel.send(batch)
            batch = []
            batch.reserveCapacity(RecordWriter.batchSize)
        }
    }

    /// Hands over what is queued and waits until everything is written; the output is the
    /// caller's again afterwards.
    func finish() {
        guard !finished else { return }
        finished = true
        if !batch.isEmpty { channel.send(batch) }
        batch = []
        channel.finish()
        channel.waitUntilDone()
    }
}
