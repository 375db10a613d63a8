import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// Hit-testing and binding (Who wins a touch): who gets a touch.
@Suite struct HitTestingTests {
    @Test func hiddenViewIsSkippedWithItsSubviews() {
        let rig = GestureRig()
        let back = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 400), identifier: "back"))
        let hidden = rig.add(View(frame: Rect(x: 50, y: 50, width: 200, height: 200), identifier: "hidden"))
        let child = rig.add(View(frame: Rect(x: 10, y: 10, width: 50, height: 50), identifier: "child"), to: hidden)
        #expect(rig.window.hitTest(pt(70, 70)) === child)
        hidden.isHidden = true
        #expect(rig.window.hitTest(pt(70, 70)) === back)
    }

    @Test func viewWithUserInteractionOffIsSkippedWithItsSubviews() {
        let rig = GestureRig()
        let back = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        let off = rig.add(View(frame: Rect(x: 50, y: 50, width: 200, height: 200)))
        let child = rig.add(View(frame: Rect(x: 10, y: 10, width: 50, height: 50)), to: off)
        #expect(rig.window.hitTest(pt(70, 70)) === child)
        off.isUserInteractionEnabled = false
        #expect(rig.window.hitTest(pt(70, 70)) === back)
    }

    @Test func disabledControlIsTransparentSoTheViewBehindGetsTheTap() {
        let rig = GestureRig()
        let back = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        let tap = TapGestureRecognizer()
        back.addGestureRecognizer(tap)
        let button = rig.add(Button(frame: Rect(x: 100, y: 100, width: 100, height: 50)))
        button.isEnabled = false
        let log = EventLog(rig.clock)
        log.watch(tap, "tap")
        log.watch(button, "button")
        #expect(rig.window.hitTest(pt(150, 120)) === back)
        rig.window.tap(at: pt(150, 120))
        #expect(log.entries == ["tap.ended"])
    }

    @Test func laterSiblingIsHitBeforeEarlierOne() {
        let rig = GestureRig()
        let first = rig.add(View(frame: Rect(x: 0, y: 0, width: 200, height: 200)))
        let second = rig.add(View(frame: Rect(x: 100, y: 100, width: 200, height: 200)))
        #expect(rig.window.hitTest(pt(150, 150)) === second)
        #expect(rig.window.hitTest(pt(50, 50)) === first)
    }

    @Test func deepestViewContainingThePointWins() {
        let rig = GestureRig()
        let outer = rig.add(View(frame: Rect(x: 0, y: 0, width: 300, height: 300)))
        let middle = rig.add(View(frame: Rect(x: 50, y: 50, width: 200, height: 200)), to: outer)
        let inner = rig.add(View(frame: Rect(x: 50, y: 50, width: 50, height: 50)), to: middle)
        #expect(rig.window.hitTest(pt(120, 120)) === inner)
        #expect(rig.window.hitTest(pt(60, 60)) === middle)
        #expect(rig.window.hitTest(pt(10, 10)) === outer)
        #expect(rig.window.hitTest(pt(350, 350)) === rig.window)
    }

    @Test func touchIsBoundToRecognizersOfTheHitViewAndItsAncestorsOnly() {
        let rig = GestureRig()
        let parent = rig.add(View(frame: Rect(x: 0, y: 0, width: 300, height: 300)))
        let child = rig.add(View(frame: Rect(x: 0, y: 0, width: 100, height: 100)), to: parent)
        let sibling = rig.add(View(frame: Rect(x: 150, y: 0, width: 100, height: 100)), to: parent)
        let onWindow = TapGestureRecognizer(identifier: "window")
        let onParent = TapGestureRecognizer(identifier: "parent")
        let onChild = TapGestureRecognizer(identifier: "child")
        let onSibling = TapGestureRecognizer(identifier: "sibling")
        for recognizer in [onWindow, onParent, onChild, onSibling] {
            recognizer.cancelsTouchesInView = false
        }
        rig.window.addGestureRecognizer(onWindow)
        parent.addGestureRecognizer(onParent)
        child.addGestureRecognizer(onChild)
        sibling.addGestureRecognizer(onSibling)
        let finger = rig.window.touchDown(at: pt(50, 50))
        #expect(onChild.isEngaged && onParent.isEngaged && onWindow.isEngaged)
        #expect(!onSibling.isEngaged)
        finger.lift()
    }

    @Test func touchStaysBoundToItsViewWhenItMovesAway() {
        let rig = GestureRig()
        let view = rig.add(TouchLogView(frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        let other = rig.add(TouchLogView(frame: Rect(x: 200, y: 0, width: 100, height: 100)))
        let finger = rig.window.touchDown(at: pt(50, 50))
        finger.move(to: pt(250, 50))
        finger.lift()
        #expect(view.log == ["began", "moved", "ended"])
        #expect(other.log.isEmpty)
    }

    @Test func disabledRecognizerOrOneThatRefusesTheTouchDoesNotReceiveIt() {
        let rig = GestureRig()
        let view = rig.add(View(frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        let disabled = TapGestureRecognizer()
        disabled.isEnabled = false
        let refusing = TapGestureRecognizer()
        refusing.delegateClosures.shouldReceive = { _, _ in false }
        view.addGestureRecognizer(disabled)
        view.addGestureRecognizer(refusing)
        let log = EventLog(rig.clock)
        log.watch(disabled, "disabled")
        log.watch(refusing, "refusing")
        let finger = rig.window.touchDown(at: pt(50, 50))
        #expect(!disabled.isEngaged && !refusing.isEngaged)
        finger.lift()
        #expect(log.entries.isEmpty)
    }

    @Test func recognizersSeeEachPhaseBeforeTheView() {
        let rig = GestureRig()
        let log = EventLog(rig.clock)
        let view = rig.add(TouchLogView(frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        view.shared = log
        let recognizer = ScriptedRecognizer(identifier: "scripted")
        recognizer.shared = log
        recognizer.delaysTouchesEnded = false
        view.addGestureRecognizer(recognizer)
        let finger = rig.window.touchDown(at: pt(50, 50))
        finger.lift()
        #expect(log.entries == ["scripted.touchesBegan", "view.began", "scripted.touchesEnded", "view.ended"])
    }
}
