import Dispatch

/// A scheduler on real time over a serial Dispatch queue (the main queue by default), for
/// programs that run live. Actions run on that queue; use the scheduler, and the models it
/// drives, from that queue only.
public final class LiveScheduler: Scheduler, @unchecked Sendable {
    private let queue: DispatchQueue
    private let origin: DispatchTime
    private var nextSequence: UInt64 = 0

    /// Creates a live scheduler whose clock starts at zero now and whose actions run on `queue`.
    public init(queue: DispatchQueue = .main) {
        self.queue = queue
        self.origin = DispatchTime.now()
    }

    /// Real time elapsed since the scheduler was created.
    public var now: Timestamp {
        let elapsed = DispatchTime.now().uptimeNanoseconds &- origin.uptimeNanoseconds
        return Timestamp(nanoseconds: Int64(clamping: elapsed))
    }

    /// Schedules `action` on the queue at `deadline`; never runs it synchronously.
    @discardableResult
    public func schedule(at deadline: Timestamp, _ action: @escaping () -> Void) -> ScheduledCall {
        let call = ScheduledCall(deadline: deadline, sequence: nextSequence, action: action, owner: nil)
        nextSequence &+= 1
        let wait = max(deadline.nanoseconds - now.nanoseconds, 0)
        let box = UncheckedBox(call)
        queue.asyncAfter(deadline: .now() + .nanoseconds(Int(clamping: wait))) {
            box.value.start()?()
        }
        return call
    }
}

/// Carries a non-Sendable value onto the scheduler's own serial queue.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
