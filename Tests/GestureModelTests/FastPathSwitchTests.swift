import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// The speed tricks' switch is a window's (``GestureEnvironment/switches``, the process's by
/// default): one test runs a scenario with a window's recognizer rules, environment and scroll
/// motion on their one-finger fast paths, and again on their general paths, in one process.
@Suite struct FastPathSwitchTests {
    /// Everything the window's event stream says, as text: transitions with their locations and
    /// reasons, handler runs, scroll moments.
    final class Transcript: GestureEventSink {
        var lines: [String] = []
        func receive(_ event: GestureEvent) {
            switch event.kind {
            case .transition(let recognizer, let state, let location, let reason):
                lines.append("\(event.time) \(recognizer.displayName) \(state) \(location.map { "\($0)" } ?? "-") \(reason.map { "\($0)" } ?? "-")")
            case .handlerRan(let call):
                lines.append("\(event.time) handler \(call.registration.identifier ?? "?") \(call.state) \(call.location)")
            case .scroll(let view, let moment):
                lines.append("\(event.time) \(view.identifier ?? "?") \(moment.kind) \(moment.offset)")
            default:
                break
            }
        }
    }

    /// A tap, a long press, a pan over a button and a fling of a feed, with `general` as the
    /// window's switch; returns the transcript and whether the fling's frames reused one call
    /// (a speed trick of the scroll motion: only on the fast path).
    static func run(general: Bool) -> (lines: [String], reusedFrameCall: Bool) {
        let rig = GestureRig(width: 400, height: 800)
        rig.window.environment.switches.forcesGeneralPath = general
        let transcript = Transcript()
        rig.window.eventSink = transcript
        let feed = rig.add(ScrollView(frame: Rect(x: 0, y: 400, width: 400, height: 400), identifier: "feed"))
        feed.contentSize = Size(width: 400, height: 3000)
        let panel = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 400), identifier: "panel"))
        let tap = TapGestureRecognizer(identifier: "tap")
        tap.numberOfTapsRequired = 2
        let press = LongPressGestureRecognizer(identifier: "press")
        let pan = PanGestureRecognizer(identifier: "pan")
        for recognizer in [tap, press, pan] {
            panel.addGestureRecognizer(recognizer)
            recognizer.addHandler(delay: .zero, identifier: "\(recognizer.displayName).run") { _ in }
        }
        press.require(toFail: tap)

        // a double tap that drifts a little, then a press held still
        for _ in 0..<2 {
            let finger = rig.window.touchDown(at: pt(100, 100))
            rig.wait(40)
            finger.move(to: pt(104, 103))
            rig.wait(40)
            finger.lift()
            rig.wait(100)
        }
        rig.wait(500)
        let holding = rig.window.touchDown(at: pt(200, 200))
        rig.wait(700)
        holding.move(to: pt(203, 202))
        rig.wait(50)
        holding.lift()
        rig.wait(500)
        // a drag across the panel
        let dragging = rig.window.touchDown(at: pt(50, 300))
        for step in 1...8 {
            rig.wait(16)
            dragging.move(to: pt(50 + 12 * Double(step), 300 - 5 * Double(step)))
        }
        dragging.lift()
        rig.wait(500)
        // a fling of the feed: its frames, on virtual time
        let flinging = rig.window.touchDown(at: pt(100, 780))
        for step in 1...10 {
            rig.wait(10)
            flinging.move(to: pt(100, 780 - 30 * Double(step)))
        }
        flinging.lift()
        var calls: [ScheduledCall] = []
        while let call = rig.clock.pendingCalls.first, calls.count < 5 {
            calls.append(call)
            _ = rig.clock.runNext()
        }
        rig.clock.advance(by: .seconds(5))
        return (transcript.lines, !calls.isEmpty && calls.allSatisfy { $0 === calls[0] })
    }

    @Test func aWindowsSwitchTakesItsRulesGeneralPathsAndChangesNothing() {
        let fast = Self.run(general: false)
        let general = Self.run(general: true)
        #expect(fast.lines.count > 20)
        #expect(general.lines == fast.lines)
        // the switch reached the scroll motion of that window, whatever the process's
        #expect(fast.reusedFrameCall)
        #expect(!general.reusedFrameCall)
    }
}
