import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// The state machine (Who wins a touch): states, coercions, actions, shouldBegin, resets, disabling.
@Suite struct StateMachineTests {
    /// The coercion table (Who wins a touch, section 3), written out by hand.
    static func expectedCoercion(from current: GestureState, to requested: GestureState) -> GestureState? {
        switch (current, requested) {
        case (.possible, .began), (.possible, .changed): return .began
        case (.possible, .cancelled): return .failed
        case (.possible, .ended): return .ended
        case (.possible, .failed): return .failed
        case (.began, .failed), (.changed, .failed): return .cancelled
        case (.began, .began), (.began, .changed), (.changed, .began), (.changed, .changed): return .changed
        case (.began, .ended), (.changed, .ended): return .ended
        case (.began, .cancelled), (.changed, .cancelled): return .cancelled
        default: return nil  // to possible, or from a terminal state: ignored
        }
    }

    @Test(arguments: GestureState.allCases)
    func coercionFollowsUIKitFrom(_ current: GestureState) {
        for requested in GestureState.allCases {
            #expect(
                GestureEnvironment.coerce(from: current, to: requested)
                    == StateMachineTests.expectedCoercion(from: current, to: requested),
                "\(current) → \(requested)")
        }
    }

    @Test func terminalStatesIgnoreEveryRequest() {
        for terminal in [GestureState.ended, .cancelled, .failed] {
            for requested in GestureState.allCases {
                #expect(GestureEnvironment.coerce(from: terminal, to: requested) == nil)
            }
        }
    }

    /// A scripted recognizer that asks for `requests` in order when its touch lifts.
    private func run(requests: [GestureState], discrete: Bool = false) -> (states: [String], handler: [GestureState]) {
        let rig = GestureRig()
        let view = rig.add(View(frame: Rect(x: 0, y: 0, width: 200, height: 200)))
        let recognizer = ScriptedRecognizer(identifier: "r")
        recognizer.discrete = discrete
        recognizer.onEnded = { r, _ in for request in requests { r.requestState(request) } }
        view.addGestureRecognizer(recognizer)
        let log = EventLog(rig.clock)
        log.watch(recognizer, "r")
        var handled: [GestureState] = []
        let token = recognizer.addHandler { _, state, _ in handled.append(state) }
        rig.window.tap(at: pt(50, 50))
        _ = token
        return (log.entries, handled)
    }

    @Test func continuousRequestsFromPossibleAreCoercedThroughBegan() {
        #expect(run(requests: [.changed, .began, .ended]).states == ["r.began", "r.changed", "r.ended"])
        #expect(run(requests: [.cancelled]).states == ["r.failed"])
        #expect(run(requests: [.began, .failed]).states == ["r.began", "r.cancelled"])
    }

    @Test func continuousGestureEndingFromPossibleGetsBeganFirst() {
        #expect(run(requests: [.ended]).states == ["r.began", "r.ended"])
    }

    @Test func discreteGestureGoesStraightFromPossibleToEnded() {
        let result = run(requests: [.ended], discrete: true)
        #expect(result.states == ["r.ended"])
        #expect(result.handler == [.ended])
    }

    @Test func terminalStateIgnoresRequestsUntilReset() {
        let result = run(requests: [.began, .ended, .began, .changed, .failed, .cancelled])
        #expect(result.states == ["r.began", "r.ended"])
    }

    @Test func actionsRunOnBeganChangedEndedAndCancelledButNeverOnFailed() {
        #expect(run(requests: [.began, .changed, .changed, .ended]).handler == [.began, .changed, .changed, .ended])
        #expect(run(requests: [.began, .cancelled]).handler == [.began, .cancelled])
        let failed = run(requests: [.failed])
        #expect(failed.states == ["r.failed"])
        #expect(failed.handler.isEmpty)
    }

    @Test func failedTapRunsNoAction() {
        let rig = GestureRig()
        let view = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        let tap = TapGestureRecognizer()
        view.addGestureRecognizer(tap)
        var calls = 0
        let token = tap.addHandler { _, _, _ in calls += 1 }
        let log = EventLog(rig.clock)
        log.watch(tap, "tap")
        rig.window.drag(from: pt(50, 50), to: pt(200, 50))
        #expect(log.entries == ["tap.failed"])
        #expect(calls == 0)
        _ = token
    }

    @Test func recognizerIsResetToPossibleAfterTheEventAndResetIsNotReported() {
        let rig = GestureRig()
        let view = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        let tap = TapGestureRecognizer()
        view.addGestureRecognizer(tap)
        let log = EventLog(rig.clock)
        log.watch(tap, "tap")
        rig.window.tap(at: pt(50, 50))
        #expect(tap.state == .possible)
        #expect(!tap.isEngaged)
        rig.wait(1000)
        rig.window.tap(at: pt(50, 50))
        #expect(log.entries == ["tap.ended", "tap.ended"])
    }

    @Test func shouldBeginFalseFailsTheRecognizerWhenItLeavesPossible() {
        let rig = GestureRig()
        let view = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        let pan = PanGestureRecognizer()
        var asked = 0
        pan.delegateClosures.shouldBegin = { _ in
            asked += 1
            return false
        }
        view.addGestureRecognizer(pan)
        var calls = 0
        let token = pan.addHandler { _, _, _ in calls += 1 }
        let log = EventLog(rig.clock)
        log.watch(pan, "pan")
        let finger = rig.window.touchDown(at: pt(50, 50))
        finger.move(to: pt(55, 50))
        #expect(asked == 0)  // still possible: not asked yet
        finger.move(to: pt(80, 50))
        finger.move(to: pt(120, 50))
        finger.lift()
        #expect(asked == 1)
        #expect(log.entries == ["pan.failed"])
        #expect(calls == 0)
        _ = token
    }

    @Test func disablingARecognizerInProgressCancelsIt() {
        let rig = GestureRig()
        let view = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        var handled: [GestureState] = []
        let token = pan.addHandler { _, state, _ in handled.append(state) }
        let log = EventLog(rig.clock)
        log.watch(pan, "pan")
        let finger = rig.window.touchDown(at: pt(50, 50))
        finger.move(to: pt(80, 50))
        pan.isEnabled = false
        finger.move(to: pt(120, 50))
        finger.lift()
        #expect(log.entries == ["pan.began", "pan.cancelled"])
        #expect(handled == [.began, .cancelled])
        // Enabled again, it works for the next gesture.
        pan.isEnabled = true
        rig.window.drag(from: pt(50, 50), to: pt(150, 50), steps: 2)
        #expect(log.entries == ["pan.began", "pan.cancelled", "pan.began", "pan.changed", "pan.ended"])
        _ = token
    }

    @Test func disablingAPossibleRecognizerFailsIt() {
        let rig = GestureRig()
        let view = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        let tap = TapGestureRecognizer()
        view.addGestureRecognizer(tap)
        var calls = 0
        let token = tap.addHandler { _, _, _ in calls += 1 }
        let log = EventLog(rig.clock)
        log.watch(tap, "tap")
        let finger = rig.window.touchDown(at: pt(50, 50))
        tap.isEnabled = false
        finger.lift()
        #expect(log.entries == ["tap.failed"])
        #expect(calls == 0)
        _ = token
    }

    @Test func disablingAHeldRecognizerFailsItWithoutAction() throws {
        let rig = GestureRig()
        let view = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        let single = TapGestureRecognizer(identifier: "single")
        let double = TapGestureRecognizer(taps: 2, identifier: "double")
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let log = EventLog(rig.clock)
        log.watch(single, "single")
        log.watch(double, "double")
        rig.window.tap(at: pt(50, 50))
        #expect(single.heldState == .ended)
        single.isEnabled = false
        rig.wait(500)
        #expect(log.entries == ["single.failed", "double.failed"])
    }
}
