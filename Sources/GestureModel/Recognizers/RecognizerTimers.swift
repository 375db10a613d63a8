import ControlModel

/// A recognizer's timers and the calls that run them.
///
/// Every timer of a recognizer runs the same closure (the recognizer's `timerAction`, made
/// once); what a timer does when it fires (a state to ask for, an action, or both) is kept here
/// in its ``RecognizerTimer``, and the one that fires is the one whose call has started (a timer
/// leaves the list when it fires).
///
/// A speed trick that never changes a result: on virtual time (a `TestScheduler`) calls are
/// reused. A call here that is neither queued nor starting, and not still held by a listed
/// timer (one cancelled from outside, by the clock's `cancelAll` or its going), is scheduled
/// again by the next timer (`TestScheduler.reschedule`) instead of a new one being made, so a
/// timer allocates nothing. No one else holds these calls, so reuse cannot surprise a token
/// holder. A call on another scheduler leaves when its timer is over.
struct RecognizerTimers {
    /// The timers waiting, in the order they were made.
    private var timers: [RecognizerTimer] = []
    /// The calls of ``timers`` (which hold them unretained), and on virtual time the spare ones.
    private var calls: [ScheduledCall] = []

    /// True when no timer waits.
    var isEmpty: Bool { timers.isEmpty }

    /// Adds a timer that asks for `state` and runs `action` (either may be nil) `delay` from
    /// now, through `clock` (reusing a spare call) or else through `scheduler`; `run` is the
    /// recognizer's timer closure.
    mutating func add(
        after delay: Duration, requesting state: GestureState?, action: (() -> Void)?,
        clock: Unretained<TestScheduler>?, scheduler: @autoclosure () -> (any Scheduler)?, run: @autoclosure () -> () -> Void
    ) {
        let call: Unretained<ScheduledCall>
        if let clock {
            // the environment's clock, which it keeps: a spare call is scheduled again
            if let spare = spareCall() {
                call = spare
                spare.with { spare in clock.with { $0.reschedule(spare, after: delay, run()) } }
            } else {
                call = keep(clock.with { $0.perform(after: delay, run()) })
            }
        } else {
            guard let scheduler = scheduler() else { return }
            call = keep(scheduler.perform(after: delay, run()))
        }
        timers.append(RecognizerTimer(call: call, isVirtual: clock != nil, state: state, action: action))
    }

    /// Adds `call` to ``calls``, which keeps it.
    private mutating func keep(_ call: ScheduledCall) -> Unretained<ScheduledCall> {
        calls.append(call)
        return Unretained(call)
    }

    /// A call no timer uses: not queued (so not the one starting either, whose timer has
    /// already left ``timers``) and not the call of a timer still listed. Only calls of virtual
    /// time stay here once their timer is over.
    private func spareCall() -> Unretained<ScheduledCall>? {
        var spare: Unretained<ScheduledCall>?
        _ = calls.containsUnretained { call in
            // a plain read (a live call's status is atomic, and reading it here would make the
            // compiler retain each call)
            guard !call.isQueued, !timers.contains(where: { $0.call.refers(to: call) }) else { return false }
            spare = Unretained(call)
            return true
        }
        return spare
    }

    /// `timer` is over (it fired or was cancelled): a call of another scheduler leaves.
    private mutating func ended(_ timer: RecognizerTimer) {
        guard !timer.isVirtual else { return }
        calls.removeEvery { timer.call.refers(to: $0) }
    }

    /// The timer whose call is starting, taken off the list: the only one that has started.
    mutating func takeFired() -> RecognizerTimer? {
        guard let index = timers.firstIndex(where: { $0.call.with { $0.hasRun } }) else { return nil }
        let timer = timers.remove(at: index)
        ended(timer)
        return timer
    }

    /// Cancels every timer (taken off one by one: the storage stays).
    mutating func cancelAll() {
        while let timer = timers.popLast() {
            timer.call.with { $0.cancel() }
            ended(timer)
        }
    }
}
