import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import TestFixtures

/// A loaded scene that goes reports nothing (a replay stopped early, at `--until` or before a
/// bad line, lets its scene go): tearing it down does things — removing a tap convenience
/// delivers the phases it withheld from a control, late — and none of it happened in the
/// replay.
@Suite struct SceneTeardownTests {
    /// Keeps every record and reason, in order, as lines.
    final class Explained: ReplayExplanationSink {
        var lines: [String] = []
        func receive(_ record: consuming ReplayRecord) { lines.append(RecordFormat.text.line(for: record)) }
        func explain(_ decision: GestureDecision, of id: String, at time: Timestamp) { lines.append("\(id) \(decision)") }
        func explainDelivery(to id: String, touch: Int, phase: TouchPhase, because reason: GestureReason, at time: Timestamp) {
            lines.append("\(id) touch \(touch) \(phase.rawValue): \(reason)")
        }
        func explainLanding(_ landing: TouchLanding, at time: Timestamp) { lines.append("landing \(landing)") }
    }

    /// A button under a double-tap convenience: the double tap withholds the button's ended
    /// (`delaysTouchesEnded`) until it fails, 350 ms after the lift.
    static let scene = """
        {"scene": 1, "window": {"width": 400, "height": 800},
         "views": [{"id": "like", "type": "button", "frame": [100, 100, 44, 44],
                    "handlers": [{"id": "liked", "events": ["touchUpInside"]}],
                    "whenTapped": [{"id": "zoom", "taps": 2}]}]}
        """

    @Test func aPhaseWithheldWhenTheSceneGoesIsNeitherDeliveredNorExplained() throws {
        let sink = Explained()
        var before: [String] = []
        do {
            let scene = try SceneLoader.load(bytes: Array(Self.scene.utf8), file: "teardown.scene.json", sink: sink)
            scene.window.touchDown(at: pt(120, 120)).lift()
            scene.clock.advance(by: .milliseconds(100))
            before = sink.lines
            // the ended is still withheld: the double tap may come
            #expect(!before.contains { $0.contains("touchUpInside") })
            #expect(before.contains { $0.contains("touchDown") })
        }
        #expect(sink.lines == before)
    }
}
