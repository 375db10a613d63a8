import ControlModel
import Foundation
import Testing

@testable import GestureModel

/// The pinch and rotation recognizers' rules.
@Suite struct PinchRotationTests {
    let rig = GestureRig()
    let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let log: EventLog

    init() {
        rig.add(view)
        log = EventLog(rig.clock)
    }

    // MARK: Pinch

    private func attachPinch() -> (PinchGestureRecognizer, ScaleLog) {
        let pinch = PinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        log.watch(pinch, "pinch")
        let scales = ScaleLog()
        scales.token = pinch.addHandler { recognizer, state, _ in
            scales.values.append((state, (recognizer as? PinchGestureRecognizer)?.scale ?? .nan))
        }
        return (pinch, scales)
    }

    final class ScaleLog {
        var values: [(GestureState, Double)] = []
        var token: GestureHandlerToken?
    }

    @Test func pinchBeginsWhenTheDistanceChanged8PointsWithScaleAboutOne() throws {
        let (_, scales) = attachPinch()
        let fingers = rig.window.touchDown(at: [pt(100, 400), pt(300, 400)])  // 200 apart
        fingers[1].move(to: pt(307, 400))
        #expect(log.entries.isEmpty)
        fingers[1].move(to: pt(308, 400))
        #expect(log.entries == ["pinch.began"])
        let began = try #require(scales.values.first)
        #expect(began.0 == .began)
        #expect(began.1.isClose(to: 208.0 / 200.0))
        #expect(abs(began.1 - 1) < 0.05)
        for finger in fingers { finger.lift() }
    }

    @Test func pinchScaleIsAbsoluteFromTheStart() {
        let (pinch, scales) = attachPinch()
        let fingers = rig.window.touchDown(at: [pt(100, 400), pt(200, 400)])
        fingers[1].move(to: pt(150, 400))
        #expect(pinch.scale.isClose(to: 0.5))
        fingers[1].move(to: pt(300, 400))
        #expect(pinch.scale.isClose(to: 2))
        fingers[0].move(to: pt(0, 400))
        #expect(pinch.scale.isClose(to: 3))
        fingers[0].lift()
        #expect(log.entries == ["pinch.began", "pinch.changed", "pinch.changed", "pinch.ended"])
        fingers[1].lift()
        #expect(scales.values.map(\.0) == [.began, .changed, .changed, .ended])
    }

    @Test func pinchFailsWhenAFingerLiftsBeforeItBegan() {
        _ = attachPinch()
        let fingers = rig.window.touchDown(at: [pt(100, 400), pt(200, 400)])
        fingers[1].move(to: pt(203, 400))
        fingers[1].lift()
        #expect(log.entries == ["pinch.failed"])
        fingers[0].lift()
    }

    @Test func pinchFailsWithAThirdFinger() {
        _ = attachPinch()
        let fingers = rig.window.touchDown(at: [pt(100, 400), pt(200, 400), pt(150, 500)])
        #expect(log.entries == ["pinch.failed"])
        for finger in fingers { finger.lift() }
    }

    // MARK: Rotation

    /// A point on a circle of radius 50 around (150, 400), where the first finger stays, at
    /// `degrees` (clockwise on screen, y down).
    private func onCircle(_ degrees: Double) -> Point {
        let radians = degrees * Double.pi / 180
        return pt(150 + 50 * cos(radians), 400 + 50 * sin(radians))
    }

    @Test func rotationBeginsBetween5And10DegreesAndReportsRadiansSinceTheStart() {
        let rotation = RotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        log.watch(rotation, "rotation")
        let fingers = rig.window.touchDown(at: [pt(150, 400), onCircle(0)])
        fingers[1].move(to: onCircle(5))
        #expect(log.entries.isEmpty)
        #expect(rotation.rotation.isClose(to: 5 * Double.pi / 180, within: 1e-6))
        fingers[1].move(to: onCircle(10))
        #expect(log.entries == ["rotation.began"])
        fingers[1].move(to: onCircle(90))
        #expect(rotation.rotation.isClose(to: Double.pi / 2, within: 1e-6))
        fingers[1].move(to: onCircle(-45))
        #expect(rotation.rotation.isClose(to: -Double.pi / 4, within: 1e-6))
        fingers[1].lift()
        #expect(log.entries == ["rotation.began", "rotation.changed", "rotation.changed", "rotation.ended"])
        fingers[0].lift()
    }

    @Test func rotationKeepsCountingPastHalfATurn() {
        let rotation = RotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        let fingers = rig.window.touchDown(at: [pt(150, 400), onCircle(0)])
        for degrees in stride(from: 30.0, through: 270, by: 30) { fingers[1].move(to: onCircle(degrees)) }
        #expect(rotation.rotation.isClose(to: 3 * Double.pi / 2, within: 1e-6))
        for finger in fingers { finger.lift() }
    }

    @Test func rotationFailsWhenAFingerLiftsBeforeItBegan() {
        let rotation = RotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        log.watch(rotation, "rotation")
        let fingers = rig.window.touchDown(at: [pt(150, 400), onCircle(0)])
        fingers[1].move(to: onCircle(3))
        fingers[0].lift()
        #expect(log.entries == ["rotation.failed"])
        fingers[1].lift()
    }
}
