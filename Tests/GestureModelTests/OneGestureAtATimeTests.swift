import ControlModel
import TestSupport
import Testing

@testable import GestureModel
@testable import TestFixtures

/// One gesture at a time: a recognizer that leaves possible (to begin, or a discrete one to
/// recognize) while another recognizer of its view, or of a view containing it or contained by
/// it, is in progress fails, excluded by it, unless a delegate allows the two together. The
/// expected behaviour is iOS 26.1 UIKitCore's `-[UIGestureRecognizer _isExcludedByExcludable:]`
/// (decompiled): the one in progress is an "excludable" (state began, changed or ended), the
/// two share the window's touch event, `_affectedByGesture:` holds (same view or one contains
/// the other), and a newcomer that has sent no actions yet is judged by `canPrevent` /
/// `canBePrevented` and the delegates; it is failed (`_exclude`) before its actions go out.
@Suite struct OneGestureAtATimeTests {
    let rig = GestureRig()
    let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), identifier: "view")
    let log: EventLog

    init() {
        rig.add(view)
        rig.window.explainsDecisions = true
        log = EventLog(rig.clock)
    }

    private func attach<R: GestureRecognizer>(_ recognizer: R, _ name: String, to target: View? = nil) -> R {
        recognizer.identifier = name
        (target ?? view).addGestureRecognizer(recognizer)
        log.watch(recognizer, name)
        return recognizer
    }

    private func failure(_ recognizer: GestureRecognizer) -> GestureReason? {
        guard let decision = recognizer.lastDecision, decision.state == .failed else { return nil }
        return decision.reason
    }

    /// A second finger drags on the view while a long press there is in progress: the pan,
    /// reset after the press excluded it, takes the new finger but cannot begin.
    @Test func panCannotBeginDuringALongPress() {
        let press = attach(LongPressGestureRecognizer(), "press")
        let pan = attach(PanGestureRecognizer(), "pan")
        pan.maximumNumberOfTouches = 1
        press.allowableMovement = 1000
        let holder = rig.window.touchDown(at: pt(100, 100))
        rig.wait(600)
        #expect(log.entries == ["press.began", "pan.failed"])
        let dragger = rig.window.touchDown(at: pt(300, 300))
        rig.wait(20)
        dragger.move(to: pt(300, 330))
        rig.wait(20)
        dragger.move(to: pt(300, 360))
        #expect(!log.entries.contains("pan.began"))
        #expect(pan.state != .began && pan.state != .changed)
        #expect(failure(pan) == .excluded(by: "press"))
        #expect(press.state.isInProgress)
        dragger.lift()
        holder.lift()
        #expect(log.entries(of: "pan") == ["pan.failed", "pan.failed"])
        #expect(log.entries(of: "press").last == "press.ended")
    }

    /// A double tap with other fingers while a pan is in progress on the view does not
    /// recognize.
    @Test func doubleTapCannotRecognizeDuringAPan() {
        let pan = attach(PanGestureRecognizer(), "pan")
        pan.maximumNumberOfTouches = 1
        let double = attach(TapGestureRecognizer(taps: 2), "double")
        let dragger = rig.window.touchDown(at: pt(50, 50))
        rig.wait(20)
        dragger.move(to: pt(50, 100))
        #expect(pan.state == .began)
        for _ in 0..<2 {
            rig.wait(40)
            let tapper = rig.window.touchDown(at: pt(300, 300))
            rig.wait(40)
            tapper.lift()
        }
        #expect(!log.entries.contains("double.ended"))
        #expect(failure(double) == .excluded(by: "pan"))
        #expect(pan.state.isInProgress)
        dragger.lift()
        #expect(log.entries(of: "pan").last == "pan.ended")
    }

    /// A delegate that lets the two recognize together lets the newcomer begin.
    @Test func simultaneousPermissionLetsItBegin() {
        let press = attach(LongPressGestureRecognizer(), "press")
        let pan = attach(PanGestureRecognizer(), "pan")
        press.allowableMovement = 1000
        pan.delegateClosures.shouldRecognizeSimultaneously = { _, other in other === press }
        let holder = rig.window.touchDown(at: pt(100, 100))
        rig.wait(600)
        #expect(press.state == .began)
        #expect(pan.state == .possible)
        let dragger = rig.window.touchDown(at: pt(300, 300))
        rig.wait(20)
        dragger.move(to: pt(300, 330))
        rig.wait(20)
        dragger.move(to: pt(300, 380))
        #expect(pan.state.isInProgress)
        dragger.lift()
        holder.lift()
    }

    /// Only views on one branch shut each other out: a pan in progress on one sibling leaves a
    /// double tap on the other alone.
    @Test func aSiblingsGestureInProgressDoesNotExclude() {
        let left = rig.add(View(frame: Rect(x: 0, y: 0, width: 200, height: 400)), to: view)
        let right = rig.add(View(frame: Rect(x: 200, y: 0, width: 200, height: 400)), to: view)
        let pan = attach(PanGestureRecognizer(), "pan", to: left)
        _ = attach(TapGestureRecognizer(taps: 2), "double", to: right)
        let dragger = rig.window.touchDown(at: pt(50, 50))
        rig.wait(20)
        dragger.move(to: pt(50, 100))
        #expect(pan.state == .began)
        for _ in 0..<2 {
            rig.wait(40)
            let tapper = rig.window.touchDown(at: pt(300, 300))
            rig.wait(40)
            tapper.lift()
        }
        #expect(log.entries.contains("double.ended"))
        dragger.lift()
    }

    /// A recognizer on a subview cannot recognize while its superview's gesture is in progress
    /// (`_affectedByGesture:` holds for a view and its ancestors).
    @Test func aSuperviewsGestureInProgressExcludesTheSubviews() {
        let child = rig.add(View(frame: Rect(x: 200, y: 200, width: 200, height: 200)), to: view)
        let pan = attach(PanGestureRecognizer(), "pan")
        pan.maximumNumberOfTouches = 1
        let tap = attach(TapGestureRecognizer(), "tap", to: child)
        let dragger = rig.window.touchDown(at: pt(50, 50))
        rig.wait(20)
        dragger.move(to: pt(50, 100))
        #expect(pan.state == .began)
        rig.wait(40)
        rig.window.tap(at: pt(300, 300))
        #expect(!log.entries.contains("tap.ended"))
        #expect(failure(tap) == .excluded(by: "pan"))
        dragger.lift()
    }

    /// Property: over random two-finger sequences on one view with a pan, a long press, a tap
    /// and a double tap (no delegates), at most one of them is ever in progress (began or
    /// changed) at once, and no discrete one ends while another is in progress.
    @Test(arguments: 0..<60) func atMostOneInProgressPerView(seed: UInt64) {
        let rig = GestureRig()
        let view = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        let pan = PanGestureRecognizer()
        let press = LongPressGestureRecognizer()
        press.allowableMovement = 60
        let tap = TapGestureRecognizer()
        let double = TapGestureRecognizer(taps: 2)
        let all: [GestureRecognizer] = [pan, press, tap, double]
        for recognizer in all { view.addGestureRecognizer(recognizer) }
        var violations: [String] = []
        var tokens: [ObservationToken] = []
        for recognizer in all {
            tokens.append(recognizer.stateChanges.add { change in
                let state = change.state
                let others = all.filter { $0 !== recognizer && $0.state.isInProgress }
                if (state == .began || state == .ended && recognizer.isDiscrete), !others.isEmpty {
                    violations.append("\(recognizer.displayName) \(state) while \(others.map(\.displayName)) in progress")
                }
            })
        }
        var random = SeededRandom(seed: seed)
        var fingers: [Finger?] = [nil, nil]
        func point() -> Point { pt(random.number(0...399), random.number(0...399)) }
        for _ in 0..<80 {
            let slot = random.int(0...1)
            rig.wait(random.int(5...400))
            if let finger = fingers[slot] {
                if random.int(0...1) == 0 {
                    finger.lift()
                    fingers[slot] = nil
                } else {
                    finger.move(to: point())
                }
            } else {
                fingers[slot] = rig.window.touchDown(at: point())
            }
        }
        for finger in fingers { finger?.lift() }
        #expect(violations.isEmpty, "\(violations.prefix(3))")
        _ = tokens
    }
}
