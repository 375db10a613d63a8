import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles

/// A trace's `set` of `hidden`: the view takes the value given — hidden, a tap on it reaches
/// nothing; shown again, the same tap fires.
///
/// Sources: Apple, `UIView.isHidden` ("A hidden view disappears from its window and does not
/// receive input events"); the `set` command in FileFormats.md.
@Suite struct TraceSetHiddenTests {
    @Test func aViewSetHiddenTakesNoTapUntilShownAgain() throws {
        let scene = """
            {"scene": 1, "window": {"width": 400, "height": 800}, "views": [
             {"id": "like", "type": "button", "frame": [100, 100, 100, 50]}]}
            """
        let trace = [
            #"{"t": 0.0, "do": "set", "target": "like", "hidden": true}"#,
            #"{"t": 0.1, "touch": 1, "phase": "began", "x": 150, "y": 125}"#,
            #"{"t": 0.15, "touch": 1, "phase": "ended", "x": 150, "y": 125}"#,
            #"{"t": 1.0, "do": "set", "target": "like", "hidden": false}"#,
            #"{"t": 1.1, "touch": 2, "phase": "began", "x": 150, "y": 125}"#,
            #"{"t": 1.15, "touch": 2, "phase": "ended", "x": 150, "y": 125}"#,
        ]
        let records = try ScrollSceneTests.replay(scene, trace)
        let controls = records.filter { $0.kind == .control }
        #expect(controls.map { "\($0.id) \($0.event ?? "")" } == ["like touchDown", "like touchUpInside", "like primaryActionTriggered"])
        #expect(controls.allSatisfy { $0.time >= Timestamp(seconds: 1.1) })
    }
}
