import Dispatch
import Foundation
import Synchronization
import Testing

@testable import ControlModel

/// Misuse from user code (issue 24): each case is either safe, or stops with a message naming
/// the misuse — never a hang, a silent acceptance or an unexplained trap. The cases that stop
/// the program run in a child process (exit tests).
@Suite("misuse from user code: time, threads and preconditions")
struct ControlMisuseTests {
    /// A call that schedules itself again with zero delay: before, `advance` never returned.
    @Test func anAdvanceThatCannotMoveTimeStopsAndNamesTheBusyCall() {
        let clock = TestScheduler()
        clock.stallLimit = 1_000
        var reports: [TestScheduler.Misuse] = []
        clock.onMisuse = { reports.append($0) }
        var runs = 0
        func spin() {
            runs += 1
            clock.perform(after: .zero) { spin() }  // the busy call's site: this line
        }
        let busyLine = UInt(#line - 2)
        clock.perform(after: .milliseconds(100)) { spin() }
        var later = false
        clock.perform(after: .seconds(2)) { later = true }
        clock.advance(by: .seconds(5))
        #expect(runs == 1_000)
        #expect(clock.now == Timestamp(seconds: 0.1))  // stopped where time could not move
        #expect(!later)
        #expect(clock.pendingCount == 2)
        guard case .stalled(let instant, let target, let callsRun, let due) = reports.first, reports.count == 1 else {
            Issue.record("expected one stall report, got \(reports)")
            return
        }
        #expect(instant == Timestamp(seconds: 0.1))
        #expect(target == Timestamp(seconds: 5))
        #expect(callsRun == 1_000)
        #expect(due == [CallSite(fileID: #fileID, line: busyLine)])
        #expect(reports[0].description.contains("ControlModelTests/ControlMisuseTests.swift:\(busyLine)"))
        // bursts at later instants count afresh: a thousand calls at each of two instants pass
        let fresh = TestScheduler()
        fresh.stallLimit = 1_000
        fresh.onMisuse = { reports.append($0) }
        for delay in [1, 2] { for _ in 0..<1_000 { fresh.perform(after: .seconds(delay)) {} } }
        fresh.advance(by: .seconds(3))
        #expect(fresh.pendingCount == 0 && reports.count == 1)
    }

    /// By default the report stops the program with its description (a test runner shows it).
    @Test func byDefaultATimeThatCannotMoveStopsTheProgramWithItsReport() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let clock = TestScheduler()
            clock.stallLimit = 100
            func spin() { clock.perform(after: .zero) { spin() } }
            spin()
            clock.advance(by: .seconds(1))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("TestScheduler: time cannot move at 0.000 s"))
        #expect(message.contains("scheduled at ControlModelTests/ControlMisuseTests.swift:"))
    }

    /// Loud time: a scheduler that goes with calls pending says so when asked to.
    @Test func callsLeftPendingAtTheEndAreReportedWhenAsked() {
        var reports: [String] = []
        do {
            let quiet = TestScheduler()
            quiet.onMisuse = { reports.append($0.description) }
            quiet.perform(after: .seconds(1)) {}
        }
        #expect(reports.isEmpty)  // off by default
        var ran = false
        let line = #line + 5
        do {
            let loud = TestScheduler()
            loud.reportsPendingCallsAtDeinit = true
            loud.onMisuse = { reports.append($0.description) }
            for delay in [3, 1] { loud.perform(after: .seconds(delay)) { ran = true } }
            loud.perform(after: .seconds(3)) { ran = true }
            let done = loud.perform(after: .seconds(2)) {}
            done.cancel()
            loud.advance(by: .milliseconds(500))
            #expect(loud.pendingCalls.map(\.deadline.seconds) == [1, 3, 3])
        }
        #expect(!ran)
        #expect(reports == [
            "TestScheduler went at 0.500 s with calls still pending (the first due at 1.000 s): "
                + "2 calls scheduled at ControlModelTests/ControlMisuseTests.swift:\(line), "
                + "1 call scheduled at ControlModelTests/ControlMisuseTests.swift:\(line + 1). "
                + "Run them (advance, run()) or cancel them before the end."
        ])
    }

    /// Calls started on the queue and cancels from several threads race; exactly one side wins
    /// for each call. ThreadSanitizer (CI) reported races here on the call's status and the
    /// scheduler's sequence counter before.
    @Test func aLiveSchedulerIsSafeFromManyThreads() {
        final class Probe: Sendable { let runs = Atomic<Int>(0) }
        struct Scheduled: @unchecked Sendable { let call: ScheduledCall; let probe: Probe }
        let scheduler = LiveScheduler(queue: DispatchQueue(label: "live-scheduler-test"))
        let threads = 4, perThread = 1_000
        let problems = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var mine: [Scheduled] = []
            for index in 0..<perThread {
                let probe = Probe()
                let call = scheduler.perform(after: .zero) { probe.runs.add(1, ordering: .relaxed) }
                mine.append(Scheduled(call: call, probe: probe))
                _ = scheduler.now
                if (index + thread) % 2 == 0 { call.cancel() }  // may race its start on the queue
                if index % 3 == 0 { mine[index / 2].call.cancel() }  // an older one, perhaps run
            }
            // every call settles: cancelled, or run exactly once
            for entry in mine {
                var spins = 0
                while !entry.call.isCancelled && entry.probe.runs.load(ordering: .relaxed) == 0 && spins < 600_000 {
                    spins += 1
                    usleep(100)
                }
                let runs = entry.probe.runs.load(ordering: .relaxed)
                let settled = entry.call.isCancelled ? runs == 0 : (runs == 1 && entry.call.hasRun)
                if !settled { problems.add(1, ordering: .relaxed) }
            }
        }
        #expect(problems.load(ordering: .relaxed) == 0)
    }

    /// Formatting with more decimals than nanoseconds have: zeros, not a trap.
    @Test func aTimestampFormatsWithAnyNumberOfDecimals() {
        let time = Timestamp(seconds: 1.4305)
        #expect(time.formatted(decimals: 10) == "1.4305000000")
        #expect(time.formatted(decimals: 12) == "1.430500000000")
        #expect(Timestamp(nanoseconds: -1).formatted(decimals: 11) == "-0.00000000100")
        #expect(time.formatted(decimals: 0) == "1")
    }

    @Test func negativeDecimalsStopWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Timestamp(seconds: 1).formatted(decimals: -1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Timestamp.formatted(decimals:) needs 0 or more decimals, not -1"))
    }

    /// UIKit stops an app that selects a segment that does not exist; so does the model.
    @Test func selectingASegmentThatDoesNotExistStopsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let control = SegmentedControl(segments: 3)
            control.selectedSegmentIndex = 2
            control.selectedSegmentIndex = -1
            control.selectedSegmentIndex = 99
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SegmentedControl.selectedSegmentIndex = 99 names no segment"))
        await #expect(processExitsWith: .failure) {
            SegmentedControl(segments: 3).selectedSegmentIndex = -2
        }
    }

    @Test func removingTheSelectedSegmentLeavesNoSelection() {
        let control = SegmentedControl(segments: 3)
        var changes = 0
        let token = control.dispatchedEvents.add { _ in changes += 1 }
        control.selectedSegmentIndex = 2
        control.numberOfSegments = 2
        #expect(control.selectedSegmentIndex == -1)
        control.selectedSegmentIndex = 1
        control.numberOfSegments = 5
        #expect(control.selectedSegmentIndex == 1)
        #expect(changes == 0)  // set in code: nothing dispatched
        _ = token
    }

    /// Two threads in one clock at once: caught (debug builds) with a message, instead of a
    /// corrupted heap.
    @Test func aSecondThreadInsideTheClockIsCaught() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            struct Smuggled: @unchecked Sendable { let clock: TestScheduler }
            let clock = TestScheduler()
            let inside = DispatchSemaphore(value: 0)
            let never = DispatchSemaphore(value: 0)
            clock.perform(after: .seconds(1)) {
                inside.signal()
                never.wait()  // stays inside the clock's advance
            }
            let smuggled = Smuggled(clock: clock)
            DispatchQueue.global().async { smuggled.clock.advance(by: .seconds(1)) }
            inside.wait()
            clock.perform(after: .seconds(1)) {}  // this thread, while the other is inside
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("TestScheduler.schedule(at:site:_:) was called on one thread while another thread was inside the same TestScheduler"))
    }
}
