import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// Delivery (Who wins a touch): what the hit view gets while recognizers decide.
@Suite struct TouchDeliveryTests {
    let rig = GestureRig()
    let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), identifier: "container")
    let log: EventLog

    init() {
        rig.add(container)
        log = EventLog(rig.clock)
    }

    private func attach<R: GestureRecognizer>(_ recognizer: R, _ name: String, to target: View? = nil) -> R {
        (target ?? container).addGestureRecognizer(recognizer)
        log.watch(recognizer, name)
        return recognizer
    }

    private func touchView() -> TouchLogView {
        let view = rig.add(TouchLogView(frame: Rect(x: 50, y: 50, width: 200, height: 200)), to: container)
        view.shared = log
        return view
    }

    @Test func defaultsMatchUIKit() {
        let recognizer = GestureRecognizer()
        #expect(recognizer.cancelsTouchesInView)
        #expect(!recognizer.delaysTouchesBegan)
        #expect(recognizer.delaysTouchesEnded)
    }

    @Test func plainControlUnderASuperviewTapGetsTouchCancelAndNeverTouchUpInside() {
        let control = rig.add(Control(frame: Rect(x: 100, y: 100, width: 100, height: 50)), to: container)
        log.watch(control, "control")
        _ = attach(TapGestureRecognizer(), "tap")
        rig.window.tap(at: pt(150, 120))
        #expect(log.entries == ["control.touchDown", "tap.ended", "control.touchCancel"])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test func buttonUnderASuperviewTapStillGetsTouchUpInside() {
        let button = rig.add(Button(frame: Rect(x: 100, y: 100, width: 100, height: 50)), to: container)
        log.watch(button, "button")
        _ = attach(TapGestureRecognizer(), "tap")
        rig.window.tap(at: pt(150, 120))
        #expect(
            log.entries == [
                "button.touchDown", "tap.failed", "button.touchUpInside", "button.primaryActionTriggered",
            ])
    }

    @Test(arguments: ["switch", "stepper", "segmented"])
    func otherStandardControlsAlsoWinOverASuperviewSingleTap(_ kind: String) {
        let control: Control
        switch kind {
        case "switch": control = Switch()
        case "stepper": control = Stepper()
        default: control = SegmentedControl()
        }
        control.frame = Rect(x: 100, y: 100, width: 100, height: 50)
        rig.add(control, to: container)
        log.watch(control, "control")
        _ = attach(TapGestureRecognizer(), "tap")
        rig.window.tap(at: pt(125, 125))
        #expect(log.entries.contains("tap.failed"))
        #expect(!log.entries.contains("control.touchCancel"))
        #expect(log.entries.contains("control.touchUpInside"))
    }

    @Test func superviewDoubleTapDoesNotYieldToAButton() {
        let button = rig.add(Button(frame: Rect(x: 100, y: 100, width: 100, height: 50)), to: container)
        log.watch(button, "button")
        _ = attach(TapGestureRecognizer(taps: 2), "double")
        rig.window.doubleTap(at: pt(150, 120))
        #expect(log.entries.contains("double.ended"))
        #expect(log.entries.last == "button.touchCancel")
    }

    @Test func recognizerOnTheButtonItselfStillGetsFirstChance() {
        let button = rig.add(Button(frame: Rect(x: 100, y: 100, width: 100, height: 50)), to: container)
        log.watch(button, "button")
        _ = attach(TapGestureRecognizer(), "tap", to: button)
        rig.window.tap(at: pt(150, 120))
        #expect(log.entries == ["button.touchDown", "tap.ended", "button.touchCancel"])
    }

    @Test func superviewPanCancelsAButtonsTouchWhenItBegins() {
        let button = rig.add(Button(frame: Rect(x: 100, y: 100, width: 100, height: 50)), to: container)
        log.watch(button, "button")
        _ = attach(PanGestureRecognizer(), "pan")
        let finger = rig.window.touchDown(at: pt(150, 120))
        finger.move(to: pt(155, 120))
        finger.move(to: pt(170, 120))
        finger.lift()
        #expect(
            log.entries == [
                "button.touchDown", "button.touchDragInside", "pan.began", "button.touchCancel", "pan.ended",
            ])
    }

    /// When the recognizer fails, the view gets the began it withheld, then the touch's present
    /// state once: the two moves made meanwhile arrive as one (UIKit's delayed-touch dispatcher
    /// keeps one entry per touch: `-[UIGestureDelayedEventComponentDispatcher
    /// delayedTouchForTouch:event:]`, `sendDelayedTouches`).
    @Test func delaysTouchesBeganWithholdsBeganAndReleasesItWithThePresentMoveWhenTheRecognizerFails() {
        let view = touchView()
        let tap = attach(TapGestureRecognizer(), "tap")
        tap.delaysTouchesBegan = true
        let finger = rig.window.touchDown(at: pt(100, 100))
        finger.move(to: pt(110, 100))
        #expect(view.log.isEmpty)
        finger.move(to: pt(200, 100))  // beyond 45 pt: the tap fails
        #expect(log.entries == ["tap.failed", "view.began", "view.moved"])
        finger.lift()
        #expect(view.log == ["began", "moved", "ended"])
    }

    @Test func delaysTouchesBeganWithholdsEverythingFromTheViewWhenTheRecognizerRecognizes() {
        let view = touchView()
        let tap = attach(TapGestureRecognizer(), "tap")
        tap.delaysTouchesBegan = true
        rig.window.tap(at: pt(100, 100))
        #expect(log.entries == ["tap.ended"])
        #expect(view.log.isEmpty)  // never began, so no cancel either
    }

    @Test func delaysTouchesEndedWithholdsTheLiftUntilTheRecognizerFails() {
        let view = touchView()
        _ = attach(TapGestureRecognizer(taps: 2), "double")
        rig.window.tap(at: pt(100, 100))
        #expect(view.log == ["began"])
        rig.wait(349)
        #expect(view.log == ["began"])
        rig.wait(1)
        #expect(log.entries == ["view.began", "double.failed", "view.ended"])
    }

    @Test func withheldLiftIsReplacedByACancelWhenTheRecognizerRecognizes() {
        let view = touchView()
        _ = attach(TapGestureRecognizer(), "tap")
        rig.window.tap(at: pt(100, 100))
        #expect(view.log == ["began", "cancelled"])
        #expect(log.entries == ["view.began", "tap.ended", "view.cancelled"])
    }

    @Test func withoutDelaysTouchesEndedTheLiftIsDeliveredAtOnce() {
        let view = touchView()
        let double = attach(TapGestureRecognizer(taps: 2), "double")
        double.delaysTouchesEnded = false
        rig.window.tap(at: pt(100, 100))
        #expect(view.log == ["began", "ended"])
    }

    @Test func cancelsTouchesInViewFalseLetsTheViewFinishNormally() {
        let view = touchView()
        let tap = attach(TapGestureRecognizer(), "tap")
        tap.cancelsTouchesInView = false
        rig.window.tap(at: pt(100, 100))
        #expect(log.entries == ["view.began", "tap.ended", "view.ended"])
        #expect(view.log == ["began", "ended"])
    }

    @Test func cancelsTouchesInViewFalseLetsAControlReachTouchUpInside() {
        let control = rig.add(Control(frame: Rect(x: 100, y: 100, width: 100, height: 50)), to: container)
        log.watch(control, "control")
        let tap = attach(TapGestureRecognizer(), "tap")
        tap.cancelsTouchesInView = false
        rig.window.tap(at: pt(150, 120))
        #expect(log.entries == ["control.touchDown", "tap.ended", "control.touchUpInside"])
    }

    @Test func touchesCancelledBySystemFailAPossibleRecognizerAndCancelTheView() {
        let view = touchView()
        _ = attach(TapGestureRecognizer(), "tap")
        let finger = rig.window.touchDown(at: pt(100, 100))
        finger.cancel()
        #expect(log.entries == ["view.began", "tap.failed", "view.cancelled"])
        #expect(view.log == ["began", "cancelled"])
    }
}
