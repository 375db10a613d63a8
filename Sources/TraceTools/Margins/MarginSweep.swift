import ControlModel
import GestureModel
import SceneFiles
import Replay

/// `margins --sweep`: replays copies of a trace, each with one line moved by the perturbation —
/// its time by ± ``time`` (kept between its neighbours' times), or its position by ± ``position``
/// along x or y — and reports the decisions whose outcome changed in some copy, confirming the
/// computed margins: a decision whose margin is within the perturbation can flip, one whose
/// margin is beyond it cannot (one line moved shifts a rule's measure by at most the
/// perturbation).
///
/// The copies are every such single-line change when they number at most ``copies``; otherwise
/// those of the lines leading to decisions whose margin is within twice the perturbation first
/// (a line leads to the first decision with a number taken at or after its time), the nearest
/// line of each such decision, then the next nearest…, then the same for the other decisions;
/// equal ones in a seeded order: deterministic.
public struct MarginSweep: Hashable, Sendable {
    /// Seconds a line's time moves, either way.
    public var time: Double
    /// Points a sample moves along x or y, either way.
    public var position: Double
    /// The most copies replayed.
    public var copies: Int
    /// The seed of the choice of copies.
    public var seed: UInt64

    /// Creates a sweep.
    public init(time: Double, position: Double, copies: Int = 200, seed: UInt64 = 1) {
        self.time = time
        self.position = position
        self.copies = copies
        self.seed = seed
    }

    /// Parses `time=±20ms,position=±2pt` (`±` or `+-` optional; `s` or `ms`; either part may
    /// be left out, as 0); nil when the text is not that.
    public init?(parsing text: String) {
        var time = 0.0, position = 0.0
        for part in text.split(separator: ",") {
            let pieces = part.split(separator: "=", maxSplits: 1).map { String($0).filter { $0 != " " } }
            guard pieces.count == 2 else { return nil }
            var value = pieces[1]
            if value.hasPrefix("±") { value.removeFirst() } else if value.hasPrefix("+-") { value.removeFirst(2) }
            func number(_ suffix: String, _ scale: Double) -> Double? {
                guard value.hasSuffix(suffix), let number = Double(value.dropLast(suffix.count)), number.isFinite, number >= 0 else { return nil }
                return number * scale
            }
            switch pieces[0] {
            case "time":
                guard let seconds = number("ms", 0.001) ?? number("s", 1) else { return nil }
                time = seconds
            case "position":
                guard let points = number("pt", 1) else { return nil }
                position = points
            default: return nil
            }
        }
        guard time > 0 || position > 0 else { return nil }
        self.init(time: time, position: position)
    }

    /// A decision whose outcome changed in some copies.
    public struct Change: Hashable, Sendable {
        /// The decision in the original replay, with its tightest margin (nil when a copy took
        /// a decision the original did not).
        public var original: DecisionMargin?
        /// The recognizer, control or handler, and the number of its decision in the replay
        /// (from 0).
        public var id: String, ordinal: Int
        /// What the copies decided instead, each once (`none` when they took no decision).
        public var instead: [String]
        /// In how many copies it changed.
        public var count: Int
    }

    /// Sweeps `input` (see ``MarginSweep``); the changed decisions in the order the original
    /// took them (extra decisions last), and the number of copies replayed.
    public func run(_ input: ShrinkInput) throws(TraceReplayError) -> (changes: [Change], copies: Int) {
        let taken = try DecisionMargins.taken(input)
        let original = MarginSweep.decisions(taken)
        var changes: [String: [Int: (instead: [String], count: Int)]] = [:]
        let variants = self.variants(of: input.lines, leadingTo: taken)
        for variant in variants {
            guard let margins = try? DecisionMargins.taken(ShrinkInput(lines: variant, scene: input.scene)) else { continue }
            let perturbed = MarginSweep.decisions(margins)
            for (id, decisions) in perturbed.merging(original.mapValues { _ in [] }, uniquingKeysWith: { a, _ in a }) {
                let was = original[id] ?? []
                for ordinal in 0..<max(was.count, decisions.count) {
                    let before = ordinal < was.count ? was[ordinal].decision : "none"
                    let after = ordinal < decisions.count ? decisions[ordinal].decision : "none"
                    guard before != after else { continue }
                    var entry = changes[id, default: [:]][ordinal] ?? ([], 0)
                    if !entry.instead.contains(after) { entry.instead.append(after) }
                    entry.count += 1
                    changes[id, default: [:]][ordinal] = entry
                }
            }
        }
        var list: [Change] = []
        for (id, byOrdinal) in changes {
            for (ordinal, entry) in byOrdinal {
                let was = original[id].flatMap { ordinal < $0.count ? $0[ordinal] : nil }
                list.append(Change(original: was, id: id, ordinal: ordinal, instead: entry.instead.sorted(), count: entry.count))
            }
        }
        list.sort { a, b in
            switch (a.original, b.original) {
            case (let x?, let y?) where x.time != y.time: return x.time < y.time
            case (.some, nil): return true
            case (nil, .some): return false
            default: return (a.id, a.ordinal) < (b.id, b.ordinal)
            }
        }
        return (list, variants.count)
    }

    /// Each id's decisions in the order taken, one per decision (its tightest margin).
    static func decisions(_ taken: [DecisionMargin]) -> [String: [DecisionMargin]] {
        var result: [String: [DecisionMargin]] = [:]
        var last: DecisionMargin?
        for margin in taken {
            if let previous = last, previous.id == margin.id, previous.decision == margin.decision, previous.time == margin.time {
                // another measure of the same decision: keep the tightest
                if DecisionMargin.tighter(margin, previous), var list = result[margin.id] {
                    list[list.count - 1] = margin
                    result[margin.id] = list
                }
                continue
            }
            result[margin.id, default: []].append(margin)
            last = margin
        }
        return result
    }

    /// The copies: every single-line change, or ``copies`` of them, those of the lines leading
    /// to the tightest of the decisions `taken` (in time order) first.
    func variants(of lines: [ShrinkLine], leadingTo taken: [DecisionMargin]) -> [[ShrinkLine]] {
        // (line, kind): 0 earlier, 1 later, 2 left, 3 right, 4 up, 5 down
        var changes: [(line: Int, kind: Int)] = []
        for (index, line) in lines.enumerated() {
            if time > 0 { changes += [(index, 0), (index, 1)] }
            if position > 0, line.touch != nil { changes += [(index, 2), (index, 3), (index, 4), (index, 5)] }
        }
        if changes.count > copies {
            changes = prioritized(changes, lines: lines, leadingTo: taken).prefix(copies).map { $0 }
        }
        return changes.map { change in
            var copy = lines
            var line = copy[change.line]
            switch change.kind {
            case 0, 1:
                let shift = Int64((time * 1e9).rounded()) * (change.kind == 0 ? -1 : 1)
                let low = change.line > 0 ? lines[change.line - 1].nanoseconds : 0
                let high = change.line + 1 < lines.count ? lines[change.line + 1].nanoseconds : .max
                line.nanoseconds = min(max(line.nanoseconds + shift, low), high)
            default:
                if case .sample(let touch, let phase, let x, let y) = line.content {
                    let dx = change.kind == 2 ? -position : change.kind == 3 ? position : 0
                    let dy = change.kind == 4 ? -position : change.kind == 5 ? position : 0
                    line.content = .sample(touch: touch, phase: phase, x: x + dx, y: y + dy)
                }
            }
            copy[change.line] = line
            return copy
        }
    }

    /// `changes` (line, kind), the lines leading to decisions within twice the perturbation
    /// first, in rounds (the nearest line before each decision, then the next nearest…), each
    /// round tightest decision first.
    private func prioritized(_ changes: [(line: Int, kind: Int)], lines: [ShrinkLine], leadingTo taken: [DecisionMargin]) -> [(line: Int, kind: Int)] {
        let decided = taken.filter { $0.numbers != nil }.sorted { $0.time < $1.time }
        // for each line: the first decision at or after it (its tightest at that time), and how
        // many lines leading to it come after this one
        var group: [Int] = [], rank: [Int] = Array(repeating: 0, count: lines.count)
        var next = 0
        for line in lines {
            while next < decided.count, decided[next].time.nanoseconds < line.nanoseconds { next += 1 }
            group.append(next)
        }
        var counts: [Int: Int] = [:]
        for index in lines.indices.reversed() {
            rank[index] = counts[group[index], default: 0]
            counts[group[index], default: 0] += 1
        }
        func tightest(_ index: Int) -> DecisionMargin? {
            guard index < decided.count else { return nil }
            let time = decided[index].time
            return decided[index...].prefix { $0.time == time }.min(by: DecisionMargin.tighter)
        }
        let heads = Dictionary(uniqueKeysWithValues: Set(group).map { ($0, tightest($0)) })
        func within(_ margin: DecisionMargin?) -> Bool {
            guard let margin, let numbers = margin.numbers else { return false }
            switch numbers.unit {
            case .points: return numbers.spare <= 2 * position
            case .seconds: return numbers.spare <= 2 * time
            case .radians, .pointsPerSecond: return false
            }
        }
        var random = SweepRandom(seed: seed)
        let keyed = changes.map { change -> (change: (line: Int, kind: Int), key: (Int, Int, Double, UInt64)) in
            let head = heads[group[change.line]] ?? nil
            return (change, (within(head) ? 0 : 1, rank[change.line], head?.scaledSpare ?? .infinity, random.next()))
        }
        return keyed.sorted { $0.key < $1.key }.map(\.change)
    }
}
