import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import TestFixtures

/// The pinch and rotation recognizers' rules (sources in `PinchGestureRecognizer` and
/// `RotationGestureRecognizer`; more in `MultiFingerFidelityTests`).
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

    /// It begins when the distance changed by more than 8 pt, with the threshold absorbed: the
    /// reference distance is the start + 8, so the scale at began is about 1.
    @Test func pinchBeginsWhenTheDistanceChangedMoreThan8PointsWithScaleAboutOne() throws {
        let (_, scales) = attachPinch()
        let fingers = rig.window.touchDown(at: [pt(100, 400), pt(300, 400)])  // 200 apart
        fingers[1].move(to: pt(308, 400))
        #expect(log.entries.isEmpty)
        fingers[1].move(to: pt(309, 400))
        #expect(log.entries == ["pinch.began"])
        let began = try #require(scales.values.first)
        #expect(began.0 == .began)
        #expect(began.1.isClose(to: 209.0 / 208.0))
        for finger in fingers { finger.lift() }
    }

    /// After began the scale is the distance over the reference (the start − 8 pt when pinching
    /// in), not incremental; one finger lifting pauses the pinch, the second ends it.
    @Test func pinchScaleIsAbsoluteFromTheReference() {
        let (pinch, scales) = attachPinch()
        let fingers = rig.window.touchDown(at: [pt(100, 400), pt(200, 400)])
        fingers[1].move(to: pt(150, 400))
        #expect(pinch.scale.isClose(to: 50.0 / 92.0))
        fingers[1].move(to: pt(300, 400))
        #expect(pinch.scale.isClose(to: 200.0 / 92.0))
        fingers[0].move(to: pt(0, 400))
        #expect(pinch.scale.isClose(to: 300.0 / 92.0))
        fingers[0].lift()
        #expect(log.entries == ["pinch.began", "pinch.changed", "pinch.changed"])
        fingers[1].lift()
        #expect(log.entries.last == "pinch.ended")
        #expect(scales.values.map(\.0) == [.began, .changed, .changed, .ended])
    }

    /// With `absorbsThreshold` off, the scale is measured from the distance when the fingers
    /// came down (the model's behaviour before it followed UIKit's internals).
    @Test func pinchWithoutAbsorbingTheThresholdMeasuresFromTheStart() {
        let (pinch, _) = attachPinch()
        pinch.absorbsThreshold = false
        let fingers = rig.window.touchDown(at: [pt(100, 400), pt(200, 400)])
        fingers[1].move(to: pt(150, 400))
        #expect(pinch.scale.isClose(to: 0.5))
        fingers[1].move(to: pt(300, 400))
        #expect(pinch.scale.isClose(to: 2))
        for finger in fingers { finger.lift() }
        #expect(log.entries == ["pinch.began", "pinch.changed", "pinch.ended"])
    }

    /// One finger lifting before it began does not fail it ("Ends: when both fingers have
    /// lifted"); both lifting do.
    @Test func pinchFailsWhenBothFingersLiftBeforeItBegan() {
        _ = attachPinch()
        let fingers = rig.window.touchDown(at: [pt(100, 400), pt(200, 400)])
        fingers[1].move(to: pt(203, 400))
        fingers[1].lift()
        #expect(log.entries.isEmpty)
        fingers[0].lift()
        #expect(log.entries == ["pinch.failed"])
    }

    /// A finger landing again after one lifted continues the scale where it was.
    @Test func pinchGoesOnFromItsScaleWhenAFingerLandsAgain() {
        let (pinch, _) = attachPinch()
        let fingers = rig.window.touchDown(at: [pt(100, 400), pt(200, 400)])
        fingers[1].move(to: pt(300, 400))  // 200 / 108
        fingers[1].lift()
        let paused = pinch.scale
        let again = rig.window.touchDown(at: pt(150, 400))  // 50 apart now
        #expect(pinch.scale == paused)
        again.move(to: pt(200, 400))  // twice as far apart
        #expect(pinch.scale.isClose(to: 2 * paused))
        again.lift()
        fingers[0].lift()
        #expect(log.entries == ["pinch.began", "pinch.changed", "pinch.ended"])
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

    /// It begins past 5° (the distance is constant here), with the threshold absorbed: the
    /// rotation counts from 5°; one finger lifting pauses it, the second ends it.
    @Test func rotationBeginsPast5DegreesAndCountsFromTheThreshold() {
        let rotation = RotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        log.watch(rotation, "rotation")
        let fingers = rig.window.touchDown(at: [pt(150, 400), onCircle(0)])
        fingers[1].move(to: onCircle(4.9))
        #expect(log.entries.isEmpty)
        #expect(rotation.rotation == 0)
        fingers[1].move(to: onCircle(10))
        #expect(log.entries == ["rotation.began"])
        #expect(rotation.rotation.isClose(to: 5 * Double.pi / 180, within: 1e-6))
        fingers[1].move(to: onCircle(90))
        #expect(rotation.rotation.isClose(to: 85 * Double.pi / 180, within: 1e-6))
        fingers[1].move(to: onCircle(-45))
        #expect(rotation.rotation.isClose(to: -50 * Double.pi / 180, within: 1e-6))
        fingers[1].lift()
        #expect(log.entries == ["rotation.began", "rotation.changed", "rotation.changed"])
        fingers[0].lift()
        #expect(log.entries.last == "rotation.ended")
    }

    /// The threshold grows with the change of distance: 5° + 5° × √min(|Δd| / d, 1). The
    /// second finger moves out to twice the distance (|Δd| / d = 1): 9° is not enough, 10.5° is.
    @Test func rotationThresholdGrowsWithTheChangeOfDistance() {
        let rotation = RotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        log.watch(rotation, "rotation")
        func far(_ degrees: Double) -> Point {
            let radians = degrees * Double.pi / 180
            return pt(150 + 100 * cos(radians), 400 + 100 * sin(radians))
        }
        let fingers = rig.window.touchDown(at: [pt(150, 400), onCircle(0)])
        fingers[1].move(to: far(9))
        #expect(log.entries.isEmpty)
        fingers[1].move(to: far(10.5))
        #expect(log.entries == ["rotation.began"])
        #expect(rotation.rotation.isClose(to: 0.5 * Double.pi / 180, within: 1e-6))
        for finger in fingers { finger.lift() }
    }

    /// With the old parameters (a fixed 7.5°, not absorbed), the rotation counts from the start.
    @Test func rotationWithTheOldParametersCountsFromTheStart() {
        let rotation = RotationGestureRecognizer()
        rotation.threshold = 7.5 * Double.pi / 180
        rotation.thresholdStretch = 0
        rotation.absorbsThreshold = false
        view.addGestureRecognizer(rotation)
        log.watch(rotation, "rotation")
        let fingers = rig.window.touchDown(at: [pt(150, 400), onCircle(0)])
        fingers[1].move(to: onCircle(7))
        #expect(log.entries.isEmpty)
        fingers[1].move(to: onCircle(10))
        #expect(log.entries == ["rotation.began"])
        #expect(rotation.rotation.isClose(to: 10 * Double.pi / 180, within: 1e-6))
        for finger in fingers { finger.lift() }
    }

    @Test func rotationKeepsCountingPastHalfATurn() {
        let rotation = RotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        let fingers = rig.window.touchDown(at: [pt(150, 400), onCircle(0)])
        for degrees in stride(from: 30.0, through: 270, by: 30) { fingers[1].move(to: onCircle(degrees)) }
        #expect(rotation.rotation.isClose(to: 3 * Double.pi / 2 - 5 * Double.pi / 180, within: 1e-6))
        for finger in fingers { finger.lift() }
    }

    /// One finger lifting before it began does not fail it; both lifting do.
    @Test func rotationFailsWhenBothFingersLiftBeforeItBegan() {
        let rotation = RotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        log.watch(rotation, "rotation")
        let fingers = rig.window.touchDown(at: [pt(150, 400), onCircle(0)])
        fingers[1].move(to: onCircle(3))
        fingers[0].lift()
        #expect(log.entries.isEmpty)
        fingers[1].lift()
        #expect(log.entries == ["rotation.failed"])
    }
}
