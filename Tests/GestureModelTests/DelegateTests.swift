import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// A delegate object with fixed answers that records the questions it was asked.
final class FixedDelegate: GestureRecognizerDelegate {
    var begin = true
    var receive = true
    var simultaneous = false
    var requireFailure = false
    var beRequiredToFail = false
    var asked: [String]?

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        asked?.append("object.shouldBegin")
        return begin
    }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        asked?.append("object.shouldReceive")
        return receive
    }
    func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { simultaneous }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        requireFailure
    }
    func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool { beRequiredToFail }
}

/// Closure delegates and delegate objects.
@Suite struct DelegateTests {
    let rig = GestureRig()
    let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let log: EventLog

    init() {
        rig.add(view)
        log = EventLog(rig.clock)
    }

    private func twoPans() -> (PanGestureRecognizer, PanGestureRecognizer) {
        let first = PanGestureRecognizer()
        let second = PanGestureRecognizer()
        view.addGestureRecognizer(first)
        view.addGestureRecognizer(second)
        log.watch(first, "first")
        log.watch(second, "second")
        return (first, second)
    }

    private func drag() { rig.window.drag(from: pt(100, 100), to: pt(200, 100), steps: 2) }

    @Test func withNeitherClosureNorObjectUIKitDefaultsHold() {
        _ = twoPans()
        drag()
        #expect(log.entries == ["first.began", "second.failed", "first.changed", "first.ended"])
    }

    @Test func closureForShouldBeginOnlyKeepsSimultaneousRecognitionOff() {
        // BlocksKit PR #238 AND-ed every answer from YES, turning "no" defaults into "yes".
        let (first, second) = twoPans()
        first.delegateClosures.shouldBegin = { _ in true }
        second.delegateClosures.shouldBegin = { _ in true }
        drag()
        #expect(log.entries == ["first.began", "second.failed", "first.changed", "first.ended"])
    }

    @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
    func shouldBeginCombinesObjectAndClosureWithAnd(_ object: Bool, _ closure: Bool) {
        let (first, _) = twoPans()
        let delegate = FixedDelegate()
        delegate.begin = object
        first.delegate = delegate
        first.delegateClosures.shouldBegin = { _ in closure }
        drag()
        if object && closure {
            #expect(log.entries.first == "first.began")
        } else {
            #expect(log.entries.first == "first.failed")
            #expect(log.entries.contains("second.began"))
        }
        withExtendedLifetime(delegate) {}
    }

    /// A tap whose own initializer makes a delegate refusing every touch.
    final class RefusingTap: TapGestureRecognizer {
        let refusing = FixedDelegate()
        init() {
            super.init()
            refusing.receive = false
            delegate = refusing
        }
    }

    @Test func aDelegateSetInASubclassInitializerOrClearedLaterIsHeeded() {
        // the environment asks only recognizers noted as having a delegate or a closure
        let refusing = RefusingTap()
        view.addGestureRecognizer(refusing)
        log.watch(refusing, "tap")
        rig.window.tap(at: pt(100, 100))
        rig.wait(1_000)
        #expect(log.entries.isEmpty)
        refusing.delegate = nil
        rig.window.tap(at: pt(100, 100))
        rig.wait(1_000)
        #expect(log.entries == ["tap.ended"])
    }

    @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
    func shouldReceiveCombinesObjectAndClosureWithAnd(_ object: Bool, _ closure: Bool) {
        let tap = TapGestureRecognizer()
        view.addGestureRecognizer(tap)
        log.watch(tap, "tap")
        let delegate = FixedDelegate()
        delegate.receive = object
        tap.delegate = delegate
        tap.delegateClosures.shouldReceive = { _, _ in closure }
        rig.window.tap(at: pt(100, 100))
        #expect(log.entries == (object && closure ? ["tap.ended"] : []))
        withExtendedLifetime(delegate) {}
    }

    @Test func bothAreAskedObjectFirst() {
        let tap = TapGestureRecognizer()
        view.addGestureRecognizer(tap)
        let delegate = FixedDelegate()
        delegate.asked = []
        delegate.begin = false
        delegate.receive = true
        tap.delegate = delegate
        tap.delegateClosures.shouldReceive = { _, _ in
            delegate.asked?.append("closure.shouldReceive")
            return true
        }
        tap.delegateClosures.shouldBegin = { _ in
            delegate.asked?.append("closure.shouldBegin")
            return true
        }
        rig.window.tap(at: pt(100, 100))
        #expect(
            delegate.asked == [
                "object.shouldReceive", "closure.shouldReceive", "object.shouldBegin", "closure.shouldBegin",
            ])
    }

    @Test(arguments: [(true, false), (false, true), (false, false)])
    func shouldRecognizeSimultaneouslyCombinesWithOr(_ object: Bool, _ closure: Bool) {
        let (first, _) = twoPans()
        let delegate = FixedDelegate()
        delegate.simultaneous = object
        first.delegate = delegate
        first.delegateClosures.shouldRecognizeSimultaneously = { _, _ in closure }
        drag()
        #expect(log.entries.contains("second.began") == (object || closure))
        withExtendedLifetime(delegate) {}
    }

    @Test(arguments: [(true, false), (false, true), (false, false)])
    func shouldRequireFailureCombinesWithOr(_ object: Bool, _ closure: Bool) {
        let single = TapGestureRecognizer()
        let double = TapGestureRecognizer(taps: 2)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        log.watch(single, "single")
        let delegate = FixedDelegate()
        delegate.requireFailure = object
        single.delegate = delegate
        single.delegateClosures.shouldRequireFailure = { _, other in closure && other === double }
        rig.window.tap(at: pt(100, 100))
        rig.wait(1000)
        #expect(log.times(of: "single.ended") == [(object || closure) ? 400 : 50])
        withExtendedLifetime(delegate) {}
    }

    @Test(arguments: [(true, false), (false, true)])
    func shouldBeRequiredToFailCombinesWithOr(_ object: Bool, _ closure: Bool) {
        let single = TapGestureRecognizer()
        let double = TapGestureRecognizer(taps: 2)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        log.watch(single, "single")
        let delegate = FixedDelegate()
        delegate.beRequiredToFail = object
        double.delegate = delegate
        double.delegateClosures.shouldBeRequiredToFail = { _, other in closure && other === single }
        rig.window.tap(at: pt(100, 100))
        rig.wait(1000)
        #expect(log.times(of: "single.ended") == [400])
        withExtendedLifetime(delegate) {}
    }

    @Test func delegateObjectIsHeldWeakly() {
        let tap = TapGestureRecognizer()
        view.addGestureRecognizer(tap)
        log.watch(tap, "tap")
        weak var weakDelegate: FixedDelegate?
        do {
            let delegate = FixedDelegate()
            delegate.receive = false
            tap.delegate = delegate
            weakDelegate = delegate
        }
        #expect(weakDelegate == nil)
        #expect(tap.delegate == nil)
        rig.window.tap(at: pt(100, 100))
        #expect(log.entries == ["tap.ended"])  // the freed delegate no longer refuses
    }

    @Test func shouldReceiveClosureSeesTheTouch() {
        let tap = TapGestureRecognizer()
        view.addGestureRecognizer(tap)
        log.watch(tap, "tap")
        tap.delegateClosures.shouldReceive = { _, touch in touch.location.x < 200 }
        rig.window.tap(at: pt(300, 100))
        rig.wait(1000)
        rig.window.tap(at: pt(100, 100))
        #expect(log.entries == ["tap.ended"])
        #expect(log.times(of: "tap.ended") == [1100])
    }
}
