/// The delayed calls a handler store has scheduled and not yet run, each with the registration
/// it belongs to — one home for "cancel every pending call" (BlocksKit's `bk_cancel`,
/// `cancelPendingHandlerCalls`), used by controls and recognizers alike.
///
/// Calls that ran or were cancelled are pruned as new ones are added, so the list does not grow
/// with the number of calls ever made.
public struct PendingCalls<Registration: AnyObject> {
    private var entries: [(call: ScheduledCall, registration: Registration)] = []

    /// An empty list.
    public init() {}

    /// The number of calls still waiting to run.
    ///
    /// - Complexity: O(n)
    public var count: Int { entries.reduce(0) { $0 + ($1.call.isPending ? 1 : 0) } }

    /// Schedules `action` on `scheduler` after `delay` for `registration` and keeps its token.
    ///
    /// - Complexity: O(n) to prune finished calls, plus the scheduler's O(log n).
    public mutating func schedule(
        on scheduler: any Scheduler, after delay: Duration, for registration: Registration,
        _ action: @escaping () -> Void
    ) {
        entries.removeAll { !$0.call.isPending }
        entries.append((scheduler.perform(after: delay, action), registration))
    }

    /// Cancels every call pending now and tells `cancelled` the registration of each, in the
    /// order they were scheduled. Calls scheduled afterwards are unaffected.
    public mutating func cancelAll(_ cancelled: (Registration) -> Void) {
        let calls = entries
        entries.removeAll()
        for entry in calls where entry.call.isPending {
            entry.call.cancel()
            cancelled(entry.registration)
        }
    }
}
