import ControlModel
import Dispatch
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings
@testable import Replay
@testable import CorpusTesting

/// The library from user code (issue 31, items 13-15): a scene dropped with a delayed control
/// handler pending, many fingers down at once, and the clock fed from a second thread.
@Suite("the library from user code: a scene dropped with a handler pending, many fingers down, the clock from a second thread")
struct LibraryHardeningTests {
    /// A scene whose button runs `submit` 300 ms after touchUpInside.
    static let scene = """
        {"scene": 1, "window": {"width": 200, "height": 200},
         "views": [{"id": "go", "type": "button", "frame": [0, 0, 100, 100],
                    "handlers": [{"id": "submit", "events": ["touchUpInside"], "delay": 0.3}]}]}
        """

    /// A scene dropped while its window and clock lived, a delayed control handler pending,
    /// aborted on an unowned reference when the handler came due; the call goes with the scene
    /// (nothing is recorded after it).
    @Test func aSceneDroppedWithADelayedControlHandlerPendingGoesQuietly() throws {
        var records: [ReplayRecord] = []
        var scene: Scene? = try SceneLoader.load(bytes: Array(Self.scene.utf8), file: "scene.json") { records.append($0) }
        let window = try #require(scene?.window)
        let clock = try #require(scene?.clock)
        window.tap(at: Point(x: 50, y: 50))
        let before = records.count
        #expect(records.contains { $0.id == "go" })
        scene = nil
        clock.advance(by: .seconds(1))
        #expect(records.count == before)
        _ = window
    }

    /// Putting fingers down one after another was cubic in the fingers down (each finding a free
    /// identifier by building the whole table of touches for every candidate): 1,000 fingers
    /// took 16 s. Counted, not timed: the identifiers given are the smallest free ones.
    @Test func manyFingersDownTakeTheSmallestFreeIdentifiers() {
        let window = Window(width: 400, height: 400, scheduler: TestScheduler())
        var fingers: [Finger] = []
        for index in 0..<2000 { fingers.append(window.touchDown(at: Point(x: Double(index % 400), y: 10))) }
        #expect(fingers.map(\.identifier) == Array(1...2000))
        fingers[9].lift()
        fingers[4].lift()
        #expect(window.touchDown(at: Point(x: 1, y: 1)).identifier == 5)
        #expect(window.touchDown(at: [Point(x: 1, y: 1), Point(x: 2, y: 2), Point(x: 3, y: 3)]).map(\.identifier) == [10, 2001, 2002])
        #expect(window.touchesDown.count == 2002)
    }

    /// The clock fed from a second thread while the window handles a touch on the first showed
    /// up later as "the scheduler's heap is inconsistent": the window holds its clock while it
    /// handles touches, so the second thread's call is named (debug builds).
    @Test func theClockFedFromASecondThreadDuringATouchIsNamed() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            final class Stalling: View, @unchecked Sendable {
                let inside = DispatchSemaphore(value: 0)
                let never = DispatchSemaphore(value: 0)
                override func touchesBegan(_ touches: [Touch]) {
                    inside.signal()
                    never.wait()  // stays inside the window's handling of the touch
                }
            }
            struct Smuggled: @unchecked Sendable { let window: Window }
            let clock = TestScheduler()
            let window = Window(width: 400, height: 400, scheduler: clock)
            let view = Stalling(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            window.addSubview(view)
            let smuggled = Smuggled(window: window)
            DispatchQueue.global().async { smuggled.window.touchDown(at: Point(x: 10, y: 10)) }
            view.inside.wait()
            clock.perform(after: .seconds(1)) {}  // this thread, while the other is in the window
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("TestScheduler.schedule(at:site:_:) was called on one thread while another thread was inside the same TestScheduler"), "\(message)")
    }
}
