import Synchronization

/// The token of one scheduled call.
///
/// Each call has its own token: cancelling one never affects another. ``cancel()`` is
/// idempotent and effective until the action starts; a cancelled action never runs. Because the
/// token is the call, it cannot name a foreign or missing call (BlocksKit's `bk_cancelBlock:`
/// crashed on those).
///
/// A call of a ``LiveScheduler`` may be cancelled and asked about from any thread: exactly one
/// of "cancelled" and "ran" happens, even when ``cancel()`` races the start of the action. A
/// call of a ``TestScheduler`` belongs to the scheduler's isolation domain, as the scheduler
/// does.
public final class ScheduledCall {
    /// Where a call is in its life.
    public enum Status: UInt8, Sendable, Equatable {
        /// Waiting for its deadline.
        case pending
        /// The action has started (and perhaps finished).
        case ran
        /// Cancelled before it started.
        case cancelled
    }

    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    /// The instant the call is due.
    @exclusivity(unchecked) public internal(set) var deadline: Timestamp
    /// The status of a call on virtual time, a plain field. A live call keeps its status in
    /// ``liveStatus`` instead and leaves this one alone.
    @exclusivity(unchecked) var virtualStatus: Status
    /// The status of a live call, shared between threads (its queue starts it while any thread
    /// may cancel it or ask about it); nil on virtual time.
    private let liveStatus: LiveStatus?
    var action: (() -> Void)?
    /// Position in the owning heap, or -1 when not in a heap.
    var heapIndex: Int = -1
    var sequence: UInt64
    /// Where the call was scheduled from.
    public let site: CallSite
    /// The virtual-time queue the call waits in (live calls have none); cleared when it leaves
    /// (run or cancelled) and when the scheduler goes, so it never dangles. Not weak, which
    /// would slow every retain of the scheduler, and unretained, as it never dangles: a counted
    /// reference costs atomic operations on each cancel. Set exactly while the call is pending
    /// on virtual time.
    @exclusivity(unchecked) @usableFromInline var owner: Unretained<TestScheduler>?

    /// A call pending on `owner`'s virtual time, or, without an owner, a live call.
    init(deadline: Timestamp, sequence: UInt64, site: CallSite, action: @escaping () -> Void, owner: TestScheduler?) {
        self.deadline = deadline
        self.sequence = sequence
        self.site = site
        self.action = action
        self.owner = owner.map { Unretained($0) }
        virtualStatus = .pending
        liveStatus = owner == nil ? LiveStatus() : nil
    }

    /// True for a call of virtual time (a ``TestScheduler``'s), false for a live one.
    var isVirtual: Bool { liveStatus == nil }

    /// Where the call is in its life.
    public var status: Status {
        guard let liveStatus else { return virtualStatus }
        return Status(rawValue: liveStatus.value.load(ordering: .acquiring)) ?? .ran
    }

    /// True once ``cancel()`` took effect before the action started.
    public var isCancelled: Bool { status == .cancelled }
    /// True once the action has started.
    public var hasRun: Bool { status == .ran }
    /// True while the call waits for its deadline.
    public var isPending: Bool { status == .pending }
    /// True while the call waits in a ``TestScheduler``'s queue: on virtual time, the same as
    /// ``isPending``; a call of a ``LiveScheduler`` never is. A plain read (``status`` of a live
    /// call is atomic), so loops over many calls, such as a recognizer's search for a timer
    /// call to reuse, read this one.
    @inlinable public var isQueued: Bool { owner != nil }

    /// Cancels the call if it has not started; otherwise does nothing. The action closure is
    /// released at once and the call leaves its scheduler's queue.
    ///
    /// - Complexity: O(log n) in the number of pending calls.
    public func cancel() {
        if let liveStatus {
            // only one of cancel and start may win; the winner alone touches the action
            guard liveStatus.settle(as: .cancelled) else { return }
            action = nil
            return
        }
        guard virtualStatus == .pending else { return }
        virtualStatus = .cancelled
        action = nil
        let queue = owner
        owner = nil
        queue?.with { $0.remove(self) }
    }

    /// Marks a call of virtual time as started and hands back its action (releasing the
    /// token's reference).
    func start() -> (() -> Void)? {
        guard virtualStatus == .pending else { return nil }
        virtualStatus = .ran
        owner = nil
        // moved out, not copied: the call lets go of its action as it hands it over
        return action.take()
    }

    /// ``start()`` for a live call, on its queue, racing a ``cancel()`` from any thread: nil
    /// when the cancel won.
    func startLive() -> (() -> Void)? {
        guard let liveStatus, liveStatus.settle(as: .ran) else { return nil }
        defer { action = nil }
        return action
    }

    /// A live call's status, which threads share.
    private final class LiveStatus: Sendable {
        let value = Atomic(Status.pending.rawValue)

        /// Moves the call from pending to `status`; false when it had already left (the
        /// other side won).
        func settle(as status: Status) -> Bool {
            value.compareExchange(
                expected: Status.pending.rawValue, desired: status.rawValue, ordering: .acquiringAndReleasing
            ).exchanged
        }
    }
}
