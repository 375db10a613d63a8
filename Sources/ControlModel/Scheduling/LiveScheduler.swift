import Dispatch
import Synchronization

/// A scheduler on real time over a serial Dispatch queue (the main queue by default), for
/// programs that run live.
///
/// The scheduler is safe to use from any thread: ``schedule(at:site:_:)``, ``now`` and its
/// calls' ``ScheduledCall/cancel()`` and status may be used concurrently, and a cancel that
/// races the start of an action either cancels it (it never runs) or comes too late (it runs
/// once). The actions themselves run on the queue, so what they touch — the models the
/// scheduler drives — must belong to that queue.
public final class LiveScheduler: Scheduler, Sendable {
    private let queue: DispatchQueue
    private let origin: DispatchTime
    private let nextSequence = Atomic<UInt64>(0)

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
    public func schedule(at deadline: Timestamp, site: CallSite, _ action: @escaping () -> Void) -> ScheduledCall {
        let sequence = nextSequence.wrappingAdd(1, ordering: .relaxed).oldValue
        let call = ScheduledCall(deadline: deadline, sequence: sequence, site: site, action: action, owner: nil)
        let wait = max(deadline.nanoseconds - now.nanoseconds, 0)
        let box = UncheckedBox(call)
        queue.asyncAfter(deadline: .now() + .nanoseconds(Int(clamping: wait))) {
            box.value.startLive()?()
        }
        return call
    }
}

/// Carries a call (not `Sendable`) onto the scheduler's queue: its status is atomic, and its
/// action is touched only by whichever of start and cancel wins.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
