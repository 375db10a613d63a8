import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// A recognizer's own timers: requests after a delay, cancelled with the gesture.
@Suite("recognizer timers")
struct RecognizerTimerTests {
    /// A rig whose one recognizer asks for began 300 ms after its touch comes down.
    static func rig() -> (GestureRig, ScriptedRecognizer, [ObservationToken], () -> [String]) {
        let rig = GestureRig()
        let view = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 800)))
        let recognizer = ScriptedRecognizer(identifier: "r")
        recognizer.onBegan = { recognizer, _ in recognizer.scheduleRequest(.began, after: .milliseconds(300)) }
        view.addGestureRecognizer(recognizer)
        var log: [String] = []
        let token = recognizer.stateChanges.add { change in log.append("\(rig.nowMS) \(change.state)") }
        return (rig, recognizer, [token], { log })
    }

    @Test func aScheduledRequestArrivesAfterItsDelay() {
        let (rig, _, tokens, log) = RecognizerTimerTests.rig()
        let finger = rig.window.touchDown(at: pt(10, 10))
        rig.wait(299)
        #expect(log().isEmpty)
        rig.wait(1)
        #expect(log() == ["300 began"])
        finger.lift()
        _ = tokens
    }

    @Test func aGestureThatEndsFirstCancelsItsRequest() {
        let (rig, recognizer, tokens, log) = RecognizerTimerTests.rig()
        recognizer.onEnded = { recognizer, _ in recognizer.requestState(.failed) }
        let finger = rig.window.touchDown(at: pt(10, 10))
        rig.wait(100)
        finger.lift()
        rig.wait(1_000)
        #expect(log() == ["100 failed"])
        #expect(rig.clock.pendingCount == 0)
        _ = tokens
    }

    @Test func aWindowGivenAnotherSchedulerRunsRecognizerTimersOnIt() {
        let first = TestScheduler(), second = TestScheduler()
        let window = Window(width: 400, height: 400, scheduler: first)
        let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        let press = LongPressGestureRecognizer()
        view.addGestureRecognizer(press)
        window.scheduler = second
        let finger = window.touchDown(at: pt(50, 50))
        #expect(first.pendingCount == 0)
        #expect(second.pendingCount > 0)
        second.advance(by: .seconds(1))
        #expect(press.state == .began)
        finger.lift()
    }

    /// A timer cancelled from outside the recognizer (the clock's `cancelAll`) is over: the
    /// next timer runs its own action and asks for its own state, not the cancelled one's.
    @Test func aTimerCancelledByTheClockIsNotRunInPlaceOfTheNextOne() {
        let rig = GestureRig()
        let view = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 800)))
        let recognizer = ScriptedRecognizer(identifier: "r")
        var log: [String] = []
        recognizer.onBegan = { recognizer, _ in
            recognizer.scheduleTimer(after: .milliseconds(100)) { log.append("A") }
            recognizer.scheduleRequest(.failed, after: .milliseconds(100))
        }
        recognizer.onMoved = { recognizer, _ in
            recognizer.scheduleTimer(after: .milliseconds(100)) { log.append("B") }
            recognizer.scheduleRequest(.began, after: .milliseconds(100))
        }
        view.addGestureRecognizer(recognizer)
        let token = recognizer.stateChanges.add { change in log.append("\(change.state)") }
        let finger = rig.window.touchDown(at: pt(10, 10))
        rig.clock.cancelAll()
        finger.move(to: pt(12, 12))
        rig.wait(200)
        #expect(log == ["B", "began"])
        finger.lift()
        _ = token
    }
}
