import ControlModel

extension GestureRecognizer {
    /// The scheduler of the window the recognizer is engaged in (found directly), or its view's.
    var currentScheduler: (any Scheduler)? {
        if let environmentReference, let scheduler = environmentReference.with({ $0.scheduler }) {
            return scheduler
        }
        return environment?.window?.scheduler ?? view?.scheduler
    }

    /// Schedules `action` after `delay` on the view's scheduler; cancelled on reset or when the
    /// gesture reaches a terminal state. The timer never outlives the recognizer (cancelling it
    /// releases `action`), so `action` may hold the recognizer unowned.
    public func scheduleTimer(after delay: Duration, _ action: @escaping () -> Void) {
        addTimer(after: delay, requesting: nil, action)
    }

    /// Asks for `state` after `delay`: a timer like ``scheduleTimer(after:_:)`` for the
    /// commonest action, without a closure of the caller's.
    public func scheduleRequest(_ state: GestureState, after delay: Duration) {
        addTimer(after: delay, requesting: state, nil)
    }

    private func addTimer(after delay: Duration, requesting state: GestureState?, _ action: (() -> Void)?) {
        let clock = environmentReference?.with { $0.virtualClock }
        timers.add(after: delay, requesting: state, action: action, clock: clock, scheduler: currentScheduler, run: timerAction)
    }

    /// Runs the timer whose call is starting.
    func timerFired() {
        guard let timer = timers.takeFired() else { return }
        // the environment is kept for the pass: only the scheduler is up the stack, and a handler
        // may let the window go
        if let environment {
            withExtendedLifetime(environment) { environment.runPass { run(timer) } }
        } else {
            run(timer)
        }
    }

    private func run(_ timer: RecognizerTimer) {
        if let state = timer.state {
            // the reason is asked for when the timer fires, not when it is set (most never fire)
            if explains, let reason = reasonForTimedRequest(state) { pendingReason = reason }
            if measures { timedRequestWillApply(state) }
            requestState(state)
        }
        timer.action?()
    }

    /// Cancels the recognizer's timers.
    @inline(__always)
    public func clearTimers() {
        // most calls find none
        if !timers.isEmpty { timers.cancelAll() }
    }
}
