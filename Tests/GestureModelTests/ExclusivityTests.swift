import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// Exclusivity (Who wins a touch): who fails whom when a recognizer begins or ends.
@Suite struct ExclusivityTests {
    let rig = GestureRig()
    let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), identifier: "view")
    let log: EventLog

    init() {
        rig.add(view)
        log = EventLog(rig.clock)
    }

    private func attach<R: GestureRecognizer>(_ recognizer: R, _ name: String, to target: View? = nil) -> R {
        (target ?? view).addGestureRecognizer(recognizer)
        log.watch(recognizer, name)
        return recognizer
    }

    @Test func panBeatsTapOnADrag() {
        _ = attach(TapGestureRecognizer(), "tap")
        _ = attach(PanGestureRecognizer(), "pan")
        rig.window.drag(from: pt(100, 100), to: pt(300, 100), steps: 20)
        #expect(log.entries.prefix(2) == ["pan.began", "tap.failed"])
        #expect(log.entries.last == "pan.ended")
        #expect(!log.entries.contains("tap.ended"))
    }

    @Test func longPressBeatsTapWhenHeld() {
        _ = attach(TapGestureRecognizer(), "tap")
        _ = attach(LongPressGestureRecognizer(), "press")
        rig.window.press(at: pt(100, 100), duration: .milliseconds(600))
        #expect(log.entries == ["press.began", "tap.failed", "press.ended"])
    }

    @Test func quickTapBeatsALongPress() {
        _ = attach(LongPressGestureRecognizer(), "press")
        _ = attach(TapGestureRecognizer(), "tap")
        rig.window.tap(at: pt(100, 100))
        #expect(log.entries.contains("tap.ended"))
        #expect(log.entries.contains("press.failed"))
        rig.wait(1000)
        #expect(!log.entries.contains("press.began"))
    }

    @Test func singleAndDoubleTapWithoutARequirementBothFire() {
        _ = attach(TapGestureRecognizer(taps: 2), "double")
        _ = attach(TapGestureRecognizer(), "single")
        rig.window.tap(at: pt(100, 100))
        #expect(log.entries == ["single.ended"])
        rig.wait(100)
        rig.window.tap(at: pt(100, 100))
        #expect(log.entries.contains("double.ended"))
    }

    @Test func twoPansOnOneViewExcludeEachOther() {
        _ = attach(PanGestureRecognizer(), "first")
        _ = attach(PanGestureRecognizer(), "second")
        rig.window.drag(from: pt(100, 100), to: pt(200, 100), steps: 2)
        #expect(log.entries == ["first.began", "second.failed", "first.changed", "first.ended"])
    }

    @Test func childRecognizerExcludesTheParentsRecognizer() {
        let child = rig.add(View(frame: Rect(x: 0, y: 0, width: 200, height: 200)), to: view)
        _ = attach(TapGestureRecognizer(), "parent")
        _ = attach(TapGestureRecognizer(), "child", to: child)
        rig.window.tap(at: pt(100, 100))
        #expect(log.entries == ["child.ended", "parent.failed"])
    }

    @Test func siblingViewsNeverExcludeEachOther() {
        let left = rig.add(View(frame: Rect(x: 0, y: 0, width: 200, height: 400)), to: view)
        let right = rig.add(View(frame: Rect(x: 200, y: 0, width: 200, height: 400)), to: view)
        _ = attach(PanGestureRecognizer(), "left", to: left)
        _ = attach(PanGestureRecognizer(), "right", to: right)
        _ = attach(TapGestureRecognizer(), "leftTap", to: left)
        let fingers = rig.window.touchDown(at: [pt(100, 100), pt(300, 100)])
        fingers[0].move(to: pt(100, 150))
        fingers[1].move(to: pt(300, 150))
        #expect(log.entries == ["left.began", "leftTap.failed", "right.began"])
        for finger in fingers { finger.lift() }
        #expect(log.entries(of: "left") == ["left.began", "left.ended"])
        #expect(log.entries(of: "right") == ["right.began", "right.ended"])
    }

    @Test func tapOnOneSiblingAndPressOnAnotherBothRecognize() {
        let left = rig.add(View(frame: Rect(x: 0, y: 0, width: 200, height: 400)), to: view)
        let right = rig.add(View(frame: Rect(x: 200, y: 0, width: 200, height: 400)), to: view)
        _ = attach(LongPressGestureRecognizer(), "press", to: left)
        _ = attach(TapGestureRecognizer(), "tap", to: right)
        let holder = rig.window.touchDown(at: pt(100, 100))
        rig.wait(500)
        rig.window.tap(at: pt(300, 100))
        holder.lift()
        #expect(log.entries == ["press.began", "tap.ended", "press.ended"])
    }

    @Test func simultaneousRecognitionAllowedByEitherSide() {
        for side in 0..<2 {
            let rig = GestureRig()
            let view = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
            let first = PanGestureRecognizer()
            let second = PanGestureRecognizer()
            view.addGestureRecognizer(first)
            view.addGestureRecognizer(second)
            let log = EventLog(rig.clock)
            log.watch(first, "first")
            log.watch(second, "second")
            (side == 0 ? first : second).delegateClosures.shouldRecognizeSimultaneously = { _, _ in true }
            rig.window.drag(from: pt(100, 100), to: pt(200, 100), steps: 2)
            #expect(log.entries(of: "first") == ["first.began", "first.changed", "first.ended"])
            #expect(log.entries(of: "second") == ["second.began", "second.changed", "second.ended"])
        }
    }

    @Test func recognizerThatAlreadyBeganIsNotCancelledByAnother() {
        let early = ScriptedRecognizer(identifier: "early")
        early.preventsOthers = false
        early.onBegan = { recognizer, _ in recognizer.requestState(.began) }
        early.onEnded = { recognizer, _ in recognizer.requestState(.ended) }
        _ = attach(early, "early")
        _ = attach(PanGestureRecognizer(), "pan")
        let finger = rig.window.touchDown(at: pt(100, 100))
        finger.move(to: pt(150, 100))
        #expect(log.entries == ["early.began", "pan.began"])
        #expect(early.state == .began)
        finger.lift()
        #expect(log.entries == ["early.began", "pan.began", "early.ended", "pan.ended"])
    }

    @Test func recognizerThatCannotBePreventedSurvives() {
        let sturdy = ScriptedRecognizer(identifier: "sturdy")
        sturdy.preventable = false
        sturdy.delaysTouchesEnded = false
        sturdy.onEnded = { recognizer, _ in recognizer.requestState(.ended) }
        sturdy.discrete = true
        let pan = attach(PanGestureRecognizer(), "pan")
        _ = attach(sturdy, "sturdy")
        _ = pan
        let finger = rig.window.touchDown(at: pt(100, 100))
        finger.move(to: pt(150, 100))
        #expect(log.entries == ["pan.began"])
        finger.lift()
        #expect(log.entries.contains("sturdy.ended"))
    }

    @Test func failureRequirementBetweenTwoRecognizersReplacesExclusion() throws {
        let pan = attach(PanGestureRecognizer(), "pan")
        let press = attach(LongPressGestureRecognizer(), "press")
        press.require(toFail: pan)
        let finger = rig.window.touchDown(at: pt(100, 100))
        finger.move(to: pt(105, 100))
        rig.wait(500)
        #expect(log.entries.isEmpty)  // press held behind the possible pan
        finger.lift()
        // The pan fails at the lift, releasing the press, which begins and ends.
        #expect(log.entries == ["pan.failed", "press.began", "press.ended"])
    }
}
