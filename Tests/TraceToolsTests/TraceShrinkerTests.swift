import Foundation
import Testing
import ControlModel
import GestureModel
import SceneFiles
import Replay
import TestSupport
import TraceTools

/// `shrink`'s library (``TraceShrinker``): seeded traces of about 2,000 samples in which one
/// handler fires shrink to a trace that is 1-minimal — removing any one touch, move or command
/// loses the record — valid, and replaying to the same verdict.
@Suite struct TraceShrinkerTests {
    /// A pad with a double tap (handler `zoomed`), a button below it (`liked`).
    static let scene = """
        {"scene": 1, "window": {"width": 390, "height": 844},
         "views": [
           {"id": "pad", "frame": [0, 0, 390, 600],
            "recognizers": [{"id": "double", "type": "tap", "taps": 2, "handlers": [{"id": "zoomed"}]}]},
           {"id": "like", "type": "button", "frame": [300, 700, 60, 60],
            "handlers": [{"id": "liked", "events": ["touchUpInside"]}]}
         ]}
        """

    /// About 2,000 samples: drags across the pad (too far for a tap), commands now and then,
    /// and one double tap somewhere in the middle.
    static func trace(seed: UInt64) -> [ShrinkLine] {
        var random = SeededRandom(seed: seed)
        var lines: [ShrinkLine] = []
        var t: Int64 = 0
        let doubleTapAt = random.int(30...70)
        func add(_ touch: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) {
            lines.append(ShrinkLine(nanoseconds: t, content: .sample(touch: touch, phase: phase, x: x, y: y)))
        }
        for index in 0..<100 {
            t += 500_000_000
            if index == doubleTapAt {
                for _ in 0..<2 {
                    let x = 200 + random.number(-3...3), y = 300 + random.number(-3...3)
                    add(1, .began, x, y)
                    for _ in 0..<3 {
                        t += 16_000_000
                        add(1, .moved, x + random.number(-2...2), y + random.number(-2...2))
                    }
                    t += 16_000_000
                    add(1, .ended, x, y)
                    t += 150_000_000
                }
                continue
            }
            if random.chance(0.1) {
                lines.append(ShrinkLine(nanoseconds: t, content: .command(members: #""do":"idle""#)))
            }
            var x = random.number(20...150), y = random.number(20...580)
            let touch = random.int(1...3)
            add(touch, .began, x, y)
            for _ in 0..<18 {
                t += 16_000_000
                x += random.number(5...10)
                y += random.number(-2...2)
                add(touch, .moved, x, y)
            }
            t += 16_000_000
            add(touch, .ended, x, y)
        }
        return lines
    }

    static func folder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.path + "/bk-events-shrink-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try scene.write(toFile: folder + "/pad.scene.json", atomically: true, encoding: .utf8)
        return folder
    }

    /// True when `lines` replays without error and shows `pattern`.
    static func shows(_ lines: [ShrinkLine], _ pattern: RecordPattern, scene: String) -> Bool {
        (try? TraceShrinker(input: ShrinkInput(lines: lines, scene: scene), goal: .keep(pattern))) != nil
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func aSeededTraceShrinksToAOneMinimalTrace(seed: UInt64) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = folder + "/pad.scene.json"
        let lines = Self.trace(seed: seed)
        #expect(lines.count >= 2_000)
        let pattern = try RecordPattern(#"{"kind":"handler","id":"zoomed"}"#)
        let shrinker = try TraceShrinker(input: ShrinkInput(lines: lines, scene: scene), goal: .keep(pattern))
        var steps: [ShrinkStep] = []
        shrinker.progress = { steps.append($0) }
        let result = shrinker.shrink()
        #expect(!result.budgetReached)
        #expect(!steps.isEmpty)
        #expect(result.lines.count < 10)
        #expect(result.lines.first?.nanoseconds == 0)
        #expect(Self.shows(result.lines, pattern, scene: scene))

        // 1-minimal: every one-element removal loses the record
        var owners: [Int: [Int]] = [:]
        var down: [Int: Int] = [:]
        for (index, line) in result.lines.enumerated() {
            guard let touch = line.touch, let phase = line.phase else {
                #expect(!Self.shows(result.lines.enumerated().filter { $0.offset != index }.map(\.element), pattern, scene: scene))
                continue
            }
            if phase == .began { down[touch] = index }
            owners[down[touch]!, default: []].append(index)
            if phase == .moved || phase == .stationary {
                #expect(!Self.shows(result.lines.enumerated().filter { $0.offset != index }.map(\.element), pattern, scene: scene))
            }
        }
        for indices in owners.values {
            #expect(!Self.shows(result.lines.enumerated().filter { !indices.contains($0.offset) }.map(\.element), pattern, scene: scene))
        }

        // the written trace is valid and replays to the same verdict
        let path = folder + "/shrunk.trace.jsonl"
        try result.text(scene: "pad.scene.json").write(toFile: path, atomically: true, encoding: .utf8)
        var found = false
        try TraceReplay.run(trace: path) { record in
            if pattern.matches(line: RecordFormat.jsonl.line(for: record)) { found = true }
        }
        #expect(found)
    }

    @Test func theSameTraceShrinksTheSameWay() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = ShrinkInput(lines: Self.trace(seed: 9), scene: folder + "/pad.scene.json")
        let pattern = try RecordPattern(#"{"kind":"handler","id":"zoomed"}"#)
        let first = try TraceShrinker(input: input, goal: .keep(pattern)).shrink()
        let second = try TraceShrinker(input: input, goal: .keep(pattern)).shrink()
        #expect(first.lines == second.lines)
        #expect(first.replays == second.replays)
    }

    @Test func theBudgetStopsTheShrinkWithATraceThatStillShowsTheRecord() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = folder + "/pad.scene.json"
        let pattern = try RecordPattern(#"{"kind":"handler","id":"zoomed"}"#)
        let result = try TraceShrinker(input: ShrinkInput(lines: Self.trace(seed: 4), scene: scene), goal: .keep(pattern), budget: 5).shrink()
        #expect(result.budgetReached)
        #expect(result.replays == 5)
        #expect(Self.shows(result.lines, pattern, scene: scene))
    }

    @Test func aTraceWithoutTheRecordIsRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pattern = try RecordPattern(#"{"kind":"handler","id":"liked"}"#)
        #expect(throws: TraceShrinkError.self) {
            try TraceShrinker(input: ShrinkInput(lines: Self.trace(seed: 1), scene: folder + "/pad.scene.json"), goal: .keep(pattern))
        }
    }

    @Test func anExpectationFailsTheSameWayAfterShrinking() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = folder + "/pad.scene.json"
        // the expectation of a trace without the double tap: the double tap's records are the failure
        let expected = ["{\"t\":0.500000,\"kind\":\"gesture\",\"id\":\"double\",\"state\":\"failed\"}"]
        let result = try TraceShrinker(input: ShrinkInput(lines: Self.trace(seed: 5), scene: scene), goal: .expect(expected: expected, format: .jsonl)).shrink()
        #expect(!result.budgetReached)
        #expect(result.lines.count <= 4)
    }

    @Test func patternsMatchAsSubsets() throws {
        let pattern = try RecordPattern(#"{"kind":"handler","id":"open","x":120.5}"#)
        #expect(pattern.matches(line: #"{"t":0.350000,"kind":"handler","id":"open","of":"single","state":"ended","x":120.5,"y":200.0}"#))
        #expect(!pattern.matches(line: #"{"t":0.350000,"kind":"handler","id":"open","of":"single","state":"ended","x":121.0,"y":200.0}"#))
        #expect(throws: FileError.self) { try RecordPattern("[1]") }
    }
}
