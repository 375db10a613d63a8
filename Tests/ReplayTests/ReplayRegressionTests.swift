import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Replay

/// Rules found broken in review, each pinned by the smallest input that showed it.
@Suite("replay regressions")
struct ReplayRegressionTests {
    static func files(scene: String, trace: String) throws -> (scene: String, trace: String) {
        let directory = NSTemporaryDirectory() + "bk-regressions-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(scene.utf8).write(to: URL(fileURLWithPath: directory + "/scene.json"))
        try Data(trace.utf8).write(to: URL(fileURLWithPath: directory + "/trace.jsonl"))
        return (directory + "/scene.json", directory + "/trace.jsonl")
    }

    static func replay(scene: String, trace: String, until: Double? = nil) throws -> (records: [String], error: FileError?) {
        let paths = try files(scene: scene, trace: trace)
        var lines: [String] = []
        do {
            try TraceReplay.run(trace: paths.trace, scene: paths.scene, until: until.map { Timestamp(seconds: $0) }) {
                lines.append(RecordFormat.jsonl.line(for: $0))
            }
        } catch {
            guard case .file(let fileError) = error else { throw error }
            return (lines, fileError)
        }
        return (lines, nil)
    }

    static func sample(_ t: Double, _ touch: Int, _ phase: String, _ x: Double, _ y: Double) -> String {
        "{\"t\": \(t), \"touch\": \(touch), \"phase\": \"\(phase)\", \"x\": \(x), \"y\": \(y)}\n"
    }

    @Test func aDependentThatNeverGotTheTouchIsNotFailedAndKeepsWorking() throws {
        let scene = """
            {"scene": 1, "window": {"width": 400, "height": 400}, "views": [
              {"id": "v1", "frame": [0, 0, 200, 400], "recognizers": [{"id": "a", "type": "tap", "requires": ["b"]}]},
              {"id": "v2", "frame": [200, 0, 200, 400], "recognizers": [{"id": "b", "type": "tap"}]}]}
            """
        let trace = Self.sample(0, 1, "began", 300, 100) + Self.sample(0.05, 1, "ended", 300, 100)
            + Self.sample(1, 1, "began", 100, 100) + Self.sample(1.05, 1, "ended", 100, 100)
        let result = try Self.replay(scene: scene, trace: trace)
        #expect(result.error == nil)
        #expect(!result.records.contains { $0.contains("\"id\":\"a\",\"state\":\"failed\"") })
        #expect(result.records.contains { $0.contains("\"t\":1.050000,\"kind\":\"gesture\",\"id\":\"a\",\"state\":\"ended\"") })
    }

    static let buttonScene = """
        {"scene": 1, "window": {"width": 400, "height": 400}, "views": [
          {"id": "b", "type": "button", "frame": [0, 0, 100, 100]},
          {"id": "s", "type": "stepper", "frame": [200, 0, 100, 40], "max": 3}]}
        """

    @Test func aBadLineStillAppliesTheLinesBeforeItAtTheSameTime() throws {
        let trace = Self.sample(0, 1, "began", 50, 50) + Self.sample(0.1, 1, "ended", 50, 50)
            + Self.sample(0.1, 5, "moved", 50, 50)
        let result = try Self.replay(scene: Self.buttonScene, trace: trace)
        #expect(result.error?.location == SourceLocation(line: 3, column: 21))
        #expect(result.records.contains { $0.contains("touchUpInside") })
    }

    @Test(.timeLimit(.minutes(1))) func untilIsBoundedEvenWithARepeatingTimer() throws {
        let paths = try Self.files(scene: Self.buttonScene, trace: Self.sample(0, 1, "began", 280, 20))
        let scene = try TraceReplay.loadScene(path: paths.scene) { _ in }
        let replayer = Replayer(scene: scene, file: paths.trace)
        replayer.until = Timestamp(seconds: 1e9)
        replayer.drainLimit = 5_000
        try replayer.feed(TraceLine(content: .sample(TouchChange(identifier: 1, phase: .began, location: Point(x: 280, y: 20))),
                                    line: 1, time: .zero, keyLocations: [:]))
        let ending = replayer.finish()
        guard case .reachedCallLimit(_, let target, nil, let pending) = ending else {
            Issue.record("\(ending)")
            return
        }
        #expect(target == Timestamp(seconds: 1e9))
        #expect(pending == 1)
    }

    /// A jump in time that would run more than the bound's calls stops the replay before that
    /// line: the trace is valid, so it is not an error (it used to be, at the line's `t`).
    @Test func aTimeJumpPastTooManyTimerCallsStopsTheReplayBeforeThatLine() throws {
        let trace = Self.sample(0, 1, "began", 280, 20) + Self.sample(1e9, 2, "began", 50, 50) + Self.sample(1e9 + 1, 2, "ended", 50, 50)
        let paths = try Self.files(scene: Self.buttonScene, trace: trace)
        var records = 0
        let ending = try TraceReplay.run(trace: paths.trace, scene: paths.scene) { _ in records += 1 }
        guard case .reachedCallLimit(let at, let target, let line, _) = ending else {
            Issue.record("\(ending)")
            return
        }
        #expect(line == 2)
        #expect(target == Timestamp(seconds: 1e9))
        #expect(at < Timestamp(seconds: 1e9))
        #expect(records > 0)
    }

    @Test func aTouchIdReusedAtTheSameInstantIsALiftThenANewTouch() throws {
        let scene = """
            {"scene": 1, "window": {"width": 400, "height": 400}, "views": [
              {"id": "v", "frame": [0, 0, 400, 400], "recognizers": [{"id": "t", "type": "tap"}]}]}
            """
        let trace = Self.sample(0, 1, "began", 100, 100) + Self.sample(0.1, 1, "ended", 100, 100)
            + Self.sample(0.1, 1, "began", 100, 100) + Self.sample(0.2, 1, "ended", 100, 100)
        let result = try Self.replay(scene: scene, trace: trace)
        #expect(result.records.filter { $0.contains("\"state\":\"ended\"") }.count == 2)
        #expect(!result.records.contains { $0.contains("failed") })
    }

    @Test func sendActionsWithAGroupDispatchesOnlyNamedEvents() throws {
        let trace = "{\"t\": 0, \"do\": \"sendActions\", \"target\": \"b\", \"events\": [\"allTouchEvents\"]}\n"
        let result = try Self.replay(scene: Self.buttonScene, trace: trace)
        #expect(result.records.count == 10)  // nine touch events + primaryActionTriggered
        #expect(!result.records.contains { $0.contains("0x") })
    }

    @Test func aConvenienceRecognizerJoinsTheSceneIdsAndCanBeTargeted() throws {
        let scene = """
            {"scene": 1, "window": {"width": 400, "height": 400}, "views": [
              {"id": "card", "frame": [0, 0, 400, 400], "whenTapped": [{"id": "open"}]},
              {"id": "other", "frame": [0, 0, 10, 10], "whenTapped": [{"id": "o2"}],
               "recognizers": [{"id": "card.tap1x1", "type": "pan"}]}]}
            """
        let trace = "{\"t\": 0, \"do\": \"set\", \"target\": \"card.tap1x1\", \"enabled\": false}\n"
            + Self.sample(1, 1, "began", 100, 100) + Self.sample(1.05, 1, "ended", 100, 100)
        let paths = try Self.files(scene: scene, trace: trace)
        #expect(throws: FileError.self) { try TraceReplay.loadScene(path: paths.scene) { _ in } }
        let plain = scene.replacingOccurrences(of: "{\"id\": \"card.tap1x1\", \"type\": \"pan\"}", with: "{\"id\": \"drag\", \"type\": \"pan\"}")
        let result = try Self.replay(scene: plain, trace: trace)
        #expect(result.error == nil)
        #expect(!result.records.contains { $0.contains("\"id\":\"open\"") })
    }

    @Test func aRecognizerRequiringItselfIsAnErrorInAScene() throws {
        let scene = """
            {"scene": 1, "window": {"width": 400, "height": 400}, "views": [
              {"id": "v", "recognizers": [{"id": "t", "type": "tap", "requires": ["t"]}]}]}
            """
        let paths = try Self.files(scene: scene, trace: "")
        #expect {
            try TraceReplay.loadScene(path: paths.scene) { _ in }
        } throws: { error in
            (error as? FileError)?.message.contains("requires itself") == true
        }
    }

    /// A scene's window tells holds only while something listens (``Scene/eventSink``); set,
    /// cleared and set again, the sink hears each hold once, for every recognizer, those loaded
    /// before and after it was first set.
    @Test func eachHoldIsHeardOnceHoweverOftenTheEventSinkIsSet() throws {
        let scene = """
            {"scene": 1, "window": {"width": 400, "height": 400}, "views": [
              {"id": "v", "frame": [0, 0, 400, 400], "recognizers": [
                {"id": "single", "type": "tap", "requires": ["double"]}, {"id": "double", "type": "tap", "taps": 2}]}]}
            """
        let loaded = try SceneLoader.load(bytes: Array(scene.utf8), file: "scene.json") { _ in }
        final class Holds: GestureEventSink {
            var heard: [String] = []
            var detail: GestureEventDetail { .decisions }
            func receive(_ event: GestureEvent) {
                if case .held(let recognizer, let state, _) = event.kind {
                    heard.append("\(event.time.formatted(decimals: 2)) \(recognizer.identifier ?? "?") \(state)")
                }
            }
        }
        let holds = Holds()
        func tap(at time: Double) {
            loaded.clock.advance(to: Timestamp(seconds: time))
            loaded.window.handle([TouchChange(identifier: 1, phase: .began, location: Point(x: 10, y: 10))])
            loaded.clock.advance(to: Timestamp(seconds: time + 0.05))
            loaded.window.handle([TouchChange(identifier: 1, phase: .ended, location: Point(x: 10, y: 10))])
        }
        tap(at: 0)
        #expect(holds.heard.isEmpty)
        loaded.eventSink = holds
        tap(at: 1)
        loaded.eventSink = nil
        tap(at: 2)
        loaded.eventSink = holds
        loaded.eventSink = holds
        tap(at: 3)
        #expect(holds.heard == ["1.05 single ended", "3.05 single ended"])
    }
}
