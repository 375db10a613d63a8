import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// The numbers a recognition rests on (``DecisionMeasure``) reach a sink that hears the
/// decisions just before the decision; a sink that hears the decisions only
/// (``GestureEventDetail/decisions``) gets them without the per-sample events, and a sink of
/// actions gets none (nothing is measured for it).
@Suite struct DecisionMeasureStreamTests {
    final class Decisions: GestureEventSink {
        var all: [GestureEvent] = []
        let detail: GestureEventDetail
        init(detail: GestureEventDetail) { self.detail = detail }
        func receive(_ event: GestureEvent) { all.append(event) }
    }

    @Test(arguments: [GestureEventDetail.everything, .decisions, .actions])
    func aTapTellsItsMovementAndDurationBeforeItEnds(detail: GestureEventDetail) throws {
        let rig = GestureRig()
        let panel = View(frame: Rect(x: 0, y: 0, width: 400, height: 800), identifier: "panel")
        rig.add(panel)
        let tap = TapGestureRecognizer(identifier: "tap")
        panel.addGestureRecognizer(tap)
        let sink = Decisions(detail: detail)
        rig.window.eventSink = sink
        let finger = rig.window.touchDown(at: pt(100, 100))
        rig.wait(100)
        finger.move(to: pt(130, 100))
        rig.wait(100)
        finger.lift()
        let measures = sink.all.compactMap { event -> DecisionMeasure? in
            if case .measured(_, let measure) = event.kind { return measure }
            return nil
        }
        let ended = sink.all.firstIndex { if case .transition(_, .ended, _, _) = $0.kind { true } else { false } }
        #expect(ended != nil)
        if detail == .actions {
            #expect(measures.isEmpty)
        } else {
            #expect(measures.map(\.rule) == [.tapMovement, .tapDuration])
            #expect(measures.first?.measured == 30)
            #expect(measures.first?.spare == 15)
            #expect(abs((measures.last?.measured ?? 0) - 0.2) < 1e-9)
            let lastMeasure = sink.all.lastIndex { if case .measured = $0.kind { true } else { false } }
            #expect(try #require(lastMeasure) < #require(ended))
        }
        let phases = sink.all.contains {
            switch $0.kind {
            case .touch, .landed, .delivered, .dropped: true
            default: false
            }
        }
        #expect(phases == (detail == .everything))
    }
}
