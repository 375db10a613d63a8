import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import TestFixtures

/// Failure requirements (Who wins a touch): require-to-fail.
@Suite struct FailureRequirementTests {
    let rig = GestureRig()
    let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), identifier: "view")
    let log: EventLog

    init() {
        rig.add(view)
        log = EventLog(rig.clock)
    }

    private func tap(_ taps: Int, _ name: String, on target: View? = nil) -> TapGestureRecognizer {
        let recognizer = TapGestureRecognizer(taps: taps, identifier: name)
        (target ?? view).addGestureRecognizer(recognizer)
        log.watch(recognizer, name)
        return recognizer
    }

    private func singleRequiringDouble() throws -> (single: TapGestureRecognizer, double: TapGestureRecognizer) {
        let single = tap(1, "single")
        let double = tap(2, "double")
        single.require(toFail: double)
        return (single, double)
    }

    @Test func singleTapRequiringDoubleTapFiresExactly350MillisecondsAfterTheLift() throws {
        let (single, _) = try singleRequiringDouble()
        var fired: [Int64] = []
        let token = single.addHandler { _, _, _ in fired.append(rig.nowMS) }
        rig.window.tap(at: pt(100, 100))  // lift at 50 ms
        #expect(log.entries.isEmpty)
        #expect(single.heldState == .ended)
        rig.wait(349)
        #expect(fired.isEmpty)
        #expect(log.entries.isEmpty)
        rig.wait(1)
        #expect(fired == [400])
        #expect(log.entries == ["double.failed", "single.ended"])
        #expect(single.state == .possible)
        _ = token
    }

    /// A subclass asks the question, not the field: `isWaitingForRequiredFailure` is true
    /// exactly while the move is held.
    @Test func aHeldRecognizerSaysItIsWaiting() throws {
        let (single, double) = try singleRequiringDouble()
        #expect(!single.isWaitingForRequiredFailure)
        rig.window.tap(at: pt(100, 100))
        #expect(single.isWaitingForRequiredFailure && !double.isWaitingForRequiredFailure)
        rig.wait(350)
        #expect(!single.isWaitingForRequiredFailure)
    }

    /// UIKit asks the delegates when it decides, so an answer given mid-gesture counts, on
    /// either side: here the double tap, given a `shouldBeRequiredToFail` closure after the
    /// finger came down, holds the single tap back (before, it was missed unless one of the two
    /// had delegate answers when the touch landed).
    @Test func aDelegateEdgeMadeMidGestureHoldsTheDependent() {
        let single = tap(1, "single")
        let double = tap(2, "double")
        let finger = rig.window.touchDown(at: pt(100, 100))
        double.delegateClosures.shouldBeRequiredToFail = { _, other in other === single }
        rig.wait(50)
        finger.lift()
        #expect(single.isWaitingForRequiredFailure)
        #expect(log.entries.isEmpty)
        rig.wait(350)
        #expect(log.entries == ["double.failed", "single.ended"])
    }

    @Test func singleTapRequiringDoubleTapNeverFiresOnADoubleTap() throws {
        _ = try singleRequiringDouble()
        rig.window.doubleTap(at: pt(100, 100))
        #expect(log.entries == ["double.ended", "single.failed"])
        rig.wait(1000)
        #expect(log.entries == ["double.ended", "single.failed"])
    }

    @Test func farSecondTapReleasesTheWaitingSingleTapAtThatTouchDown() throws {
        _ = try singleRequiringDouble()
        rig.window.tap(at: pt(100, 100))
        rig.wait(100)
        let finger = rig.window.touchDown(at: pt(300, 300))
        #expect(log.entries == ["double.failed", "single.ended"])
        #expect(log.times(of: "single.ended") == [150])
        rig.wait(50)
        finger.lift()
        rig.wait(400)
        // The far tap is a tap of its own; no double tap came of the two.
        #expect(log.entries(of: "single") == ["single.ended", "single.ended"])
        #expect(!log.entries.contains("double.ended"))
    }

    @Test func requirementOnARecognizerThatNeverGotTheTouchDoesNotBlock() throws {
        let other = rig.add(View(frame: Rect(x: 0, y: 500, width: 400, height: 200)))
        let single = tap(1, "single")
        let elsewhere = tap(2, "elsewhere", on: other)
        single.require(toFail: elsewhere)
        rig.window.tap(at: pt(100, 100))
        #expect(log.entries == ["single.ended"])
        #expect(log.times(of: "single.ended") == [50])
    }

    @Test(arguments: [1, 2, 3])
    func chainSingleDoubleTripleResolvesToExactlyTheTapCount(_ count: Int) throws {
        let single = tap(1, "single")
        let double = tap(2, "double")
        let triple = tap(3, "triple")
        single.require(toFail: double)
        double.require(toFail: triple)
        var fired: [String] = []
        var tokens: [GestureHandlerToken] = []
        for (name, recognizer) in [("single", single), ("double", double), ("triple", triple)] {
            tokens.append(recognizer.addHandler { _, _, _ in fired.append(name) })
        }
        for index in 0..<count {
            if index > 0 { rig.wait(100) }
            rig.window.tap(at: pt(100, 100))
        }
        rig.wait(1000)
        #expect(fired == [["single", "double", "triple"][count - 1]])
        #expect(single.state == .possible && double.state == .possible && triple.state == .possible)
        // And the chain still works for the next sequence.
        fired.removeAll()
        rig.window.tap(at: pt(100, 100))
        rig.wait(1000)
        #expect(fired == ["single"])
        _ = tokens
    }

    /// `require(toFail:)` does not throw, as UIKit's does not: an edge closing a cycle is
    /// added, and the cycle is reported when a pass meets it (below).
    @Test func aRequirementCycleIsAcceptedByRequire() {
        let a = TapGestureRecognizer(identifier: "a")
        let b = TapGestureRecognizer(identifier: "b")
        let c = TapGestureRecognizer(identifier: "c")
        a.require(toFail: b)
        b.require(toFail: c)
        c.require(toFail: a)
        #expect(c.failureRequirements.map(\.displayName) == ["a"])
        #expect(GestureConfigurationError.requirementCycle(["c", "a", "b"]).description == "failure requirements form a cycle: c → a → b → c")
    }

    /// A scene file is refused at the first requirement, in file order, that closes a cycle,
    /// naming the cycle from that requirement's recognizer; a second cycle later in the file
    /// does not change which is reported.
    @Test func aSceneFileIsRefusedAtTheRequirementThatClosesTheFirstCycle() {
        let scene = """
            {"window": {"width": 100, "height": 100}, "views": [{"id": "v", "recognizers": [
              {"id": "a", "type": "tap", "requires": ["b"]},
              {"id": "b", "type": "tap", "requires": ["c"]},
              {"id": "x", "type": "tap", "requires": ["y"]},
              {"id": "y", "type": "tap", "requires": ["x"]},
              {"id": "c", "type": "tap", "requires": ["d", "a"]},
              {"id": "d", "type": "tap"}
            ]}]}
            """
        let message = errorText { _ = try SceneLoader.load(bytes: Array(scene.utf8), file: "c.scene.json") { _ in } }
        #expect(message == "c.scene.json:5:43: error: failure requirements form a cycle: y → x → y (at views[0].recognizers[3].requires[0])")
    }

    /// A long chain written from its end loads (each requirement added in file order; the
    /// check for cycles runs once, not a search per requirement), and the last requirement
    /// closing it into a loop is refused naming the whole chain.
    @Test func aLongChainLoadsAndClosingItIsRefused() throws {
        func scene(_ count: Int, closed: Bool) -> String {
            var recognizers = ["{\"id\": \"r0\", \"type\": \"tap\"\(closed ? ", \"requires\": [\"r\(count - 1)\"]" : "")}"]
            for index in 1..<count { recognizers.append("{\"id\": \"r\(index)\", \"type\": \"tap\", \"requires\": [\"r\(index - 1)\"]}") }
            return "{\"window\": {\"width\": 100, \"height\": 100}, \"views\": [{\"id\": \"v\", \"recognizers\": [\n" + recognizers.joined(separator: ",\n") + "]}]}"
        }
        let open = try SceneLoader.load(bytes: Array(scene(2000, closed: false).utf8), file: "chain.scene.json") { _ in }
        #expect(open.recognizers["r1999"]?.failureRequirements.map(\.displayName) == ["r1998"])
        let message = errorText { _ = try SceneLoader.load(bytes: Array(scene(2000, closed: true).utf8), file: "loop.scene.json") { _ in } }
        #expect(message?.hasPrefix("loop.scene.json:2001:") == true, "\(message ?? "none")")
        #expect(message?.contains("failure requirements form a cycle: r1999 → r1998 → ") == true, "\(message ?? "none")")
        #expect(message?.hasSuffix("r1 → r0 → r1999 (at views[0].recognizers[1999].requires[0])") == true, "\(message ?? "none")")
    }

    /// A cycle made with `require(toFail:)` is a configuration error: at the first pass where
    /// it would deadlock (each recognizer of the cycle waiting for the next), the window
    /// reports it once to `onConfigurationError`, naming the recognizers, and the pass goes on
    /// as with a cycle made by delegates (the one that asks last is not held).
    @Test func aRequirementCycleIsReportedOnceAtTheFirstPassItWouldDeadlock() {
        let a = tap(1, "a")
        let b = tap(1, "b")
        a.require(toFail: b)
        b.require(toFail: a)
        var reports: [GestureConfigurationError] = []
        rig.window.onConfigurationError = { reports.append($0) }
        #expect(reports.isEmpty, "adding the edges reports nothing")
        rig.window.tap(at: pt(100, 100))
        #expect(reports == [.requirementCycle(["b", "a"])])
        #expect(log.entries == ["b.ended", "a.failed"])
        rig.wait(1000)
        rig.window.tap(at: pt(100, 100))
        #expect(reports.count == 1, "reported once")
        #expect(log.entries == ["b.ended", "a.failed", "b.ended", "a.failed"])
    }

    /// By default the report stops the program with the cycle's description.
    @Test func aRequirementCycleStopsTheProgramByDefault() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let window = Window(width: 100, height: 100, scheduler: TestScheduler())
            let a = TapGestureRecognizer(identifier: "a")
            let b = TapGestureRecognizer(identifier: "b")
            window.addGestureRecognizer(a)
            window.addGestureRecognizer(b)
            a.require(toFail: b)
            b.require(toFail: a)
            window.tap(at: Point(x: 50, y: 50))
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("failure requirements form a cycle: b → a → b"), "\(stderr)")
    }

    @Test func requiringYourselfIsIgnored() throws {
        let single = tap(1, "single")
        single.require(toFail: single)
        #expect(single.failureRequirements.isEmpty)
        rig.window.tap(at: pt(100, 100))
        #expect(log.entries == ["single.ended"])
    }

    @Test func removedRequirementNoLongerHolds() throws {
        let (single, double) = try singleRequiringDouble()
        single.removeRequirement(toFail: double)
        rig.window.tap(at: pt(100, 100))
        #expect(log.entries(of: "single") == ["single.ended"])
        #expect(log.times(of: "single.ended") == [50])
    }

    @Test func heldRecognizersTouchesAreWithheldFromItsView() throws {
        let child = rig.add(TouchLogView(frame: Rect(x: 0, y: 0, width: 200, height: 200)), to: view)
        let (single, double) = try singleRequiringDouble()
        for recognizer in [single, double] {
            recognizer.delaysTouchesEnded = false
            recognizer.cancelsTouchesInView = false
        }
        rig.window.tap(at: pt(100, 100))
        #expect(child.log == ["began"])  // withheld because single is held, not by delaysTouchesEnded
        rig.wait(350)
        #expect(child.log == ["began", "ended"])
    }

    @Test func heldRecognizerExcludesNobodyUntilReleased() throws {
        let (single, _) = try singleRequiringDouble()
        let parent = ScriptedRecognizer(identifier: "other")
        parent.delaysTouchesEnded = false
        rig.window.addGestureRecognizer(parent)
        log.watch(parent, "other")
        rig.window.tap(at: pt(100, 100))
        #expect(single.heldState == .ended)
        #expect(parent.state == .possible)
        rig.wait(350)
        #expect(log.entries == ["double.failed", "single.ended", "other.failed"])
    }

    @Test func releasedContinuousRecognizerGetsBeganFirst() throws {
        let pan = PanGestureRecognizer(identifier: "pan")
        let gate = ScriptedRecognizer(identifier: "gate")
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(gate)
        log.watch(pan, "pan")
        log.watch(gate, "gate")
        pan.require(toFail: gate)
        var handled: [GestureState] = []
        let token = pan.addHandler { _, state, _ in handled.append(state) }
        let finger = rig.window.touchDown(at: pt(100, 100))
        finger.move(to: pt(130, 100))
        finger.move(to: pt(160, 100))
        #expect(log.entries.isEmpty)
        #expect(pan.heldState == .began)
        gate.requestState(.failed)
        #expect(log.entries == ["gate.failed", "pan.began"])
        finger.move(to: pt(170, 100))
        finger.lift()
        #expect(log.entries == ["gate.failed", "pan.began", "pan.changed", "pan.ended"])
        #expect(handled == [.began, .changed, .ended])
        _ = token
    }

    @Test func releasedContinuousRecognizerThatAlreadyLiftedGetsBeganThenEnded() throws {
        let pan = PanGestureRecognizer(identifier: "pan")
        let gate = ScriptedRecognizer(identifier: "gate")
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(gate)
        log.watch(pan, "pan")
        log.watch(gate, "gate")
        pan.require(toFail: gate)
        rig.window.drag(from: pt(100, 100), to: pt(200, 100), steps: 4)
        #expect(pan.heldState == .ended)
        gate.requestState(.failed)
        #expect(log.entries == ["gate.failed", "pan.began", "pan.ended"])
    }

    @Test func heldContinuousRecognizerWhoseTouchIsCancelledFailsWithoutActions() throws {
        let pan = PanGestureRecognizer(identifier: "pan")
        let gate = ScriptedRecognizer(identifier: "gate")
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(gate)
        log.watch(pan, "pan")
        pan.require(toFail: gate)
        var handled = 0
        let token = pan.addHandler { _, _, _ in handled += 1 }
        let finger = rig.window.touchDown(at: pt(100, 100))
        finger.move(to: pt(150, 100))
        #expect(pan.heldState == .began)
        finger.cancel()
        #expect(log.entries == ["pan.failed"])
        #expect(handled == 0)
        _ = token
    }

    @Test func panOnAChildWaitingForASwipeOnItsParentEndsWhenTheSwipeFailsAtTheLift() throws {
        // The pan (hit view first) sees the lift while held; the swipe fails in the same event.
        let child = rig.add(View(frame: Rect(x: 0, y: 0, width: 300, height: 300)), to: view)
        let pan = PanGestureRecognizer(identifier: "pan")
        let swipe = SwipeGestureRecognizer(direction: .right, identifier: "swipe")
        child.addGestureRecognizer(pan)
        view.addGestureRecognizer(swipe)
        log.watch(pan, "pan")
        log.watch(swipe, "swipe")
        pan.require(toFail: swipe)
        var translations: [Point] = []
        let token = pan.addHandler { recognizer, _, _ in
            translations.append((recognizer as? PanGestureRecognizer)?.translation ?? .zero)
        }
        for round in 1...2 {
            rig.window.drag(from: pt(100, 100), to: pt(100, 200), duration: .milliseconds(300), steps: 10)
            #expect(log.entries == ["swipe.failed", "pan.began", "pan.ended"], "round \(round)")
            #expect(pan.state == .possible && pan.heldState == nil)
            #expect(translations.last == pt(0, 90))
            log.clear()
            rig.wait(1000)
        }
        _ = token
    }

    @Test func requiredRecognizerBeginningFailsTheWaitingOne() throws {
        let pan = PanGestureRecognizer(identifier: "pan")
        let gate = ScriptedRecognizer(identifier: "gate")
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(gate)
        log.watch(pan, "pan")
        log.watch(gate, "gate")
        pan.require(toFail: gate)
        var handled = 0
        let token = pan.addHandler { _, _, _ in handled += 1 }
        let finger = rig.window.touchDown(at: pt(100, 100))
        finger.move(to: pt(130, 100))
        gate.requestState(.began)
        #expect(log.entries == ["gate.began", "pan.failed"])
        finger.lift()
        #expect(handled == 0)
        _ = token
    }

    @Test func delegateClosureCanAddARequirementPerAttempt() {
        let single = tap(1, "single")
        let double = tap(2, "double")
        single.delegateClosures.shouldRequireFailure = { _, other in other === double }
        rig.window.tap(at: pt(100, 100))
        #expect(log.entries.isEmpty)
        rig.wait(350)
        #expect(log.entries == ["double.failed", "single.ended"])
    }

    @Test func delegateClosureCanBeRequiredToFailByAnother() {
        let single = tap(1, "single")
        let double = tap(2, "double")
        double.delegateClosures.shouldBeRequiredToFail = { _, other in other === single }
        rig.window.tap(at: pt(100, 100))
        #expect(log.entries.isEmpty)
        rig.wait(350)
        #expect(log.entries == ["double.failed", "single.ended"])
    }

    /// A recognizer that requires two others to fail waits for both: one failing releases
    /// nothing while the other may still recognize; then the order does not matter,
    /// and the other recognizing instead fails the waiting one.
    @Test(arguments: [("b", "c"), ("c", "b")])
    func aRecognizerRequiringTwoWaitsForBothToFail(_ first: String, _ second: String) throws {
        let a = tap(1, "a")
        let gates = [ScriptedRecognizer(identifier: "b"), ScriptedRecognizer(identifier: "c")]
        for gate in gates {
            view.addGestureRecognizer(gate)
            log.watch(gate, gate.identifier ?? "")
            a.require(toFail: gate)
        }
        func gate(_ name: String) -> ScriptedRecognizer? { gates.first { $0.identifier == name } }
        rig.window.tap(at: pt(100, 100))
        rig.wait(1000)
        #expect(a.heldState == .ended)
        gate(first)?.requestState(.failed)
        #expect(log.entries == ["\(first).failed"])
        #expect(a.heldState == .ended)  // still held: the other may recognize
        rig.wait(1000)
        #expect(log.entries == ["\(first).failed"])
        gate(second)?.requestState(.failed)
        #expect(log.entries == ["\(first).failed", "\(second).failed", "a.ended"])
    }

    @Test func aRecognizerRequiringTwoFailsWhenTheSecondRecognizesAfterTheFirstFailed() throws {
        let a = tap(1, "a")
        let b = ScriptedRecognizer(identifier: "b")
        let c = ScriptedRecognizer(identifier: "c")
        for (name, gate) in [("b", b), ("c", c)] {
            view.addGestureRecognizer(gate)
            log.watch(gate, name)
            a.require(toFail: gate)
        }
        let finger = rig.window.touchDown(at: pt(100, 100))
        rig.wait(50)
        finger.lift()
        b.requestState(.failed)
        #expect(a.heldState == .ended)
        c.requestState(.began)
        #expect(log.entries == ["b.failed", "c.began", "a.failed"])
    }
}
