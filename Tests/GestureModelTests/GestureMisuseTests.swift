import ControlModel
import Dispatch
import Testing

@testable import GestureModel

/// Misuse of a window from user code (issue 24): caught with a message that names it.
@Suite("misuse from user code: a window driven from two threads")
struct GestureMisuseTests {
    /// One thread is inside the window (a view's touch handler has not returned) when another
    /// hands it a touch: before, both ran on the same state and corrupted the heap.
    @Test func aSecondThreadHandlingTouchesIsCaught() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            final class Stalling: View, @unchecked Sendable {
                let inside = DispatchSemaphore(value: 0)
                let never = DispatchSemaphore(value: 0)
                override func touchesBegan(_ touches: [Touch]) {
                    inside.signal()
                    never.wait()  // stays inside the window's handling of the first touch
                }
            }
            struct Smuggled: @unchecked Sendable { let window: Window }
            let window = Window(width: 400, height: 400, scheduler: TestScheduler())
            let view = Stalling(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            window.addSubview(view)
            let smuggled = Smuggled(window: window)
            DispatchQueue.global().async { smuggled.window.touchDown(at: Point(x: 10, y: 10)) }
            view.inside.wait()
            window.touchDown(at: Point(x: 300, y: 300))  // this thread, while the other is inside
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Window.handle(_:) was called on one thread while another thread was inside the same Window"))
    }

    /// The same window used from one thread after another (a task resuming elsewhere after an
    /// `await`, a scene made on one thread and replayed on another) is one domain: allowed.
    ///
    /// The hand-over is a Dispatch semaphore, whose happens-before ThreadSanitizer sees (CI runs
    /// this suite under it); with a checked continuation it reported a race on the window's
    /// touches now and then, though the continuation orders the two threads just the same.
    @Test func oneThreadAfterAnotherIsFine() {
        struct Smuggled: @unchecked Sendable { let window: Window; let clock: TestScheduler }
        let clock = TestScheduler()
        let window = Window(width: 400, height: 400, scheduler: clock)
        let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        var taps = 0
        view.whenTapped { taps += 1 }
        let smuggled = Smuggled(window: window, clock: clock)
        for _ in 0..<3 {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                smuggled.window.tap(at: Point(x: 10, y: 10))
                smuggled.clock.advance(by: .seconds(1))
                done.signal()
            }
            done.wait()
            window.tap(at: Point(x: 20, y: 20))
            clock.advance(by: .seconds(1))
        }
        #expect(taps == 6)
    }
}
