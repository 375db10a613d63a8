import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import TestFixtures

/// Parameters and values of the multi-finger recognizers that UIKit has and this model added
/// with them: the rotation's velocity, the pan's `failsPastMaxTouches`.
@Suite struct MultiFingerParameterTests {
    let rig = GestureRig()

    /// [K: iOS 26.1 `-[UIRotationGestureRecognizer velocity]`] 0.25 × the latest raw velocity +
    /// 0.75 × the previous raw one (radians per second).
    @Test func rotationVelocityAveragesTheLastTwoRawVelocities() {
        let view = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 800)))
        let rotation = RotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        func points(_ degrees: Double) -> [Point] {
            let radians = degrees * Double.pi / 180
            return [pt(200 - 50 * cos(radians), 400 - 50 * sin(radians)), pt(200 + 50 * cos(radians), 400 + 50 * sin(radians))]
        }
        let fingers = rig.window.touchDown(at: points(0))
        func turn(_ degrees: Double) {
            let to = points(degrees)
            rig.window.handle(zip(fingers, to).map { TouchChange(identifier: $0.identifier, phase: .moved, location: $1) })
        }
        rig.wait(10)
        turn(10)  // began
        rig.wait(10)
        turn(20)
        rig.wait(10)
        turn(40)
        let degree = Double.pi / 180
        let v2 = 10 * degree / 0.010, v3 = 20 * degree / 0.010
        #expect(rotation.velocity.isClose(to: 0.75 * v2 + 0.25 * v3, within: 1e-6))
        rig.window.handle(fingers.map { TouchChange(identifier: $0.identifier, phase: .ended, location: $0.location) })
    }

    /// [K: iOS 26.1 `_UIPanGestureRecognizerCommonInit`] `failsPastMaxTouches` is on by default;
    /// off, a finger beyond the maximum is ignored even while the pan is possible.
    @Test func failsPastMaxTouchesIsOnByDefaultAndCanBeTurnedOff() {
        let view = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 800)))
        let pan = PanGestureRecognizer()
        #expect(pan.failsPastMaxTouches)
        pan.maximumNumberOfTouches = 1
        pan.failsPastMaxTouches = false
        view.addGestureRecognizer(pan)
        let log = EventLog(rig.clock)
        log.watch(pan, "pan")
        let first = rig.window.touchDown(at: pt(100, 100))
        let extra = rig.window.touchDown(at: pt(300, 300))
        first.move(to: pt(100, 130))
        #expect(log.entries == ["pan.began"])
        #expect(pan.translation == pt(0, 20))
        extra.lift()
        first.lift()
        #expect(log.entries.last == "pan.ended")
    }
}
