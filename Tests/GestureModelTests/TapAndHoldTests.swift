import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// A long press that requires a tap before the press (tap and hold): the tap before the press
/// is a tap's, so it fails when held longer than a tap may last (0.75 s), and when the press
/// does not come down within the interval between taps (0.35 s) after it.
///
/// Sources: Apple's `UILongPressGestureRecognizer.h` ("numberOfTapsRequired … The number of
/// full taps required before the press for gesture to be recognized"); the 0.75 s and 0.35 s
/// are a tap's, iOS 26.1 UIKitCore's `UITapRecognizer` (decompiled), as
/// ``TapGestureRecognizer`` states.
@Suite struct TapAndHoldTests {
    let rig = GestureRig()
    let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let press = LongPressGestureRecognizer()
    let log: EventLog

    init() {
        rig.add(view)
        press.numberOfTapsRequired = 1
        view.addGestureRecognizer(press)
        log = EventLog(rig.clock)
        log.watch(press, "press")
        rig.window.explainsDecisions = true
    }

    /// The tap held 0.8 s is no tap: the press fails at 0.75 s, held too long.
    @Test func aTapHeldLongerThanATapFailsHeldTooLong() {
        let finger = rig.window.touchDown(at: pt(100, 100))
        rig.wait(800)
        #expect(log.entries == ["press.failed"])
        #expect(log.times(of: "press.failed") == [750])
        #expect(press.lastDecision?.reason == .heldTooLong(limit: .milliseconds(750)))
        finger.lift()
        #expect(log.entries == ["press.failed"])
    }

    /// A quick tap and then nothing: the press fails 0.35 s after the tap's lift, the next
    /// touch too late.
    @Test func aTapWithoutAPressAfterItFailsNextTapTooLate() {
        rig.window.tap(at: pt(100, 100))
        rig.wait(349)
        #expect(log.entries.isEmpty)
        rig.wait(1)
        #expect(log.entries == ["press.failed"])
        #expect(log.times(of: "press.failed") == [400])
        #expect(press.lastDecision?.reason == .nextTapTooLate(limit: .milliseconds(350)))
    }
}
