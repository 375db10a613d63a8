import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Replay
@testable import TestSupport
@testable import TestFixtures

/// Every reason a replay gives states comparisons that hold on its own numbers (<doc:Reasons>):
/// a distance said to be over a limit is over it, a press said to be too short was shorter than
/// its minimum, and so on — on a broad sample of replays (the seeded random scenes, the
/// Examples), so a reason taken from the wrong rule, or measured the wrong way, fails here.
@Suite("Reasons never contradict their numbers")
struct ReasonClaimsTests {
    /// Keeps every reason a replay gives: recognizers' decisions, controls' and handlers' records
    /// and views' deliveries.
    final class Reasons: ReplayExplanationSink {
        var all: [GestureReason] = []
        func receive(_ record: consuming ReplayRecord) {}
        func explain(_ decision: GestureDecision, of id: String, at time: Timestamp) { all.append(decision.reason) }
        func explainControlRecord(of id: String, because reason: GestureReason, at time: Timestamp) { all.append(reason) }
        func explainHandlerRecord(of id: String, because reason: GestureReason, at time: Timestamp) { all.append(reason) }
        func explainDelivery(to id: String, touch: Int, phase: TouchPhase, because reason: GestureReason, at time: Timestamp) {
            all.append(reason)
        }
    }

    /// The comparison `reason` states, false when its numbers contradict it (nil: it states
    /// none).
    static func claimHolds(_ reason: GestureReason) -> Bool? {
        switch reason {
        case .movedTooFar(let distance, let limit): distance > limit
        case .liftedTooSoon(let held, let minimum): held < minimum && held >= .zero
        case .liftedBeforeMoving(let distance, let needed): distance < needed && distance >= 0
        case .wrongDirection(let dx, let dy, let limit): max(abs(dx), abs(dy)) > limit
        case .tooManyFingers(let count, let maximum): count > maximum
        case .tooFewFingers(let count, let required): count < required && count >= 1
        case .liftedOutside(let distance, _): distance >= 0
        case .deliveredLate(_, _, let held, _): held >= .zero
        case .handlerDelay(let delay): delay >= .zero
        default: nil
        }
    }

    /// The reasons of the random pair for `seed`, replayed with a sink that takes them.
    static func reasons(seed: UInt64) throws -> [GestureReason] {
        let sink = Reasons()
        try RandomSceneTests.replay(RandomScenePair(seed: seed), into: sink)
        return sink.all
    }

    @Test func everyReasonOfTheRandomScenesHoldsOnItsNumbers() throws {
        var checked: [String: Int] = [:]
        for seed in 0..<RandomSceneTests.pairs * 2 {
            for reason in try Self.reasons(seed: seed) {
                guard let holds = Self.claimHolds(reason) else { continue }
                checked[reason.code, default: 0] += 1
                #expect(holds, "seed \(seed): \(reason.code) \(reason)")
            }
        }
        // the sample is broad: every rule that compares numbers came up, most of them often
        for code in ["movedTooFar", "liftedTooSoon", "liftedBeforeMoving", "tooManyFingers", "tooFewFingers"] {
            #expect(checked[code, default: 0] >= 10, "\(code): \(checked[code, default: 0]) reasons checked")
        }
    }

    @Test(arguments: ExampleGoldenTests.names)
    func everyReasonOfAnExampleHoldsOnItsNumbers(_ name: String) throws {
        let sink = Reasons()
        try TraceReplay.run(trace: "\(URLPaths.examples)/\(name).trace.jsonl", sink: sink)
        for reason in sink.all {
            #expect(Self.claimHolds(reason) != false, "\(name): \(reason.code) \(reason)")
        }
    }
}
