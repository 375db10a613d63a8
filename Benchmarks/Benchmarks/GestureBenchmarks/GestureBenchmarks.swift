import Benchmark
import ControlModel
import GestureModel

/// BlocksKit #330: calling `whenTapped` many times on one view must not pile up recognizers, so
/// a tap costs the same with 1000 registrations as with one (apart from running the handlers).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 10_000)

    for registrations in [1, 1000] {
        Benchmark("tap on a view with whenTapped called \(registrations) time(s)") { benchmark in
            let clock = TestScheduler()
            let window = Window(width: 390, height: 844, scheduler: clock)
            let view = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
            window.addSubview(view)
            var count = 0
            for _ in 0..<registrations { view.whenTapped { count += 1 } }
            precondition(view.gestureRecognizers.count == 1)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                window.tap(at: Point(x: 100, y: 100))
                clock.advance(by: .milliseconds(400))
            }
            benchmark.stopMeasurement()
            blackHole(count)
        }
    }
}
