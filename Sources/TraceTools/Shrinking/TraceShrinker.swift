import ControlModel
import GestureModel
import SceneFiles
import Replay

/// Shrinks a trace to a small one that still meets a ``ShrinkGoal`` — shows a record, or fails
/// an expectation the same way — for a bug report of ten lines instead of ten thousand.
///
/// ```swift
/// let input = try ShrinkInput(path: "failing.trace.jsonl", scene: nil)
/// let shrinker = try TraceShrinker(input: input, goal: .keep(RecordPattern(#"{"kind":"handler","id":"liked"}"#)))
/// print(shrinker.shrink().text(scene: "photo.scene.json"))
/// ```
///
/// Steps, each replaying candidates through the scene and keeping those that meet the goal:
/// 1. delta debugging (Zeller's ddmin) over whole touches (began to lift), commands kept;
/// 2. ddmin over single lines: the moves and stationary samples inside touches, and commands;
/// 3. simplification: the trace shifted to start at 0, moves straightened (each on the line
///    from where its touch began to where it lifted, at the same times), times rounded to
///    10 ms, positions to 1 pt — for the whole trace at once, otherwise touch by touch;
/// repeated (straightening in the first round only) while a round changes something. When
/// ddmin ends within the budget, the result is 1-minimal: removing any one touch, move,
/// stationary sample or command loses the goal.
/// Deterministic: the same trace, scene and goal give the same result.
///
/// - Complexity: O(n²) replays at worst for n touches or lines, O(n log n) typically, each
///   replay O(lines).
public final class TraceShrinker {
    /// The trace being shrunk.
    public let input: ShrinkInput
    /// What the result must still do.
    public let goal: ShrinkGoal
    /// The most replays to run (the original's included); past it the best trace so far is
    /// the result.
    public let budget: Int
    /// Told after each step that changed the trace, and at the end of each phase.
    public var progress: ((ShrinkStep) -> Void)?

    /// Replays run so far.
    public private(set) var replays = 0
    /// How the expectation is failed, for ``ShrinkGoal/expect(expected:format:)``: the expected
    /// record at the first difference (untimed), and the produced one when the expectation ended.
    private var signature: (expected: String?, produced: String?)?
    /// Candidates already replayed in this phase, with their verdicts.
    private var verdicts: [[Int]: Bool] = [:]

    /// A shrinker for `input`; replays the original to check it meets `goal` (a message when
    /// it does not, or when it cannot be replayed).
    public init(input: ShrinkInput, goal: ShrinkGoal, budget: Int = 20_000) throws(TraceShrinkError) {
        self.input = input
        self.goal = goal
        self.budget = max(budget, 1)
        let produced: [String]
        do throws(TraceReplayError) {
            produced = try replay(input.lines)
        } catch {
            throw .replay(error)
        }
        switch goal {
        case .keep(let pattern):
            guard produced.contains(where: pattern.matches(line:)) else { throw .goalNotMet("no record of the replay matches \(pattern.text)") }
        case .expect(let expected, let format):
            guard let difference = ShrinkGoal.firstDifference(produced, expected, format: format) else {
                throw .goalNotMet(
                    produced == expected
                        ? "the trace passes its expectation: nothing to shrink"
                        : "the output differs from the expectation only in times: shrink with --keep and the record that moved")
            }
            signature = difference
        }
    }

    /// Shrinks the trace (see ``TraceShrinker``).
    public func shrink() -> ShrinkResult {
        var lines = input.lines
        for round in 0..<8 where !exhausted {
            let before = lines
            lines = removeTouches(from: lines)
            lines = removeLines(from: lines)
            lines = simplify(lines, straightening: round == 0)
            if lines == before { break }
        }
        return ShrinkResult(
            lines: lines, originalLines: input.lines.count, originalTouches: TraceShrinker.touchCount(input.lines),
            replays: replays, budgetReached: exhausted)
    }

    /// True once the budget is spent.
    private var exhausted: Bool { replays >= budget }

    // MARK: Steps

    /// ddmin over whole touches; commands stay.
    private func removeTouches(from lines: [ShrinkLine]) -> [ShrinkLine] {
        let owners = TraceShrinker.touchOwners(lines)
        let units = Array(Set(owners.compactMap { $0 })).sorted()
        let build = { (kept: [Int]) -> [ShrinkLine] in
            let keep = Set(kept)
            return zip(lines, owners).compactMap { line, owner in owner.map(keep.contains) ?? true ? line : nil }
        }
        let kept = ddmin(units, step: "touches", build)
        let result = build(kept)
        report("touches", result)
        return result
    }

    /// ddmin over the lines that can go alone: moves and stationary samples, and commands.
    private func removeLines(from lines: [ShrinkLine]) -> [ShrinkLine] {
        let units = lines.indices.filter { index in
            guard let phase = lines[index].phase else { return true }
            return phase == .moved || phase == .stationary
        }
        let removable = Set(units)
        let build = { (kept: [Int]) -> [ShrinkLine] in
            let keep = Set(kept)
            return lines.indices.compactMap { !removable.contains($0) || keep.contains($0) ? lines[$0] : nil }
        }
        let kept = ddmin(units, step: "lines", build)
        let result = build(kept)
        report("lines", result)
        return result
    }

    /// The simplifications, each for the whole trace, otherwise touch by touch where it can be.
    /// Straightening is tried in the first round only: its interpolated positions, rounded to
    /// whole points after it, would be straightened again in every round.
    private func simplify(_ lines: [ShrinkLine], straightening: Bool) -> [ShrinkLine] {
        var current = lines
        // shifted to start at 0
        if let first = current.first?.nanoseconds, first != 0 {
            attempt("shift", &current) { $0.map { line in var line = line; line.nanoseconds -= first; return line } }
        }
        if straightening { attemptPerTouch("straighten", &current, TraceShrinker.straightened) }
        attempt("round times", &current) { lines in
            lines.map { line in var line = line; line.nanoseconds = TraceShrinker.rounded(line.nanoseconds, to: 10_000_000); return line }
        }
        attemptPerTouch("round positions", &current) { lines, touches in
            lines.enumerated().map { index, line in
                guard touches(index), case .sample(let touch, let phase, let x, let y) = line.content else { return line }
                return ShrinkLine(nanoseconds: line.nanoseconds, content: .sample(touch: touch, phase: phase, x: x.rounded(), y: y.rounded()))
            }
        }
        return current
    }

    /// Replaces `lines` by `transform(lines)` when it differs and meets the goal.
    private func attempt(_ name: String, _ lines: inout [ShrinkLine], _ transform: ([ShrinkLine]) -> [ShrinkLine]) {
        let candidate = transform(lines)
        guard candidate != lines, !exhausted, meets(candidate) else { return }
        lines = candidate
        report(name, lines)
    }

    /// `transform(lines, applies)` for all touches at once (`applies` true for every line),
    /// otherwise for each touch alone (`applies` true for that touch's lines).
    private func attemptPerTouch(_ name: String, _ lines: inout [ShrinkLine], _ transform: ([ShrinkLine], (Int) -> Bool) -> [ShrinkLine]) {
        let all = transform(lines) { _ in true }
        guard all != lines, !exhausted else { return }
        if meets(all) {
            lines = all
            report(name, lines)
            return
        }
        let owners = TraceShrinker.touchOwners(lines)
        for unit in Array(Set(owners.compactMap { $0 })).sorted() where !exhausted {
            let current = lines
            attempt(name, &lines) { _ in transform(current) { owners[$0] == unit } }
        }
    }

    // MARK: ddmin

    /// Zeller's ddmin: the smallest subset of `units` (in order) whose `build` meets the goal,
    /// 1-minimal unless the budget ran out.
    private func ddmin(_ units: [Int], step: String, _ build: ([Int]) -> [ShrinkLine]) -> [Int] {
        verdicts.removeAll(keepingCapacity: true)
        func holds(_ subset: [Int]) -> Bool {
            if let known = verdicts[subset] { return known }
            guard !exhausted else { return false }
            let verdict = meets(build(subset))
            verdicts[subset] = verdict
            return verdict
        }
        var current = units
        if current.isEmpty { return current }
        if holds([]) { return [] }
        var granularity = 2
        while current.count >= 2, !exhausted {
            let chunks = TraceShrinker.split(current, into: granularity)
            var reduced = false
            if granularity > 2 {
                for chunk in chunks where holds(chunk) {
                    current = chunk
                    granularity = 2
                    reduced = true
                    break
                }
            }
            if !reduced {
                for skipped in chunks.indices {
                    let complement = chunks.indices.filter { $0 != skipped }.flatMap { chunks[$0] }
                    if holds(complement) {
                        current = complement
                        granularity = max(granularity - 1, 2)
                        reduced = true
                        break
                    }
                }
            }
            if reduced {
                report(step, build(current))
            } else {
                if granularity >= current.count { break }
                granularity = min(current.count, granularity * 2)
            }
        }
        return current
    }

    /// `units` cut into `count` runs of nearly equal length, in order.
    static func split(_ units: [Int], into count: Int) -> [[Int]] {
        var chunks: [[Int]] = []
        var start = 0
        for index in 0..<count {
            let end = start + (units.count - start) / (count - index)
            chunks.append(Array(units[start..<end]))
            start = end
        }
        return chunks.filter { !$0.isEmpty }
    }

    // MARK: Replays

    /// True when `lines` replays without error and meets the goal.
    private func meets(_ lines: [ShrinkLine]) -> Bool {
        guard let produced = try? replay(lines) else { return false }
        switch goal {
        case .keep(let pattern):
            return produced.contains(where: pattern.matches(line:))
        case .expect(let expected, let format):
            guard let signature, let difference = ShrinkGoal.firstDifference(produced, expected, format: format) else { return false }
            return difference.expected == signature.expected && (signature.expected != nil || difference.produced == signature.produced)
        }
    }

    /// Replays `lines` through the scene; the records in the goal's format.
    private func replay(_ lines: [ShrinkLine]) throws(TraceReplayError) -> [String] {
        replays += 1
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.count * 64)
        for line in lines {
            bytes.append(contentsOf: line.text.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        let sink = CollectingSink(format: goal.format)
        try TraceReplay.run(lines: LineReader(bytes: bytes, path: "shrink candidate"), scene: input.scene, sink: sink)
        return sink.lines
    }

    private func report(_ step: String, _ lines: [ShrinkLine]) {
        progress?(ShrinkStep(name: step, touches: TraceShrinker.touchCount(lines), lines: lines.count, replays: replays))
    }

    // MARK: Touches

    /// For each line, the touch it belongs to (numbered from 0 in order of their began), nil
    /// for commands.
    static func touchOwners(_ lines: [ShrinkLine]) -> [Int?] {
        var down: [Int: Int] = [:]
        var next = 0
        return lines.map { line in
            guard let touch = line.touch, let phase = line.phase else { return nil }
            if phase == .began {
                down[touch] = next
                next += 1
            }
            let owner = down[touch]
            if phase.isTerminal { down[touch] = nil }
            return owner
        }
    }

    /// The touches in `lines`.
    static func touchCount(_ lines: [ShrinkLine]) -> Int {
        lines.reduce(0) { $0 + ($1.phase == .began ? 1 : 0) }
    }

    /// `lines` with the moves of the touches `applies` picks on the straight line from where
    /// the touch began to where it lifted, at the same times.
    static func straightened(_ lines: [ShrinkLine], _ applies: (Int) -> Bool) -> [ShrinkLine] {
        let owners = touchOwners(lines)
        var ends: [Int: (start: ShrinkLine, end: ShrinkLine)] = [:]
        for (index, owner) in owners.enumerated() {
            guard let owner, let phase = lines[index].phase else { continue }
            if phase == .began { ends[owner] = (lines[index], lines[index]) } else if phase.isTerminal { ends[owner]?.end = lines[index] }
        }
        return lines.enumerated().map { index, line in
            guard applies(index), let owner = owners[index], let span = ends[owner],
                case .sample(let touch, .moved, _, _) = line.content,
                case .sample(_, _, let x0, let y0) = span.start.content, case .sample(_, _, let x1, let y1) = span.end.content
            else { return line }
            let duration = span.end.nanoseconds - span.start.nanoseconds
            let fraction = duration == 0 ? 1 : Double(line.nanoseconds - span.start.nanoseconds) / Double(duration)
            return ShrinkLine(nanoseconds: line.nanoseconds, content: .sample(touch: touch, phase: .moved, x: x0 + (x1 - x0) * fraction, y: y0 + (y1 - y0) * fraction))
        }
    }

    /// `nanoseconds` rounded to the nearest multiple of `step` (halves up).
    static func rounded(_ nanoseconds: Int64, to step: Int64) -> Int64 {
        (nanoseconds + step / 2) / step * step
    }
}
