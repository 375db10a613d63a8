import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Replay
@testable import TestFixtures

/// Inputs that could crash, hang or grow memory without bound (issue 9): they must finish
/// promptly with bounded internal state.
@Suite("hardening: long, deep and far-reaching inputs")
struct HardeningTests {
    static func write(_ text: String, name: String) throws -> String {
        let directory = NSTemporaryDirectory() + "bk-hardening-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static let tapScene = """
        {"scene": 1, "window": {"width": 400, "height": 400}, "views": [{"id": "v", "frame": [0, 0, 400, 400],
          "recognizers": [{"id": "one", "type": "tap", "requires": ["two"], "handlers": [{"id": "h", "delay": 0.2}]},
                          {"id": "two", "type": "tap", "taps": 2}, {"id": "press", "type": "longPress"},
                          {"id": "pan", "type": "pan"}],
          "children": [{"id": "b", "type": "button", "frame": [0, 0, 50, 50]}]}]}
        """

    /// The lengths of the lines of `text` as the reader gives them, or the error it stops with.
    private static func lineLengths(_ text: String) throws -> (lengths: [Int], error: String?) {
        let path = try EvemuFixtures.temporaryFile(text, suffix: ".txt")
        let reader = try LineReader(path: path)
        var lengths: [Int] = []
        do {
            while let length = try reader.nextLineBytes({ $0.count }) { lengths.append(length) }
        } catch {
            return (lengths, "\(error.location.line):\(error.location.column): \(error.message)")
        }
        return (lengths, nil)
    }

    @Test func aLineOneByteOverTheLimitIsAnErrorWhereverItsNewlineFalls() throws {
        let limit = LineReader.maximumLineLength
        let over = String(repeating: "a", count: limit + 1)
        let message = "line is longer than \(limit) bytes"
        // the newline arrives in the same read as the bytes past the limit
        #expect(try Self.lineLengths("x\n" + over + "\nx\n") == ([1], "2:1: " + message))
        // or after more reads
        #expect(try Self.lineLengths(over + String(repeating: "b", count: 200_000) + "\n") == ([], "1:1: " + message))
        // or never (the last line)
        #expect(try Self.lineLengths(over) == ([], "1:1: " + message))
        // exactly at the limit is a line, with either ending
        let exact = String(repeating: "a", count: limit)
        #expect(try Self.lineLengths(exact + "\r\n" + exact + "\r") == ([limit, limit], nil))
    }

    @Test func manyTouchesDownAndUpLeaveNoStateBehind() throws {
        let scenePath = try Self.write(Self.tapScene, name: "scene.json")
        var trace = "{\"trace\": 1, \"scene\": \"scene.json\"}\n"
        var t = 0.0
        for index in 0..<20_000 {
            let x = index % 2 == 0 ? 25.0 : 200.0
            trace += "{\"t\": \(t), \"touch\": \(index % 3), \"phase\": \"began\", \"x\": \(x), \"y\": 25}\n"
            t += 0.03
            trace += "{\"t\": \(t), \"touch\": \(index % 3), \"phase\": \"ended\", \"x\": \(x), \"y\": 25}\n"
            t += 0.05
        }
        let tracePath = scenePath.replacingOccurrences(of: "scene.json", with: "trace.jsonl")
        try Data(trace.utf8).write(to: URL(fileURLWithPath: tracePath))
        var count = 0
        var scene: Scene?
        let replayer: Replayer
        do {
            let loaded = try TraceReplay.loadScene(path: scenePath) { _ in count += 1 }
            scene = loaded
            replayer = Replayer(scene: loaded, file: tracePath)
        }
        let reader = try LineReader(path: tracePath)
        let decoder = TraceDecoder(file: tracePath)
        while let line = try reader.nextLine({ bytes throws(FileError) in try decoder.decode(bytes, line: reader.lineNumber) }) {
            if let line { try replayer.feed(line) }
        }
        #expect(replayer.finish() == .drained)
        let window = try #require(scene?.window)
        #expect(window.touchesDown.isEmpty)
        #expect(window.environment.engagedRecognizers.isEmpty)
        #expect(window.environment.pendingDeliveryCount == 0)
        #expect(scene?.clock.pendingCount == 0)
        #expect(count > 40_000)
    }

    @Test func requirementChainOfTenThousandLoadsAndReplays() throws {
        // with the skip-work hints ignored (a CI run), every engaged recognizer is scanned for
        // delegate-made edges on each transition, so the chain is shorter there: quadratic work
        let count = DebugSwitches.process.ignoresHints ? 1_000 : 10_000
        var recognizers: [String] = []
        for index in 0..<count {
            let requires = index + 1 < count ? ", \"requires\": [\"r\(index + 1)\"]" : ""
            recognizers.append("{\"id\": \"r\(index)\", \"type\": \"tap\"\(requires)}")
        }
        let scene = "{\"scene\": 1, \"window\": {\"width\": 100, \"height\": 100}, \"views\": [{\"id\": \"v\", \"recognizers\": [" + recognizers.joined(separator: ",\n") + "]}]}"
        let scenePath = try Self.write(scene, name: "scene.json")
        let trace = """
            {"t": 0, "touch": 1, "phase": "began", "x": 10, "y": 10}
            {"t": 0.05, "touch": 1, "phase": "ended", "x": 10, "y": 10}

            """
        let tracePath = try Self.write(trace, name: "trace.jsonl")
        var ended: [String] = []
        try TraceReplay.run(trace: tracePath, scene: scenePath) { record in
            if record.kind == .gesture, record.state == .ended { ended.append(record.id) }
        }
        // the last of the chain requires nobody: it recognizes and fails all the others
        #expect(ended == ["r\(count - 1)"])
    }

    @Test(.timeLimit(.minutes(1))) func timeJumpingByABillionSecondsFinishesPromptly() throws {
        let scenePath = try Self.write(Self.tapScene, name: "scene.json")
        let trace = """
            {"t": 0, "touch": 1, "phase": "began", "x": 100, "y": 100}
            {"t": 0.05, "touch": 1, "phase": "ended", "x": 100, "y": 100}
            {"t": 1000000000, "touch": 1, "phase": "began", "x": 100, "y": 100}

            """
        let tracePath = try Self.write(trace, name: "trace.jsonl")
        var records: [ReplayRecord] = []
        let ending = try TraceReplay.run(trace: tracePath, scene: scenePath) { records.append($0) }
        // the finger left down a billion seconds later still becomes a long press, and then
        // nothing is pending
        #expect(ending == .drained)
        let press = records.first { $0.id == "press" && $0.state == .began }
        #expect(press?.time == Timestamp(seconds: 1_000_000_000.5))
    }

    /// Fuzz finding (FuzzTrace, leak): a touch kept by a recognizer held its view, whose
    /// recognizers held the touch — the whole tree leaked once the replay was over.
    @Test func aFinishedReplayLeavesNothingAlive() throws {
        weak var window: Window?
        weak var recognizer: GestureRecognizer?
        weak var control: View?
        do {
            let loaded = try TraceReplay.loadScene(path: URLPaths.examples + "/login-form.scene.json") { _ in }
            let input = try LineReader(path: URLPaths.packageRoot + "/Tests/ReplayTests/FuzzFindings/trace-leak-view-cycle.jsonl")
            let decoder = TraceDecoder(file: "finding")
            let replayer = Replayer(scene: loaded, file: "finding")
            while let line = try input.nextLine({ bytes throws(FileError) in try decoder.decode(bytes, line: input.lineNumber) }) {
                if let line { try replayer.feed(line) }
            }
            // stop with fingers still down, as the fuzzer's input did: one on the background
            // (held by its recognizer), one on the button (tracked by it)
            loaded.window.handle([
                TouchChange(identifier: 8, phase: .began, location: Point(x: 200, y: 200)),
                TouchChange(identifier: 9, phase: .began, location: Point(x: 200, y: 425)),
            ])
            window = loaded.window
            recognizer = loaded.recognizers["dismissKeyboard"]
            control = loaded.views["signIn"]
        }
        #expect(window == nil)
        #expect(recognizer == nil)
        #expect(control == nil)
    }
}
