import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// One test per reason code (<doc:Reasons>): the smallest scene that produces it, asserting the
/// code and its numbers as the recognizer's last decision and on the window's stream.
@Suite struct ReasonTests {
    let rig = GestureRig()
    let view: View
    /// Every decision the window announced, as "name: decision".
    private let stream = Stream()
    private let token: ObservationToken

    private final class Stream { var decisions: [String] = [] }

    init() {
        view = View(frame: Rect(x: 100, y: 100, width: 200, height: 200), identifier: "view")
        rig.add(view)
        token = rig.window.decisions.add { [stream] change in
            stream.decisions.append("\(change.recognizer.displayName): \(change.decision)")
        }
    }

    private func attach<R: GestureRecognizer>(_ recognizer: R, _ name: String, to target: View? = nil) -> R {
        recognizer.identifier = name
        (target ?? view).addGestureRecognizer(recognizer)
        return recognizer
    }

    private func failure(_ recognizer: GestureRecognizer) -> GestureReason? {
        guard let decision = recognizer.lastDecision, decision.state == .failed || decision.state == .cancelled
        else { return nil }
        return decision.reason
    }

    // MARK: A recognizer's own rules

    @Test func movedTooFar() {
        let tap = attach(TapGestureRecognizer(), "tap")
        let finger = rig.window.touchDown(at: pt(150, 150))
        finger.move(to: pt(196, 150))
        #expect(failure(tap) == .movedTooFar(distance: 46, limit: 45))
        #expect(stream.decisions == ["tap: failed because moved 46 pt > 45 pt"])
        finger.lift()
        // kept after the reset to possible
        #expect(tap.state == .possible)
        #expect(failure(tap) == .movedTooFar(distance: 46, limit: 45))
    }

    @Test func longPressMovedTooFar() {
        let press = attach(LongPressGestureRecognizer(), "press")
        let finger = rig.window.touchDown(at: pt(150, 150))
        finger.move(to: pt(150, 162))
        #expect(failure(press) == .movedTooFar(distance: 12, limit: 10))
        finger.lift()
    }

    @Test func heldTooLong() {
        let tap = attach(TapGestureRecognizer(), "tap")
        let finger = rig.window.touchDown(at: pt(150, 150))
        rig.wait(800)
        #expect(failure(tap) == .heldTooLong(limit: .milliseconds(750)))
        finger.lift()
    }

    @Test func nextTapTooLate() {
        let double = attach(TapGestureRecognizer(taps: 2), "double")
        rig.window.tap(at: pt(150, 150))
        rig.wait(400)
        #expect(failure(double) == .nextTapTooLate(limit: .milliseconds(350)))
        #expect(stream.decisions == ["double: failed because the next tap did not begin within 350 ms"])
    }

    @Test func fingersLandedTooFarApart() {
        let tap = attach(TapGestureRecognizer(touches: 2), "tap")
        tap.allowableTouchTimeSeparation = .milliseconds(60)
        let first = rig.window.touchDown(at: pt(150, 150))
        rig.wait(100)
        #expect(failure(tap) == .fingersLandedTooFarApart(limit: .milliseconds(60)))
        first.lift()
    }

    @Test func liftedTooSoon() {
        let press = attach(LongPressGestureRecognizer(), "press")
        let finger = rig.window.touchDown(at: pt(150, 150))
        rig.wait(300)
        finger.lift()
        #expect(failure(press) == .liftedTooSoon(held: .milliseconds(300), minimum: .milliseconds(500)))
        #expect(stream.decisions == ["press: failed because lifted after 300 ms < 500 ms"])
    }

    @Test func panLiftedBeforeMoving() {
        let pan = attach(PanGestureRecognizer(), "pan")
        let finger = rig.window.touchDown(at: pt(150, 150))
        finger.move(to: pt(156, 147))
        finger.lift()
        #expect(failure(pan) == .liftedBeforeMoving(distance: 6, needed: 10))
    }

    @Test func swipeLiftedBeforeMoving() {
        let swipe = attach(SwipeGestureRecognizer(), "swipe")
        let finger = rig.window.touchDown(at: pt(150, 150))
        finger.move(to: pt(170, 150))
        finger.lift()
        #expect(failure(swipe) == .liftedBeforeMoving(distance: 20, needed: 50))
    }

    @Test func liftedBeforeBeginning() {
        let pinch = attach(PinchGestureRecognizer(), "pinch")
        let fingers = rig.window.touchDown(at: [pt(150, 150), pt(200, 150)])
        for finger in fingers { finger.lift() }
        #expect(failure(pinch) == .liftedBeforeBeginning)
    }

    @Test func tooSlow() {
        let swipe = attach(SwipeGestureRecognizer(), "swipe")
        let finger = rig.window.touchDown(at: pt(150, 150))
        rig.wait(600)
        #expect(failure(swipe) == .tooSlow(limit: .milliseconds(500)))
        finger.lift()
    }

    @Test func wrongDirection() {
        let swipe = attach(SwipeGestureRecognizer(), "swipe")
        swipe.direction = .right
        view.frame = Rect(x: 0, y: 0, width: 400, height: 800)
        let finger = rig.window.touchDown(at: pt(150, 150))
        finger.move(to: pt(150, 410))
        #expect(failure(swipe) == .wrongDirection(dx: 0, dy: 260, limit: 250))
        finger.lift()
    }

    @Test func tooManyFingers() {
        let tap = attach(TapGestureRecognizer(), "tap")
        let fingers = rig.window.touchDown(at: [pt(150, 150), pt(200, 150)])
        #expect(failure(tap) == .tooManyFingers(count: 2, maximum: 1))
        for finger in fingers { finger.lift() }
    }

    @Test func tooFewFingers() {
        let tap = attach(TapGestureRecognizer(touches: 2), "tap")
        rig.window.touchDown(at: pt(150, 150)).lift()
        #expect(failure(tap) == .tooFewFingers(count: 1, required: 2))
    }

    @Test func recognized() {
        let tap = attach(TapGestureRecognizer(), "tap")
        rig.window.tap(at: pt(150, 150))
        #expect(tap.lastDecision == GestureDecision(state: .ended, reason: .recognized))
    }

    @Test func requested() {
        let probe = attach(GestureRecognizer(), "probe")
        _ = rig.window.touchDown(at: pt(150, 150))
        probe.requestState(.failed)
        #expect(failure(probe) == .requested)
    }

    // MARK: The environment's rules

    @Test func excluded() {
        let tap = attach(TapGestureRecognizer(), "tap")
        let press = attach(LongPressGestureRecognizer(), "press")
        let finger = rig.window.touchDown(at: pt(150, 150))
        rig.wait(600)
        #expect(press.state == .began)
        #expect(failure(tap) == .excluded(by: "press"))
        finger.lift()
    }

    @Test func requiredRecognizedHeldAndReleased() {
        let single = attach(TapGestureRecognizer(), "single")
        let double = attach(TapGestureRecognizer(taps: 2), "double")
        single.require(toFail: double)
        rig.window.tap(at: pt(150, 150))
        #expect(single.lastDecision == GestureDecision(state: .ended, isHeld: true, reason: .waitingFor(["double"])))
        rig.wait(400)
        #expect(single.lastDecision == GestureDecision(state: .ended, reason: .requiredFailed("double")))
        rig.wait(1000)
        rig.window.doubleTap(at: pt(150, 150))
        #expect(failure(single) == .requiredRecognized("double", state: .ended))
        #expect(
            stream.decisions.prefix(3) == [
                "single: held ended because waiting for double to fail",
                "double: failed because the next tap did not begin within 350 ms",
                "single: ended because double failed",
            ])
    }

    @Test func controlWins() {
        let tap = attach(TapGestureRecognizer(), "tap")
        let button = Button(frame: Rect(x: 10, y: 10, width: 44, height: 44), identifier: "like")
        rig.add(button, to: view)
        rig.window.tap(at: pt(120, 120))
        #expect(failure(tap) == .controlWins(control: "like"))
    }

    @Test func delegateSaidNo() {
        let tap = attach(TapGestureRecognizer(), "tap")
        tap.delegateClosures.shouldBegin = { _ in false }
        rig.window.tap(at: pt(150, 150))
        #expect(failure(tap) == .delegateSaidNo)
    }

    @Test func disabled() {
        let pan = attach(PanGestureRecognizer(), "pan")
        let finger = rig.window.touchDown(at: pt(150, 150))
        finger.move(to: pt(180, 150))
        #expect(pan.state == .began)
        pan.isEnabled = false
        #expect(pan.lastDecision == GestureDecision(state: .cancelled, reason: .disabled))
        finger.lift()
    }

    @Test func touchesCancelled() {
        let tap = attach(TapGestureRecognizer(), "tap")
        rig.window.touchDown(at: pt(150, 150)).cancel()
        #expect(failure(tap) == .touchesCancelled)
    }
}
