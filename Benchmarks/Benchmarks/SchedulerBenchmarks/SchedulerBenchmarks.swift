import Benchmark
import ControlModel
import NIOCore
import NIOEmbedded

/// Issue 2's measure: N schedules with every tenth cancelled, then advancing through all —
/// our TestScheduler side by side with swift-nio's EmbeddedEventLoop doing the same — and a
/// 10M schedule/cancel churn whose memory must stay flat.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(5), maxIterations: 200)

    for count in [10_000, 100_000] {
        Benchmark("TestScheduler: \(count) schedules, every 10th cancelled, advance through all") { benchmark in
            for _ in benchmark.scaledIterations {
                let clock = TestScheduler()
                var calls: [ScheduledCall] = []
                calls.reserveCapacity(count)
                var ran = 0
                for index in 0..<count {
                    calls.append(clock.schedule(at: Timestamp(nanoseconds: Int64(index % 1000) * 1_000_000)) { ran += 1 })
                }
                for index in stride(from: 0, to: count, by: 10) { calls[index].cancel() }
                clock.advance(to: Timestamp(seconds: 2))
                blackHole(ran)
            }
        }

        Benchmark("NIO EmbeddedEventLoop: \(count) schedules, every 10th cancelled, advance through all") { benchmark in
            for _ in benchmark.scaledIterations {
                let loop = EmbeddedEventLoop()
                var tasks: [Scheduled<Void>] = []
                tasks.reserveCapacity(count)
                var ran = 0
                for index in 0..<count {
                    tasks.append(loop.scheduleTask(in: .milliseconds(Int64(index % 1000))) { ran += 1 })
                }
                for index in stride(from: 0, to: count, by: 10) { tasks[index].cancel() }
                loop.advanceTime(by: .seconds(2))
                blackHole(ran)
                try? loop.syncShutdownGracefully()
            }
        }
    }

    Benchmark(
        "TestScheduler: 10M schedule/cancel churn (memory must stay flat)",
        configuration: .init(metrics: [.wallClock, .peakMemoryResident, .mallocCountTotal], maxIterations: 1)
    ) { benchmark in
        let clock = TestScheduler()
        var live: [ScheduledCall] = []
        for index in 0..<10_000_000 {
            live.append(clock.perform(afterSeconds: 1) {})
            if live.count == 100 {
                for call in live { call.cancel() }
                live.removeAll(keepingCapacity: true)
            }
            if index % 1_000_000 == 0 { blackHole(clock.pendingCount) }
        }
        blackHole(clock.pendingCount)
    }
}
