import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// The pan recognizer's rules.
@Suite struct PanTests {
    let rig = GestureRig()
    let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let pan = PanGestureRecognizer(identifier: "pan")
    let log: EventLog
    let translations = TranslationLog()

    final class TranslationLog {
        var values: [(GestureState, Point)] = []
        var token: GestureHandlerToken?
    }

    init() {
        rig.add(view)
        view.addGestureRecognizer(pan)
        log = EventLog(rig.clock)
        log.watch(pan, "pan")
        let translations = self.translations
        translations.token = pan.addHandler { recognizer, state, _ in
            translations.values.append((state, (recognizer as? PanGestureRecognizer)?.translation ?? .zero))
        }
    }

    @Test func beginsOnlyWhenTheCentroidMoved10PointsOnAnAxis() {
        let finger = rig.window.touchDown(at: pt(100, 100))
        finger.move(to: pt(109, 109))
        #expect(log.entries.isEmpty)
        finger.move(to: pt(100, 110))
        #expect(log.entries == ["pan.began"])
        finger.lift()
        #expect(log.entries == ["pan.began", "pan.ended"])
    }

    @Test func translationAtBeganHasTheHysteresisSubtractedPerAxis() {
        let finger = rig.window.touchDown(at: pt(100, 100))
        finger.move(to: pt(100, 115))
        #expect(translations.values.last?.0 == .began)
        #expect(translations.values.last?.1 == pt(0, 5))
        finger.move(to: pt(100, 140))
        #expect(translations.values.last?.1 == pt(0, 30))  // cumulative
        finger.move(to: pt(90, 120))
        #expect(translations.values.last?.1 == pt(-10, 10))
        finger.lift()
        #expect(translations.values.map(\.0) == [.began, .changed, .changed, .ended])
    }

    @Test func hysteresisIsSubtractedOnBothAxesClampedToTheMovement() {
        let finger = rig.window.touchDown(at: pt(100, 100))
        finger.move(to: pt(88, 103))
        #expect(translations.values.last?.1 == pt(-2, 0))
        finger.lift()
    }

    @Test func addingAFingerRebasesTheCentroidSoTranslationDoesNotJump() {
        let first = rig.window.touchDown(at: pt(100, 100))
        first.move(to: pt(100, 130))
        #expect(pan.translation == pt(0, 20))
        let second = rig.window.touchDown(at: pt(300, 500))
        #expect(pan.translation == pt(0, 20))
        first.move(to: pt(100, 140))  // centroid moves by 5
        #expect(pan.translation == pt(0, 25))
        second.move(to: pt(300, 510))  // centroid moves by 5 more
        #expect(pan.translation == pt(0, 30))
        second.lift()
        #expect(translations.values.last?.1 == pt(0, 30))
        first.move(to: pt(100, 150))
        #expect(pan.translation == pt(0, 40))
        first.lift()
        #expect(log.entries.last == "pan.ended")
        #expect(log.entries.filter { $0 == "pan.ended" }.count == 1)
    }

    @Test func translationSeenAtEndedIsTheFinalTranslation() {
        rig.window.drag(from: pt(100, 100), to: pt(100, 200), steps: 4)
        #expect(translations.values.map(\.0) == [.began, .changed, .changed, .changed, .ended])
        #expect(translations.values.last?.1 == pt(0, 90))
        #expect(pan.translation == .zero)  // reset between gestures
    }

    /// iOS 26.1 UIKitCore (decompiled): `-[UIPanGestureRecognizer velocityInView:]` is 0.2 × the
    /// latest raw sample + 0.8 × the one before it (the latest alone while there is one), and
    /// `_centroidMovedTo:atTime:affectingTranslation:` makes a sample of each move that takes
    /// time — a move at the same instant moves the start of the next sample and makes none.
    @Test func velocityWeighsTheLastTwoRawSamples() {
        let finger = rig.window.touchDown(at: pt(100, 100))
        rig.wait(10)
        finger.move(to: pt(105, 100))  // 500 pt/s, alone
        #expect(pan.velocity.x.isClose(to: 500, within: 1e-6))
        rig.wait(10)
        finger.move(to: pt(115, 100))  // 1000 pt/s
        #expect(pan.velocity.x.isClose(to: 0.2 * 1000 + 0.8 * 500, within: 1e-6))
        rig.wait(10)
        finger.move(to: pt(135, 100))  // 2000 pt/s: the 500 no longer counts
        #expect(pan.velocity.x.isClose(to: 0.2 * 2000 + 0.8 * 1000, within: 1e-6))
        finger.move(to: pt(140, 100))  // same instant: no sample
        #expect(pan.velocity.x.isClose(to: 0.2 * 2000 + 0.8 * 1000, within: 1e-6))
        rig.wait(10)
        finger.move(to: pt(150, 100))  // 10 pt from where the last move left it: 1000 pt/s
        #expect(pan.velocity.x.isClose(to: 0.2 * 1000 + 0.8 * 2000, within: 1e-6))
        finger.lift()
    }

    /// iOS 26.1 `-[UIPanGestureRecognizer _convertVelocitySample:fromSceneReferenceCoordinatesToView:]`:
    /// a sample over less than a millisecond reads 0.
    @Test func aSampleUnderAMillisecondReadsZero() {
        let finger = rig.window.touchDown(at: pt(100, 100))
        rig.wait(10)
        finger.move(to: pt(110, 100))  // 1000 pt/s
        rig.clock.advance(by: .microseconds(500))
        finger.move(to: pt(111, 100))  // 2000 pt/s over 0.5 ms: reads 0
        #expect(pan.velocity.x.isClose(to: 0.2 * 0 + 0.8 * 1000, within: 1e-6))
        finger.lift()
    }

    @Test func minimumTwoTouchesDoesNotBeginWithOneFinger() {
        pan.minimumNumberOfTouches = 2
        let finger = rig.window.touchDown(at: pt(100, 100))
        finger.move(to: pt(100, 200))
        #expect(log.entries.isEmpty)
        finger.lift()
        #expect(log.entries == ["pan.failed"])
    }

    @Test func panBeatsTapOnADrag() {
        let tap = TapGestureRecognizer()
        view.addGestureRecognizer(tap)
        log.watch(tap, "tap")
        let finger = rig.window.touchDown(at: pt(100, 100))
        finger.move(to: pt(112, 100))  // well within the tap's 45 pt
        #expect(log.entries == ["pan.began", "tap.failed"])
        finger.move(to: pt(200, 100))
        finger.lift()
        #expect(log.entries == ["pan.began", "tap.failed", "pan.changed", "pan.ended"])
    }
}
