import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// A touch a pan ignores — a finger past its maximum while `failsPastMaxTouches` is off — is no
/// longer the pan's: the pan neither withholds its phases from its view (`delaysTouchesEnded`)
/// nor cancels it when it begins (`cancelsTouchesInView`).
///
/// Sources: Apple, `UIGestureRecognizer.ignore(_:for:)` ("If a touch isn't part of this gesture
/// it can be passed to ignoreTouch:forEvent:"; the ignored touch's later events are not sent
/// to the recognizer, and it is not delayed or cancelled on its behalf), `delaysTouchesEnded`,
/// `cancelsTouchesInView`; iOS 26.1 UIKitCore, `-[UIPanGestureRecognizer touchesBegan:withEvent:]`
/// (decompiled: a touch past `maximumNumberOfTouches` is ignored when the pan does not fail).
@Suite struct IgnoredTouchTests {
    let rig = GestureRig()
    let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 800), identifier: "container")
    let button = Button(frame: Rect(x: 100, y: 400, width: 200, height: 80))
    let pan = PanGestureRecognizer()
    let log: EventLog

    init() {
        rig.add(container)
        rig.add(button, to: container)
        pan.maximumNumberOfTouches = 1
        pan.failsPastMaxTouches = false
        container.addGestureRecognizer(pan)
        log = EventLog(rig.clock)
        log.watch(pan, "pan")
        log.watch(button, "button")
    }

    /// While the pan's own finger rests, a second finger taps the button: its lift reaches the
    /// button at once (the pan, still possible, would hold an ended it delays).
    @Test func aButtonTappedByASecondFingerFiresAtThatFingersLift() {
        let first = rig.window.touchDown(at: pt(50, 100))
        rig.wait(20)
        let second = rig.window.touchDown(at: pt(200, 440))
        rig.wait(50)
        second.lift()
        #expect(log.entries(of: "button") == ["button.touchDown", "button.touchUpInside", "button.primaryActionTriggered"])
        #expect(log.times(of: "button.touchUpInside") == [70])
        rig.wait(50)
        first.lift()
        #expect(log.entries(of: "pan") == ["pan.failed"])
    }

    /// The pan begins with its own finger while the second finger is down on the button: the
    /// button's touch is not the pan's, so it is not cancelled, and its lift fires.
    @Test func aPanThatBeginsDoesNotCancelATouchItIgnores() {
        let first = rig.window.touchDown(at: pt(50, 100))
        rig.wait(20)
        let second = rig.window.touchDown(at: pt(200, 440))
        for step in 1...5 {
            rig.wait(16)
            first.move(to: pt(50, 100 + Double(step) * 10))
        }
        #expect(log.entries(of: "pan").first == "pan.began")
        second.lift()
        #expect(!log.entries(of: "button").contains("button.touchCancel"))
        #expect(log.entries(of: "button").contains("button.touchUpInside"))
        first.lift()
        #expect(log.entries(of: "pan").last == "pan.ended")
    }
}
