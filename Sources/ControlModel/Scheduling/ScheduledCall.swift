/// The token of one scheduled call.
///
/// Each call has its own token: cancelling one never affects another. ``cancel()`` is
/// idempotent and effective until the action starts; a cancelled action never runs. Because the
/// token is the call, it cannot name a foreign or missing call (BlocksKit's `bk_cancelBlock:`
/// crashed on those).
public final class ScheduledCall {
    /// Where a call is in its life.
    public enum Status: Sendable, Equatable {
        /// Waiting for its deadline.
        case pending
        /// The action has started (and perhaps finished).
        case ran
        /// Cancelled before it started.
        case cancelled
    }

    /// The instant the call is due.
    @exclusivity(unchecked) public internal(set) var deadline: Timestamp
    /// Where the call is in its life.
    @exclusivity(unchecked) public internal(set) var status: Status = .pending
    var action: (() -> Void)?
    /// Position in the owning heap, or -1 when not in a heap.
    var heapIndex: Int = -1
    var sequence: UInt64
    /// True for a call made to be scheduled again and again with the same action (see
    /// ``TestScheduler/reschedule(_:after:)``): cancelling it or running it keeps the action.
    package let isReusable: Bool
    /// The virtual-time queue the call waits in (live calls have none); cleared when it leaves
    /// (run or cancelled) and when the scheduler goes, so it never dangles. Not weak, which
    /// would slow every retain of the scheduler, and unmanaged, as it never dangles: a counted
    /// reference costs atomic operations on each cancel.
    var owner: Unmanaged<TestScheduler>?

    init(deadline: Timestamp, sequence: UInt64, action: @escaping () -> Void, owner: TestScheduler?) {
        self.deadline = deadline
        self.sequence = sequence
        self.action = action
        self.owner = owner.map { Unmanaged.passUnretained($0) }
        isReusable = false
    }

    /// A call that is not scheduled yet (it reads as run), for
    /// ``TestScheduler/reschedule(_:after:)``: it keeps `action` for its whole life.
    package init(reusableAction action: @escaping () -> Void) {
        deadline = .zero
        sequence = 0
        status = .ran
        self.action = action
        isReusable = true
    }

    /// True once ``cancel()`` took effect before the action started.
    public var isCancelled: Bool { status == .cancelled }
    /// True once the action has started.
    public var hasRun: Bool { status == .ran }
    /// True while the call waits for its deadline.
    public var isPending: Bool { status == .pending }

    /// Cancels the call if it has not started; otherwise does nothing. The action closure is
    /// released at once and the call leaves its scheduler's queue.
    ///
    /// - Complexity: O(log n) in the number of pending calls.
    public func cancel() {
        guard status == .pending else { return }
        status = .cancelled
        if !isReusable { action = nil }
        let queue = owner
        owner = nil
        queue?._withUnsafeGuaranteedRef { $0.remove(self) }
    }

    /// Marks the call as started and hands back its action (releasing the token's reference).
    func start() -> (() -> Void)? {
        guard status == .pending else { return nil }
        status = .ran
        owner = nil
        defer { if !isReusable { action = nil } }
        return action
    }
}
