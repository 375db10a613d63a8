import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// The long-press recognizer's rules.
@Suite struct LongPressTests {
    let rig = GestureRig()
    let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let log: EventLog

    init() {
        rig.add(view)
        log = EventLog(rig.clock)
    }

    private func attachPress() -> LongPressGestureRecognizer {
        let press = LongPressGestureRecognizer()
        view.addGestureRecognizer(press)
        log.watch(press, "press")
        return press
    }

    @Test func beginsAfterHalfASecondThenMovesChangeAndTheLiftEnds() {
        _ = attachPress()
        let finger = rig.window.touchDown(at: pt(100, 100))
        rig.wait(499)
        #expect(log.entries.isEmpty)
        rig.wait(1)
        #expect(log.times(of: "press.began") == [500])
        finger.move(to: pt(300, 300))  // no movement limit after began
        finger.lift()
        #expect(log.entries == ["press.began", "press.changed", "press.ended"])
    }

    @Test func movingMoreThan10PointsBeforeBeganFails() {
        _ = attachPress()
        let finger = rig.window.touchDown(at: pt(100, 100))
        rig.wait(100)
        finger.move(to: pt(110, 100))
        #expect(log.entries.isEmpty)
        finger.move(to: pt(111, 100))
        #expect(log.entries == ["press.failed"])
        rig.wait(1000)
        finger.lift()
        #expect(log.entries == ["press.failed"])
    }

    @Test func liftBeforeTheTimerFails() {
        _ = attachPress()
        rig.window.press(at: pt(100, 100), duration: .milliseconds(400))
        #expect(log.entries == ["press.failed"])
        rig.wait(1000)
        #expect(log.entries == ["press.failed"])
    }

    @Test func longPressBeatsTapWhenHeld() {
        _ = attachPress()
        let tap = TapGestureRecognizer()
        view.addGestureRecognizer(tap)
        log.watch(tap, "tap")
        var tapped = 0
        let token = tap.addHandler { _, _, _ in tapped += 1 }
        let finger = rig.window.touchDown(at: pt(100, 100))
        rig.wait(500)
        #expect(log.entries == ["press.began", "tap.failed"])
        finger.lift()
        #expect(log.entries == ["press.began", "tap.failed", "press.ended"])
        #expect(tapped == 0)
        _ = token
    }

    @Test func quickTapFailsADefaultLongPress() {
        _ = attachPress()
        let tap = TapGestureRecognizer()
        view.addGestureRecognizer(tap)
        log.watch(tap, "tap")
        let finger = rig.window.touchDown(at: pt(100, 100))
        rig.wait(100)
        finger.lift()
        #expect(Set(log.entries) == ["tap.ended", "press.failed"])
        #expect(log.entries.count == 2)
    }

    @Test func tapThenPressIsRecognizedWhenOneTapIsRequired() {
        let press = attachPress()
        press.numberOfTapsRequired = 1
        rig.window.tap(at: pt(100, 100))
        rig.wait(100)
        let finger = rig.window.touchDown(at: pt(100, 100))
        rig.wait(500)
        #expect(log.entries == ["press.began"])
        finger.lift()
        #expect(log.entries == ["press.began", "press.ended"])
    }

    @Test func tapCannotFailALongPressThatNeedsAsManyTaps() {
        let press = attachPress()
        press.numberOfTapsRequired = 1
        let tap = TapGestureRecognizer()
        view.addGestureRecognizer(tap)
        log.watch(tap, "tap")
        rig.window.tap(at: pt(100, 100))
        #expect(log.entries == ["tap.ended"])
        rig.wait(100)
        let finger = rig.window.touchDown(at: pt(100, 100))
        rig.wait(500)
        #expect(log.entries(of: "press") == ["press.began"])
        finger.lift()
    }
}
