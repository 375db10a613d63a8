import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// A reason's numbers are those of the rule that decided (<doc:Reasons>): a swipe lifted after
/// moving the wrong way, or a gesture made with fewer fingers than it requires, is told by the
/// comparison that actually failed, and the words never contradict the numbers.
@Suite struct ReasonNumbersTests {
    let rig = GestureRig()
    let view: View

    init() {
        view = View(frame: Rect(x: 0, y: 0, width: 400, height: 800), identifier: "view")
        rig.add(view)
        rig.window.explainsDecisions = true
    }

    private func attach<R: GestureRecognizer>(_ recognizer: R, _ name: String) -> R {
        recognizer.identifier = name
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    private func failure(_ recognizer: GestureRecognizer) -> GestureReason? {
        guard let decision = recognizer.lastDecision, decision.state == .failed else { return nil }
        return decision.reason
    }

    // MARK: Swipes: the distance along an allowed direction

    @Test("UISwipeGestureRecognizer (iOS 26.1, decompiled): a swipe right moved left is measured along right, 0 pt")
    func swipeMovedTheOtherWayMovedNothingAlongItsDirection() {
        let swipe = attach(SwipeGestureRecognizer(direction: .right), "swipe")
        let finger = rig.window.touchDown(at: pt(200, 300))
        rig.wait(50)
        finger.move(to: pt(100, 300))
        rig.wait(50)
        finger.lift()
        #expect(failure(swipe) == .liftedBeforeMoving(distance: 0, needed: 50))
    }

    @Test("UISwipeGestureRecognizer (iOS 26.1, decompiled): a diagonal swipe is measured along its direction, not straight")
    func diagonalSwipeIsMeasuredAlongItsDirection() {
        let swipe = attach(SwipeGestureRecognizer(direction: .right), "swipe")
        let finger = rig.window.touchDown(at: pt(200, 300))
        rig.wait(50)
        finger.move(to: pt(240, 340))
        rig.wait(50)
        finger.lift()
        #expect(failure(swipe) == .liftedBeforeMoving(distance: 40, needed: 50))
    }

    @Test("UISwipeGestureRecognizer (iOS 26.1, decompiled): of several directions, the one it went furthest along")
    func swipeWithSeveralDirectionsReportsItsBest() {
        let swipe = attach(SwipeGestureRecognizer(direction: [.right, .up]), "swipe")
        let finger = rig.window.touchDown(at: pt(200, 300))
        finger.move(to: pt(230, 270 - 5))
        finger.lift()
        #expect(failure(swipe) == .liftedBeforeMoving(distance: 35, needed: 50))
    }

    @Test("UISwipeGestureRecognizer (iOS 26.1, decompiled): far enough along but too far across is the wrong direction")
    func swipeTooFarAcrossIsTheWrongDirection() {
        let swipe = attach(SwipeGestureRecognizer(direction: .right), "swipe")
        let finger = rig.window.touchDown(at: pt(100, 100))
        finger.move(to: pt(160, 320))
        finger.lift()
        #expect(failure(swipe) == .wrongDirection(dx: 60, dy: 220, limit: 200))
    }

    @Test("UISwipeGestureRecognizer (iOS 26.1, decompiled): touchesEnded decides nothing by distance; the last move measured it")
    func swipeLiftedFarFromItsLastMoveReportsTheLastMove() {
        let swipe = attach(SwipeGestureRecognizer(direction: .right), "swipe")
        let finger = rig.window.touchDown(at: pt(100, 100))
        finger.move(to: pt(120, 100))
        finger.lift(at: pt(200, 100))
        #expect(failure(swipe) == .liftedBeforeMoving(distance: 20, needed: 50))
    }

    // MARK: Too few fingers

    @Test("UIPanGestureRecognizer.h (minimumNumberOfTouches): a two-finger pan made with one finger had too few")
    func panNeedingTwoMadeWithOneHadTooFewFingers() {
        let pan = attach(PanGestureRecognizer(), "pan")
        pan.minimumNumberOfTouches = 2
        let finger = rig.window.touchDown(at: pt(100, 100))
        finger.move(to: pt(150, 100))
        finger.lift()
        #expect(failure(pan) == .tooFewFingers(count: 1, required: 2))
    }

    @Test("UIPanGestureRecognizer.h (minimumNumberOfTouches): moves made with too few fingers are not the pan's distance")
    func panMovedBeforeItsFingersWereDownMovedNothing() {
        let pan = attach(PanGestureRecognizer(), "pan")
        pan.minimumNumberOfTouches = 2
        let first = rig.window.touchDown(at: pt(100, 100))
        first.move(to: pt(150, 100))
        let second = rig.window.touchDown(at: pt(200, 100))
        first.lift()
        second.lift()
        #expect(failure(pan) == .liftedBeforeMoving(distance: 0, needed: 10))
    }

    @Test("UIPanGestureRecognizer.h (Begins: when moved enough): the distance is the one its last move measured")
    func panLiftedFarFromItsLastMoveReportsTheLastMove() {
        let pan = attach(PanGestureRecognizer(), "pan")
        let finger = rig.window.touchDown(at: pt(100, 100))
        finger.move(to: pt(104, 100))
        finger.lift(at: pt(130, 100))
        #expect(failure(pan) == .liftedBeforeMoving(distance: 4, needed: 10))
    }

    @Test("UISwipeGestureRecognizer.h (numberOfTouchesRequired): a two-finger swipe made with one finger had too few")
    func swipeNeedingTwoMadeWithOneHadTooFewFingers() {
        let swipe = attach(SwipeGestureRecognizer(direction: .right), "swipe")
        swipe.numberOfTouchesRequired = 2
        let finger = rig.window.touchDown(at: pt(100, 100))
        rig.wait(60)
        finger.move(to: pt(220, 100))
        rig.wait(60)
        finger.lift()
        #expect(failure(swipe) == .tooFewFingers(count: 1, required: 2))
    }

    @Test("UILongPressGestureRecognizer.h (numberOfTouchesRequired): a two-finger press held with one had too few")
    func longPressNeedingTwoHeldWithOneHadTooFewFingers() {
        let press = attach(LongPressGestureRecognizer(), "press")
        press.numberOfTouchesRequired = 2
        let finger = rig.window.touchDown(at: pt(100, 100))
        rig.wait(1000)
        finger.lift()
        #expect(failure(press) == .tooFewFingers(count: 1, required: 2))
    }

    @Test("UILongPressGestureRecognizer.h (minimumPressDuration): with its fingers down, a lift is still too soon")
    func longPressWithItsFingersDownLiftedTooSoon() {
        let press = attach(LongPressGestureRecognizer(), "press")
        press.numberOfTouchesRequired = 2
        let fingers = rig.window.touchDown(at: [pt(100, 100), pt(150, 100)])
        rig.wait(200)
        fingers[0].lift()
        #expect(failure(press) == .liftedTooSoon(held: .milliseconds(200), minimum: .milliseconds(500)))
        fingers[1].lift()
    }

    // MARK: The words

    @Test("Reasons: a measured value rounding to its limit prints more decimals, so the comparison reads true")
    func roundingNeverMakesAComparisonReadFalse() {
        #expect(GestureReason.movedTooFar(distance: 45.04, limit: 45).description == "moved 45.04 pt > 45 pt")
        #expect(GestureReason.movedTooFar(distance: 45.0000004, limit: 45).description == "moved 45.000000 pt > 45 pt")
        #expect(
            GestureReason.liftedTooSoon(held: .seconds(0.4999), minimum: .milliseconds(500)).description
                == "lifted after 499.9 ms < 500 ms")
        #expect(
            GestureReason.liftedTooSoon(held: .seconds(0.99996), minimum: .seconds(1)).description
                == "lifted after 999.96 ms < 1 s")
        #expect(GestureReason.liftedBeforeMoving(distance: 9.96, needed: 10).description == "lifted after moving 9.96 pt < 10 pt")
        #expect(
            GestureReason.wrongDirection(dx: 250.04, dy: -3, limit: 250).description
                == "moved (dx 250.04 pt, dy -3 pt) off its directions, beyond 250 pt")
        // numbers that read apart keep one decimal
        #expect(GestureReason.movedTooFar(distance: 52.34, limit: 45).description == "moved 52.3 pt > 45 pt")
        #expect(GestureReason.liftedTooSoon(held: .milliseconds(300), minimum: .milliseconds(500)).description == "lifted after 300 ms < 500 ms")
        #expect(GestureReason.liftedTooSoon(held: .milliseconds(1200), minimum: .seconds(2)).description == "lifted after 1.2 s < 2 s")
    }

    @Test("UIControl.Event.touchUpOutside: a lift on the margin's edge is outside, and the words say so")
    func aLiftOnTheMarginsEdgeSaysSo() {
        #expect(
            GestureReason.liftedOutside(distance: 0, margin: 70).description
                == "lifted on the edge of the 70 pt margin (the edge counts as outside)")
        #expect(GestureReason.liftedOutside(distance: 0.02, margin: 70).description == "lifted 0.02 pt beyond the 70 pt margin")
        #expect(GestureReason.liftedOutside(distance: 46, margin: 70).description == "lifted 46 pt beyond the 70 pt margin")
    }

    @Test("Reasons: a scroll view's pan names the axes it moved along")
    func cannotScrollNamesItsAxes() {
        #expect(
            GestureReason.cannotScroll(dx: 10, dy: 0).description == "its scroll view cannot move that way (moved dx 10 pt, dy 0 pt)")
    }

    @Test("Reasons: too few fingers tells the most that were down together")
    func tooFewFingersWords() {
        #expect(GestureReason.tooFewFingers(count: 1, required: 2).description == "lifted with at most 1 finger down at once < 2")
        #expect(GestureReason.tooFewFingers(count: 2, required: 3).description == "lifted with at most 2 fingers down at once < 3")
    }
}
