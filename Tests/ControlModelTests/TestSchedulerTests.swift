import Testing
@testable import ControlModel

@Suite("TestScheduler: virtual time")
struct TestSchedulerTests {
    @Test func timeStartsAtZeroAndMovesOnlyWhenTold() {
        let clock = TestScheduler()
        #expect(clock.now == .zero)
        clock.advance(by: .milliseconds(250))
        #expect(clock.now == Timestamp(seconds: 0.25))
    }

    @Test func scheduleNeverRunsSynchronouslyEvenWithZeroDelay() {
        let clock = TestScheduler()
        var ran = false
        clock.perform(after: .zero) { ran = true }
        #expect(!ran)
        #expect(clock.pendingCount == 1)
        clock.advance(by: .zero)
        #expect(ran)
    }

    @Test func sameInstantCallsRunFirstInFirstOut() {
        let clock = TestScheduler()
        var log: [Int] = []
        for i in 0..<10 { clock.perform(after: .seconds(1)) { log.append(i) } }
        clock.perform(after: .milliseconds(500)) { log.append(-1) }
        clock.advance(by: .seconds(1))
        #expect(log == [-1] + Array(0..<10))
    }

    @Test func callScheduledForNowDuringAdvanceRunsInSameAdvanceAfterDueOnes() {
        let clock = TestScheduler()
        var log: [String] = []
        clock.perform(after: .seconds(1)) {
            log.append("a")
            clock.perform(after: .zero) { log.append("a-now") }
        }
        clock.perform(after: .seconds(1)) { log.append("b") }
        clock.advance(by: .seconds(1))
        #expect(log == ["a", "b", "a-now"])
        #expect(clock.pendingCount == 0)
    }

    @Test func callsScheduledAndCancelledFromInsideRunningCalls() {
        let clock = TestScheduler()
        var log: [String] = []
        var victim: ScheduledCall?
        clock.perform(after: .seconds(1)) {
            log.append("first")
            victim?.cancel()
            clock.perform(after: .seconds(1)) { log.append("later") }
        }
        victim = clock.perform(after: .seconds(1)) { log.append("victim") }
        clock.advance(by: .seconds(1))
        #expect(log == ["first"])
        #expect(victim?.isCancelled == true)
        clock.advance(by: .seconds(1))
        #expect(log == ["first", "later"])
    }

    @Test func cancelIsIdempotentAndCancelledCallNeverRuns() {
        let clock = TestScheduler()
        var ran = false
        let call = clock.perform(after: .seconds(1)) { ran = true }
        call.cancel()
        call.cancel()
        #expect(call.isCancelled)
        #expect(!call.hasRun)
        #expect(clock.pendingCount == 0)
        clock.advance(by: .seconds(2))
        #expect(!ran)
    }

    @Test func cancellingOneCallNeverAffectsAnother() {
        let clock = TestScheduler()
        var log: [Int] = []
        let calls = (0..<5).map { i in clock.perform(after: .seconds(1)) { log.append(i) } }
        calls[2].cancel()
        clock.advance(by: .seconds(1))
        #expect(log == [0, 1, 3, 4])
    }

    @Test func cancelAfterRunOrWhileRunningDoesNothing() {
        let clock = TestScheduler()
        var selfCall: ScheduledCall?
        var runs = 0
        selfCall = clock.perform(after: .seconds(1)) {
            runs += 1
            selfCall?.cancel()  // running: too late to cancel
        }
        clock.advance(by: .seconds(1))
        #expect(runs == 1)
        #expect(selfCall?.hasRun == true)
        #expect(selfCall?.isCancelled == false)
        selfCall?.cancel()  // ran: no effect
        #expect(selfCall?.hasRun == true)
    }

    @Test func advanceToThePastIsANoOp() {
        let clock = TestScheduler()
        clock.advance(to: Timestamp(seconds: 2))
        var ran = false
        clock.perform(after: .zero) { ran = true }
        clock.advance(to: Timestamp(seconds: 1))
        #expect(clock.now == Timestamp(seconds: 2))
        #expect(!ran)
    }

    @Test func runRefusesToSpinForeverOnSelfReschedulingCall() {
        let clock = TestScheduler()
        var count = 0
        func tick() { count += 1; clock.perform(after: .milliseconds(10)) { tick() } }
        clock.perform(after: .zero) { tick() }
        let outcome = clock.run(limit: 1000)
        #expect(outcome == .limitReached)
        #expect(count == 1000)
        #expect(clock.pendingCount == 1)
    }

    @Test func runDrainsFiniteWork() {
        let clock = TestScheduler()
        var log: [Int] = []
        clock.perform(after: .seconds(3)) { log.append(3) }
        clock.perform(after: .seconds(1)) { log.append(1) }
        #expect(clock.run() == .drained)
        #expect(log == [1, 3])
        #expect(clock.now == Timestamp(seconds: 3))
    }

    @Test func cancelledCallsLeaveTheQueueUnderChurn() {
        let clock = TestScheduler()
        for _ in 0..<100_000 {
            clock.perform(after: .seconds(1)) {}.cancel()
        }
        #expect(clock.pendingCount == 0)
    }

    @Test func cancelReleasesTheActionClosure() {
        final class Payload {}
        let clock = TestScheduler()
        weak var weakPayload: Payload?
        let call: ScheduledCall
        do {
            let payload = Payload()
            weakPayload = payload
            call = clock.perform(after: .seconds(1)) { _ = payload }
        }
        #expect(weakPayload != nil)
        call.cancel()
        #expect(weakPayload == nil)
    }

    @Test func timestampsAreExactInNanoseconds() {
        #expect(Timestamp(seconds: 1.08).advanced(bySeconds: 0.35) == Timestamp(seconds: 1.43))
        #expect(Timestamp(seconds: 1.4305).formatted(decimals: 3) == "1.431")
        #expect(Timestamp(seconds: 0.0000005).formatted(decimals: 6) == "0.000001")
        #expect(Timestamp(seconds: .infinity) == .distantFuture)
    }
}
