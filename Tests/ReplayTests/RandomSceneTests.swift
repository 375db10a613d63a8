import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Replay
@testable import TestSupport

/// Random scenes with random traces (``RandomScenePair``, seeded): every one loads and replays,
/// the same way twice, and its records keep the rules any replay must keep, whatever the scene.
@Suite("Random scenes and traces keep the replay's invariants")
struct RandomSceneTests {
    /// How many pairs each test replays (the seeds are 0 up to it).
    static let pairs: UInt64 = 300

    /// Replays `pair` and returns its records; `switches` changes the environment's debug
    /// switches first.
    static func replay(_ pair: RandomScenePair, switches: ((inout DebugSwitches) -> Void)? = nil) throws -> [ReplayRecord] {
        let collector = ExampleGoldenTests.Collector()
        try replay(pair, into: collector, switches: switches)
        return collector.records
    }

    /// Replays `pair` into `sink` (one that takes reasons is told them).
    static func replay(_ pair: RandomScenePair, into sink: any ReplayRecordSink, switches: ((inout DebugSwitches) -> Void)? = nil) throws {
        let scene = try SceneLoader.load(bytes: Array(pair.sceneText.utf8), file: "r\(pair.seed).scene.json", sink: sink)
        switches?(&scene.window.environment.switches)
        let file = "r\(pair.seed).trace.jsonl"
        let replayer = Replayer(scene: scene, file: file)
        let decoder = TraceDecoder(file: file)
        for (index, text) in pair.traceText.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let line = try decoder.decode(ArraySlice(text.utf8), line: index + 1) { try replayer.feed(line) }
        }
        replayer.finish()
    }

    @Test func everyPairReplaysTheSameWayTwice() throws {
        var silent: UInt64 = 0
        for seed in 0..<Self.pairs {
            let pair = RandomScenePair(seed: seed)
            let first = try Self.replay(pair)
            if first.isEmpty { silent += 1 }
            #expect(try Self.replay(RandomScenePair(seed: seed)) == first, "seed \(seed)")
        }
        // a scene may have nothing to report (no recognizer or control hit), but few are so
        #expect(silent * 10 < Self.pairs, "\(silent) pairs recorded nothing")
    }

    #if BK_EVENTS_INTERNAL_CHECKS
    /// The speed tricks change nothing: the same records with the skip-work hints ignored, and
    /// with one finger taking the general multi-finger path at every layer.
    @Test func hintsAndFastPathsChangeNothing() throws {
        for seed in 0..<Self.pairs {
            let pair = RandomScenePair(seed: seed)
            let plain = try Self.replay(pair) { $0 = DebugSwitches(ignoresHints: false, forcesGeneralPath: false) }
            #expect(try Self.replay(pair) { $0.ignoresHints = true } == plain, "seed \(seed): hints")
            #expect(try Self.replay(pair) { $0.forcesGeneralPath = true } == plain, "seed \(seed): general path")
        }
    }
    #endif

    @Test func theGeneratorIsDeterministic() {
        for seed: UInt64 in [0, 1, 99, 12345] {
            let a = RandomScenePair(seed: seed), b = RandomScenePair(seed: seed)
            #expect(a.sceneText == b.sceneText && a.traceText == b.traceText)
        }
        #expect(RandomScenePair(seed: 1).sceneText != RandomScenePair(seed: 2).sceneText)
    }

    /// Each recognizer's gesture records follow the state machine: from possible to began,
    /// ended or failed (a discrete one: ended or failed), then changes, then ended or cancelled;
    /// after a terminal state it starts again from possible. Only failed comes without a location.
    @Test func gestureRecordsFollowTheStateMachine() throws {
        for seed in 0..<Self.pairs {
            let pair = RandomScenePair(seed: seed)
            let discrete = Self.discreteRecognizers(pair.scene)
            var states: [String: GestureState] = [:]
            var last = Timestamp.zero
            for record in try Self.replay(pair) {
                #expect(record.time >= last, "seed \(seed): time went back at \(record)")
                last = record.time
                guard record.kind == .gesture, let state = record.state else { continue }
                let current = states[record.id] ?? .possible
                let legal: Set<GestureState>
                switch current {
                case .possible: legal = discrete.contains(record.id) ? [.ended, .failed] : [.began, .ended, .failed]
                case .began, .changed: legal = [.changed, .ended, .cancelled]
                case .ended, .cancelled, .failed: legal = []
                }
                #expect(legal.contains(state), "seed \(seed): \(record.id) went from \(current) to \(state)")
                #expect((record.location == nil) == (state == .failed), "seed \(seed): \(record)")
                states[record.id] = state.isTerminal ? nil : state
            }
        }
    }

    /// A recognizer's handler runs once per action: right after the gesture record of that
    /// action (with its state and place), or, delayed, its delay after it.
    @Test func handlerRecordsFollowTheirActions() throws {
        for seed in 0..<Self.pairs {
            let pair = RandomScenePair(seed: seed)
            let recognizers = Set(pair.scene.recognizerIDs)
            var lastAction: [String: ReplayRecord] = [:]
            var actions: Set<String> = []
            var previous: ReplayRecord?
            for record in try Self.replay(pair) {
                defer { previous = record }
                if record.kind == .gesture, let state = record.state, state.runsActions {
                    lastAction[record.id] = record
                    actions.insert("\(record.id) \(state) \(record.time.nanoseconds)")
                }
                guard record.kind == .handler, let of = record.of, recognizers.contains(of) else { continue }
                let state = try #require(record.state)
                #expect(state.runsActions, "seed \(seed): \(record)")
                if let scheduled = record.scheduled {
                    #expect(actions.contains("\(of) \(state) \(scheduled.nanoseconds)"), "seed \(seed): no action for \(record)")
                    #expect(record.time > scheduled, "seed \(seed): \(record)")
                } else {
                    let action = try #require(lastAction[of], "seed \(seed): \(record)")
                    #expect(action.time == record.time && action.state == state && action.location == record.location,
                            "seed \(seed): \(record) after \(action)")
                    #expect(previous?.kind == .handler || previous.map { $0 == action } == true,
                            "seed \(seed): \(record) does not follow its action")
                }
            }
        }
    }

    /// The ids of the discrete recognizers: taps and swipes, conveniences included.
    static func discreteRecognizers(_ scene: RandomScene) -> Set<String> {
        var ids: Set<String> = []
        func visit(_ view: RandomScene.View) {
            for recognizer in view.recognizers where recognizer.type == "tap" || recognizer.type == "swipe" {
                ids.insert(recognizer.id)
            }
            if let id = view.id {
                for convenience in view.conveniences { ids.insert("\(id).tap\(convenience.touches ?? 1)x\(convenience.taps ?? 1)") }
            }
            view.children.forEach(visit)
        }
        scene.views.forEach(visit)
        return ids
    }
}
