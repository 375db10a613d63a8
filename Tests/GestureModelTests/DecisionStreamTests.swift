import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// A recognizer's last decision and the window's decisions are kept by a listener on the
/// window's event stream: there while reasons are asked for, watched or heard, gone after.
@Suite struct DecisionStreamTests {
    final class Events: GestureEventSink {
        let detail: GestureEventDetail
        var all: [GestureEvent] = []
        var log: [String]?
        init(detail: GestureEventDetail = .everything) { self.detail = detail }
        func receive(_ event: GestureEvent) {
            all.append(event)
            if case .transition(let recognizer, let state, _, .some) = event.kind { log?.append("sink \(recognizer.displayName) \(state)") }
        }
    }

    let rig = GestureRig()
    let panel: View
    let tap: TapGestureRecognizer

    init() {
        panel = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 800), identifier: "panel"))
        tap = TapGestureRecognizer(identifier: "tap")
        panel.addGestureRecognizer(tap)
    }

    /// Drags a finger 60 pt: the tap fails, moved too far.
    func dragTooFar() {
        let finger = rig.window.touchDown(at: pt(100, 100))
        rig.wait(16)
        finger.move(to: pt(160, 100))
        rig.wait(16)
        finger.lift()
    }

    @Test func watchingDecisionsMakesTheStreamAndStoppingDropsIt() {
        #expect(rig.window.environment.stream == nil)
        var seen: [GestureDecision] = []
        var token: ObservationToken? = rig.window.decisions.add { seen.append($0.decision) }
        #expect(rig.window.environment.stream?.keeper != nil)
        dragTooFar()
        #expect(seen == [GestureDecision(state: .failed, reason: .movedTooFar(distance: 60, limit: 45))])
        #expect(tap.lastDecision == seen.first)
        token?.cancel()
        token = nil
        #expect(rig.window.environment.stream == nil)
        dragTooFar()
        #expect(seen.count == 1)
    }

    @Test func explainsDecisionsKeepsThemWithoutASink() {
        rig.window.explainsDecisions = true
        #expect(rig.window.eventSink == nil)
        dragTooFar()
        #expect(tap.lastDecision?.reason == .movedTooFar(distance: 60, limit: 45))
        rig.window.explainsDecisions = false
        #expect(rig.window.environment.stream == nil)
    }

    @Test func theKeeperHearsEachDecisionBeforeTheSink() {
        let events = Events()
        events.log = []
        rig.window.eventSink = events
        let token = rig.window.decisions.add { change in events.log?.append("decisions \(change.recognizer.displayName) \(change.decision.state)") }
        dragTooFar()
        #expect(events.log == ["decisions tap failed", "sink tap failed"])
        token.cancel()
        // the sink hears everything: the decisions are still kept
        #expect(rig.window.environment.stream?.keeper != nil)
    }

    @Test func aSinkOfActionsWithDecisionsWatchedHearsNoHold() {
        let events = Events(detail: .actions)
        rig.window.eventSink = events
        let double = TapGestureRecognizer(identifier: "double")
        double.numberOfTapsRequired = 2
        panel.addGestureRecognizer(double)
        tap.require(toFail: double)
        var held: [GestureDecision] = []
        let token = rig.window.decisions.add { if $0.decision.isHeld { held.append($0.decision) } }
        let finger = rig.window.touchDown(at: pt(100, 100))
        rig.wait(50)
        finger.lift()
        rig.wait(400)
        // the tap's end was held behind the double tap: kept as a decision, not told the sink
        #expect(held.map(\.state) == [.ended])
        #expect(!events.all.contains { if case .held = $0.kind { true } else { false } })
        #expect(events.all.contains { if case .transition(let r, .ended, _, .some) = $0.kind { r === tap } else { false } })
        _ = token
    }
}
