/// A scheduler on virtual time, for tests and replay: time starts at zero and moves only when
/// told, so every run is deterministic.
///
/// Rules:
/// - Time never moves backwards; advancing to the past does nothing.
/// - Calls due at the same instant run first-in first-out by scheduling order.
/// - A call scheduled for the current instant while an advance is running runs in that same
///   advance, after the calls already due.
/// - ``schedule(at:_:)`` never runs anything synchronously.
/// - Cancelled calls leave the queue at once, so schedule/cancel churn does not grow memory.
///
/// ```swift
/// let clock = TestScheduler()
/// var log: [String] = []
/// clock.perform(after: .milliseconds(350)) { log.append("open") }
/// clock.advance(by: .milliseconds(349))   // log == []
/// clock.advance(by: .milliseconds(1))     // log == ["open"]
/// ```
public final class TestScheduler: Scheduler {
    /// The current virtual instant.
    @inlinable public var now: Timestamp { storedNow }
    // Read by the gesture model on every event: see `Touch`'s storage for why it is not a public
    // stored property.
    @exclusivity(unchecked) @usableFromInline private(set) var storedNow: Timestamp
    @exclusivity(unchecked) private var heap = CallHeap()
    private var nextSequence: UInt64 = 0

    /// Creates a scheduler whose clock reads `start` (zero by default).
    public init(start: Timestamp = .zero) { self.storedNow = start }

    deinit {
        for call in heap.items {
            call.owner = nil
            call.cancel()
        }
    }

    /// The number of calls waiting to run.
    public var pendingCount: Int { heap.count }

    /// The deadline of the next pending call, if any.
    public var nextDeadline: Timestamp? { heap.first?.deadline }

    /// - Complexity: O(log n) in the number of pending calls.
    @discardableResult
    public func schedule(at deadline: Timestamp, _ action: @escaping () -> Void) -> ScheduledCall {
        let call = ScheduledCall(
            deadline: max(deadline, now), sequence: nextSequence, action: action, owner: self)
        nextSequence &+= 1
        heap.insert(call)
        return call
    }

    /// Schedules a reusable call (see ``ScheduledCall/init(reusableAction:)``) that is not
    /// pending — new, run or cancelled — to run its action `delay` after ``now``: a new call as
    /// far as ordering goes, without making one.
    ///
    /// - Complexity: O(log n) in the number of pending calls.
    package func reschedule(_ call: ScheduledCall, after delay: Duration) {
        precondition(call.isReusable && call.status != .pending, "only a reusable call that is not pending")
        call.deadline = now.advanced(by: max(delay, .zero))
        call.sequence = nextSequence
        nextSequence &+= 1
        call.status = .pending
        call.owner = Unmanaged.passUnretained(self)
        heap.insert(call)
    }

    func remove(_ call: ScheduledCall) { heap.remove(call) }

    /// Runs every call due up to and including `deadline` in (deadline, scheduling order), then
    /// sets the clock to `deadline`. A deadline in the past does nothing.
    ///
    /// - Complexity: O(k log n) for k calls run.
    public func advance(to deadline: Timestamp) {
        guard deadline >= now else { return }
        while let next = heap.first, next.deadline <= deadline {
            _ = heap.popFirst()
            storedNow = next.deadline
            next.start()?()
        }
        storedNow = deadline
    }

    /// Moves the clock forward by `duration`, running what falls due; see ``advance(to:)``.
    public func advance(by duration: Duration) {
        advance(to: now.advanced(by: duration))
    }

    /// Moves the clock forward by `seconds`, running what falls due; see ``advance(to:)``.
    public func advance(bySeconds seconds: Double) {
        advance(to: now.advanced(bySeconds: seconds))
    }

    /// Runs the next pending call (moving the clock to its deadline) and reports whether there
    /// was one.
    @discardableResult
    public func runNext() -> Bool {
        guard let next = heap.popFirst() else { return false }
        storedNow = max(now, next.deadline)
        next.start()?()
        return true
    }

    /// Runs until nothing is pending, but never more than `limit` calls, so a call that
    /// reschedules itself forever cannot hang the program.
    ///
    /// - Returns: ``RunOutcome/drained`` when the queue emptied, or
    ///   ``RunOutcome/limitReached`` when `limit` calls ran and work is still pending.
    @discardableResult
    public func run(limit: Int = 100_000) -> RunOutcome {
        var count = 0
        while !heap.isEmpty {
            if count >= limit { return .limitReached }
            runNext()
            count += 1
        }
        return .drained
    }

    /// Like ``run(limit:)`` but also stops before any call due after `deadline`, leaving the
    /// clock at the last call run.
    ///
    /// - Returns: ``RunOutcome/drained`` when nothing is pending,
    ///   ``RunOutcome/deadlineReached`` when only calls due after `deadline` are, or
    ///   ``RunOutcome/limitReached`` when `limit` calls ran and some due by `deadline` are left.
    @discardableResult
    public func run(until deadline: Timestamp, limit: Int = 100_000) -> RunOutcome {
        var count = 0
        while let next = heap.first {
            if next.deadline > deadline { return .deadlineReached }
            if count >= limit { return .limitReached }
            runNext()
            count += 1
        }
        return .drained
    }

    /// Advances to `deadline` like ``advance(to:)``, but runs at most `limit` calls; when the
    /// limit is reached the clock stays at the last call run.
    @discardableResult
    public func advance(to deadline: Timestamp, limit: Int) -> RunOutcome {
        // nothing due by then (the commonest case in a replay): just move the clock
        if heap.first.map({ $0.deadline > deadline }) ?? true {
            if deadline > now { storedNow = deadline }
            return heap.isEmpty ? .drained : .deadlineReached
        }
        let outcome = run(until: deadline, limit: limit)
        if outcome != .limitReached { advance(to: deadline) }
        return outcome
    }

    /// What ``run(limit:)`` ended with.
    public enum RunOutcome: Sendable, Equatable {
        /// Nothing is pending any more.
        case drained
        /// The bound was reached with calls still pending.
        case limitReached
        /// Calls are pending, all due after the deadline given to ``run(until:limit:)``.
        case deadlineReached
    }

    /// Cancels every pending call.
    public func cancelAll() {
        while let call = heap.first { call.cancel() }
    }

    /// True when the internal heap is consistent (for tests).
    var isConsistent: Bool { heap.isValid() }
}
