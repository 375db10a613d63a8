import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings
@testable import Replay
@testable import CorpusTesting
@testable import TestFixtures

/// A UTF-8 byte-order mark at the start of a scene or trace (as some editors save files) is
/// ignored (issue 18). Source: RFC 8259 §8.1 — a JSON text must not be written with a BOM, but
/// "implementations that parse JSON texts MAY ignore the presence of a byte order mark rather than
/// treating it as an error"; many parsers do (the WHATWG "parse JSON from bytes" strips it).
@Suite struct BOMTests {
    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    static let scene = """
        {"scene": 1, "window": {"width": 400, "height": 800}, "views": [
          {"id": "pad", "frame": [0, 0, 400, 800], "recognizers": [{"id": "tap", "type": "tap"}]}]}
        """

    static let trace = """
        {"trace": 1}
        {"t": 0.0, "touch": 1, "phase": "began", "x": 100, "y": 100}
        {"t": 0.05, "touch": 1, "phase": "ended", "x": 100, "y": 100}

        """

    /// Writes `bytes` to a new file in the temporary folder and returns its path.
    private func temporaryFile(_ bytes: [UInt8], suffix: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/bk-events-bom-\(UUID().uuidString)\(suffix)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aSceneStartingWithAByteOrderMarkLoads() throws {
        let scene = try SceneLoader.load(bytes: Self.bom + Array(Self.scene.utf8), file: "bom.scene.json") { _ in }
        #expect(scene.recognizers["tap"] != nil)
    }

    @Test func aTraceStartingWithAByteOrderMarkReplays() throws {
        let scenePath = try temporaryFile(Array(Self.scene.utf8), suffix: ".scene.json")
        let tracePath = try temporaryFile(Self.bom + Array(Self.trace.utf8), suffix: ".trace.jsonl")
        defer {
            try? FileManager.default.removeItem(atPath: scenePath)
            try? FileManager.default.removeItem(atPath: tracePath)
        }
        var records: [ReplayRecord] = []
        try TraceReplay.run(trace: tracePath, scene: scenePath, emit: { records.append($0) })
        #expect(records.contains { $0.kind == .gesture && $0.id == "tap" && $0.state == .ended })
    }

    /// The same replay without the mark: what the marked one must give.
    @Test func theTraceWithoutTheMarkTaps() throws {
        let scenePath = try temporaryFile(Array(Self.scene.utf8), suffix: ".scene.json")
        let tracePath = try temporaryFile(Array(Self.trace.utf8), suffix: ".trace.jsonl")
        defer {
            try? FileManager.default.removeItem(atPath: scenePath)
            try? FileManager.default.removeItem(atPath: tracePath)
        }
        var records: [ReplayRecord] = []
        try TraceReplay.run(trace: tracePath, scene: scenePath, emit: { records.append($0) })
        #expect(records.contains { $0.kind == .gesture && $0.id == "tap" && $0.state == .ended })
    }

    /// Only a mark at the very start is ignored: one after the first byte is still bad data,
    /// reported with its place.
    @Test func aByteOrderMarkAfterTheStartIsStillAnError() {
        #expect(throws: FileError.self) {
            _ = try SceneLoader.load(bytes: Array(" ".utf8) + Self.bom + Array(Self.scene.utf8), file: "late-bom.scene.json") { _ in }
        }
    }

    /// Two marks are not one mark: the second is bad data.
    @Test func aSecondByteOrderMarkIsAnError() {
        #expect(throws: FileError.self) {
            _ = try SceneLoader.load(bytes: Self.bom + Self.bom + Array(Self.scene.utf8), file: "two-boms.scene.json") { _ in }
        }
    }

    /// Line by line (traces, recordings, expectations): the first line starts after the mark, and
    /// its columns count from there.
    @Test func linesStartAfterTheMark() throws {
        let reader = LineReader(bytes: Self.bom + Array("{\"a\": 1}\nsecond\n".utf8), path: "lines.jsonl")
        #expect(try reader.nextLine { String(decoding: $0, as: UTF8.self) } == "{\"a\": 1}")
        #expect(try reader.nextLine { String(decoding: $0, as: UTF8.self) } == "second")
    }

    /// Read whole, a file is returned as it is, mark included (a whole-file reader decides, so a
    /// scene file with two marks is still an error), even after a peek dropped it for the lines.
    @Test func readingWholeKeepsTheMarkForTheFileReader() throws {
        let reader = LineReader(bytes: Self.bom + Array("{}".utf8), path: "whole.json")
        _ = try reader.peek()
        #expect(try reader.readAll() == Self.bom + Array("{}".utf8))
    }

    /// A recording saved with a mark (evemu text) replays as without it.
    @Test func aRecordingStartingWithAByteOrderMarkReplays() throws {
        let text = try String(contentsOfFile: EvemuFixtures.path("atmel-mxt_1f-fast-taps.evemu"), encoding: .utf8)
        let marked = try temporaryFile(Self.bom + Array(text.utf8), suffix: ".evemu")
        let plain = try temporaryFile(Array(text.utf8), suffix: ".evemu")
        let scenePath = try temporaryFile(Array(Self.scene.utf8), suffix: ".scene.json")
        defer { for path in [marked, plain, scenePath] { try? FileManager.default.removeItem(atPath: path) } }
        func replay(_ path: String) throws -> [ReplayRecord] {
            var records: [ReplayRecord] = []
            try TraceReplay.run(recording: path, options: RecordingOptions(width: 400), scene: scenePath, emit: { records.append($0) })
            return records
        }
        let records = try replay(marked)
        #expect(!records.isEmpty)
        #expect(records == (try replay(plain)))
    }

    /// An expectation file saved with a mark still matches the output (the corpus runner's
    /// comparison already dropped one).
    @Test func anExpectationStartingWithAByteOrderMarkMatches() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/bk-events-bom-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Array(Self.scene.utf8)).write(to: URL(fileURLWithPath: folder + "/tap.scene.json"))
        try Data(Array("{\"trace\": 1, \"scene\": \"tap.scene.json\"}\n".utf8) + Array(Self.trace.split(separator: "\n", maxSplits: 1)[1].utf8))
            .write(to: URL(fileURLWithPath: folder + "/tap.trace.jsonl"))
        let expected = #"{"t":0.050000,"kind":"gesture","id":"tap","state":"ended","x":100.0,"y":100.0}"# + "\n"
        try Data(Self.bom + Array(expected.utf8)).write(to: URL(fileURLWithPath: folder + "/tap.expected.jsonl"))
        let summary = CorpusRunner(workers: 1).run(try CorpusDiscovery.discover([folder]))
        #expect(summary.line == "1 passed, 0 failed")
    }
}

