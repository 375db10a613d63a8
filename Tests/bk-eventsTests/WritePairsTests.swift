import Foundation
import Testing

@testable import TestSupport

/// Writes seeded random scene+trace pairs, for byte-for-byte comparisons of two builds of
/// `bk-events`: into the folder `BK_EVENTS_WRITE_PAIRS` names, `BK_EVENTS_WRITE_COUNT` pairs
/// (default 1,500) of each generator, the ordinary one and the edge-case one. Unasked, it writes
/// two of each into a temporary folder, so the writing itself is checked on every run: each file
/// reads back as the generator's text, under its own name.
@Suite("writing generated pairs for comparisons")
struct WritePairsTests {
    @Test func writesEachPairUnderItsOwnNames() throws {
        let environment = ProcessInfo.processInfo.environment
        let asked = environment["BK_EVENTS_WRITE_PAIRS"]
        let folder = asked ?? NSTemporaryDirectory() + "bk-events-pairs-" + UUID().uuidString
        let count = asked == nil ? 2 : UInt64(environment["BK_EVENTS_WRITE_COUNT"] ?? "") ?? 1_500
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { if asked == nil { try? FileManager.default.removeItem(atPath: folder) } }
        for seed in 0..<count {
            for (prefix, pair) in [("r", RandomScenePair(seed: seed)), ("e", RandomScenePair.edges(seed: seed))] {
                let scene = "\(folder)/\(prefix)\(seed).scene.json"
                let trace = "\(folder)/\(prefix)\(seed).trace.jsonl"
                // atomically: a temporary beside each file, renamed over it once whole
                try pair.sceneText.write(toFile: scene, atomically: true, encoding: .utf8)
                try pair.traceText.write(toFile: trace, atomically: true, encoding: .utf8)
                #expect(try String(contentsOfFile: scene, encoding: .utf8) == pair.sceneText)
                #expect(try String(contentsOfFile: trace, encoding: .utf8) == pair.traceText)
            }
        }
        let written = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(written.filter { $0.hasSuffix(".scene.json") || $0.hasSuffix(".trace.jsonl") }.count >= Int(4 * count))
    }
}
