import Dispatch
import Testing
@testable import ControlModel

@Suite("LiveScheduler: real time over Dispatch")
struct LiveSchedulerTests {
    @Test func firesOnRealTimeInOrderAndSkipsCancelled() async {
        let queue = DispatchQueue(label: "live-scheduler-test")
        let log = await withCheckedContinuation { (continuation: CheckedContinuation<[Int], Never>) in
            queue.async {
                let scheduler = LiveScheduler(queue: queue)
                nonisolated(unsafe) var log: [Int] = []
                // deadlines from one reading of the clock: `perform(after:)` reads it afresh
                // each call, so a thread preempted between two calls (a loaded machine) would
                // reorder them without any fault of the scheduler's
                let start = scheduler.now
                scheduler.schedule(at: start.advanced(by: .milliseconds(30))) { log.append(2) }
                scheduler.schedule(at: start.advanced(by: .milliseconds(10))) { log.append(1) }
                let cancelled = scheduler.schedule(at: start.advanced(by: .milliseconds(20))) { log.append(99) }
                cancelled.cancel()
                scheduler.schedule(at: start.advanced(by: .milliseconds(60))) { continuation.resume(returning: log) }
            }
        }
        #expect(log == [1, 2])
    }
}
