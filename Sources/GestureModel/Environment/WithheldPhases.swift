import ControlModel

/// What a ``TouchDelivery`` keeps about its withheld phases while late deliveries are explained
/// (only then): the time of each queued phase's touch event, and who withholds the first. A
/// class, so that the delivery's test for it, made for every phase delivered, is a pointer's.
final class WithheldPhases {
    /// The time of the first queued phase's touch event.
    var since: Timestamp
    /// True once the first queued phase was refused the view by a recognizer (only such a
    /// phase gets a late-delivery record; the phases queued behind it follow it at once).
    var withheld = false
    /// The recognizer found withholding the first queued phase when it was last refused the
    /// view, and the clause. Kept (strongly) until the phase is delivered or dropped: a weak
    /// reference would give the recognizer a side table, slowing its every retain after.
    var holder: GestureRecognizer?
    var rule = WithholdingRule.waitingForRequired
    /// The times of the phases queued behind the first, in order: `times[head...]`.
    var times: [Timestamp] = []
    var head = 0

    /// Tracking that starts with the first queued phase, brought at `since`.
    init(since: Timestamp) { self.since = since }

    /// The number of queued phases behind the first whose times are kept.
    var timedCount: Int { times.count - head }

    /// The `behind` phases queued behind the first collapsed to their last (``TouchDelivery``'s
    /// `collapseHeldBack(behind:)`): only its time is kept, when it was kept (`keeping`), or none.
    func keepOnlyLast(of behind: Int, keeping: Bool) {
        let last = timedCount == behind ? times.last : nil
        times.removeAll(keepingCapacity: true)
        head = 0
        if keeping, let last { times.append(last) }
    }

    /// Moves on to the next queued phase, whose time is the first kept; false when none is
    /// kept (tracking stops: the queue is empty, or was filled in the pass under way).
    func advance() -> Bool {
        guard head < times.count else { return false }
        since = times[head]
        head += 1
        withheld = false
        holder = nil
        return true
    }
}
