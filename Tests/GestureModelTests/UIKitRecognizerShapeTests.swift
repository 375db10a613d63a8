import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// Recognizer and view API in UIKit's shapes: target-action with method references, the pan's
/// coordinates by view, touches by index, a view's window and a settable recognizer list.
@Suite("UIKit shapes: recognizers' target-action, coordinates and touches; a view's window")
struct UIKitRecognizerShapeTests {
    private final class Screen {
        var log: [String] = []
        func didTap(_ tap: TapGestureRecognizer) { log.append("tap \(tap.state)") }
        func didPan(_ pan: PanGestureRecognizer) { log.append("pan \(pan.state) \(pan.translation(in: nil).x)") }
        func anyGesture(_ recognizer: GestureRecognizer) { log.append("any \(recognizer.state)") }
        func dismiss() { log.append("dismiss") }
    }

    /// `UITapGestureRecognizer(target:action:)`: the action runs when the tap is recognized,
    /// with the recognizer as its own type; methods taking the base type or nothing fit too.
    @Test func targetActionRecognizersCallTheirTargetsMethods() throws {
        let rig = GestureRig()
        let screen = Screen()
        let photo = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 400), identifier: "photo"))
        let tap = TapGestureRecognizer(target: screen, action: Screen.didTap)
        tap.addTarget(screen, action: Screen.anyGesture)
        photo.addGestureRecognizer(tap)
        photo.addGestureRecognizer(LongPressGestureRecognizer(target: screen, action: Screen.dismiss))
        try rig.window.tap(on: photo)
        #expect(screen.log == ["tap ended", "any ended"])
        try rig.window.longPress(on: photo)
        #expect(screen.log.suffix(2) == ["dismiss", "dismiss"], "began and ended")
    }

    /// UIKit does not retain a recognizer's targets.
    @Test func aRecognizersTargetIsHeldWeakly() throws {
        let rig = GestureRig()
        let photo = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        weak var gone: Screen?
        do {
            let screen = Screen()
            gone = screen
            photo.addGestureRecognizer(TapGestureRecognizer(target: screen, action: Screen.didTap))
        }
        #expect(gone == nil)
        try rig.window.tap(on: photo)  // nobody to call
    }

    /// `translation(in:)` and `velocity(in:)` are the pan's translation and velocity: views are
    /// not rotated or scaled, so a difference of points is the same in every view.
    @Test func aPansTranslationAndVelocityInAView() throws {
        let rig = GestureRig()
        let screen = Screen()
        let card = rig.add(View(frame: Rect(x: 50, y: 50, width: 300, height: 300)))
        let pan = PanGestureRecognizer(target: screen, action: Screen.didPan)
        card.addGestureRecognizer(pan)
        var seen: [(inCard: Point, translation: Point, velocity: Point, inWindow: Point)] = []
        pan.addHandler { _, state, _ in
            if state == .changed { seen.append((pan.translation(in: card), pan.translation, pan.velocity, pan.velocity(in: nil))) }
        }
        try rig.window.pan(on: card, by: Point(x: 100, y: 0), duration: .milliseconds(500))
        #expect(screen.log.first == "pan began 0.0" && screen.log.last == "pan ended 90.0")
        #expect(!seen.isEmpty && seen.allSatisfy { $0.inCard == $0.translation && $0.inWindow == $0.velocity && $0.velocity.x > 0 })
    }

    @Test func touchesByIndexInAView() throws {
        let rig = GestureRig()
        let photo = rig.add(View(frame: Rect(x: 100, y: 100, width: 200, height: 200)))
        let pinch = PinchGestureRecognizer()
        photo.addGestureRecognizer(pinch)
        let fingers = try rig.window.touchDown(on: photo, fingers: 2)
        #expect(pinch.numberOfTouches == 2)
        #expect(pinch.location(ofTouch: 1, in: photo) == photo.convert(fingers[1].location, from: nil))
        #expect(pinch.location(ofTouch: 0, in: nil) == fingers[0].location)
        rig.window.lift(fingers)
    }

    @Test func aViewKnowsItsWindow() {
        let rig = GestureRig()
        let card = rig.add(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        let badge = rig.add(View(), to: card)
        #expect(badge.window === rig.window && rig.window.window === rig.window)
        card.removeFromSuperview()
        #expect(badge.window == nil)
    }

    /// Setting `gestureRecognizers` detaches the ones left out, attaches the new ones and keeps
    /// the order given.
    @Test func settingTheRecognizerListAttachesAndDetaches() {
        let view = View()
        let a = TapGestureRecognizer(), b = PanGestureRecognizer(), c = SwipeGestureRecognizer()
        view.gestureRecognizers = [a, b]
        #expect(view.gestureRecognizers.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        view.gestureRecognizers = [c, a]
        #expect(view.gestureRecognizers.map(ObjectIdentifier.init) == [c, a].map(ObjectIdentifier.init))
        #expect(b.view == nil && a.view === view && c.view === view)
        view.gestureRecognizers = []
        #expect(a.view == nil && c.view == nil && view.gestureRecognizers.isEmpty)
    }
}
