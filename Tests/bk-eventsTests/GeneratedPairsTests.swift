import Foundation
import Testing
@testable import TestSupport

/// Edge-case scenes and traces (``RandomScenePair/edges(seed:)``, the generator the library's
/// tests use) through the built `bk-events`, one process per run: no crash or hang (every exit is
/// 0 or 65), every rule ``PairCheck`` checks (the replay's invariants on the printed records,
/// text against JSON Lines, byte-identical reruns, early stops, refused lines), and `check`
/// accepting exactly what `replay` accepts, with the same message.
@Suite("generated scenes and traces through the command line")
struct GeneratedPairsTests {
    /// How many pairs (`BK_EVENTS_CLI_PAIRS` sets another number; the first seed is
    /// `BK_EVENTS_CLI_FROM`, 0 unless set). Seeds other than the library test's, so the two
    /// suites see different pairs.
    static let pairs = UInt64(ProcessInfo.processInfo.environment["BK_EVENTS_CLI_PAIRS"] ?? "") ?? 40
    static let first = UInt64(ProcessInfo.processInfo.environment["BK_EVENTS_CLI_FROM"] ?? "") ?? 1_000_000

    @Test func everyPairKeepsTheRulesThroughTheCommandLine() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var counter = 0
        var found: [(seed: UInt64, violation: Violation)] = []
        for seed in Self.first..<(Self.first + Self.pairs) {
            let pair = RandomScenePair.edges(seed: seed)
            let check = PairCheck(scene: pair.scene, trace: pair.trace)
            var crashes: [Violation] = []
            let violations = check.violations(
                replay: { scene, trace, until, text in
                    counter += 1
                    return Self.replay(scene: scene, trace: trace, until: until, text: text, in: folder, name: "p\(counter)", crashes: &crashes)
                },
                check: { scene, trace in
                    counter += 1
                    return Self.check(scene: scene, trace: trace, in: folder, name: "p\(counter)", crashes: &crashes)
                })
            found += (violations + crashes).filter { KnownFinding.matching($0) == nil }.map { (seed, $0) }
        }
        for (seed, violation) in found.prefix(20) { Issue.record("seed \(seed): \(violation)") }
    }

    /// A double tap and a single tap conveniences, given in that order, and a replay stopped
    /// while the single tap waits for the double one to fail: tearing the scene down removed the
    /// double tap first, which released the single one, whose handler read the scene being
    /// freed, and the process aborted (exit 134: "Attempted to read an unowned reference"; seed
    /// 665 of the edge-case generator's first run, and 13 others of 12,000; fixed by fb798a2).
    @Test func aReplayStoppedWhileATapWaitsEndsNormally() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try CommandRunner.write(
            #"{"window": {"width": 100, "height": 100}, "views": [{"id": "photo", "whenTapped": [{"id": "zoom", "taps": 2}, {"id": "open", "taps": 1}]}]}"#,
            to: folder + "/s.scene.json")
        try CommandRunner.write(
            "{\"t\": 0, \"touch\": 1, \"phase\": \"began\", \"x\": 50, \"y\": 50}\n{\"t\": 0.05, \"touch\": 1, \"phase\": \"ended\", \"x\": 50, \"y\": 50}\n",
            to: folder + "/t.trace.jsonl")
        let result = try CommandRunner.run(["replay", "t.trace.jsonl", "--scene", "s.scene.json", "--until", "0.1"], in: folder)
        #expect(result.status == 0, "\(result.stderr.prefix(200))")
        #expect(result.stdout == "")
    }

    /// Writes the scene and trace as `name.scene.json` and `name.trace.jsonl` in `folder`.
    private static func write(scene: String, trace: String, in folder: String, name: String) throws -> (scene: String, trace: String) {
        let paths = (scene: "\(folder)/\(name).scene.json", trace: "\(folder)/\(name).trace.jsonl")
        try CommandRunner.write(scene, to: paths.scene)
        try CommandRunner.write(trace, to: paths.trace)
        return paths
    }

    /// `bk-events replay` in JSON Lines (and in text when `text`), read into a
    /// ``ReplayOutcome``; an exit other than 0 or 65 is a crash.
    static func replay(
        scene: String, trace: String, until: Double?, text: Bool, in folder: String, name: String, crashes: inout [Violation]
    ) -> ReplayOutcome {
        var outcome = ReplayOutcome()
        do {
            let paths = try write(scene: scene, trace: trace, in: folder, name: name)
            var arguments = ["replay", paths.trace, "--scene", paths.scene]
            if let until { arguments += ["--until", "\(until)"] }
            let jsonl = try CommandRunner.run(arguments + ["--format", "jsonl"])
            if jsonl.status != 0, jsonl.status != 65 {
                crashes.append(Violation(rule: .crash, detail: "replay exited \(jsonl.status): \(jsonl.stderr.prefix(200))"))
            }
            outcome.jsonl = lines(jsonl.stdout)
            if let error = lines(jsonl.stderr).first(where: { $0.contains(": error: ") }) {
                // runs write files under names of their own: compare messages without them
                outcome.error = PairCheck.placeless(error)
                let place = error.prefix { $0 != " " }.dropLast().split(separator: ":")
                if place.count >= 3 {
                    // named the same way whatever the run's own names
                    outcome.errorFile = place.dropLast(2).joined(separator: ":").hasSuffix(".scene.json") ? "pair.scene.json" : "pair.trace.jsonl"
                    outcome.errorLine = Int(place[place.count - 2]) ?? 0
                    outcome.errorColumn = Int(place[place.count - 1]) ?? 0
                }
            }
            if text {
                let plain = try CommandRunner.run(arguments)
                if plain.status != jsonl.status { crashes.append(Violation(rule: .textDiffers, detail: "text exited \(plain.status), JSON Lines \(jsonl.status)")) }
                outcome.text = lines(plain.stdout)
            }
        } catch {
            crashes.append(Violation(rule: .crash, detail: "could not run: \(error)"))
        }
        return outcome
    }

    /// `bk-events check` of the scene, then of the trace with it: the error a replay would
    /// stop with (the trace's, which reports the scene's too), or nil when both are ok. A scene
    /// `check` refuses while the trace's check loads it is reported as its own error.
    static func check(scene: String, trace: String, in folder: String, name: String, crashes: inout [Violation]) -> String? {
        do {
            let paths = try write(scene: scene, trace: trace, in: folder, name: name)
            let result = try CommandRunner.run(["check", paths.scene, paths.trace, "--scene", paths.scene])
            if result.status != 0, result.status != 65 {
                crashes.append(Violation(rule: .crash, detail: "check exited \(result.status): \(result.stderr.prefix(200))"))
            }
            let errors = lines(result.stderr).filter { $0.contains(": error: ") }.map(PairCheck.placeless)
            if errors.count == 1, errors[0].hasPrefix("scene:"), !result.stdout.contains(".trace.jsonl: ok") {
                // the scene's error, and the trace's check stopped before loading it: its first line
                return "check of the scene: \(errors[0]) (and the trace's check: \(result.stdout))"
            }
            if errors.count == 1, errors[0].hasPrefix("scene:"), result.stdout.contains(".trace.jsonl: ok") {
                return "check of the scene: \(errors[0]), though the trace's check loaded it"
            }
            return errors.last
        } catch {
            crashes.append(Violation(rule: .crash, detail: "could not run: \(error)"))
            return nil
        }
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}
