import Testing
@testable import ControlModel

/// Random sequences of add / remove-bits / remove-exact / token-remove / has / dispatch against
/// the handler store and against a trivially correct reference, including handlers that add
/// and remove registrations while a dispatch runs.
@Suite("Handler store against a reference model")
struct HandlerStoreModelTests {
    /// What a handler does, besides logging, when it runs.
    enum Behavior: Equatable, CustomStringConvertible {
        case none
        case removeSelf
        case removeOther(Int)
        case stripBits(UInt32)
        case removeExact(UInt32)
        case add(UInt32)
        case removeAll

        var description: String {
            switch self {
            case .none: "none"
            case .removeSelf: "removeSelf"
            case .removeOther(let id): "removeOther(\(id))"
            case .stripBits(let mask): "stripBits(\(ControlEvents(rawValue: mask)))"
            case .removeExact(let mask): "removeExact(\(ControlEvents(rawValue: mask)))"
            case .add(let mask): "add(\(ControlEvents(rawValue: mask)))"
            case .removeAll: "removeAll"
            }
        }

        /// The behaviour of a registration made by a running handler (deterministic, so the
        /// reference and the store agree without sharing a random source).
        static func nested(id: Int) -> Behavior { id.isMultiple(of: 3) ? .removeSelf : .none }
    }

    /// The reference: an ordered list of (id, mask) with snapshot dispatch, written for clarity.
    final class Reference {
        final class Entry {
            let id: Int
            var mask: UInt32
            let behavior: Behavior
            var alive = true
            init(id: Int, mask: UInt32, behavior: Behavior) {
                self.id = id
                self.mask = mask
                self.behavior = behavior
            }
        }

        var entries: [Entry] = []
        var everything: [Int: Entry] = [:]
        var nextID = 0
        var log: [String] = []

        var state: [String] { entries.map { "\($0.id):\($0.mask)" } }
        var aliveIDs: Set<Int> { Set(entries.map(\.id)) }

        @discardableResult
        func add(_ mask: UInt32, _ behavior: Behavior) -> Int {
            let entry = Entry(id: nextID, mask: mask, behavior: behavior)
            nextID += 1
            entries.append(entry)
            everything[entry.id] = entry
            return entry.id
        }

        func stripBits(_ mask: UInt32) {
            for entry in entries where entry.mask & mask != 0 {
                entry.mask &= ~mask
                if entry.mask == 0 { entry.alive = false }
            }
            entries.removeAll { !$0.alive }
        }

        func removeExact(_ mask: UInt32) {
            for entry in entries where entry.mask == mask { entry.alive = false }
            entries.removeAll { !$0.alive }
        }

        func remove(id: Int) {
            guard let entry = everything[id], entry.alive else { return }
            entry.alive = false
            entries.removeAll { $0 === entry }
        }

        func has(_ mask: UInt32) -> Bool { entries.contains { $0.mask & mask != 0 } }
        func hasExactly(_ mask: UInt32) -> Bool { entries.contains { $0.mask == mask } }

        func dispatch(_ event: UInt32) {
            let snapshot = entries
            for entry in snapshot {
                guard entry.alive, entry.mask & event != 0 else { continue }
                log.append("\(entry.id):\(event)")
                perform(entry.behavior, by: entry.id)
            }
        }

        func sendActions(_ mask: UInt32) {
            for bit in 0..<32 where mask & (1 << bit) != 0 { dispatch(1 << bit) }
        }

        private func perform(_ behavior: Behavior, by id: Int) {
            switch behavior {
            case .none: break
            case .removeSelf: remove(id: id)
            case .removeOther(let other): remove(id: other)
            case .stripBits(let mask): stripBits(mask)
            case .removeExact(let mask): removeExact(mask)
            case .add(let mask): add(mask, .nested(id: nextID))
            case .removeAll: stripBits(0xFFFF_FFFF)
            }
        }
    }

    /// The system under test, with a canary per registration to check closures are released.
    final class Harness {
        let control = Control()
        var tokens: [Int: ControlHandlerToken] = [:]
        var canaries: [Int: WeakReference<LifetimeCanary>] = [:]
        var nextID = 0
        var log: [String] = []

        var state: [String] { control.handlers.all.map { "\($0.identifier ?? "?"):\($0.events.rawValue)" } }

        @discardableResult
        func add(_ mask: UInt32, _ behavior: Behavior) -> Int {
            let id = nextID
            nextID += 1
            let canary = LifetimeCanary()
            canaries[id] = WeakReference(canary)
            tokens[id] = control.handlers.add(for: ControlEvents(rawValue: mask), identifier: String(id)) {
                [unowned self] call in
                withExtendedLifetime(canary) {}
                self.log.append("\(id):\(call.event.rawValue)")
                self.perform(behavior, by: id)
            }
            return id
        }

        func perform(_ behavior: Behavior, by id: Int) {
            switch behavior {
            case .none: break
            case .removeSelf: tokens[id]?.remove()
            case .removeOther(let other): tokens[other]?.remove()
            case .stripBits(let mask): control.removeEventHandlers(for: ControlEvents(rawValue: mask))
            case .removeExact(let mask): control.handlers.removeEventHandlers(forExactly: ControlEvents(rawValue: mask))
            case .add(let mask): add(mask, .nested(id: nextID))
            case .removeAll: control.removeEventHandlers(for: .allEvents)
            }
        }
    }

    /// The bits the random masks are made of: a few named events and one unnamed bit.
    static let bits: [UInt32] = [
        ControlEvents.touchDown.rawValue, ControlEvents.touchDownRepeat.rawValue,
        ControlEvents.touchUpInside.rawValue, ControlEvents.valueChanged.rawValue, 1 << 24,
    ]

    static func randomMask(_ rng: inout SeededGenerator) -> UInt32 {
        var mask: UInt32 = 0
        while mask == 0 {
            for bit in bits where Int.random(in: 0..<3, using: &rng) == 0 { mask |= bit }
        }
        return mask
    }

    static func randomBehavior(_ rng: inout SeededGenerator, reference: Reference) -> Behavior {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<45: return .none
        case 45..<57: return .removeSelf
        case 57..<70: return .removeOther(reference.nextID == 0 ? 0 : Int.random(in: 0..<reference.nextID + 1, using: &rng))
        case 70..<78: return .stripBits(randomMask(&rng))
        case 78..<85: return .removeExact(randomMask(&rng))
        case 85..<96: return .add(randomMask(&rng))
        default: return .removeAll
        }
    }

    /// Runs one random sequence; returns a description of the first disagreement, if any.
    static func runSequence(seed: UInt64, steps: Int) -> String? {
        var rng = SeededGenerator(seed: seed)
        let reference = Reference()
        let harness = Harness()
        var trace: [String] = []

        func check(_ step: Int) -> String? {
            if harness.state != reference.state {
                return "registrations \(harness.state) != reference \(reference.state)"
            }
            if harness.log != reference.log {
                return "calls \(harness.log) != reference \(reference.log)"
            }
            for (id, canary) in harness.canaries {
                let released = canary.object == nil
                if released == reference.aliveIDs.contains(id) {
                    return "closure of \(id) \(released ? "released while registered" : "kept after removal")"
                }
            }
            return nil
        }

        for step in 0..<steps {
            let pick = Int.random(in: 0..<100, using: &rng)
            switch pick {
            case 0..<28:
                let mask = randomMask(&rng)
                let behavior = randomBehavior(&rng, reference: reference)
                trace.append("add \(ControlEvents(rawValue: mask)) \(behavior)")
                reference.add(mask, behavior)
                harness.add(mask, behavior)
            case 28..<36:
                let mask = Bool.random(using: &rng) ? randomMask(&rng) : ControlEvents.allEvents.rawValue
                trace.append("remove bits \(mask == ControlEvents.allEvents.rawValue ? "allEvents" : "\(ControlEvents(rawValue: mask))")")
                reference.stripBits(mask)
                harness.control.removeEventHandlers(for: ControlEvents(rawValue: mask))
            case 36..<43:
                // Often an existing mask, so exact matches happen.
                var mask = randomMask(&rng)
                if Bool.random(using: &rng), let existing = reference.entries.randomElement(using: &rng) {
                    mask = existing.mask
                }
                trace.append("remove exactly \(ControlEvents(rawValue: mask))")
                reference.removeExact(mask)
                harness.control.handlers.removeEventHandlers(forExactly: ControlEvents(rawValue: mask))
            case 43..<52:
                guard reference.nextID > 0 else { continue }
                let id = Int.random(in: 0..<reference.nextID, using: &rng)
                trace.append("token \(id).remove()")
                reference.remove(id: id)
                harness.tokens[id]?.remove()
            case 52..<62:
                let mask = randomMask(&rng)
                trace.append("has \(ControlEvents(rawValue: mask))")
                if harness.control.hasEventHandlers(for: ControlEvents(rawValue: mask)) != reference.has(mask) {
                    return failure(seed, step, "has(\(ControlEvents(rawValue: mask))) disagrees", trace)
                }
                if harness.control.hasEventHandlers(forExactly: ControlEvents(rawValue: mask))
                    != reference.hasExactly(mask)
                {
                    return failure(seed, step, "has(forExactly: \(ControlEvents(rawValue: mask))) disagrees", trace)
                }
            case 62..<92:
                let event = bits.randomElement(using: &rng) ?? 1
                trace.append("dispatch \(ControlEvents(rawValue: event))")
                reference.dispatch(event)
                harness.control.dispatch(ControlEvents(rawValue: event))
            default:
                let mask = randomMask(&rng)
                trace.append("sendActions \(ControlEvents(rawValue: mask))")
                reference.sendActions(mask)
                harness.control.sendActions(for: ControlEvents(rawValue: mask))
            }
            if let problem = check(step) { return failure(seed, step, problem, trace) }
        }
        // Finally everything goes, and every closure with it.
        harness.control.removeEventHandlers(for: .allEvents)
        reference.stripBits(0xFFFF_FFFF)
        if let problem = check(steps) { return failure(seed, steps, problem, trace) }
        return nil
    }

    static func failure(_ seed: UInt64, _ step: Int, _ problem: String, _ trace: [String]) -> String {
        "seed \(seed), step \(step): \(problem)\nops:\n" + trace.suffix(40).joined(separator: "\n")
    }

    @Test func randomSequencesAgreeWithTheReference() {
        var checkedSteps = 0
        for seed in UInt64(1)...3000 {
            let steps = 20 + Int(seed % 61)
            if let failure = Self.runSequence(seed: seed, steps: steps) {
                Issue.record(Comment(rawValue: failure))
                return
            }
            checkedSteps += steps
        }
        #expect(checkedSteps > 100_000)
    }

    @Test func longSequencesAgreeWithTheReference() {
        for seed in UInt64(10_001)...10_008 {
            if let failure = Self.runSequence(seed: seed, steps: 600) {
                Issue.record(Comment(rawValue: failure))
                return
            }
        }
    }

    /// The reference itself, on a hand-worked case, so a wrong reference cannot hide a bug.
    @Test func theReferenceFollowsTheSpecOnAHandWorkedCase() {
        let reference = Reference()
        reference.add(ControlEvents.touchDown.rawValue | ControlEvents.valueChanged.rawValue, .add(1))  // 0
        reference.add(ControlEvents.touchDown.rawValue, .removeOther(2))  // 1
        reference.add(ControlEvents.touchDown.rawValue, .none)  // 2
        reference.dispatch(ControlEvents.touchDown.rawValue)
        #expect(reference.log == ["0:1", "1:1"])
        #expect(reference.state == ["0:\(1 | 4096)", "1:1", "3:1"])
        reference.stripBits(ControlEvents.touchDown.rawValue)
        #expect(reference.state == ["0:4096"])
    }
}
