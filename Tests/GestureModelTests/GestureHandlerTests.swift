import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// Handlers with delay (BlocksKit's `bk_recognizerWithHandler:delay:`, fixed).
@Suite struct GestureHandlerTests {
    let rig = GestureRig()
    let view = View(frame: Rect(x: 0, y: 100, width: 400, height: 400), identifier: "view")

    init() { rig.add(view) }

    private func attachTap() -> TapGestureRecognizer {
        let tap = TapGestureRecognizer()
        view.addGestureRecognizer(tap)
        return tap
    }

    @Test func delayedTapHandlerReceivesEndedCapturedAtTheActionNotAtFireTime() {
        // BlocksKit #343: the delayed block read the state when it fired and saw `possible`.
        let tap = attachTap()
        let calls = HandlerLog()
        var stateAtFireTime: GestureState?
        let token = tap.addHandler(delay: .milliseconds(100), identifier: nil) { call in
            calls.record(call, now: rig.clock.now)
            stateAtFireTime = call.recognizer.state
        }
        rig.window.tap(at: pt(40, 160))
        #expect(calls.calls.isEmpty)
        #expect(tap.pendingHandlerCallCount == 1)
        rig.wait(100)
        #expect(calls.states == [.ended])
        #expect(stateAtFireTime == .possible)
        #expect(calls.calls.first?.location == pt(40, 60))
        #expect(calls.calls.first?.actionMS == 50)
        #expect(calls.calls.first?.runMS == 150)
        _ = token
    }

    @Test func cancelPendingHandlersNeverRevivesTheCancelledCallButANewActionRuns() {
        let tap = attachTap()
        let calls = HandlerLog()
        let token = tap.addHandler(delay: .seconds(1), identifier: nil) { calls.record($0, now: rig.clock.now) }
        var cancelled = 0
        let observation = tap.cancelledHandlerCalls.add { _ in cancelled += 1 }
        rig.window.tap(at: pt(40, 160))  // action at 50 ms
        #expect(tap.pendingHandlerCallCount == 1)
        tap.cancelPendingHandlers()
        #expect(tap.pendingHandlerCallCount == 0)
        #expect(cancelled == 1)
        rig.wait(100)
        rig.window.tap(at: pt(40, 160))  // action at 200 ms
        #expect(tap.pendingHandlerCallCount == 1)
        rig.wait(5000)
        #expect(calls.calls.count == 1)
        #expect(calls.calls.first?.actionMS == 200)
        #expect(calls.calls.first?.runMS == 1200)
        #expect(rig.clock.pendingCount == 0)
        _ = (token, observation)
    }

    @Test func delayedHandlerOnAPanRunsOncePerActionWithItsOwnState() {
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        let calls = HandlerLog()
        var translations: [Point] = []
        let token = pan.addHandler(delay: .milliseconds(500), identifier: nil) { call in
            calls.record(call, now: rig.clock.now)
            translations.append((call.recognizer as? PanGestureRecognizer)?.translation ?? .zero)
        }
        let finger = rig.window.touchDown(at: pt(100, 200))
        rig.wait(10)
        finger.move(to: pt(130, 200))  // began
        rig.wait(10)
        finger.move(to: pt(150, 200))  // changed
        rig.wait(10)
        finger.move(to: pt(170, 200))  // changed
        rig.wait(10)
        finger.lift()  // ended
        #expect(calls.calls.isEmpty)
        #expect(pan.pendingHandlerCallCount == 4)
        rig.wait(1000)
        #expect(calls.states == [.began, .changed, .changed, .ended])
        #expect(calls.calls.map(\.actionMS) == [10, 20, 30, 40])
        #expect(calls.calls.map(\.runMS) == [510, 520, 530, 540])
        #expect(calls.calls.map(\.location) == [pt(130, 100), pt(150, 100), pt(170, 100), pt(170, 100)])
        _ = token
    }

    @Test func removingARecognizerFromItsViewCancelsItsPendingCalls() {
        let tap = attachTap()
        var ran = 0
        let token = tap.addHandler(delay: .milliseconds(300)) { _, _, _ in ran += 1 }
        rig.window.tap(at: pt(40, 160))
        #expect(tap.pendingHandlerCallCount == 1)
        view.removeGestureRecognizer(tap)
        #expect(tap.pendingHandlerCallCount == 0)
        #expect(view.gestureRecognizers.isEmpty)
        rig.wait(1000)
        #expect(ran == 0)
        #expect(rig.clock.pendingCount == 0)
        _ = token
    }

    @Test func handlersWithZeroDelayRunSynchronouslyInsideTheActionInRegistrationOrder() {
        let child = rig.add(View(frame: Rect(x: 0, y: 0, width: 200, height: 200)), to: view)
        let parentPress = LongPressGestureRecognizer()
        parentPress.numberOfTapsRequired = 0
        let childTap = TapGestureRecognizer()
        view.addGestureRecognizer(parentPress)
        child.addGestureRecognizer(childTap)
        let log = EventLog(rig.clock)
        log.watch(childTap, "tap")
        var tokens: [GestureHandlerToken] = []
        for name in ["a", "b"] {
            tokens.append(childTap.addHandler { _, state, _ in log.append("tap.handler.\(name).\(state)") })
            tokens.append(parentPress.addHandler { _, state, _ in log.append("press.handler.\(name).\(state)") })
        }
        let pendingBefore = rig.clock.pendingCount
        rig.window.tap(at: pt(40, 160))
        // The handlers ran before tap(at:) returned, right after the transition was reported.
        #expect(log.entries == ["tap.ended", "tap.handler.a.ended", "tap.handler.b.ended"])
        #expect(rig.clock.pendingCount <= pendingBefore)
        rig.window.press(at: pt(40, 160), duration: .milliseconds(600))
        #expect(log.entries.filter { $0.hasPrefix("press.") } == [
            "press.handler.a.began", "press.handler.b.began", "press.handler.a.ended", "press.handler.b.ended",
        ])
        _ = tokens
    }

    @Test func removedHandlerNoLongerRunsAndIsReleased() {
        let tap = attachTap()
        var ran = 0
        let token = tap.addHandler { _, _, _ in ran += 1 }
        #expect(token.isRegistered)
        token.remove()
        token.remove()  // idempotent
        #expect(!token.isRegistered)
        #expect(tap.registeredHandlers.isEmpty)
        rig.window.tap(at: pt(40, 160))
        #expect(ran == 0)
    }

    /// A handler that changes the list while the action runs: one it removes (later in the
    /// list) does not run, even in this action, and leaves the list at once as the user sees it;
    /// one it adds waits for the next action (as UIKit's targets added while it sends).
    @Test func handlersAddedOrRemovedByAHandlerTakeEffectFromTheNextAction() {
        let tap = attachTap()
        var log: [String] = []
        var added: GestureHandlerToken?
        var later: GestureHandlerToken?
        var seenDuringRun: [Int] = []
        let first = tap.addHandler { recognizer, _, _ in
            log.append("first")
            if added == nil {
                later?.remove()
                added = recognizer.addHandler { _, _, _ in log.append("added") }
                seenDuringRun.append(recognizer.registeredHandlers.count)
            }
        }
        later = tap.addHandler { _, _, _ in log.append("later") }
        rig.window.tap(at: pt(40, 160))
        #expect(log == ["first"])
        #expect(seenDuringRun == [2])
        #expect(tap.registeredHandlers.map { ObjectIdentifier($0) } == [first, added!].map { ObjectIdentifier($0) })
        rig.wait(1_000)
        rig.window.tap(at: pt(40, 160))
        #expect(log == ["first", "first", "added"])
        #expect(later?.isRegistered == false)
    }

    /// A handler that removes itself and the one after it on a pan's first action: neither runs
    /// again, the last runs on every action, and the list holds only it.
    @Test func aHandlerRemovingItselfAndTheNextLeavesOnlyTheLast() {
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        var log: [String] = []
        var selfToken: GestureHandlerToken?
        var next: GestureHandlerToken?
        selfToken = pan.addHandler { _, state, _ in
            log.append("self.\(state)")
            selfToken?.remove()
            next?.remove()
        }
        next = pan.addHandler { _, state, _ in log.append("next.\(state)") }
        let last = pan.addHandler { _, state, _ in log.append("last.\(state)") }
        rig.window.drag(from: pt(40, 160), to: pt(200, 160), duration: .milliseconds(200))
        #expect(log.first == "self.began")
        #expect(!log.contains { $0.hasPrefix("next.") })
        #expect(log.filter { $0.hasPrefix("self.") }.count == 1)
        #expect(log.contains("last.ended"))
        #expect(pan.registeredHandlers.map { ObjectIdentifier($0) } == [ObjectIdentifier(last)])
    }

    @Test func cancelledGestureRunsItsHandlersWithCancelled() {
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        var states: [GestureState] = []
        let token = pan.addHandler { _, state, _ in states.append(state) }
        let finger = rig.window.touchDown(at: pt(100, 200))
        finger.move(to: pt(150, 200))
        finger.cancel()
        #expect(states == [.began, .cancelled])
        _ = token
    }

    @Test func eachDelayedActionHasItsOwnScheduledCall() {
        let tap = attachTap()
        var ran: [Int64] = []
        let token = tap.addHandler(delay: .milliseconds(1000)) { _, _, _ in ran.append(rig.nowMS) }
        rig.window.tap(at: pt(40, 160))  // action at 50
        rig.wait(450)
        rig.window.tap(at: pt(300, 400))  // action at 550
        #expect(tap.pendingHandlerCallCount == 2)
        rig.wait(600)  // now 1150: the first ran
        #expect(ran == [1050])
        tap.cancelPendingHandlers()  // cancels only what is pending: the second
        rig.wait(1000)
        #expect(ran == [1050])
        _ = token
    }
}
