import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Replay
@testable import TestSupport

/// What the edge-case generator (``RandomScenePair/edges(seed:)``) found in the
/// library and is fixed, one test per finding, each written to fail before its fix (two more are in
/// ``SegmentAndLandingEdgeCaseTests``).
@Suite("Edge cases the scene-and-trace generator found: headers, keys, long lines, stopped replays")
struct GeneratedEdgeCaseTests {
    /// The File formats article: the header's keys are both optional. A header naming only its
    /// scene (`{"scene": "…"}`) was read as a touch sample with an unknown key (seed 0 of the
    /// first run).
    @Test func aHeaderMayNameOnlyItsScene() throws {
        let decoder = TraceDecoder(file: "t.trace.jsonl")
        let line = try #require(try decoder.decode(Array(#"{"scene": "photo.scene.json"}"#.utf8)[...], line: 1))
        guard case .header(let scene) = line.content else {
            Issue.record("not a header: \(line.content)")
            return
        }
        #expect(scene == "photo.scene.json")
        #expect(InputKind.detect(Array("{\"scene\": \"photo.scene.json\"}\n{\"t\": 0, \"do\": \"idle\"}\n".utf8)[...]) == .trace)
        #expect(InputKind.headerScene(Array("{\"scene\": \"photo.scene.json\"}\n".utf8)[...]) == "photo.scene.json")
        // a scene's own first line is still a scene's
        #expect(InputKind.detect(Array("{\"scene\": 1, \"window\": {\"width\": 1, \"height\": 1}}\n".utf8)[...]) == .scene)
        // the header's rules hold for it: its value is a string, and it comes first
        #expect(throws: FileError.self) { try decoder.decode(Array(#"{"scene": 1}"#.utf8)[...], line: 1) }
        let replayer = Replayer(scene: try SceneLoader.load(bytes: Array(#"{"window": {"width": 10, "height": 10}}"#.utf8), file: "s.scene.json") { _ in }, file: "t.trace.jsonl")
        try replayer.feed(try #require(try decoder.decode(Array(#"{"t": 0, "do": "idle"}"#.utf8)[...], line: 1)))
        #expect(throws: FileError.self) { try replayer.feed(try #require(try decoder.decode(Array(#"{"scene": "a.scene.json"}"#.utf8)[...], line: 2))) }
    }

    /// Duplicate keys are refused at the repeated key, in small objects and in objects with many
    /// keys alike (the check is near-linear in the number of keys; its cost is measured by
    /// `Benchmarks/worst-cases/run.sh`: a 2 MiB object used to take half a minute).
    @Test(arguments: [1, 2, 15, 16, 17, 100, 5_000])
    func duplicateKeysAreRefusedInObjectsOfAnySize(keys: Int) throws {
        var text = "{\n"
        for index in 0..<keys { text += "\"k\(index)\": \(index),\n" }
        let repeated = keys / 2
        text += "\"k\(repeated)\": 0\n}"
        do {
            _ = try JSONParser.parse(Array(text.utf8))
            Issue.record("a duplicate key was accepted")
        } catch {
            #expect(error.message == "duplicate key 'k\(repeated)'")
            #expect(error.location == SourceLocation(line: keys + 2, column: 1))
        }
        // the same keys once each parse, in order
        let unique = try JSONParser.parse(Array((text.dropLast(text.count - text.lastIndex(of: ",")!.utf16Offset(in: text)) + "}").utf8))
        #expect(unique.members?.map(\.key) == (0..<keys).map { "k\($0)" })
    }

    /// A scene written on one line longer than the 4 KiB looked at to tell a file's kind (the
    /// generator writes scenes on one line) was taken for a trace: `check` reported "unknown key
    /// 'scene' (expected one of: phase, t, touch, x, y)" (seed 10529 of the first run).
    @Test(arguments: [100, 5_000, 70_000, 1_100_000])
    func aSceneOnOneLongLineIsAScene(length: Int) throws {
        // the first 4 KiB end inside an id
        let text = #"{"scene": 1, "window": {"width": 10, "height": 10}, "views": [{"id": ""#
            + String(repeating: "v", count: length) + "\"}]}\n"
        #expect(try InputKind.of(LineReader(bytes: Array(text.utf8), path: "one-line.scene.json")) == .scene)
        // a long line that is no scene is still a trace's line, for the trace's rules to report
        let line = "{\"t\": 0, \"do\": \"idle\", \"note\": \"" + String(repeating: "x", count: text.utf8.count) + "\"}\n"
        #expect(try InputKind.of(LineReader(bytes: Array(line.utf8), path: "long.trace.jsonl")) == .trace)
    }

    /// A replay that stops (`--until` here; a refused line alike) must write nothing that did
    /// not happen by then. Tearing the scene down delivered the lift a double tap was holding
    /// back (`delaysTouchesEnded`): the button reports `touchUpInside` at the stop, 0.1 s, which
    /// the whole replay reports at 0.4 s, once the double tap has failed (found by the early-stop
    /// and refused-line comparisons, 41 pairs of the first 12,000; fixed by fb798a2 meanwhile).
    @Test func aStoppedReplayWritesNothingAtTeardown() throws {
        let scene = """
            {"window": {"width": 100, "height": 100}, "views": [{"id": "photo", "whenTapped": [{"id": "open", "taps": 1}, \
            {"id": "zoom", "taps": 2}], "children": [{"id": "like", "type": "button", "frame": [0, 0, 100, 100]}]}]}
            """
        let trace = """
            {"t": 0, "touch": 1, "phase": "began", "x": 50, "y": 50}
            {"t": 0.05, "touch": 1, "phase": "ended", "x": 50, "y": 50}
            {"t": 0.1, "do": "idle"}

            """
        let whole = try ReplayOutcome.records(scene: scene, trace: trace)
        #expect(whole.contains(#"{"t":0.400000,"kind":"control","id":"like","event":"touchUpInside"}"#))
        let early = try ReplayOutcome.records(scene: scene, trace: trace, until: 0.1)
        #expect(early == whole.filter { (RecordLine($0)?.time ?? 0) <= 0.1 })
    }
}
