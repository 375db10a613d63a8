import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// Reset while fingers are down. iOS 26.1 UIKitCore (decompiled) resets a recognizer that
/// failed or ended after the event in which it finished, whatever other fingers are still down:
/// `-[UIGestureEnvironment _updateForEvent:window:]` queues it
/// (`_queueGestureRecognizersForResetIfFinished:`) unless a recognizer tied to it by a failure
/// requirement is still active (`_activeRelationshipsForGestureRecognizer:`), and the update
/// resets it (`_UIGestureEnvironmentUpdateGestureGraph` → `_resetGestureRecognizer`). Its own
/// touches are ignored from then on (`_ignoreActiveEvents` → `ignoreTouch:forEvent:`), but a
/// finger that lands later is offered to it again:
/// `-[UITouchesEvent _addGestureRecognizersFromContainer:toTouch:forContinuation:]` skips only
/// recognizers that are disabled or past changed, and `_shouldReceiveTouch:forEvent:recognizerView:`
/// asks nothing about the sequence. (Apple's `UIGestureRecognizer.State` page says finished
/// recognizers stay finished until the event sequence ends; the code does not do that.)
@Suite struct ResetUnderHeldFingersTests {
    let rig = GestureRig()
    let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), identifier: "view")
    let log: EventLog

    init() {
        rig.add(view)
        rig.window.explainsDecisions = true
        log = EventLog(rig.clock)
    }

    private func attach<R: GestureRecognizer>(_ recognizer: R, _ name: String) -> R {
        recognizer.identifier = name
        view.addGestureRecognizer(recognizer)
        log.watch(recognizer, name)
        return recognizer
    }

    /// A one-finger tap fails when a second finger lands, is reset at once, and recognizes a
    /// third finger's quick tap while the first two are still down.
    @Test func aResetTapTakesAFingerThatLandsLater() {
        let tap = attach(TapGestureRecognizer(), "tap")
        let first = rig.window.touchDown(at: pt(100, 100))
        rig.wait(20)
        let second = rig.window.touchDown(at: pt(200, 100))
        #expect(log.entries == ["tap.failed"])
        #expect(tap.state == .possible)
        rig.wait(20)
        rig.window.tap(at: pt(300, 100))
        #expect(log.entries == ["tap.failed", "tap.ended"])
        first.lift()
        second.lift()
        #expect(log.entries == ["tap.failed", "tap.ended"])
    }

    /// A finished recognizer tied by a failure requirement to one still active is not reset, so
    /// it takes no finger that lands meanwhile; it is reset once the other finishes.
    @Test func aTiedFinishedRecognizerTakesNoNewFinger() {
        let pan = attach(PanGestureRecognizer(), "pan")
        let tap = attach(TapGestureRecognizer(), "tap")
        tap.require(toFail: pan)
        let first = rig.window.touchDown(at: pt(100, 100))
        rig.wait(20)
        let second = rig.window.touchDown(at: pt(200, 100))
        #expect(log.entries == ["tap.failed"])
        #expect(tap.state == .failed)
        rig.wait(20)
        rig.window.tap(at: pt(300, 100))
        #expect(tap.state == .failed)
        #expect(!log.entries.contains("tap.ended"))
        first.lift()
        second.lift()
        #expect(log.entries == ["tap.failed", "pan.failed"])
        #expect(tap.state == .possible)
    }
}
