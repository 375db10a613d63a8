import Foundation
import Testing

@testable import TestSupport

/// Writes seeded random scene+trace pairs into the folder `BK_EVENTS_WRITE_PAIRS` names (nothing
/// when it is unset): `BK_EVENTS_WRITE_COUNT` pairs (default 1,500) of each generator, the
/// ordinary one and the edge-case one, for byte-for-byte comparisons of two builds of
/// `bk-events`.
@Suite("writing generated pairs for comparisons")
struct WritePairsTests {
    @Test func writesPairsWhenAsked() throws {
        guard let folder = ProcessInfo.processInfo.environment["BK_EVENTS_WRITE_PAIRS"] else { return }
        let count = UInt64(ProcessInfo.processInfo.environment["BK_EVENTS_WRITE_COUNT"] ?? "") ?? 1_500
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for seed in 0..<count {
            for (prefix, pair) in [("r", RandomScenePair(seed: seed)), ("e", RandomScenePair.edges(seed: seed))] {
                try pair.sceneText.write(toFile: "\(folder)/\(prefix)\(seed).scene.json", atomically: false, encoding: .utf8)
                try pair.traceText.write(toFile: "\(folder)/\(prefix)\(seed).trace.jsonl", atomically: false, encoding: .utf8)
            }
        }
    }
}
