import ControlModel
import GestureModel
import SceneFiles
import Replay

/// Formats and writes what `replay --explain` outputs on a thread of its own, in the order it
/// was given, while the models run on the caller's: entries are handed over in batches, as
/// ``RecordWriter`` hands records, and their lines are made on the writing thread.
final class ExplanationWriter {
    /// Entries per batch.
    private static let batchSize = 4096

    private let channel = BatchChannel<HandoffBatch<ExplainedEntry>>(depth: 4)
    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    @exclusivity(unchecked) private var batch = HandoffBatch<ExplainedEntry>(capacity: ExplanationWriter.batchSize)
    @exclusivity(unchecked) private var finished = false

    /// Starts writing to `output` (which only the writing thread uses until ``finish()``).
    init(output: OutputStream, format: RecordFormat) {
        let handover = Handover(output)
        let channel = self.channel
        channel.run {
            let lines = ExplanationLines(output: handover.value, format: format)
            while let entries = channel.receive() {
                entries.takeAllEntries { lines.write($0) }
            }
        }
    }

    deinit { finish() }

    /// Queues `entry`.
    @inline(__always)
    func write(_ entry: consuming ExplainedEntry) {
        // the writer keeps its batch: no need to retain it for each entry; the entry is moved
        // into it, not copied
        var moved: ExplainedEntry? = consume entry
        let full = Unretained(batch).with { $0.appendEntry(moved.take()!) }
        if full {
            channel.send(self.batch)
            self.batch = HandoffBatch<ExplainedEntry>(capacity: ExplanationWriter.batchSize)
        }
    }

    /// Hands over what is queued and waits until everything is written; the output is the
    /// caller's again afterwards.
    func finish() {
        guard !finished else { return }
        finished = true
        let last = batch
        // handed over: never touched again
        batch = HandoffBatch<ExplainedEntry>(capacity: 0)
        channel.finish(sendingLast: last)
    }
}
