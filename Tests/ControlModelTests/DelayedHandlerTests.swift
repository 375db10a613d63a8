import Testing
@testable import ControlModel

@Suite("Delayed handlers go through the scheduler and can be cancelled")
struct DelayedHandlerTests {
    /// A control in a window on a virtual clock.
    private func makeControl() -> (window: View, control: Control, clock: TestScheduler) {
        let window = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let clock = TestScheduler()
        window.scheduler = clock
        let control = Control(frame: Rect(x: 0, y: 0, width: 100, height: 44))
        window.addSubview(control)
        return (window, control, clock)
    }

    @Test func aDelayedHandlerRunsAfterItsDelayNeverDuringTheDispatch() {
        let (window, control, clock) = makeControl()
        var runs: [Timestamp] = []
        control.addEventHandler(for: .touchUpInside, delay: .milliseconds(300)) { _, _ in runs.append(clock.now) }
        control.sendActions(for: .touchUpInside)
        #expect(runs.isEmpty)
        #expect(clock.pendingCount == 1)
        clock.advance(by: .milliseconds(299))
        #expect(runs.isEmpty)
        clock.advance(by: .milliseconds(1))
        #expect(runs == [Timestamp(seconds: 0.3)])
        #expect(clock.pendingCount == 0)
        withExtendedLifetime(window) {}
    }

    @Test func eachDelayedCallCarriesItsDispatchTimeAndEvent() {
        let (window, control, clock) = makeControl()
        var calls: [(dispatched: Timestamp, ran: Timestamp, event: ControlEvents)] = []
        let token = control.handlers.add(for: [.touchDown, .valueChanged], delay: .milliseconds(200)) { call in
            calls.append((call.dispatchTime, clock.now, call.event))
            #expect(call.sender === control)
        }
        clock.advance(by: .milliseconds(100))
        control.sendActions(for: .touchDown)
        clock.advance(by: .milliseconds(50))
        control.sendActions(for: .valueChanged)
        clock.run()
        #expect(calls.map(\.dispatched) == [Timestamp(seconds: 0.1), Timestamp(seconds: 0.15)])
        #expect(calls.map(\.ran) == [Timestamp(seconds: 0.3), Timestamp(seconds: 0.35)])
        #expect(calls.map(\.event) == [.touchDown, .valueChanged])
        token.remove()
        withExtendedLifetime(window) {}
    }

    @Test func synchronousHandlersRunAtOnceAndDelayedOnesLaterInDispatchOrder() {
        let (window, control, clock) = makeControl()
        var log: [String] = []
        control.addEventHandler(for: .touchUpInside, delay: .milliseconds(100)) { _, _ in log.append("late1") }
        control.addEventHandler(for: .touchUpInside) { _, _ in log.append("now") }
        control.addEventHandler(for: .touchUpInside, delay: .milliseconds(100)) { _, _ in log.append("late2") }
        control.sendActions(for: .touchUpInside)
        #expect(log == ["now"])
        clock.advance(by: .milliseconds(100))
        #expect(log == ["now", "late1", "late2"])
        withExtendedLifetime(window) {}
    }

    @Test func everyDispatchSchedulesItsOwnCall() {
        let (window, control, clock) = makeControl()
        var count = 0
        control.addEventHandler(for: .touchDown, delay: .seconds(1)) { _, _ in count += 1 }
        for _ in 0..<5 { control.sendActions(for: .touchDown) }
        #expect(control.handlers.pendingCallCount == 5)
        #expect(clock.pendingCount == 5)
        clock.advance(by: .seconds(1))
        #expect(count == 5)
        #expect(control.handlers.pendingCallCount == 0)
        withExtendedLifetime(window) {}
    }

    @Test func cancelPendingHandlerCallsCancelsThemAllAndNotifiesCancelledCallsObservers() {
        let (window, control, clock) = makeControl()
        var ran = 0
        let slow = control.addEventHandler(for: .touchDown, delay: .seconds(1)) { _, _ in ran += 1 }
        let other = control.addEventHandler(for: .valueChanged, delay: .milliseconds(10)) { _, _ in ran += 1 }
        var cancelled: [ControlHandlerToken] = []
        let observation = control.handlers.cancelledCalls.add { cancelled.append($0) }
        control.sendActions(for: .touchDown)
        control.sendActions(for: .touchDown)
        control.sendActions(for: .valueChanged)
        control.cancelPendingHandlerCalls()
        #expect(cancelled.count == 3)
        #expect(cancelled.filter { $0 === slow }.count == 2)
        #expect(cancelled.filter { $0 === other }.count == 1)
        #expect(clock.pendingCount == 0)  // cancelled calls leave the queue
        #expect(control.handlers.pendingCallCount == 0)
        clock.advance(by: .seconds(5))
        #expect(ran == 0)
        withExtendedLifetime((window, observation)) {}
    }

    @Test func cancelPendingHandlerCallsSkipsCallsThatAlreadyRan() {
        let (window, control, clock) = makeControl()
        var ran: [String] = []
        let early = control.addEventHandler(for: .touchDown, delay: .milliseconds(100)) { _, _ in ran.append("early") }
        let late = control.addEventHandler(for: .touchDown, delay: .milliseconds(500)) { _, _ in ran.append("late") }
        var cancelled: [ControlHandlerToken] = []
        let observation = control.handlers.cancelledCalls.add { cancelled.append($0) }
        control.sendActions(for: .touchDown)
        clock.advance(by: .milliseconds(200))
        control.cancelPendingHandlerCalls()
        clock.run()
        #expect(ran == ["early"])
        #expect(cancelled.count == 1 && cancelled.first === late)
        #expect(!cancelled.contains { $0 === early })
        // A second cancel finds nothing to cancel and notifies nobody.
        control.cancelPendingHandlerCalls()
        #expect(cancelled.count == 1)
        withExtendedLifetime((window, observation)) {}
    }

    @Test func cancellingPendingCallsKeepsTheRegistrations() {
        let (window, control, clock) = makeControl()
        var count = 0
        control.addEventHandler(for: .touchDown, delay: .milliseconds(50)) { _, _ in count += 1 }
        control.sendActions(for: .touchDown)
        control.cancelPendingHandlerCalls()
        #expect(control.hasEventHandlers(for: .touchDown))
        control.sendActions(for: .touchDown)
        clock.run()
        #expect(count == 1)
        withExtendedLifetime(window) {}
    }

    @Test func cancelledCallsObserversStopWhenTheirTokenIsReleased() {
        let (window, control, _) = makeControl()
        control.addEventHandler(for: .touchDown, delay: .milliseconds(50)) { _, _ in }
        var cancelled = 0
        var observation: ObservationToken? = control.handlers.cancelledCalls.add { _ in cancelled += 1 }
        control.sendActions(for: .touchDown)
        control.cancelPendingHandlerCalls()
        #expect(cancelled == 1)
        observation = nil
        control.sendActions(for: .touchDown)
        control.cancelPendingHandlerCalls()
        #expect(cancelled == 1)
        #expect(observation == nil)
        withExtendedLifetime(window) {}
    }

    @Test func delayedHandlersUseTheSchedulerOfTheControlsWindow() {
        let (window, control, clock) = makeControl()
        #expect(control.scheduler === clock)
        var ran = false
        control.addEventHandler(for: .valueChanged, delay: .milliseconds(1)) { _, _ in ran = true }
        control.sendActions(for: .valueChanged)
        #expect(clock.nextDeadline == Timestamp(seconds: 0.001))
        clock.run()
        #expect(ran)
        withExtendedLifetime(window) {}
    }
}
