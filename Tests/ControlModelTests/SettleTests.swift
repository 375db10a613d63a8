import Testing

@testable import ControlModel

/// Loud time: settling runs what is pending but says what kept it busy when it cannot settle,
/// and a scheduler can report at teardown what a test left pending.
@Suite("TestScheduler: settling until idle, bounded and loud")
struct SettleTests {
    @Test func settlingRunsChainsOfCallsToTheEnd() throws {
        let clock = TestScheduler()
        var log: [Double] = []
        func again(_ left: Int) {
            log.append(clock.now.seconds)
            if left > 0 { clock.perform(after: .seconds(1)) { again(left - 1) } }
        }
        clock.perform(after: .milliseconds(350)) { again(3) }
        #expect(try clock.runUntilIdle() == 4)
        #expect(log == [0.35, 1.35, 2.35, 3.35] && clock.now.seconds == 3.35 && clock.pendingCount == 0)
        #expect(try clock.runUntilIdle(limit: 0) == 0, "nothing pending: idle at once")
    }

    /// A call that reschedules itself forever never settles: the bound stops it and the error
    /// names where the calls that ran and the one left were scheduled.
    @Test func aRepeatingCallIsReportedWithItsSite() {
        let clock = TestScheduler()
        var ticks = 0
        func tick() {
            ticks += 1
            clock.perform(after: .milliseconds(100)) { tick() }
        }
        let site = #line - 2
        clock.perform(after: .milliseconds(100)) { tick() }
        let line = #line + 1
        let busy = #expect(throws: TestScheduler.Busy.self) { try clock.runUntilIdle(limit: 50) }
        #expect(ticks == 50 && clock.now == Timestamp(seconds: 5) && clock.pendingCount == 1)
        let file = "ControlModelTests/SettleTests.swift"
        #expect(
            busy?.description
                == "\(file):\(line): runUntilIdle(limit: 50) ran 50 calls (0.000 s to 5.000 s) and time did not settle: "
                + "the calls that ran were 1 call scheduled at \(file):\(site + 3), 49 calls scheduled at \(file):\(site); "
                + "still pending: 1 call scheduled at \(file):\(site) (the first due at 5.100 s). A call that keeps "
                + "scheduling another (a repeating timer, an autorepeat held down, a handler that reschedules itself) "
                + "never lets time settle: stop it, or advance by a fixed time instead.")
    }

    /// The models' own calls name the model: a stepper held down autorepeats forever, and both
    /// the settle and the teardown report say it is the stepper.
    @Test func aModelsCallsNameTheModel() {
        var reports: [String] = []
        do {
            let rig = ControlRig(Stepper(), frame: Rect(x: 100, y: 100, width: 94, height: 32))
            rig.clock.reportsPendingCallsAtDeinit = true
            rig.clock.onMisuse = { reports.append($0.description) }
            rig.down(80, 16)
            let busy = #expect(throws: TestScheduler.Busy.self) { try rig.clock.runUntilIdle(limit: 30) }
            #expect(busy?.description.contains("30 calls scheduled at ControlModel/Stepper.swift:") == true)
            #expect(rig.control.value == 30)
        }
        #expect(reports.count == 1 && reports[0].contains("1 call scheduled at ControlModel/Stepper.swift:"))
    }
}
