import Testing
@testable import ControlModel

/// A deterministic pseudo-random generator (SplitMix64) so failures name a seed that replays.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("TestScheduler against a sorted-list reference")
struct SchedulerModelTests {
    /// The trivially correct reference: a list of (deadline, sequence, id), sorted on demand.
    struct Reference {
        var pending: [(deadline: Int64, seq: Int, id: Int)] = []
        var now: Int64 = 0
        var seq = 0
        var log: [Int] = []
        mutating func schedule(_ delay: Int64, id: Int) {
            pending.append((now + delay, seq, id)); seq += 1
        }
        mutating func cancel(id: Int) { pending.removeAll { $0.id == id } }
        mutating func advance(to target: Int64) {
            guard target >= now else { return }
            while true {
                let due = pending.filter { $0.deadline <= target }
                guard let next = due.min(by: { ($0.deadline, $0.seq) < ($1.deadline, $1.seq) }) else { break }
                pending.removeAll { $0.id == next.id }
                now = next.deadline
                log.append(next.id)
            }
            now = target
        }
    }

    @Test func randomProgramsMatchTheReference() {
        for seed in UInt64(1)...2000 {
            var rng = SeededGenerator(seed: seed)
            let clock = TestScheduler()
            var reference = Reference()
            var log: [Int] = []
            var calls: [Int: ScheduledCall] = [:]
            var nextID = 0
            for _ in 0..<Int.random(in: 5...60, using: &rng) {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<5:
                    let delay = Int64.random(in: 0...5, using: &rng) * 1_000_000
                    let id = nextID; nextID += 1
                    calls[id] = clock.schedule(at: clock.now.advanced(byNanoseconds: delay)) { log.append(id) }
                    reference.schedule(delay, id: id)
                case 5..<7:
                    if let id = calls.keys.sorted().randomElement(using: &rng) {
                        calls[id]?.cancel()
                        reference.cancel(id: id)
                    }
                default:
                    let target = clock.now.nanoseconds + Int64.random(in: -2...6, using: &rng) * 1_000_000
                    clock.advance(to: Timestamp(nanoseconds: target))
                    reference.advance(to: target)
                }
                #expect(clock.isConsistent, "heap invariant broken, seed \(seed)")
            }
            clock.advance(by: .seconds(1))
            reference.advance(to: reference.now + 1_000_000_000)
            #expect(log == reference.log, "seed \(seed)")
            #expect(clock.pendingCount == 0, "seed \(seed)")
            if log != reference.log { return }
        }
    }

    /// Calls scheduled again once run or cancelled (a recognizer's timers), on one clock or
    /// moving between two, must behave exactly as fresh calls.
    @Test func reusableCallsBehaveAsFreshOnes() {
        for seed in UInt64(1)...2000 {
            var rng = SeededGenerator(seed: seed)
            let clocks = [TestScheduler(), TestScheduler()]
            var references = [Reference(), Reference()]
            var logs: [[Int]] = [[], []]
            // where each reusable call was last scheduled
            var home: [Int: Int] = [:]
            // made on a clock and cancelled at once: calls that have been scheduled before
            let reusable = (0..<4).map { _ in
                let call = clocks[0].perform(after: .zero) {}
                call.cancel()
                return call
            }
            var calls: [Int: ScheduledCall] = [:]
            var nextID = 100
            for _ in 0..<Int.random(in: 5...80, using: &rng) {
                let side = Int.random(in: 0...1, using: &rng)
                let clock = clocks[side]
                switch Int.random(in: 0..<12, using: &rng) {
                case 0..<3:
                    let delay = Int64.random(in: 0...5, using: &rng) * 1_000_000
                    let id = nextID; nextID += 1
                    calls[id] = clock.schedule(at: clock.now.advanced(byNanoseconds: delay)) { logs[side].append(id) }
                    references[side].schedule(delay, id: id)
                case 3..<6:
                    let id = Int.random(in: 0..<4, using: &rng)
                    guard !reusable[id].isPending else { continue }
                    let delay = Int64.random(in: 0...5, using: &rng) * 1_000_000
                    home[id] = side
                    clock.reschedule(reusable[id], after: .nanoseconds(delay)) { logs[home[id]!].append(id) }
                    references[side].schedule(delay, id: id)
                case 6..<8:
                    if Bool.random(using: &rng) {
                        let id = Int.random(in: 0..<4, using: &rng)
                        reusable[id].cancel()
                        if let side = home[id] { references[side].cancel(id: id) }
                    } else if let id = calls.keys.sorted().randomElement(using: &rng) {
                        calls[id]?.cancel()
                        for index in references.indices { references[index].cancel(id: id) }
                    }
                default:
                    let target = clock.now.nanoseconds + Int64.random(in: -2...6, using: &rng) * 1_000_000
                    clock.advance(to: Timestamp(nanoseconds: target))
                    references[side].advance(to: target)
                }
                for index in clocks.indices {
                    #expect(clocks[index].isConsistent, "heap invariant broken, seed \(seed)")
                    #expect(clocks[index].pendingCount == references[index].pending.count, "seed \(seed)")
                    let next = references[index].pending.map(\.deadline).min()
                    #expect(clocks[index].nextDeadline?.nanoseconds == next, "seed \(seed)")
                }
            }
            for index in clocks.indices {
                clocks[index].advance(by: .seconds(1))
                references[index].advance(to: references[index].now + 1_000_000_000)
                #expect(logs[index] == references[index].log, "seed \(seed)")
                #expect(clocks[index].pendingCount == 0, "seed \(seed)")
            }
            if logs != references.map(\.log) { return }
        }
    }
}
