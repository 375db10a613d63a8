import ControlModel
import Foundation
import Testing

@testable import GestureModel

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

    @Test func aSceneStartingWithAByteOrderMarkLoads() {
        withKnownIssue("issue 18: a UTF-8 BOM at the start of a scene is an error") {
            let scene = try SceneLoader.load(bytes: Self.bom + Array(Self.scene.utf8), file: "bom.scene.json") { _ in }
            #expect(scene.recognizers["tap"] != nil)
        }
    }

    @Test func aTraceStartingWithAByteOrderMarkReplays() throws {
        let scenePath = try temporaryFile(Array(Self.scene.utf8), suffix: ".scene.json")
        let tracePath = try temporaryFile(Self.bom + Array(Self.trace.utf8), suffix: ".trace.jsonl")
        defer {
            try? FileManager.default.removeItem(atPath: scenePath)
            try? FileManager.default.removeItem(atPath: tracePath)
        }
        withKnownIssue("issue 18: a UTF-8 BOM at the start of a trace is an error") {
            var records: [ReplayRecord] = []
            try TraceReplay.run(trace: tracePath, scene: scenePath, emit: { records.append($0) })
            #expect(records.contains { $0.kind == .gesture && $0.id == "tap" && $0.state == .ended })
        }
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
}
