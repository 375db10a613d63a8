import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import TestFixtures

/// `deliveredLate` (<doc:Reasons>): a phase a recognizer withheld from its view says, when it
/// finally reaches the view, who held it last, by which clause of the rule, for how long, and
/// what that recognizer became. One scene per clause: `delaysTouchesEnded` (Apple's default,
/// a double tap over a button), `delaysTouchesBegan` (a scroll view's 150 ms content delay,
/// `UIScrollView.delaysContentTouches`), and a transition held behind `require(toFail:)`.
/// And `handlerDelay`: a handler that runs late because it was registered with a delay.
@Suite struct LateDeliveryReasonTests {
    /// A delivery told to the sink: when, to which view, which phase, why.
    struct Told: Equatable {
        var time: Double
        var view: String
        var phase: TouchPhase
        var reason: GestureReason
    }

    /// Keeps the deliveries explained, and the records as text lines.
    final class Explained: ReplayExplanationSink {
        var told: [Told] = []
        var lines: [String] = []
        func receive(_ record: consuming ReplayRecord) { lines.append(RecordFormat.text.line(for: record)) }
        func explain(_ decision: GestureDecision, of id: String, at time: Timestamp) {}
        func explainDelivery(to id: String, touch: Int, phase: TouchPhase, because reason: GestureReason, at time: Timestamp) {
            told.append(Told(time: time.seconds, view: id, phase: phase, reason: reason))
            lines.append("delivery \(id) touch \(touch) \(phase.rawValue)")
        }
        func explainHandlerRecord(of id: String, because reason: GestureReason, at time: Timestamp) {
            lines.append("\(id): \(reason.code) \(reason)")
        }
    }

    private func load(_ scene: String) throws -> (Scene, Explained) {
        let sink = Explained()
        return (try SceneLoader.load(bytes: Array(scene.utf8), file: "late.scene.json", sink: sink), sink)
    }

    /// The photo viewer's case: a tap on a button under a double tap. The button's ended waits
    /// for the double tap to fail, 350 ms after the lift, and its touchUpInside comes then.
    @Test func aDoubleTapDelaysTheEndedOfAButtonUnderItUntilItFails() throws {
        let (scene, sink) = try load("""
            {"scene": 1, "window": {"width": 400, "height": 800},
             "views": [{"id": "photo", "frame": [0, 0, 400, 400],
                        "recognizers": [{"id": "double", "type": "tap", "taps": 2}],
                        "children": [{"id": "like", "type": "button", "frame": [100, 100, 44, 44]}]}]}
            """)
        let finger = scene.window.touchDown(at: pt(120, 120))
        scene.clock.advance(by: .milliseconds(70))
        finger.lift()
        #expect(sink.told.isEmpty)
        scene.clock.advance(by: .milliseconds(400))
        #expect(sink.told == [
            Told(
                time: 0.42, view: "like", phase: .ended,
                reason: .deliveredLate(by: "double", rule: .delaysTouchesEnded, held: .milliseconds(350), state: .failed))
        ])
        let told = try #require(sink.lines.firstIndex(of: "delivery like touch 1 ended"))
        #expect(sink.lines[told + 1] == "0.420    control   like touchUpInside")
        #expect(sink.told[0].reason.description == "double delaysTouchesEnded: held 350 ms until it failed")
    }

    /// A scroll view holds its content's began 150 ms; the moves that came meanwhile follow it
    /// at once, without a record each; the lift is not held.
    @Test func aScrollViewDelaysItsContentsBeganBy150Milliseconds() throws {
        let (scene, sink) = try load("""
            {"scene": 1, "window": {"width": 400, "height": 800},
             "views": [{"id": "list", "type": "scroll", "frame": [0, 0, 400, 800], "contentSize": [400, 2000],
                        "children": [{"id": "row", "type": "button", "frame": [0, 0, 400, 100]}]}]}
            """)
        let finger = scene.window.touchDown(at: pt(200, 50))
        scene.clock.advance(by: .milliseconds(50))
        finger.move(to: pt(200, 52))
        scene.clock.advance(by: .milliseconds(150))
        finger.lift()
        #expect(sink.told == [
            Told(
                time: 0.15, view: "row", phase: .began,
                reason: .deliveredLate(by: "list.delay", rule: .delaysTouchesBegan, held: .milliseconds(150), state: .failed))
        ])
        #expect(sink.lines.contains("0.150    control   row touchDown"))
        #expect(sink.lines.contains("0.200    control   row touchUpInside"))
    }

    /// A tap that requires a double tap to fail holds its ended, and with it the view's ended
    /// (it waits for a required failure); it does not cancel the touches in its view, so the
    /// view gets the ended once the tap recognizes.
    @Test func aTransitionHeldBehindARequiredFailureWithholdsTheViewsPhases() throws {
        let (scene, sink) = try load("""
            {"scene": 1, "window": {"width": 400, "height": 800},
             "views": [{"id": "pad", "frame": [0, 0, 400, 400],
                        "recognizers": [{"id": "single", "type": "tap", "requires": ["double"], "cancelsTouchesInView": false},
                                        {"id": "double", "type": "tap", "taps": 2, "delaysTouchesEnded": false}]}]}
            """)
        let finger = scene.window.touchDown(at: pt(120, 120))
        scene.clock.advance(by: .milliseconds(60))
        finger.lift()
        scene.clock.advance(by: .milliseconds(400))
        #expect(sink.told == [
            Told(
                time: 0.41, view: "pad", phase: .ended,
                reason: .deliveredLate(by: "single", rule: .waitingForRequired, held: .milliseconds(350), state: .ended))
        ])
        #expect(sink.told[0].reason.description == "single waited for a required failure: held 350 ms until it ended")
    }

    /// A phase queued behind a withheld one and then withheld itself counts from its own touch
    /// event: the lift at 0.1 s waits behind the began until 0.3 s, then for another recognizer
    /// until 0.45 s — held 350 ms, not 150.
    @Test func aPhaseQueuedBehindAnotherCountsFromItsOwnEvent() throws {
        let (scene, sink) = try load("""
            {"scene": 1, "window": {"width": 400, "height": 800},
             "views": [{"id": "pad", "frame": [0, 0, 400, 400],
                        "recognizers": [{"id": "holder", "type": "tap", "taps": 2, "delaysTouchesBegan": true, "delaysTouchesEnded": false},
                                        {"id": "ender", "type": "tap", "taps": 2}]}]}
            """)
        let finger = scene.window.touchDown(at: pt(120, 120))
        scene.clock.advance(by: .milliseconds(100))
        finger.lift()
        scene.clock.advance(by: .milliseconds(200))
        try #require(scene.recognizers["holder"]).isEnabled = false
        scene.clock.advance(by: .milliseconds(300))
        #expect(sink.told == [
            Told(
                time: 0.3, view: "pad", phase: .began,
                reason: .deliveredLate(by: "holder", rule: .delaysTouchesBegan, held: .milliseconds(300), state: .failed)),
            Told(
                time: 0.45, view: "pad", phase: .ended,
                reason: .deliveredLate(by: "ender", rule: .delaysTouchesEnded, held: .milliseconds(350), state: .failed)),
        ])
    }

    /// A withheld phase dropped because the recognizer recognized and cancels the view's
    /// touches is not delivered late: only the cancel is told (`cancelledBy`).
    @Test func aWithheldPhaseThatIsDroppedIsNotDeliveredLate() throws {
        let (scene, sink) = try load("""
            {"scene": 1, "window": {"width": 400, "height": 800},
             "views": [{"id": "pad", "frame": [0, 0, 400, 400],
                        "recognizers": [{"id": "single", "type": "tap", "requires": ["double"]},
                                        {"id": "double", "type": "tap", "taps": 2}]}]}
            """)
        let finger = scene.window.touchDown(at: pt(120, 120))
        scene.clock.advance(by: .milliseconds(60))
        finger.lift()
        scene.clock.advance(by: .milliseconds(400))
        #expect(sink.told.map(\.reason.code) == ["cancelledBy"])
    }

    /// `handlerDelay`: a handler registered with a delay (BlocksKit's delayed handlers) says
    /// so right after its run's record, a control's and a recognizer's alike; one that runs at
    /// once says nothing.
    @Test func aDelayedHandlerSaysItsDelay() throws {
        let (scene, sink) = try load("""
            {"scene": 1, "window": {"width": 400, "height": 800},
             "views": [{"id": "send", "type": "button", "frame": [0, 0, 100, 100],
                        "handlers": [{"id": "now", "events": ["touchUpInside"]},
                                     {"id": "later", "events": ["touchUpInside"], "delay": 0.25}]},
                       {"id": "pad", "frame": [0, 200, 400, 400],
                        "recognizers": [{"id": "tap", "type": "tap", "handlers": [{"id": "soon", "delay": 0.1}]}]}]}
            """)
        scene.window.touchDown(at: pt(50, 50)).lift()
        scene.window.touchDown(at: pt(50, 300)).lift()
        scene.clock.advance(by: .seconds(1))
        #expect(sink.lines.filter { $0.contains("handler") } == [
            "0.000    handler   now of send touchUpInside",
            "0.100    handler   soon of tap ended at (50.0, 100.0) (scheduled at 0.000)",
            "soon: handlerDelay registered with a 100 ms delay",
            "0.250    handler   later of send touchUpInside (scheduled at 0.000)",
            "later: handlerDelay registered with a 250 ms delay",
        ])
        #expect(GestureReason.handlerDelay(delay: .milliseconds(250)).fields.map(\.name) == ["delay"])
    }

    @Test func aReplayWithoutReasonsTracksNoLateDelivery() throws {
        let scene = try SceneLoader.load(bytes: Array(#"{"scene": 1, "window": {"width": 10, "height": 10}}"#.utf8), file: "s.json") { _ in }
        #expect(scene.window.eventSink == nil)
    }
}
