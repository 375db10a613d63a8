import ControlModel
import SceneFiles

/// The lines of a trace after its first, decoded in file order. For a file they are read and
/// decoded on a thread of their own, a batch ahead, while the models run on the caller's; the
/// first error comes in its place, after the lines before it. Anything but a regular file
/// (standard input, a pipe, a FIFO, `/dev/stdin`) is read directly: a reading thread could wait
/// in `read()` forever for a writer that keeps it open, after the replay stopped at `--until`.
final class TracePrefetcher {
    /// What the reading thread hands over: decoded lines, then the error that stopped it, if any.
    private struct Batch: Sendable {
        var lines: HandoffBatch<TraceLine>
        var error: FileError?
    }

    /// Lines per batch.
    private static let batchSize = 4096

    private let reader: LineReader?
    private let decoder: TraceDecoder
    private let channel: BatchChannel<Batch>?
    /// The batch at hand, whose lines are taken out one by one.
    private var lines = HandoffBatch<TraceLine>(capacity: 0)
    private var error: FileError?
    private var finished = false
    private var joined = false

    /// Starts reading the lines after those `reader` already gave; on another thread when
    /// `threaded` (the caller no longer uses `reader` then), unless the file fits in one read:
    /// a thread would then cost more than it saves (starting one and handing over takes tens
    /// of microseconds, as long as replaying a short trace).
    init(reader: LineReader, decoder: TraceDecoder, threaded: Bool) {
        self.decoder = decoder
        guard threaded, !reader.fitsInOneRead else {
            self.reader = reader
            channel = nil
            return
        }
        self.reader = nil
        let channel = BatchChannel<Batch>(depth: 4)
        self.channel = channel
        let handover = Handover(reader)
        channel.run {
            TracePrefetcher.produce(reader: handover.value, decoder: decoder, into: channel)
        }
    }

    deinit { stop() }

    /// The reading thread's work: batches of lines until the end or the first error.
    private static func produce(reader: LineReader, decoder: TraceDecoder, into channel: BatchChannel<Batch>) {
        var batch = Batch(lines: HandoffBatch(capacity: batchSize), error: nil)
        do {
            // each line goes straight into the batch: no optional line to copy and drop
            while try reader.nextLineBytes({ bytes throws(FileError) -> Void in
                if let line = try decoder.decode(bytes, line: reader.lineNumber) { batch.lines.append(line) }
            }) != nil {
                if batch.lines.isFull {
                    guard channel.send(batch) else { return }
                    batch.lines = HandoffBatch(capacity: batchSize)
                }
            }
        } catch {
            batch.error = error
        }
        if batch.lines.count > 0 || batch.error != nil { channel.send(batch) }
        channel.finish()
    }

    /// The next line; nil at the end of the file. Throws the error met reading or decoding,
    /// in its place.
    func next() throws(FileError) -> TraceLine? {
        // the common case first: a line of the batch at hand (which this object keeps)
        if let line = Unretained(lines).with({ $0.take() }) { return line }
        return try nextOutOfBatch()
    }

    /// ``next()`` when the batch at hand is used up (or there is none: standard input).
    private func nextOutOfBatch() throws(FileError) -> TraceLine? {
        guard let channel else {
            guard let reader, !finished else { return nil }
            while let next = try reader.nextLineBytes({ bytes throws(FileError) in try decoder.decode(bytes, line: reader.lineNumber) }) {
                if let line = next { return line }
            }
            finished = true
            return nil
        }
        while true {
            if let line = lines.take() { return line }
            if let error {
                self.error = nil
                finished = true
                throw error
            }
            if finished { return nil }
            guard let batch = channel.receive() else {
                finished = true
                return nil
            }
            lines = batch.lines
            error = batch.error
        }
    }

    /// Stops reading (early, when the replay stopped before the end) and waits for the reading
    /// thread to return; later calls do nothing.
    func stop() {
        guard let channel, !joined else { return }
        joined = true
        finished = true
        channel.stop()
        channel.waitUntilDone()
    }
}
