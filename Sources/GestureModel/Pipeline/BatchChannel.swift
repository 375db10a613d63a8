import Dispatch
import Synchronization

/// Hands batches from one producer thread to one consumer thread, in order, with at most
/// `depth` batches in flight: the replay's reading and writing run beside the models this way.
///
/// The producer calls ``send(_:)`` and then ``finish()``; the consumer calls ``receive()``
/// until it returns nil, or ``stop()`` to leave early (the producer's next ``send(_:)`` then
/// returns false). Either side may run ``run(_:)`` to start the producer's work on a thread
/// and ``waitUntilDone()`` to join it.
package final class BatchChannel<Batch: Sendable>: Sendable {
    private let slots = Mutex<[Batch?]>([])
    private let stopped = Atomic<Bool>(false)
    private let filled = DispatchSemaphore(value: 0)
    private let free = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)

    /// A channel holding at most `depth` batches not yet received.
    package init(depth: Int) {
        // started at zero and raised, not created at `depth`: Dispatch traps when a semaphore
        // goes with a count below the one it was created with, which a replay stopped with
        // batches still in flight would leave
        for _ in 0..<depth { free.signal() }
    }

    /// Runs `work` (the producer) on a thread of its own; ``waitUntilDone()`` returns once it
    /// has returned.
    package func run(_ work: @escaping @Sendable () -> Void) {
        DispatchQueue.global().async {
            work()
            self.done.signal()
        }
    }

    /// Waits for the work started by ``run(_:)`` to return.
    package func waitUntilDone() { done.wait() }

    /// Hands `batch` over, waiting while `depth` batches are in flight. False when the
    /// consumer has stopped (the batch is dropped).
    @discardableResult
    package func send(_ batch: Batch) -> Bool {
        if stopped.load(ordering: .acquiring) { return false }
        free.wait()
        if stopped.load(ordering: .acquiring) {
            free.signal()
            return false
        }
        slots.withLock { $0.append(batch) }
        filled.signal()
        return true
    }

    /// The batches sent and not yet received.
    package var pendingBatches: Int { slots.withLock { $0.count } }

    /// Tells the consumer no more batches come.
    package func finish() {
        slots.withLock { $0.append(nil) }
        filled.signal()
    }

    /// The next batch, waiting for it; nil once the producer finished.
    package func receive() -> Batch? {
        filled.wait()
        let batch = slots.withLock { $0.removeFirst() }
        if batch != nil { free.signal() }
        return batch
    }

    /// The consumer stops: batches sent from now on are dropped, and a producer waiting for
    /// room is released.
    package func stop() {
        stopped.store(true, ordering: .releasing)
        free.signal()
    }
}
