import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// The tap recognizer's rules.
@Suite struct TapTests {
    let rig = GestureRig()
    let view: View
    let log: EventLog

    init() {
        view = View(frame: Rect(x: 100, y: 100, width: 200, height: 200), identifier: "view")
        rig.add(view)
        log = EventLog(rig.clock)
    }

    private func attach(_ tap: TapGestureRecognizer, _ name: String = "tap") -> TapGestureRecognizer {
        view.addGestureRecognizer(tap)
        log.watch(tap, name)
        return tap
    }

    @Test func singleTapIsRecognizedAtTheLiftWithItsLocationInTheViewsCoordinates() {
        let tap = attach(TapGestureRecognizer())
        var location: Point?
        let token = tap.addHandler { _, _, point in location = point }
        let finger = rig.window.touchDown(at: pt(150, 160))
        rig.wait(50)
        #expect(log.entries.isEmpty)
        finger.lift()
        #expect(log.times(of: "tap.ended") == [50])
        #expect(location == pt(50, 60))
        _ = token
    }

    @Test func movingWithin45PointsStillTapsButBeyondFails() {
        let tap = attach(TapGestureRecognizer())
        let near = rig.window.touchDown(at: pt(150, 150))
        near.move(to: pt(195, 150))
        near.lift()
        #expect(log.entries == ["tap.ended"])
        log.clear()
        rig.wait(1000)
        let far = rig.window.touchDown(at: pt(150, 150))
        far.move(to: pt(196, 150))
        #expect(log.entries == ["tap.failed"])
        far.lift()
        #expect(tap.state == .possible)
    }

    @Test func tapHeldLongerThanMaximumDurationFails() {
        _ = attach(TapGestureRecognizer())
        let finger = rig.window.touchDown(at: pt(150, 150))
        rig.wait(700)
        #expect(log.entries.isEmpty)
        rig.wait(100)
        #expect(log.times(of: "tap.failed") == [750])
        finger.lift()
        #expect(log.entries == ["tap.failed"])
    }

    @Test func doubleTapNeedsTheSecondTapWithin350MillisecondsOfTheLift() {
        _ = attach(TapGestureRecognizer(taps: 2))
        rig.window.doubleTap(at: pt(150, 150), gap: .milliseconds(340))
        #expect(log.entries == ["tap.ended"])
        log.clear()
        rig.wait(1000)
        rig.window.tap(at: pt(150, 150))
        rig.wait(349)
        #expect(log.entries.isEmpty)
        rig.wait(1)
        #expect(log.entries == ["tap.failed"])
    }

    @Test func doubleTapFailsWhenTheSecondTapLandsFarFromTheFirst() {
        _ = attach(TapGestureRecognizer(taps: 2))
        rig.window.tap(at: pt(120, 120))
        rig.wait(100)
        let finger = rig.window.touchDown(at: pt(200, 120))
        #expect(log.entries == ["tap.failed"])
        finger.lift()
    }

    @Test func moreFingersThanRequiredFails() {
        _ = attach(TapGestureRecognizer())
        let fingers = rig.window.touchDown(at: [pt(150, 150), pt(180, 150)])
        #expect(log.entries == ["tap.failed"])
        for finger in fingers { finger.lift() }
    }

    @Test func twoFingerTapIsRecognizedWhenTheLastFingerLifts() {
        let tap = attach(TapGestureRecognizer(taps: 1, touches: 2))
        let fingers = rig.window.touchDown(at: [pt(150, 150), pt(190, 150)])
        rig.wait(50)
        fingers[0].lift()
        #expect(log.entries.isEmpty)
        fingers[1].lift()
        #expect(log.entries == ["tap.ended"])
        #expect(tap.state == .possible)
    }

    @Test func twoFingerTapFailsWithOnlyOneFinger() {
        _ = attach(TapGestureRecognizer(taps: 1, touches: 2))
        rig.window.tap(at: pt(150, 150))
        #expect(log.entries == ["tap.failed"])
    }

    /// UIKit's `UITapGestureRecognizer.h`: "location of the tap, from the first tap in the
    /// sequence if numberOfTapsRequired > 1" (iOS 26.1's `UITapRecognizer` returns its start
    /// point): not where the completing tap was.
    @Test func locationOfADoubleTapIsWhereTheFirstTapWas() {
        let tap = attach(TapGestureRecognizer(taps: 2))
        var location: Point?
        let token = tap.addHandler { _, _, point in location = point }
        rig.window.tap(at: pt(150, 150))
        rig.wait(100)
        rig.window.tap(at: pt(170, 160))
        #expect(location == pt(50, 50))
        _ = token
    }

    /// …and a single tap's is where its finger came down, not where it lifted.
    @Test func locationOfATapIsWhereItsFingerCameDown() {
        let tap = attach(TapGestureRecognizer())
        var location: Point?
        let token = tap.addHandler { _, _, point in location = point }
        let finger = rig.window.touchDown(at: pt(150, 150))
        finger.move(to: pt(160, 155))
        finger.lift()
        #expect(location == pt(50, 50))
        _ = token
    }
}
