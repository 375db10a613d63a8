import ControlModel
import Foundation
import GestureModel
import Testing
import SceneFiles
import Replay

/// The command line formats and writes records on a thread of its own, a batch at a time; a
/// replay with many batches must print exactly what the models reported, in order.
@Suite("long replays")
struct LongReplayTests {
    static let scene = """
        {"scene": 1, "window": {"width": 400, "height": 800}, "views": [
          {"id": "canvas", "frame": [0, 0, 400, 800], "recognizers": [
            {"id": "press", "type": "longPress", "handlers": [{"id": "onPress"}]},
            {"id": "pan", "type": "pan", "handlers": [{"id": "onPan"}]}]}]}
        """

    /// A header and 200 drags of 32 samples each (6,400 lines, many read-ahead batches).
    static func longTrace() -> String {
        var trace = "{\"trace\": 1, \"scene\": \"scene.json\"}\n"
        var t = 0.0
        for gesture in 0..<200 {
            trace += "{\"t\": \(t), \"touch\": 1, \"phase\": \"began\", \"x\": 100, \"y\": \(100 + gesture)}\n"
            for step in 1...30 {
                t += 0.016
                trace += "{\"t\": \(t), \"touch\": 1, \"phase\": \"moved\", \"x\": \(100 + step * 3), \"y\": \(100 + gesture)}\n"
            }
            t += 0.016
            trace += "{\"t\": \(t), \"touch\": 1, \"phase\": \"ended\", \"x\": 190, \"y\": \(100 + gesture)}\n"
            t += 1
        }
        return trace
    }

    /// Writes the scene and `trace` into a fresh folder and returns it.
    static func folder(with trace: String) throws -> String {
        let directory = try CommandRunner.temporaryDirectory()
        try CommandRunner.write(LongReplayTests.scene, to: directory + "/scene.json")
        try CommandRunner.write(trace, to: directory + "/trace.jsonl")
        return directory
    }

    @Test func everyRecordIsPrintedOnceInOrder() throws {
        let directory = try LongReplayTests.folder(with: LongReplayTests.longTrace())
        var expected = ""
        try TraceReplay.run(trace: directory + "/trace.jsonl") { expected += RecordFormat.jsonl.line(for: $0) + "\n" }
        #expect(expected.split(separator: "\n").count > 10_000)
        let result = try CommandRunner.run(["replay", "trace.jsonl", "--format", "jsonl"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == expected)
    }

    /// Stopping early leaves batches read ahead in flight: the run must still end cleanly with
    /// exactly the records up to the bound.
    @Test func stoppingAtUntilInTheMiddleOfALongFileEndsCleanly() throws {
        let directory = try LongReplayTests.folder(with: LongReplayTests.longTrace())
        var expected = ""
        try TraceReplay.run(trace: directory + "/trace.jsonl", until: Timestamp(seconds: 30)) {
            expected += RecordFormat.jsonl.line(for: $0) + "\n"
        }
        for _ in 0..<3 {
            let result = try CommandRunner.run(["replay", "trace.jsonl", "--format", "jsonl", "--until", "30"], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == expected)
        }
    }

    @Test func aBadLineFarIntoALongFileComesAfterEveryRecordBeforeIt() throws {
        let good = LongReplayTests.longTrace()
        let badLine = good.split(separator: "\n").count + 1
        let directory = try LongReplayTests.folder(with: good + "{\"t\": 1e12, \"do\": \"idle\"}\n" + good)
        let result = try CommandRunner.run(["replay", "trace.jsonl", "--format", "jsonl"], in: directory)
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("trace.jsonl:\(badLine):7: error:"), "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count > 6_000)
    }
}
