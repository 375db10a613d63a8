import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import TestFixtures

/// The values UIKit code sets back during a gesture to read the next change alone: a pinch's
/// `scale = 1`, a rotation's `rotation = 0`, a pan's `setTranslation(.zero, in:)` (Apple's
/// "Handling pinch gestures", "Handling rotation gestures" and "Handling pan gestures" samples).
@Suite struct SettableGestureValuesTests {
    let rig = GestureRig()
    let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))

    init() { rig.add(view) }

    /// After `scale = 1` at a distance, the scale is the distance over that distance.
    @Test func settingAPinchsScaleMakesLaterScalesRelativeToIt() {
        let pinch = PinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        let fingers = rig.window.touchDown(at: [pt(100, 400), pt(200, 400)])
        fingers[1].move(to: pt(250, 400))
        #expect(pinch.state == .began && pinch.scale.isClose(to: 150.0 / 108.0))
        pinch.scale = 1
        #expect(pinch.scale == 1)
        fingers[1].move(to: pt(400, 400))  // 150 → 300 apart
        #expect(pinch.scale.isClose(to: 2))
        pinch.scale = 3
        fingers[1].move(to: pt(250, 400))  // 300 → 150
        #expect(pinch.scale.isClose(to: 1.5))
        // a finger lifting and landing again goes on from the value set
        fingers[1].lift()
        let again = rig.window.touchDown(at: pt(250, 400))  // 150 apart
        again.move(to: pt(325, 400))  // 225
        #expect(pinch.scale.isClose(to: 2.25))
        fingers[0].lift()
        again.lift()
        #expect(pinch.state == .possible && pinch.scale == 1, "reset after the gesture")
    }

    /// After `rotation = 0`, the rotation is the turn since then.
    @Test func settingARotationsRotationMakesLaterRotationsRelativeToIt() {
        let rotation = RotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        let fingers = rig.window.touchDown(at: [pt(100, 400), pt(300, 400)])  // 0 rad
        fingers[1].move(to: pt(200 + 100 * cos(0.5), 400 + 100 * sin(0.5)))  // the line turns to 0.5 - ish
        #expect(rotation.state == .began)
        let angle = { (a: Point, b: Point) in atan2(b.y - a.y, b.x - a.x) }
        let before = angle(fingers[0].location, fingers[1].location)
        rotation.rotation = 0
        fingers[1].move(to: pt(200 + 100 * cos(0.8), 400 + 100 * sin(0.8)))
        let turned = angle(fingers[0].location, fingers[1].location) - before
        #expect(abs(rotation.rotation - turned) < 2e-3, "\(rotation.rotation) against \(turned)")
        rotation.rotation = 1
        fingers[1].move(to: pt(200 + 100 * cos(0.5), 400 + 100 * sin(0.5)))
        let back = angle(fingers[0].location, fingers[1].location) - angle(pt(100, 400), pt(200 + 100 * cos(0.8), 400 + 100 * sin(0.8)))
        #expect(abs(rotation.rotation - (1 + back)) < 2e-3, "\(rotation.rotation) against \(1 + back)")
        for finger in fingers { finger.lift() }
    }

    /// `setTranslation(_:in:)` re-bases the translation while fingers are down; the velocity
    /// is left as it was (iOS 26.1's `-[UIPanGestureRecognizer setTranslation:inView:]` moves
    /// the start location only); with no finger down it does nothing, as there.
    @Test func settingAPansTranslationRebasesItAndKeepsTheVelocity() {
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        let finger = rig.window.touchDown(at: pt(100, 100))
        rig.wait(16)
        finger.move(to: pt(130, 100))
        rig.wait(16)
        finger.move(to: pt(160, 110))
        #expect(pan.state == .changed)
        let velocity = pan.velocity(in: view)
        pan.setTranslation(.zero, in: view)
        #expect(pan.translation(in: view) == .zero)
        #expect(pan.velocity(in: view) == velocity)
        rig.wait(16)
        finger.move(to: pt(170, 105))
        #expect(pan.translation(in: view) == Point(x: 10, y: -5))
        pan.setTranslation(Point(x: 100, y: 0), in: nil)
        #expect(pan.translation(in: view) == Point(x: 100, y: 0))
        var atEnd: [Point] = []
        let token = pan.addHandler { recognizer, state, _ in
            guard state == .ended, let pan = recognizer as? PanGestureRecognizer else { return }
            atEnd.append(pan.translation(in: nil))
            pan.setTranslation(.zero, in: nil)  // no finger down: nothing to re-base
            atEnd.append(pan.translation(in: nil))
        }
        finger.lift()
        #expect(atEnd == [Point(x: 100, y: 0), Point(x: 100, y: 0)])
        _ = token
    }
}
