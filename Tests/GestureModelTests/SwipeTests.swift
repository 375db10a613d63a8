import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// The swipe recognizer's rules.
@Suite struct SwipeTests {
    let rig = GestureRig()
    let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let log: EventLog

    init() {
        rig.add(view)
        log = EventLog(rig.clock)
    }

    private func attach(_ direction: SwipeDirection = .right) -> SwipeGestureRecognizer {
        let swipe = SwipeGestureRecognizer(direction: direction)
        view.addGestureRecognizer(swipe)
        log.watch(swipe, "swipe")
        return swipe
    }

    /// One finger down at `start`, one move by `delta` after `after` ms, then a lift.
    private func swipe(from start: Point, by delta: Point, after milliseconds: Int = 100) {
        let finger = rig.window.touchDown(at: start)
        rig.wait(milliseconds)
        finger.move(to: start + delta)
        finger.lift()
    }

    @Test func rightSwipeOf50PointsWithinHalfASecondIsRecognizedWhereItStarted() {
        let recognizer = attach()
        var location: Point?
        let token = recognizer.addHandler { _, _, point in location = point }
        let finger = rig.window.touchDown(at: pt(100, 300))
        rig.wait(100)
        finger.move(to: pt(130, 300))
        #expect(log.entries.isEmpty)
        finger.move(to: pt(150, 310))
        #expect(log.entries == ["swipe.ended"])
        #expect(location == pt(100, 300))
        finger.lift()
        _ = token
    }

    @Test func shortSwipeFailsAtTheLift() {
        _ = attach()
        swipe(from: pt(100, 300), by: pt(49, 0))
        #expect(log.entries == ["swipe.failed"])
    }

    @Test func slowSwipeFailsAfterHalfASecond() {
        _ = attach()
        let finger = rig.window.touchDown(at: pt(100, 300))
        rig.wait(499)
        #expect(log.entries.isEmpty)
        rig.wait(1)
        #expect(log.times(of: "swipe.failed") == [500])
        finger.move(to: pt(200, 300))
        finger.lift()
        #expect(log.entries == ["swipe.failed"])
    }

    @Test func tooMuchCrossMovementIsNotASwipe() {
        _ = attach()
        swipe(from: pt(100, 300), by: pt(60, 201))
        #expect(log.entries == ["swipe.failed"])
        log.clear()
        rig.wait(1000)
        swipe(from: pt(100, 300), by: pt(60, 200))
        #expect(log.entries == ["swipe.ended"])
    }

    @Test func swipeAgainstTheDirectionIsNotRecognized() {
        _ = attach(.right)
        swipe(from: pt(300, 300), by: pt(-100, 0))
        #expect(log.entries == ["swipe.failed"])
    }

    @Test(arguments: ["right", "left", "up", "down"])
    func eachDirectionRecognizesOnlyItsOwnWay(_ name: String) throws {
        let direction = try #require(SwipeDirection.named.first { $0.name == name }?.direction)
        _ = attach(direction)
        for (other, otherDelta) in [
            ("right", pt(80, 0)), ("left", pt(-80, 0)), ("up", pt(0, -80)), ("down", pt(0, 80)),
        ] {
            log.clear()
            rig.wait(1000)
            swipe(from: pt(200, 400), by: otherDelta)
            #expect(log.entries == [other == name ? "swipe.ended" : "swipe.failed"], "\(name) swiped \(other)")
        }
    }

    @Test func aSetOfDirectionsAcceptsEachOfThem() {
        _ = attach([.left, .right])
        swipe(from: pt(200, 400), by: pt(-60, 0))
        rig.wait(1000)
        swipe(from: pt(200, 400), by: pt(60, 0))
        rig.wait(1000)
        swipe(from: pt(200, 400), by: pt(0, 60))
        #expect(log.entries == ["swipe.ended", "swipe.ended", "swipe.failed"])
    }

    @Test func twoFingerSwipeNeedsTwoFingers() {
        let recognizer = attach()
        recognizer.numberOfTouchesRequired = 2
        swipe(from: pt(100, 300), by: pt(100, 0))
        #expect(log.entries == ["swipe.failed"])
        log.clear()
        rig.wait(1000)
        let fingers = rig.window.touchDown(at: [pt(100, 300), pt(100, 340)])
        rig.wait(50)
        fingers[0].move(to: pt(160, 300))
        #expect(log.entries.isEmpty)  // the centroid moved 30
        fingers[1].move(to: pt(160, 340))
        #expect(log.entries == ["swipe.ended"])
        for finger in fingers { finger.lift() }
    }
}
