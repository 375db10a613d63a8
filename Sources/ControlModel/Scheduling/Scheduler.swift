/// The one road by which everything that happens "later" travels: delayed handlers, tap
/// timeouts, long-press timers, stepper autorepeat.
///
/// Models never read a wall clock; they ask their scheduler for ``now`` and schedule calls on
/// it. ``TestScheduler`` moves time only when told (for tests and replay); ``LiveScheduler``
/// runs on real time over Dispatch.
///
/// A scheduler never runs an action synchronously inside ``schedule(at:site:_:)``, even when the
/// deadline has already passed.
public protocol Scheduler: AnyObject {
    /// The current instant.
    var now: Timestamp { get }

    /// Schedules `action` to run at `deadline` (or as soon as possible if it has passed) and
    /// returns the call's own token, the only handle needed to cancel it. `site` is where the
    /// call was scheduled from, for reports (``schedule(at:fileID:line:_:)`` fills it in).
    ///
    /// - Complexity: O(log n) in the number of pending calls.
    @discardableResult
    func schedule(at deadline: Timestamp, site: CallSite, _ action: @escaping () -> Void) -> ScheduledCall
}

extension Scheduler {
    /// Schedules `action` to run at `deadline` (or as soon as possible if it has passed) and
    /// returns the call's own token; the call remembers this line as its ``ScheduledCall/site``.
    ///
    /// - Complexity: O(log n) in the number of pending calls.
    @discardableResult
    public func schedule(
        at deadline: Timestamp, fileID: StaticString = #fileID, line: UInt = #line, _ action: @escaping () -> Void
    ) -> ScheduledCall {
        schedule(at: deadline, site: CallSite(fileID: fileID, line: line), action)
    }

    /// Schedules `action` to run `delay` after ``now`` — BlocksKit's `bk_performAfterDelay:`,
    /// with a token whose `cancel()` replaces `bk_cancelBlock:`.
    ///
    /// A zero or negative delay still runs later, never inside this call.
    ///
    /// - Complexity: O(log n) in the number of pending calls.
    @discardableResult
    public func perform(
        after delay: Duration, fileID: StaticString = #fileID, line: UInt = #line, _ action: @escaping () -> Void
    ) -> ScheduledCall {
        schedule(at: now.advanced(by: max(delay, .zero)), site: CallSite(fileID: fileID, line: line), action)
    }

    /// Schedules `action` to run `seconds` after ``now``; see ``perform(after:fileID:line:_:)``.
    ///
    /// - Complexity: O(log n) in the number of pending calls.
    @discardableResult
    public func perform(
        afterSeconds seconds: Double, fileID: StaticString = #fileID, line: UInt = #line, _ action: @escaping () -> Void
    ) -> ScheduledCall {
        schedule(at: now.advanced(bySeconds: max(seconds, 0)), site: CallSite(fileID: fileID, line: line), action)
    }
}
