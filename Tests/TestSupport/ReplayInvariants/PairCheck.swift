import GestureModel
import SceneFiles

/// Replays one scene and trace several ways and checks everything that must hold between and
/// within the replays:
///
/// - the scene loads exactly when the format accepts it (``SceneFacts``), the replay stops at
///   exactly the line the format refuses (``TraceFacts``; a line whose time is reached only by
///   running more scheduled calls than the bound allows may stop it anywhere), and every error
///   names its file, line and column;
/// - every record keeps ``ReplayInvariants``; text and JSON Lines carry the same records;
/// - a rerun gives the same bytes;
/// - a replay stopped early (`--until`) writes exactly what the whole replay writes up to then;
/// - a refused line changes nothing written before it: the records are a prefix of those of the
///   trace cut before that line, and hold all of them up to the last line applied;
/// - with a `check` run (the command line's), `check` accepts what `replay` accepts and reports
///   the same error.
package struct PairCheck {
    package let scene: RandomScene
    package let trace: RandomTrace
    package let sceneText: String
    package let traceText: String
    package let facts: SceneFacts
    package let traceFacts: TraceFacts

    /// A check of `scene` with `trace`.
    package init(scene: RandomScene, trace: RandomTrace) {
        self.scene = scene
        self.trace = trace
        sceneText = scene.json
        traceText = trace.text
        facts = SceneFacts(scene)
        traceFacts = TraceFacts(trace, scene: facts)
    }

    /// How one replay is run: scene text, trace text, stop time, and whether the text records
    /// are wanted too (else only JSON Lines).
    package typealias Replay = (_ scene: String, _ trace: String, _ until: Double?, _ text: Bool) -> ReplayOutcome

    /// Runs the replays through `replay` (and `check`, the command line's check of the scene and
    /// trace, returning its error or nil) and returns the broken rules.
    package func violations(replay: Replay, check: ((_ scene: String, _ trace: String) -> String?)? = nil) -> [Violation] {
        var found: [Violation] = []
        let first = replay(sceneText, traceText, trace.until, true)
        found += acceptance(first, ending: traceFacts.ending)
        guard facts.loads, first.errorFile?.hasSuffix(".scene.json") != true, traceFacts.unreadableFirstLine == nil else { return found }
        let invariants = ReplayInvariants(scene: facts, trace: trace, traceFacts: traceFacts, until: trace.until)
        found += invariants.violations(of: first.jsonl)
        found += Self.textDifferences(jsonl: first.jsonl, text: first.text)
        if replay(sceneText, traceText, trace.until, true) != first {
            found.append(Violation(rule: .rerunDiffers, detail: "the same scene and trace gave other bytes"))
        }
        // the whole replay, and one stopped early
        let whole = trace.until == nil ? first : replay(sceneText, traceText, nil, false)
        let stop = trace.until ?? earlyStop()
        let early = trace.until == nil ? replay(sceneText, traceText, stop, false) : first
        if let stop { found += compare(early: early, stoppedAt: stop, whole: whole) }
        if trace.until != nil {
            found += acceptance(whole, ending: TraceFacts(trace, scene: facts, until: .some(nil)).ending)
        }
        if let check {
            let checked = check(sceneText, traceText)
            if checked.map(Self.placeless) != whole.error.map(Self.placeless) {
                found.append(Violation(rule: .checkDiffers, detail: "check: \(checked ?? "ok"); replay: \(whole.error ?? "ok")"))
            }
        }
        for outcome in [first, whole] where outcome.error != nil && outcome.errorFile?.hasSuffix(".trace.jsonl") == true {
            found += prefixViolations(outcome, until: outcome == first ? trace.until : nil, replay: replay)
        }
        return found
    }

    /// An error message without its file's folder and name (runs write their files under
    /// names of their own): the kind of file, line, column and message.
    package static func placeless(_ error: String) -> String {
        for (marker, kind) in [(".scene.json:", "scene:"), (".trace.jsonl:", "trace:")] {
            if let start = lastIndex(of: marker, in: error) { return kind + error[error.index(start, offsetBy: marker.count)...] }
        }
        return error
    }

    // MARK: Acceptance

    private func acceptance(_ outcome: ReplayOutcome, ending: TraceFacts.Ending) -> [Violation] {
        var found: [Violation] = []
        let sceneFailed = outcome.errorFile?.hasSuffix(".scene.json") == true
        if let line = traceFacts.unreadableFirstLine {
            // read before the scene is loaded
            if outcome.errorLine != line || sceneFailed {
                found.append(Violation(rule: .traceAcceptance, detail: "first line \(line) is unreadable, but: \(outcome.error ?? "accepted")"))
            }
            return found
        }
        if facts.loads == sceneFailed {
            found.append(Violation(
                rule: .sceneAcceptance,
                detail: facts.loads ? "refused: \(outcome.error ?? "")" : "accepted, though \(facts.problems.joined(separator: "; "))"))
            return found
        }
        if let error = outcome.error {
            let text = sceneFailed ? sceneText : traceText
            let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
            if outcome.errorLine < 1 || outcome.errorLine > lines || outcome.errorColumn < 1 {
                found.append(Violation(rule: .errorLocation, detail: error))
            }
        }
        guard facts.loads else { return found }
        let drainLimit = outcome.error?.contains("scheduled calls") == true
        switch ending {
        case .completes:
            if outcome.error != nil, !drainLimit {
                found.append(Violation(rule: .traceAcceptance, detail: "refused, though the format accepts every line read: \(outcome.error ?? "")"))
            }
        case .stops(let line, let reason):
            if outcome.errorLine != line, !(drainLimit && outcome.errorLine < line) {
                found.append(Violation(
                    rule: .traceAcceptance,
                    detail: "line \(line) (\(reason)) \(outcome.error.map { "but stopped: \($0)" } ?? "was accepted")"))
            }
        }
        return found
    }

    // MARK: Text and JSON Lines

    /// Differences between the text and the JSON Lines of the same records: each text line must
    /// be what the File formats article says the record's fields give.
    package static func textDifferences(jsonl: [String], text: [String]) -> [Violation] {
        guard jsonl.count == text.count else {
            return [Violation(rule: .textDiffers, detail: "\(jsonl.count) JSON Lines records, \(text.count) text lines")]
        }
        var found: [Violation] = []
        for (json, line) in zip(jsonl, text) {
            guard let record = RecordLine(json) else { continue }
            if let problem = textProblem(record, line) {
                found.append(Violation(rule: .textDiffers, detail: "\(json) as text: \(line) (\(problem))"))
            }
        }
        return found
    }

    private static func textProblem(_ record: RecordLine, _ line: String) -> String? {
        // times: three decimals against six
        func close(_ text: Substring, _ seconds: Double?) -> Bool {
            guard let value = Double(text), let seconds, text.split(separator: ".").last?.count == 3 else { return false }
            // half a millisecond, and the doubles' own spacing there (1.2e-7 s near 1e9 s)
            return abs(value - seconds) <= 0.0005 + 1e-9 + abs(seconds) * 4e-16
        }
        guard let space = line.firstIndex(of: " "), close(line[..<space], record.time) else { return "time" }
        var expected = ""
        func pad(_ text: String, _ width: Int) -> String { text.count >= width ? text : text + String(repeating: " ", count: width - text.count) }
        expected += pad(String(line[..<space]), 8) + " " + pad(record.kind, 9) + " " + FileError.escaped(record.id)
        if let of = record.of { expected += " of " + FileError.escaped(of) }
        if let event = record.event { expected += " " + FileError.escaped(event) }
        if let state = record.state { expected += " " + state }
        if let x = record["x"], let y = record["y"] { expected += " at (\(x), \(y))" }
        if let value = record["value"] { expected += " = " + value }
        // a scroll record's fields: the File formats article lists them for JSON Lines only; the
        // text shows them as the command line's text output does (`willDecelerate true`,
        // `velocity (vx, vy)`, `target (x, y)`)
        if let decelerates = record["willDecelerate"] { expected += " willDecelerate " + decelerates }
        for key in ["velocity", "target"] {
            if let pair = record[key] { expected += " \(key) (" + pair.dropFirst().dropLast().split(separator: ",").joined(separator: ", ") + ")" }
        }
        var scheduledText: Substring?
        if record["scheduled"] != nil {
            let marker = " (scheduled at "
            guard line.hasSuffix(")"), let open = lastIndex(of: marker, in: line) else { return "scheduled" }
            scheduledText = line[line.index(open, offsetBy: marker.count)..<line.index(before: line.endIndex)]
            guard let scheduledText, close(scheduledText, record.scheduled) else { return "scheduled time" }
            expected += " (scheduled at \(scheduledText))"
        }
        while expected.hasSuffix(" ") { expected.removeLast() }
        if expected == line { return nil }
        // while fingers overlap, a text line ends with the touches that drove it, which JSON
        // Lines do not carry: the words must be the File formats article's
        guard line.hasPrefix(expected), isTouchWords(line.dropFirst(expected.count)) else { return "expected \(expected)" }
        return nil
    }

    /// Whether `words` are a text line's touches: ` touch N`, ` touches N, M`, either followed by
    /// ` and more`, or ` touches …`.
    private static func isTouchWords(_ words: Substring) -> Bool {
        var rest = words
        if rest.hasSuffix(" and more") { rest = rest.dropLast(" and more".count) }
        func number(_ text: Substring) -> Bool { !text.isEmpty && text.allSatisfy(\.isASCII) && Int(text) != nil && !text.hasPrefix("-") }
        if rest.hasPrefix(" touch "), number(rest.dropFirst(" touch ".count)) { return true }
        if rest == " touches …" { return words == rest }
        guard rest.hasPrefix(" touches ") else { return false }
        let parts = rest.dropFirst(" touches ".count).split(separator: ", ", omittingEmptySubsequences: false)
        return (parts.count == 2 || (parts.count == 1 && rest != words)) && parts.allSatisfy(number)
    }

    /// Where the last `marker` in `line` starts.
    private static func lastIndex(of marker: String, in line: String) -> String.Index? {
        var index = line.endIndex
        while index > line.startIndex {
            index = line.index(before: index)
            if line[index...].hasPrefix(marker) { return index }
        }
        return nil
    }

    // MARK: Early stops and refused lines

    /// The index of the first line where `a` and `b` differ (the shorter one's count when one is
    /// a prefix of the other).
    package static func firstDifference(_ a: [String], _ b: [String]) -> Int {
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
    }

    /// A stop time for a trace that has none: the time of the line two thirds in.
    private func earlyStop() -> Double? {
        let times = trace.lines.compactMap(\.time)
        return times.isEmpty ? nil : times[times.count * 2 / 3]
    }

    /// The early replay writes exactly what the whole one writes up to the stop (and up to where
    /// the whole one stops, after its last line or at a refused line).
    private func compare(early: ReplayOutcome, stoppedAt stop: Double, whole: ReplayOutcome) -> [Violation] {
        if early.error != nil {
            // its lines are the whole trace's first ones: the whole replay is refused there too
            return early.error == whole.error ? [] : [Violation(rule: .untilDiffers, detail: "stopped early: \(early.error ?? ""); whole: \(whole.error ?? "ok")")]
        }
        let wholeFacts = TraceFacts(trace, scene: facts, until: .some(nil))
        let lastTime = wholeFacts.applied.last.map { trace.lines[$0 - 1].time ?? 0 } ?? 0
        let stopNS = Self.nanoseconds(stop), lastNS = Self.nanoseconds(lastTime), windowNS = lastNS + 60_000_000_000
        let keep: (Int64) -> Bool
        if whole.error != nil {
            keep = { $0 <= stopNS && $0 < lastNS }
        } else if stopNS >= windowNS {
            keep = { $0 < windowNS }
        } else {
            keep = { $0 <= stopNS }
        }
        // times as written are rounded to the microsecond: near the stop they cannot tell which
        // side of it a record fell (a delay of a nanosecond), so only exact times compare there
        let exact = early.nanoseconds != nil && whole.nanoseconds != nil
        let margin: Int64 = exact ? 0 : 1_000
        let a = Self.kept(early, { keep($0 + margin) }), b = Self.kept(whole, { keep($0 + margin) })
        guard a != b else { return [] }
        let index = Self.firstDifference(a, b)
        return [Violation(
            rule: .untilDiffers,
            detail: "until \(stop): record \(index): \(index < a.count ? a[index] : "none") against the whole replay's \(index < b.count ? b[index] : "none")",
            time: index < a.count ? RecordLine(a[index])?.time : nil, stop: stop)]
    }

    /// The records of `outcome` whose time `keep` accepts: the exact time when the outcome has
    /// it (a replay through the library), else the time as written (to the microsecond).
    private static func kept(_ outcome: ReplayOutcome, _ keep: (Int64) -> Bool) -> [String] {
        zip(outcome.jsonl, times(outcome)).filter { keep($0.1) }.map(\.0)
    }

    /// The times of `outcome`'s records in nanoseconds: exact when the outcome has them (a
    /// replay through the library), else as written (to the microsecond).
    private static func times(_ outcome: ReplayOutcome) -> [Int64] {
        if let times = outcome.nanoseconds, times.count == outcome.jsonl.count { return times }
        return outcome.jsonl.map { nanoseconds(RecordLine($0)?.time ?? 0) }
    }

    /// `seconds` in whole nanoseconds, rounded as the replay rounds times.
    package static func nanoseconds(_ seconds: Double) -> Int64 {
        let value = (seconds * 1e9).rounded()
        return value >= 9.2e18 ? .max : value <= -9.2e18 ? .min : Int64(value)
    }

    /// A replay refused at a line wrote a prefix of what the trace cut before that line writes,
    /// and everything it writes before the last line applied.
    private func prefixViolations(_ outcome: ReplayOutcome, until: Double?, replay: Replay) -> [Violation] {
        guard outcome.error?.contains("scheduled calls") != true, outcome.errorLine >= 1 else { return [] }
        let kept = RandomTrace(lines: Array(trace.lines.prefix(outcome.errorLine - 1)), lineBreak: trace.lineBreak, until: until)
        let cut = replay(sceneText, kept.text, until, false)
        guard cut.error == nil else {
            return [Violation(rule: .errorPrefixDiffers, detail: "the lines before the refused one are refused: \(cut.error ?? "")")]
        }
        let lastTime = TraceFacts(kept, scene: facts).applied.last.map { kept.lines[$0 - 1].time ?? 0 } ?? 0
        let lastNS = Self.nanoseconds(lastTime)
        // as written (to the microsecond) a record within a microsecond after the last line (a
        // handler delayed by a nanosecond) looks earlier than it: only exact times count there
        let margin: Int64 = cut.nanoseconds == nil ? 1_000 : 0
        let needed = Self.times(cut).prefix { $0 + margin < lastNS }.count
        if outcome.jsonl.count >= needed, Array(cut.jsonl.prefix(outcome.jsonl.count)) == outcome.jsonl { return [] }
        let index = Self.firstDifference(outcome.jsonl, cut.jsonl)
        let stop = TraceFacts(trace, scene: facts, until: .some(until)).applied.last.map { trace.lines[$0 - 1].time ?? 0 } ?? 0
        return [Violation(
            rule: .errorPrefixDiffers,
            detail: "refused at line \(outcome.errorLine): record \(index): \(index < outcome.jsonl.count ? outcome.jsonl[index] : "none") against \(index < cut.jsonl.count ? cut.jsonl[index] : "none") without the line",
            time: index < outcome.jsonl.count ? RecordLine(outcome.jsonl[index])?.time : nil, stop: stop)]
    }
}
