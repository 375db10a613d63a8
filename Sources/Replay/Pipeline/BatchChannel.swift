import Dispatch

/// Hands batches from one producer thread to one consumer thread, in order, with at most
/// `depth` batches in flight: the replay's reading and writing run beside the models this way.
///
/// The producer calls ``send(_:)`` and then ``finish()``; the consumer calls ``receive()``
/// until it returns nil, or ``stop()`` to leave early (the producer's next ``send(_:)`` then
/// returns false). Either side may run ``run(_:)`` to start the producer's work on a thread
/// and ``waitUntilDone()`` to join it.
///
/// Everything goes through one ``ConditionLock``, taken once per batch, which ThreadSanitizer
/// can follow.
package final class BatchChannel<Batch: Sendable>: Sendable {
    /// What the two sides share.
    private struct State: Sendable {
        /// Sent and not yet received, oldest first; nil marks the end.
        var slots: [Batch?] = []
        /// The batches (not the end) among ``slots``.
        var batches = 0
        /// The consumer has stopped.
        var stopped = false
        /// The work started by ``run(_:)`` has returned.
        var done = false
    }

    private let state = ConditionLock(State())
    private let depth: Int

    /// A channel holding at most `depth` batches not yet received.
    package init(depth: Int) {
        self.depth = max(depth, 1)
    }

    /// Runs `work` (the producer) on a thread of its own; ``waitUntilDone()`` returns once it
    /// has returned.
    package func run(_ work: @escaping @Sendable () -> Void) {
        DispatchQueue.global().async {
            work()
            self.state.withLock { $0.done = true }
        }
    }

    /// Waits for the work started by ``run(_:)`` to return.
    package func waitUntilDone() {
        state.withLock(waitingUntil: { $0.done }) { _ in }
    }

    /// Hands `batch` over, waiting while `depth` batches are in flight. False when the
    /// consumer has stopped (the batch is dropped).
    @discardableResult
    package func send(_ batch: Batch) -> Bool {
        let depth = depth
        return state.withLock(waitingUntil: { $0.stopped || $0.batches < depth }) { state in
            guard !state.stopped else { return false }
            state.slots.append(batch)
            state.batches += 1
            return true
        }
    }

    /// The batches sent and not yet received.
    package var pendingBatches: Int { state.withLock { $0.slots.count } }

    /// Tells the consumer no more batches come.
    package func finish() {
        state.withLock { $0.slots.append(nil) }
    }

    /// The next batch, waiting for it; nil once the producer finished.
    package func receive() -> Batch? {
        state.withLock(waitingUntil: { !$0.slots.isEmpty }) { state in
            let batch = state.slots.removeFirst()
            if batch != nil { state.batches -= 1 }
            return batch
        }
    }

    /// The consumer stops: batches sent from now on are dropped, and a producer waiting for
    /// room is released.
    package func stop() {
        state.withLock { $0.stopped = true }
    }
}

extension BatchChannel {
    /// The producer's end: hands `last` over unless it is empty, tells the consumer no more
    /// batches come, and waits for the work started by ``run(_:)`` to return.
    package func finish<Element>(sendingLast last: Batch) where Batch == HandoffBatch<Element> {
        if last.count > 0 { send(last) }
        finish()
        waitUntilDone()
    }
}
