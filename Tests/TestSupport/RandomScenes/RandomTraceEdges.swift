/// Turns a plausible ``RandomTrace`` into one at the edges of the trace format: touch ids at
/// their bounds (0, 2147483647) reused as soon as they are free, coordinates at the edges (off
/// the window, ±1e9, negative zero, denormals), times shifted near the 1e9 bound or by less than
/// a microsecond, more samples sharing one `t`, every command in the middle of gestures (a
/// recognizer disabled mid-gesture, a control hidden while tracked, values at the bounds, a scroll
/// view's offset set anywhere, its pan disabled mid-drag), comments,
/// blank lines, headers, `\r\n` line breaks, a stop time anywhere (`--until`), and, sometimes,
/// one bad line of the kinds traces contain (a `contentOffset` of the wrong shape, past the bound,
/// or set on what is no scroll view among them).
///
/// Whether a replay must stop at a line is not tracked here: ``TraceFacts`` reads it by the
/// rules. Deterministic for a given ``RandomSource``.
package struct RandomTraceEdges {
    /// How likely a trace gets one bad line.
    package var mistakeChance = 0.25
    /// How likely a trace is stopped early (`--until`).
    package var untilChance = 0.35
    /// How likely each edge is applied.
    package var edgeChance = 0.2
    /// The scene the trace is for.
    package let facts: SceneFacts

    /// Edges for a trace of the scene `facts` describes.
    package init(facts: SceneFacts) { self.facts = facts }

    /// Applies the edges to `trace`.
    package func apply<R: RandomSource>(to trace: inout RandomTrace, using random: inout R) {
        if random.chance(edgeChance) { remapTouches(&trace, using: &random) }
        for index in trace.lines.indices where random.chance(edgeChance / 6) {
            guard case .sample(let t, let touch, let phase, var x, var y) = trace.lines[index] else { continue }
            if random.chance(0.5) { x = random.pick(EdgeValues.coordinates) } else { y = random.pick(EdgeValues.coordinates) }
            trace.lines[index] = .sample(t: t, touch: touch, phase: phase, x: x, y: y)
        }
        if random.chance(edgeChance / 2) { shiftTimes(&trace, by: random.pick([1e-7, 0.0005, 1e6, 999_990_000]), using: &random) }
        if random.chance(edgeChance) { mergeTimes(&trace, using: &random) }
        if random.chance(0.5) {
            for _ in 0..<random.int(1...8) { insertCommand(into: &trace, using: &random) }
        }
        if random.chance(edgeChance) {
            for _ in 0..<random.int(1...3) {
                let at = random.int(0...trace.lines.count)
                trace.lines.insert(.comment(random.pick(["# a comment", "", "   \t", "#{\"t\": 1}", "  # indented"])), at: at)
            }
        }
        if random.chance(edgeChance / 2), !trace.lines.contains(where: { if case .header = $0 { return true } else { return false } }) {
            trace.lines.insert(.header(random.pick([[("trace", .number(1))], [("scene", .string("elsewhere.scene.json"))]])), at: 0)
        }
        if random.chance(edgeChance / 2) { trace.lineBreak = "\r\n" }
        if random.chance(edgeChance / 4) {
            let last = trace.lines.compactMap(\.time).last ?? 0
            trace.lines.append(.command(t: min(last + random.pick([61, 100, 1e5]), 1e9), name: "idle", fields: []))
        }
        if random.chance(mistakeChance) { mistake(&trace, using: &random) }
        if random.chance(untilChance) { trace.until = until(trace, using: &random) }
    }

    // MARK: Edges

    /// Renames the touch ids one for one (so every rule still holds) to ids at the edges.
    private func remapTouches<R: RandomSource>(_ trace: inout RandomTrace, using random: inout R) {
        var targets: [Int] = [0, 2_147_483_647, 1_000_000, 7, 64, 65]
        targets.shuffle(using: &random)
        var mapping: [Int: Int] = [:]
        for index in trace.lines.indices {
            guard case .sample(let t, let touch, let phase, let x, let y) = trace.lines[index] else { continue }
            if mapping[touch] == nil { mapping[touch] = targets.isEmpty ? touch + 100 : targets.removeFirst() }
            trace.lines[index] = .sample(t: t, touch: mapping[touch] ?? touch, phase: phase, x: x, y: y)
        }
    }

    private func shiftTimes<R: RandomSource>(_ trace: inout RandomTrace, by offset: Double, using random: inout R) {
        for index in trace.lines.indices {
            switch trace.lines[index] {
            case .sample(let t, let touch, let phase, let x, let y): trace.lines[index] = .sample(t: t + offset, touch: touch, phase: phase, x: x, y: y)
            case .command(let t, let name, let fields): trace.lines[index] = .command(t: t + offset, name: name, fields: fields)
            default: break
            }
        }
    }

    /// Gives runs of lines the time of the line before them (more samples in one event, commands
    /// at the same instant as samples).
    private func mergeTimes<R: RandomSource>(_ trace: inout RandomTrace, using random: inout R) {
        var previous: Double?
        for index in trace.lines.indices {
            guard let time = trace.lines[index].time else { continue }
            if let previous, random.chance(0.2) { trace.lines[index] = retimed(trace.lines[index], previous) } else { previous = time }
        }
    }

    private func retimed(_ line: RandomTrace.Line, _ time: Double) -> RandomTrace.Line {
        switch line {
        case .sample(_, let touch, let phase, let x, let y): return .sample(t: time, touch: touch, phase: phase, x: x, y: y)
        case .command(_, let name, let fields): return .command(t: time, name: name, fields: fields)
        default: return line
        }
    }

    /// A command at a random place, at the time of the line before it.
    private func insertCommand<R: RandomSource>(into trace: inout RandomTrace, using random: inout R) {
        let at = random.int(0...trace.lines.count)
        let time = trace.lines[..<at].compactMap(\.time).last ?? 0
        guard let (name, fields) = command(using: &random) else { return }
        trace.lines.insert(.command(t: time, name: name, fields: fields), at: at)
    }

    /// A valid command for the scene, or nil when it has nothing to aim one at.
    private func command<R: RandomSource>(using random: inout R) -> (String, [(key: String, value: JSONText)])? {
        let recognizers = facts.recognizers.keys.sorted()
        let named = facts.views.filter(\.named)
        let controls = named.filter(\.isControl)
        let events = Array(SceneFacts.eventNames).sorted()
        switch random.int(0...9) {
        case 0:
            guard let target = random.element(recognizers + controls.map(\.key)) else { return nil }
            return ("cancelHandlers", [("target", .string(target))])
        case 1, 2:
            guard let target = random.element(controls) else { return nil }
            return (random.chance(0.7) ? "sendActions" : "removeHandlers",
                    [("target", .string(target.key)), ("events", .array((0..<random.int(1...3)).map { _ in .string(random.pick(events)) }))])
        case 3, 4:
            guard let target = random.element(recognizers) else { return nil }
            return ("set", [("target", .string(target)), ("enabled", .bool(random.chance(0.5)))])
        case 5, 6, 7:
            guard let target = random.element(named) else { return nil }
            var fields: [(key: String, value: JSONText)] = [("target", .string(target.key))]
            var options: [(key: String, value: JSONText)] = [("hidden", .bool(random.chance(0.3))), ("userInteraction", .bool(random.chance(0.6)))]
            switch target.type {
            case "switch": options.append(("on", .bool(random.chance(0.5))))
            case "slider", "stepper": options.append(("value", .number(random.pick(EdgeValues.values))))
            case "segmented": options.append(("selected", .number(Double(random.int(-1...max(target.segments - 1, -1))))))
            case "scroll": options.append(("contentOffset", .array([.number(random.pick(EdgeValues.coordinates)), .number(random.pick(EdgeValues.coordinates))])))
            default: break
            }
            if target.isControl { options.append(("enabled", .bool(random.chance(0.5)))) }
            options.shuffle(using: &random)
            fields += options.prefix(random.int(1...options.count))
            return ("set", fields)
        default:
            return ("idle", [])
        }
    }

    /// A stop time: a line's time, between two lines, before the first or after the last —
    /// within what `--until` takes (0 to 1e9 s; a line may be later, as a deliberate mistake).
    private func until<R: RandomSource>(_ trace: RandomTrace, using random: inout R) -> Double {
        let times = trace.lines.compactMap(\.time)
        guard let first = times.first, let last = times.last else { return random.pick([0, 1]) }
        let stop: Double
        switch random.int(0...4) {
        case 0: stop = random.pick(times)
        case 1: stop = (random.pick(times) + random.pick(times)) / 2
        case 2: stop = max(first - 0.001, 0)
        case 3: stop = last + random.pick([0, 0.001, 0.35, 0.75, 61])
        default: stop = 0
        }
        return min(max(stop, 0), 1e9)  // ReplayLimits.maximumTime (not imported here)
    }

    // MARK: Mistakes

    /// One bad line, inserted or replacing one.
    private func mistake<R: RandomSource>(_ trace: inout RandomTrace, using random: inout R) {
        let at = random.int(0...trace.lines.count)
        let time = trace.lines[..<at].compactMap(\.time).last ?? 0
        // the touches down before `at`
        var down: [Int] = []
        for line in trace.lines[..<at] {
            guard case .sample(_, let touch, let phase, _, _) = line else { continue }
            if phase == "began" { down.append(touch) } else if phase == "ended" || phase == "cancelled" { down.removeAll { $0 == touch } }
        }
        let free = (1...1000).first { !down.contains($0) } ?? 5000
        let target = facts.ids.first ?? "nobody"
        let plain = facts.views.first { $0.named && !$0.isControl }?.key
        var bad: [RandomTrace.Line]
        switch random.int(0...20) {
        case 0: bad = [.command(t: time > 0 ? time / 2 : -1, name: "idle", fields: [])]
        case 1:
            guard let touch = down.first else { return mistake(&trace, using: &random) }
            bad = [.sample(t: time, touch: touch, phase: "began", x: 1, y: 1)]
        case 2: bad = [.sample(t: time, touch: free, phase: random.pick(["moved", "ended", "cancelled", "stationary"]), x: 1, y: 1)]
        case 3: bad = [.command(t: time, name: random.pick(["wait", "tap", "Idle"]), fields: [])]
        case 4: bad = [.text("{\"t\": \(JSONText.format(time)), \"touch\": \(free), \"phase\": \"began\", \"x\": 1, \"y\": 1, \"pressure\": 0.5}")]
        case 5:
            var text = random.pick(["{", "[1, 2]", "{\"t\": 1,}", "null", "{\"t\": 1e400, \"do\": \"idle\"}", "\u{FEFF}{\"t\": 0, \"do\": \"idle\"}", "{\"t\": 1, \"t\": 2, \"do\": \"idle\"}", "{\"t\": \"1\", \"do\": \"idle\"}", "{\"touch\": 1, \"phase\": \"began\", \"x\": 0, \"y\": 0}"])
            // a byte-order mark is a mistake only inside the file: at its very start it is
            // ignored (FileFormats), so the line would be a good one (FuzzStructured, stop 27)
            if at == 0, text.hasPrefix("\u{FEFF}") { text = "{" }
            bad = [.text(text)]
        case 6: bad = [.command(t: time, name: "set", fields: [("target", .string("nobody")), ("hidden", .bool(true))])]
        case 7: bad = [.command(t: time, name: "set", fields: [("target", .string(target)), ("value", .bool(true))])]
        case 8:
            guard let segmented = facts.views.first(where: { $0.named && $0.type == "segmented" }) else { return mistake(&trace, using: &random) }
            bad = [.command(t: time, name: "set", fields: [("target", .string(segmented.key)), ("selected", .number(random.pick([Double(segmented.segments), -2, 0.5])))])]
        case 9: bad = [.command(t: time, name: random.pick(["sendActions", "removeHandlers"]), fields: [("target", .string(target)), ("events", .array(random.pick([[], [.string("tap")]])))])]
        case 10: bad = [.command(t: time, name: "set", fields: [("target", .string(target))])]
        case 11:
            guard let plain else { return mistake(&trace, using: &random) }
            bad = [.command(t: time, name: random.pick(["cancelHandlers", "sendActions"]), fields: [("target", .string(plain))] + (random.chance(0.5) ? [("events", .array([.string("touchDown")]))] : []))]
            if case .command(_, "cancelHandlers", _) = bad[0] { bad = [.command(t: time, name: "cancelHandlers", fields: [("target", .string(plain))])] }
        case 12:
            guard trace.lines[..<at].contains(where: { $0.time != nil }) else { return mistake(&trace, using: &random) }
            bad = [.header([("trace", .number(1))])]
        case 13:
            let count = 65 - down.count
            var ids: [Int] = []
            var id = 0
            while ids.count < count {
                if !down.contains(id) { ids.append(id) }
                id += 1
            }
            bad = ids.map { .sample(t: time, touch: $0, phase: "began", x: 10, y: 10) }
        case 14: bad = [.sample(t: 1_000_000_000.5, touch: free, phase: "began", x: 1, y: 1)]
        case 15: bad = [.text("{\"t\": \(JSONText.format(time)), \"touch\": \(random.pick(["-1", "1.5", "2147483648", "\"1\""])), \"phase\": \"began\", \"x\": 1, \"y\": 1}")]
        case 16: bad = [.sample(t: time, touch: free, phase: "began", x: random.pick(EdgeValues.beyondBound), y: 1)]
        case 17: bad = [.header([("trace", .number(random.pick([2, 0]))), ("scene", .string("x"))])]
        case 18: bad = [.text("{\"t\": \(JSONText.format(time)), \"touch\": \(free), \"phase\": \"hover\", \"x\": 1, \"y\": 1}")]
        case 19:
            // a contentOffset of the wrong shape or past the bound, or on what is no scroll view
            let scroll = facts.views.first { $0.named && $0.isScroll }?.key
            let offset: JSONText = random.pick([
                .array([.number(1)]), .array([.number(0), .number(0), .number(0)]), .string("0, 0"), .number(0),
                .array([.number(random.pick(EdgeValues.beyondBound)), .number(0)]), .array([.string("0"), .number(0)]), .null,
            ])
            if let scroll, random.chance(0.7) {
                bad = [.command(t: time, name: "set", fields: [("target", .string(scroll)), ("contentOffset", offset)])]
            } else {
                bad = [.command(t: time, name: "set", fields: [("target", .string(target)), ("contentOffset", .array([.number(0), .number(0)]))])]
            }
        default: bad = [.command(t: time, name: "set", fields: [("target", .string(target)), ("colour", .string("red"))])]
        }
        trace.lines.insert(contentsOf: bad, at: at)
    }
}
