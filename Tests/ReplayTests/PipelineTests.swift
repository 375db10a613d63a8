import ControlModel
import Dispatch
import Foundation
import Synchronization
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Replay

/// The replay reads and decodes a trace file on a thread of its own; these pin that nothing is
/// reordered, lost or left running.
@Suite("reading ahead on another thread")
struct PipelineTests {
    @Test func everyBatchArrivesOnceInOrder() {
        let channel = BatchChannel<[Int]>(depth: 2)
        channel.run {
            for start in stride(from: 0, to: 10_000, by: 10) { channel.send(Array(start..<start + 10)) }
            channel.finish()
        }
        var received: [Int] = []
        while let batch = channel.receive() { received += batch }
        channel.waitUntilDone()
        #expect(received == Array(0..<10_000))
    }

    @Test func stoppingReleasesAProducerWaitingForRoom() {
        let channel = BatchChannel<[Int]>(depth: 1)
        let refused = Atomic<Int>(0)
        channel.run {
            for value in 0..<1_000 where !channel.send([value]) { refused.add(1, ordering: .relaxed) }
            channel.finish()
        }
        #expect(channel.receive() == [0])
        channel.stop()
        channel.waitUntilDone()  // returns: the producer was not left waiting
        #expect(refused.load(ordering: .relaxed) > 900)
    }

    static let scene = """
        {"scene": 1, "window": {"width": 400, "height": 800}, "views": [
          {"id": "canvas", "frame": [0, 0, 400, 800], "recognizers": [
            {"id": "single", "type": "tap", "requires": ["double"], "handlers": [{"id": "onSingle"}]},
            {"id": "double", "type": "tap", "taps": 2},
            {"id": "pan", "type": "pan", "handlers": [{"id": "onPan"}]}]}]}
        """

    /// A header and `gestures` drags and taps: many more lines than one batch read ahead.
    static func trace(gestures: Int) -> String {
        var text = "{\"trace\": 1}\n"
        var t = 0.0
        for gesture in 0..<gestures {
            let x = Double(50 + gesture % 200), y = Double(100 + gesture % 500)
            text += ReplayRegressionTests.sample(t, 1, "began", x, y)
            let moves = gesture % 3 == 0 ? 0 : 20
            for step in 0..<moves {
                t += 0.016
                text += ReplayRegressionTests.sample(t, 1, "moved", x + Double(step) * 2, y)
            }
            t += 0.05
            text += ReplayRegressionTests.sample(t, 1, "ended", x + Double(moves) * 2, y)
            t += 0.5
        }
        return text
    }

    /// The records of the lines fed one by one on this thread (no reading ahead).
    static func replayedDirectly(_ text: String) throws -> [String] {
        var records: [String] = []
        let scene = try SceneLoader.load(bytes: Array(scene.utf8), file: "scene.json") { records.append(RecordFormat.jsonl.line(for: $0)) }
        let replayer = Replayer(scene: scene, file: "trace.jsonl")
        let decoder = TraceDecoder(file: "trace.jsonl")
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let decoded = try decoder.decode(ArraySlice(line.utf8), line: index + 1) { try replayer.feed(decoded) }
        }
        replayer.finish()
        return records
    }

    @Test func aLongFileGivesTheSameRecordsAsFeedingItLineByLine() throws {
        let text = PipelineTests.trace(gestures: 600)
        #expect(text.split(separator: "\n").count > 8_000)
        let threaded = try ReplayRegressionTests.replay(scene: PipelineTests.scene, trace: text)
        #expect(threaded.error == nil)
        #expect(threaded.records.count > 10_000)
        #expect(threaded.records == (try PipelineTests.replayedDirectly(text)))
    }

    @Test func anErrorFarIntoTheFileComesAfterEveryLineBeforeIt() throws {
        let good = PipelineTests.trace(gestures: 300)
        let badLine = good.split(separator: "\n").count + 1
        let text = good + "{\"t\": 1e12, \"do\": \"idle\"}\n" + PipelineTests.trace(gestures: 50)
        let threaded = try ReplayRegressionTests.replay(scene: PipelineTests.scene, trace: text)
        #expect(threaded.error?.location == SourceLocation(line: badLine, column: 7))
        let direct = try PipelineTests.replayedDirectly(good)
        // the good lines were all applied; only the drain after the last line is missing
        #expect(Array(direct.prefix(threaded.records.count)) == threaded.records)
        #expect(threaded.records.count >= direct.count - 5)
    }

    @Test func stoppingEarlyLeavesNoReaderRunning() throws {
        let text = PipelineTests.trace(gestures: 2_000)
        for _ in 0..<20 {
            let early = try ReplayRegressionTests.replay(scene: PipelineTests.scene, trace: text, until: 1)
            #expect(early.error == nil)
            #expect(!early.records.isEmpty)
        }
    }
}

extension PipelineTests {
    /// Dispatch traps when a semaphore goes with a count below its initial one; a replay stopped
    /// with batches in flight (`--until`, a bad line) left the channel that way.
    @Test func aChannelReleasedWithBatchesInFlightGoesQuietly() {
        for _ in 0..<10 {
            let channel = BatchChannel<[Int]>(depth: 4)
            channel.run {
                for value in 0..<100 where !channel.send([value]) { break }
                channel.finish()
            }
            #expect(channel.receive() == [0])
            while channel.pendingBatches < 4 {}  // the producer fills every slot
            channel.stop()
            channel.waitUntilDone()
        }
    }
}
