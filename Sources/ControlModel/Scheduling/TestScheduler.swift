/// A scheduler on virtual time, for tests and replay: time starts at zero and moves only when
/// told, so every run is deterministic.
///
/// Rules:
/// - Time never moves backwards; advancing to the past does nothing.
/// - Calls due at the same instant run first-in first-out by scheduling order.
/// - A call scheduled for the current instant while an advance is running runs in that same
///   advance, after the calls already due.
/// - ``Scheduler/schedule(at:fileID:line:_:)`` never runs anything synchronously.
/// - Cancelled calls leave the queue at once, so schedule/cancel churn does not grow memory.
/// - Time must move: an advance that runs ``stallLimit`` calls at one instant (a call that
///   keeps scheduling another with zero delay) stops there and reports a ``Misuse`` naming
///   where the calls still due were scheduled; ``onMisuse`` decides what a report does (by
///   default it stops the program with that message, rather than letting the test hang).
/// - Optionally (``reportsPendingCallsAtDeinit``), calls still pending when the scheduler goes
///   are reported the same way, as NIO's `EmbeddedEventLoop` does.
/// - Settling is bounded: ``runUntilIdle(limit:fileID:line:)`` runs what is pending until
///   nothing is, and throws a ``Busy`` naming what kept it busy when the bound is hit.
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
    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    @exclusivity(unchecked) @usableFromInline private(set) var storedNow: Timestamp
    @exclusivity(unchecked) private var heap = CallHeap()
    private var nextSequence: UInt64 = 0
    /// Catches two threads using the scheduler at once (debug builds); a window on this clock
    /// holds it too while it handles touches, as they are one domain.
    package let useCheck = ConcurrentUseCheck("TestScheduler")

    /// The most calls an advance runs at one instant before it judges that time cannot move
    /// (100,000 by default). A legitimate burst at one instant (many handlers due together) is
    /// far smaller; calls at later instants do not count.
    @exclusivity(unchecked) public var stallLimit = 100_000

    /// Reports calls still pending when the scheduler goes (off by default: a test that ends
    /// with a timer armed is common and harmless). Turned on, a test that leaves work behind
    /// fails loudly instead of silently dropping it.
    public var reportsPendingCallsAtDeinit = false

    /// What a report of a ``Misuse`` does. By default it stops the program with the report's
    /// description (a hang, or work silently lost, is worse); a test can record it instead and
    /// go on, e.g. `clock.onMisuse = { Issue.record("\($0)") }` with Swift Testing.
    public var onMisuse: (Misuse) -> Void = { misuse in preconditionFailure(misuse.description) }

    /// Creates a scheduler whose clock reads `start` (zero by default).
    public init(start: Timestamp = .zero) { self.storedNow = start }

    deinit {
        if reportsPendingCallsAtDeinit, !heap.isEmpty {
            onMisuse(.pendingAtDeinit(now: now, pending: pendingCalls.map { ($0.deadline, $0.site) }))
        }
        for call in heap.items {
            call.owner = nil
            call.cancel()
        }
    }

    /// The number of calls waiting to run.
    public var pendingCount: Int { heap.count }

    /// The deadline of the next pending call, if any.
    public var nextDeadline: Timestamp? { heap.first?.deadline }

    /// The call that runs next, if any.
    var nextCall: ScheduledCall? { heap.first }

    /// The calls waiting to run, in the order they will run (deadline, then scheduling order):
    /// what a test can print, check or cancel when it expected nothing pending.
    ///
    /// - Complexity: O(n log n) in the number of pending calls.
    public var pendingCalls: [ScheduledCall] {
        heap.items.sorted { $0.deadline != $1.deadline ? $0.deadline < $1.deadline : $0.sequence < $1.sequence }
    }

    /// - Complexity: O(log n) in the number of pending calls.
    @discardableResult
    public func schedule(at deadline: Timestamp, site: CallSite, _ action: @escaping () -> Void) -> ScheduledCall {
        useCheck.enter("schedule(at:site:_:)")
        defer { useCheck.leave() }
        let call = ScheduledCall(
            deadline: max(deadline, now), sequence: nextSequence, site: site, action: action, owner: self)
        nextSequence &+= 1
        heap.insert(call)
        return call
    }

    /// Schedules again a call of virtual time that has run or was cancelled (of this scheduler
    /// or another), to run `action` `delay` after ``now``: a new call as far as ordering goes,
    /// without making one. For an owner that keeps its calls to itself and schedules often (a
    /// recognizer's timers): whoever still holds the call sees it pending again.
    ///
    /// - Complexity: O(log n) in the number of pending calls.
    package func reschedule(_ call: ScheduledCall, after delay: Duration, _ action: __owned @escaping () -> Void) {
        useCheck.enter("reschedule(_:after:_:)")
        defer { useCheck.leave() }
        precondition(call.isVirtual && call.virtualStatus != .pending, "only a call of virtual time that is not pending")
        call.action = action
        call.deadline = now.advanced(by: max(delay, .zero))
        call.sequence = nextSequence
        nextSequence &+= 1
        call.virtualStatus = .pending
        call.owner = Unretained(self)
        heap.insert(call)
    }

    func remove(_ call: ScheduledCall) {
        useCheck.enter("cancel()")
        defer { useCheck.leave() }
        heap.remove(call)
    }

    /// Runs every call due up to and including `deadline` in (deadline, scheduling order), then
    /// sets the clock to `deadline`. A deadline in the past does nothing.
    ///
    /// Time must move: when ``stallLimit`` calls have run at one instant and another is due
    /// there (a call that keeps scheduling work with zero delay), the advance stops at that
    /// instant, leaving what is due pending, and reports ``Misuse/stalled(instant:target:callsRun:due:)``
    /// to ``onMisuse``, which by default stops the program naming where those calls were
    /// scheduled.
    ///
    /// - Complexity: O(k log n) for k calls run.
    public func advance(to deadline: Timestamp) {
        useCheck.enter("advance(to:)")
        defer { useCheck.leave() }
        guard deadline >= now else { return }
        var runHere = 0
        while let next = heap.first, next.deadline <= deadline {
            if next.deadline != now {
                storedNow = next.deadline
                runHere = 0
            } else if runHere >= stallLimit {
                onMisuse(.stalled(instant: now, target: deadline, callsRun: runHere, due: dueSites()))
                return
            }
            _ = heap.popFirst()
            runHere += 1
            next.start()?()
        }
        storedNow = deadline
    }

    /// Where the calls due now were scheduled, in the order they would run.
    private func dueSites() -> [CallSite] {
        pendingCalls.prefix { $0.deadline <= now }.map(\.site)
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
        useCheck.enter("runNext()")
        defer { useCheck.leave() }
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
        useCheck.enter("run(limit:)")
        defer { useCheck.leave() }
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
        useCheck.enter("run(until:limit:)")
        defer { useCheck.leave() }
        var count = 0
        while let next = heap.first {
            if next.deadline > deadline { return .deadlineReached }
            if count >= limit { return .limitReached }
            runNext()
            count += 1
        }
        return .drained
    }

    /// Advances to `deadline` like ``advance(to:)``, but runs at most `limit` calls in all and
    /// returns how it ended instead of reporting: when the limit is reached the clock stays at
    /// the last call run, and ``pendingCalls`` tells what kept it busy.
    @discardableResult
    public func advance(to deadline: Timestamp, limit: Int) -> RunOutcome {
        useCheck.enter("advance(to:limit:)")
        defer { useCheck.leave() }
        // nothing due by then (the commonest case in a replay): just move the clock
        if heap.first.map({ $0.deadline > deadline }) ?? true {
            if deadline > now { storedNow = deadline }
            return heap.isEmpty ? .drained : .deadlineReached
        }
        let outcome = run(until: deadline, limit: limit)
        if outcome != .limitReached { advance(to: deadline) }
        return outcome
    }

    /// What ``run(limit:)``, ``run(until:limit:)`` and ``advance(to:limit:)`` ended with.
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
        useCheck.enter("cancelAll()")
        defer { useCheck.leave() }
        while let call = heap.first { call.cancel() }
    }

    /// True when the internal heap is consistent (for tests).
    package var isConsistent: Bool { heap.isValid() }
}
