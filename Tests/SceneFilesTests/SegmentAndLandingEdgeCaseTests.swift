import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import TestSupport

/// Two findings of the edge-case generator (``RandomScenePair/edges(seed:)``) in scene loading
/// and hit-testing, each written to fail before its fix.
@Suite("Segment titles are at least one string; a touch is hit-tested where it landed")
struct SegmentAndLandingEdgeCaseTests {
    /// The File formats article: `segments` is a count of at least 1 or a list of titles. An
    /// empty list made a control with no segment, and titles that are no strings were taken
    /// (seeds 1871, 4305 of the first run).
    @Test(arguments: ["[]", "[1, 2]", "[\"a\", null]"])
    func segmentTitlesAreAtLeastOneString(titles: String) {
        let scene = #"{"window": {"width": 100, "height": 100}, "views": [{"id": "s", "type": "segmented", "segments": "# + titles + "}]}"
        #expect(throws: FileError.self) { _ = try SceneLoader.load(bytes: Array(scene.utf8), file: "s.scene.json") { _ in } }
    }

    /// Samples of one touch at the same `t` make one event: a finger that lands at (75, 75) and
    /// is moved to (25, 25) in the same instant landed at (75, 75), outside the button, but it was
    /// hit-tested where it moved to (the event keeps one touch object, updated to its last
    /// place, for both phases; found on seed 204 of an early run).
    @Test func aTouchIsHitTestedWhereItLanded() throws {
        let scene = #"{"window": {"width": 100, "height": 100}, "views": [{"id": "b", "type": "button", "frame": [0, 0, 50, 50]}]}"#
        let trace = """
            {"t": 0, "touch": 1, "phase": "began", "x": 75, "y": 75}
            {"t": 0, "touch": 1, "phase": "moved", "x": 25, "y": 25}
            {"t": 0.1, "touch": 1, "phase": "ended", "x": 25, "y": 25}

            """
        let records = try ReplayOutcome.records(scene: scene, trace: trace)
        #expect(records.isEmpty, "the finger landed outside the button")
    }
}
