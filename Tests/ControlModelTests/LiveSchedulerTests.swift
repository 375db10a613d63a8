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
                scheduler.perform(after: .milliseconds(30)) { log.append(2) }
                scheduler.perform(after: .milliseconds(10)) { log.append(1) }
                let cancelled = scheduler.perform(after: .milliseconds(20)) { log.append(99) }
                cancelled.cancel()
                scheduler.perform(after: .milliseconds(60)) { continuation.resume(returning: log) }
            }
        }
        #expect(log == [1, 2])
    }
}
