import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// A view's phase withheld by a recognizer is an event of the window's stream when it is
/// withheld — with the recognizer and the clause of the withholding rule — before it is
/// delivered late or dropped.
@Suite struct WithheldPhaseEventTests {
    final class Events: GestureEventSink {
        var all: [GestureEvent] = []
        func receive(_ event: GestureEvent) { all.append(event) }
    }

    let rig = GestureRig()
    let events = Events()
    let panel: View
    let button: Button
    let tap: TapGestureRecognizer

    init() {
        panel = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 800), identifier: "panel"))
        button = rig.add(Button(frame: Rect(x: 100, y: 100, width: 100, height: 44), identifier: "send"), to: panel)
        tap = TapGestureRecognizer(identifier: "double")
        tap.numberOfTapsRequired = 2
        tap.delaysTouchesBegan = true
        panel.addGestureRecognizer(tap)
        rig.window.eventSink = events
    }

    /// The withheld events, as (view, phase, recognizer, rule).
    var withheld: [(view: View, phase: TouchPhase, by: GestureRecognizer, rule: WithholdingRule, id: UInt64)] {
        events.all.compactMap { event in
            guard case .withheld(let view, _, let phase, let recognizer, let rule) = event.kind else { return nil }
            return (view, phase, recognizer, rule, event.id)
        }
    }

    @Test func aBeganHeldByDelaysTouchesBeganIsToldWithheldThenDeliveredLate() {
        let finger = rig.window.touchDown(at: pt(150, 120))
        #expect(withheld.count == 1)
        #expect(withheld.first?.view === button && withheld.first?.phase == .began)
        #expect(withheld.first?.by === tap && withheld.first?.rule == .delaysTouchesBegan)
        rig.wait(50)
        finger.lift()
        // the lift is withheld too (delaysTouchesEnded), behind the began: the began is told once
        #expect(withheld.count == 1)
        rig.wait(400)
        // the double tap failed: the began reaches the button, late, saying who held it
        let late = events.all.first { event in
            if case .delivered(let view, _, .began, let reason?) = event.kind, view === button, case .deliveredLate = reason { true } else { false }
        }
        #expect(late != nil)
        #expect((late?.id ?? 0) > (withheld.first?.id ?? .max))
        if case .delivered(_, _, _, let reason) = late?.kind {
            #expect(reason == .deliveredLate(by: "double", rule: .delaysTouchesBegan, held: .milliseconds(400), state: .failed))
        }
    }

    @Test func aSinkOfActionsHearsNoWithheldPhase() {
        final class Actions: GestureEventSink {
            var kinds: [GestureEventKind] = []
            var detail: GestureEventDetail { .actions }
            func receive(_ event: GestureEvent) { kinds.append(event.kind) }
        }
        let actions = Actions()
        rig.window.eventSink = actions
        let finger = rig.window.touchDown(at: pt(150, 120))
        rig.wait(50)
        finger.lift()
        rig.wait(400)
        #expect(!rig.window.explainsDecisions)
        let told = actions.kinds.map { kind -> String in
            switch kind {
            case .transition(let recognizer, let state, _, let reason): "\(recognizer.displayName) \(state) \(reason == nil)"
            case .control(.dispatched(_, let event, _)): "\(event)"
            case .touch, .landed, .held, .delivered, .withheld, .dropped: "not an action"
            default: "other"
            }
        }
        #expect(!told.contains("not an action"))
        #expect(told.contains("double failed true"))
    }
}
