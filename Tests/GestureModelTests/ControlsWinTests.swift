import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// Controls that win over a superview's recognizer, and the long press against a tap, written
/// from UIKit's documentation and internals (issue 18). Sources:
/// - [Controls]: Apple's article "Attaching gesture recognizers to UIKit controls" (formerly the
///   Event Handling Guide, iOS 6): a control calls its action for a single-finger single tap on a
///   UIButton, UISwitch, UIStepper, UISegmentedControl or UIPageControl; a single-finger swipe on
///   the knob of a UISlider, parallel to the slider; a single-finger pan on the knob of a
///   UISwitch, parallel to the switch.
/// - [K:Slider]: iOS 26.1 `-[_UISlideriOSVisualElement gestureRecognizerShouldBegin:]` (decompiled,
///   EthanArbuckle/iPhone18-3_26.1_23B85_Restore): on the thumb, a one-finger swipe whose direction
///   is along the slider and a one-finger pan whose translation is mostly along it do not begin.
/// - [K:LongPress]: iOS 26.1 `-[UILongPressGestureRecognizer canPreventGestureRecognizer:]`: it
///   answers yes for every recognizer except another long press (`_isGestureType:1`) with the same
///   touches and more taps required than its own; `_isGestureType:0` is the tap (see
///   `-[UITapGestureRecognizer canPreventGestureRecognizer:]`, which compares taps with taps under
///   type 0 and long presses under type 1).
@Suite struct ControlsWinTests {
    let rig = GestureRig()
    let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 800), identifier: "container")
    let log: EventLog

    init() {
        rig.add(container)
        log = EventLog(rig.clock)
    }

    private func attach<R: GestureRecognizer>(_ recognizer: R, _ name: String, to view: View? = nil) -> R {
        (view ?? container).addGestureRecognizer(recognizer)
        log.watch(recognizer, name)
        return recognizer
    }

    /// A switch at (100, 100), 51 × 31 (UISwitch's size), off: its knob is at its left end.
    private func addSwitch() -> Switch {
        let control = rig.add(Switch(frame: Rect(x: 100, y: 100, width: 51, height: 31)), to: container)
        log.watch(control, "switch")
        return control
    }

    /// A slider at (50, 300), 300 × 31, value 0: its thumb is at its left end.
    private func addSlider() -> Slider {
        let slider = rig.add(Slider(frame: Rect(x: 50, y: 300, width: 300, height: 31)), to: container)
        log.watch(slider, "slider")
        return slider
    }

    /// A one-finger drag from `start` by (`dx`, `dy`) in 10 moves of 16 ms.
    private func drag(from start: Point, dx: Double, dy: Double) {
        rig.window.drag(from: start, to: pt(start.x + dx, start.y + dy), duration: .milliseconds(160), steps: 10)
    }

    // MARK: Switch

    /// [Controls] a single-finger pan on a switch's knob, parallel to the switch: the superview's
    /// pan does not begin and the switch keeps its touch.
    @Test func superviewPanAlongASwitchsKnobDoesNotBegin() {
        _ = addSwitch()
        _ = attach(PanGestureRecognizer(), "pan")
        drag(from: pt(115, 115), dx: 40, dy: 0)
        #expect(!log.entries.contains("pan.began"))
        #expect(!log.entries.contains("switch.touchCancel"))
    }

    /// [Controls] only a pan parallel to the switch wins: a vertical pan from the knob begins.
    @Test func superviewPanAcrossASwitchBegins() {
        _ = addSwitch()
        _ = attach(PanGestureRecognizer(), "pan")
        drag(from: pt(115, 115), dx: 0, dy: 60)
        #expect(log.entries.contains("pan.began"))
    }

    // MARK: Slider

    /// [Controls] names the swipe; [K:Slider] refuses a one-finger pan too when its translation is
    /// mostly along the slider and it started on the thumb: the slider keeps its touch and its
    /// value follows the finger.
    @Test func superviewPanAlongASlidersThumbDoesNotBegin() {
        let slider = addSlider()
        _ = attach(PanGestureRecognizer(), "pan")
        let thumb = pt(50 + slider.thumbCenterX, 315)
        drag(from: thumb, dx: 120, dy: 0)
        #expect(!log.entries.contains("pan.began"))
        #expect(!log.entries.contains("slider.touchCancel"))
        #expect(slider.value > 0.3)
    }

    /// [K:Slider] the method's first test: while the slider tracks (it took the touch at once,
    /// on its thumb) it answers no whatever the gesture, so a pan across from the thumb does not
    /// begin either. (This test said the opposite before the rule was modelled; the direction
    /// only matters when the slider does not track, below.)
    @Test func superviewPanAcrossASlidersThumbDoesNotBeginWhileTheSliderTracks() {
        let slider = addSlider()
        _ = attach(PanGestureRecognizer(), "pan")
        drag(from: pt(50 + slider.thumbCenterX, 315), dx: 5, dy: 80)
        #expect(!log.entries.contains("pan.began"))
        #expect(log.entries.contains("slider.touchUpInside"))
    }

    /// [K:Slider] a pan that delays its touches' began keeps the slider from tracking: mostly
    /// across the slider, from its thumb, it begins…
    @Test func superviewPanAcrossASlidersThumbBeginsWhenTheSliderDoesNotTrack() {
        let slider = addSlider()
        let pan = attach(PanGestureRecognizer(), "pan")
        pan.delaysTouchesBegan = true
        drag(from: pt(50 + slider.thumbCenterX, 315), dx: 5, dy: 80)
        #expect(log.entries.contains("pan.began"))
        #expect(!log.entries.contains("slider.touchDown"))
    }

    /// [K:Slider] …and mostly along it, on the thumb, it does not: the slider then gets the
    /// withheld touch and follows the finger.
    @Test func superviewPanAlongASlidersThumbDoesNotBeginWhenTheSliderDoesNotTrack() {
        let slider = addSlider()
        let pan = attach(PanGestureRecognizer(), "pan")
        pan.delaysTouchesBegan = true
        drag(from: pt(50 + slider.thumbCenterX, 315), dx: 120, dy: 0)
        #expect(log.entries.contains("pan.failed"))
        #expect(log.entries.contains("slider.touchDown"))
        #expect(slider.value > 0.2)
    }

    /// [K:Slider] at the exact hysteresis edge: iOS 26.1's `-[UIPanGestureRecognizer
    /// touchesMoved:withEvent:]` takes the hysteresis off (`_removeHysteresisFromTranslation`)
    /// before it sets began, so a pan that reached exactly 10 pt along the slider reads (0, 0)
    /// when the slider is asked, and the slider's refusal is `|tx| ≤ |ty|` → allowed: it
    /// begins. One more point along (1, 0) is refused.
    @Test(arguments: [(10.0, true), (11.0, false)])
    func aPanAtTheExactHysteresisOnASlidersThumbIsAllowed(dx: Double, begins: Bool) {
        let slider = addSlider()
        let pan = attach(PanGestureRecognizer(), "pan")
        pan.delaysTouchesBegan = true
        let thumb = pt(50 + slider.thumbCenterX, 315)
        let finger = rig.window.touchDown(at: thumb)
        rig.wait(16)
        finger.move(to: pt(thumb.x + dx, thumb.y))
        #expect(log.entries.contains("pan.began") == begins)
        #expect(log.entries.contains("pan.failed") == !begins)
        finger.lift()
    }

    /// [K:Slider] while the slider tracks, a superview's single tap on its thumb does not
    /// recognize either; on the track beside the thumb (the slider does not track) it does.
    @Test func superviewTapOnASlidersThumbDoesNotRecognizeButOnItsTrackDoes() {
        let slider = addSlider()
        _ = attach(TapGestureRecognizer(), "tap")
        rig.window.tap(at: pt(50 + slider.thumbCenterX, 315))
        #expect(log.entries(of: "tap") == ["tap.failed"])
        rig.wait(500)
        rig.window.tap(at: pt(300, 315))
        #expect(log.entries(of: "tap") == ["tap.failed", "tap.ended"])
    }

    /// [Controls] a superview's pan along a switch beside its knob (the switch is on: its knob
    /// is at the right end) begins.
    @Test func superviewPanAlongASwitchOffItsKnobBegins() {
        let control = addSwitch()
        control.isOn = true
        _ = attach(PanGestureRecognizer(), "pan")
        drag(from: pt(105, 115), dx: -40, dy: 0)
        #expect(log.entries.contains("pan.began"))
    }

    /// [Controls] a single-finger swipe on the slider's knob, parallel to it, is the slider's.
    @Test func superviewSwipeAlongASlidersThumbDoesNotRecognize() {
        let slider = addSlider()
        _ = attach(SwipeGestureRecognizer(direction: .right), "swipe")
        drag(from: pt(50 + slider.thumbCenterX, 315), dx: 120, dy: 0)
        #expect(!log.entries.contains("swipe.ended"))
        #expect(slider.value > 0.3)
    }

    // MARK: Long press against tap

    /// [K:LongPress] a default long press (no taps) that begins can prevent a single tap on the
    /// same view: the tap fails at 0.5 s and does not fire when the finger lifts at 0.6 s, though
    /// that is within the tap's 0.75 s. (Reading `_isGestureType:1` as the tap would give the
    /// opposite; type 1 is the long press.)
    @Test func aDefaultLongPressThatBeginsFailsASingleTapOnTheSameView() {
        _ = attach(TapGestureRecognizer(), "tap")
        _ = attach(LongPressGestureRecognizer(), "press")
        let finger = rig.window.touchDown(at: pt(200, 200))
        rig.wait(500)
        #expect(log.entries == ["press.began", "tap.failed"])
        rig.wait(100)
        finger.lift()
        #expect(log.entries == ["press.began", "tap.failed", "press.ended"])
    }

    /// [K:LongPress] the exception in the long press's `canPreventGestureRecognizer:`: it cannot
    /// prevent another long press with the same touches that needs more taps. A default long press
    /// beginning at 0.5 s leaves a tap-and-hold long press (one tap, 0.7 s) on the same view alone.
    @Test func aDefaultLongPressCannotPreventALongPressThatNeedsMoreTaps() {
        _ = attach(LongPressGestureRecognizer(), "hold")
        let tapAndHold = attach(LongPressGestureRecognizer(), "tapAndHold")
        tapAndHold.numberOfTapsRequired = 1
        tapAndHold.minimumPressDuration = .milliseconds(700)
        rig.window.tap(at: pt(200, 200))
        rig.wait(100)
        let finger = rig.window.touchDown(at: pt(200, 200))
        rig.wait(500)
        #expect(log.entries(of: "hold").last == "hold.began")
        rig.wait(200)
        #expect(log.entries(of: "tapAndHold") == ["tapAndHold.began"])
        finger.lift()
    }
}
