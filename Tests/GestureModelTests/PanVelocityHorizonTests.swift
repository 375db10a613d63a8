import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// The pan's velocity at the lift after the fingers rested: a drag that stopped before the lift
/// does not fling, one that was still moving a moment before does — the bound between them is
/// ``PanGestureRecognizer/velocityHorizon`` (0.1 s).
///
/// Sources: Apple, `scrollViewDidEndDragging(_:willDecelerate:)` (a drag that stops before the
/// touch-up "stops immediately upon touch-up": no deceleration); the 0.1 s bound is the horizon
/// of Android's `VelocityTracker` (samples older than 100 ms count for nothing), as
/// ``PanGestureRecognizer/velocityHorizon`` states — UIKit does not document its own.
@Suite struct PanVelocityHorizonTests {
    let rig = GestureRig(width: 400, height: 800)
    let feed = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800), identifier: "feed")
    let lifts = Lifts()

    final class Lifts {
        var velocities: [Point] = []
        var decelerates: [Bool] = []
        var token: ObservationToken?
    }

    init() {
        feed.contentSize = Size(width: 400, height: 3000)
        rig.add(feed)
        let lifts = self.lifts
        lifts.token = feed.scrollEvents.add { event in
            if event.kind == .willEndDragging, let velocity = event.velocity { lifts.velocities.append(velocity) }
            if event.kind == .didEndDragging, let decelerates = event.willDecelerate { lifts.decelerates.append(decelerates) }
        }
    }

    /// A fast drag up (300 pt in 100 ms), a rest of `restMS`, then the lift.
    private func dragThenRest(_ restMS: Int) {
        let finger = rig.window.touchDown(at: pt(200, 700))
        for step in 1...10 {
            rig.wait(10)
            finger.move(to: pt(200, 700 - Double(step) * 30))
        }
        rig.wait(restMS)
        finger.lift()
    }

    /// Rested 150 ms, past the horizon: no velocity, no fling.
    @Test func aDragRestedPastTheHorizonLiftsWithoutVelocity() {
        dragThenRest(150)
        #expect(lifts.velocities == [.zero])
        #expect(lifts.decelerates == [false])
    }

    /// Rested 90 ms, within the horizon: the drag's velocity, and a fling.
    @Test func aDragRestedWithinTheHorizonStillFlings() {
        dragThenRest(90)
        #expect((lifts.velocities.first?.y ?? 0) > ScrollPhysics.minimumDecelerationSpeed)
        #expect(lifts.decelerates == [true])
    }
}
