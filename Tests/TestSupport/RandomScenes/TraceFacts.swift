/// What a ``RandomTrace`` means for a scene, read by the documented rules of trace files (the
/// GestureModel catalog's File formats article) without asking the library: the line a replay
/// must stop at with an error, if any, and how far reading goes (`--until`).
///
/// The rules are checked in the order a reader meets them: a line is read (JSON, keys, types,
/// ranges), then checked against the lines before it (the header first, `t` not going back),
/// then, unless it lies past the stop time, against the scene (touches down, targets, values).
package struct TraceFacts {
    /// How a replay ends.
    package enum Ending: Equatable {
        /// Every line read is applied.
        case completes
        /// The line (1-based) is refused, with what is wrong.
        case stops(line: Int, reason: String)
    }

    /// How a replay of the trace with its stop time ends.
    package let ending: Ending
    /// The lines (1-based numbers) applied, in order: samples and commands before the end.
    package let applied: [Int]
    /// The first line that is neither blank nor a comment, when it cannot be read: a replay reads
    /// it (for the scene its header may name) before it loads the scene.
    package let unreadableFirstLine: Int?

    /// Reads `trace` for the scene `scene` describes; `until` overrides the trace's own stop.
    package init(_ trace: RandomTrace, scene: SceneFacts, until: Double?? = nil) {
        let until = until ?? trace.until
        var down: [Int] = []
        var lastTime = 0.0
        var sawLine = false
        var applied: [Int] = []
        var ending = Ending.completes
        for (index, line) in trace.lines.enumerated() {
            let number = index + 1
            if let problem = Self.decodingProblem(line, first: index == 0) {
                ending = .stops(line: number, reason: problem)
                break
            }
            guard let time = line.time else {
                if case .header = line, sawLine {
                    ending = .stops(line: number, reason: "header after a timed line")
                    break
                }
                continue
            }
            sawLine = true
            if time < lastTime {
                ending = .stops(line: number, reason: "t goes back")
                break
            }
            if let until, time > until { break }
            if let problem = Self.replayProblem(line, down: &down, scene: scene) {
                ending = .stops(line: number, reason: problem)
                break
            }
            lastTime = time
            applied.append(number)
        }
        self.ending = ending
        self.applied = applied
        let first = trace.lines.firstIndex { if case .comment = $0 { return false } else { return true } }
        unreadableFirstLine = first.flatMap { Self.decodingProblem(trace.lines[$0], first: true) == nil ? nil : $0 + 1 }
    }

    /// The most touches down at once.
    package static let maximumTouchesDown = 64
    private static let phases: Set<String> = ["began", "moved", "stationary", "ended", "cancelled"]
    private static let properties: Set<String> = ["enabled", "hidden", "userInteraction", "on", "value", "selected", "contentOffset"]

    /// What makes `line` unreadable on its own, or nil.
    private static func decodingProblem(_ line: RandomTrace.Line, first: Bool) -> String? {
        switch line {
        case .comment: return nil
        case .text: return "not a line a reader accepts"
        case .header(let members):
            for (key, value) in members {
                switch (key, value) {
                case ("trace", .number(let version)) where version == 1: break
                case ("scene", .string): break
                default: return "header member '\(key)'"
                }
            }
            return nil
        case .sample(let t, let touch, let phase, let x, let y):
            guard isTime(t) else { return "t out of range" }
            guard touch >= 0, touch <= 2_147_483_647 else { return "touch id out of range" }
            guard phases.contains(phase) else { return "phase" }
            guard SceneFacts.isNumber(x), SceneFacts.isNumber(y) else { return "coordinate out of range" }
            return nil
        case .command(let t, let name, let fields):
            guard isTime(t) else { return "t out of range" }
            let keys: Set<String>
            switch name {
            case "idle": keys = []
            case "cancelHandlers": keys = ["target"]
            case "sendActions", "removeHandlers": keys = ["target", "events"]
            case "set": keys = properties.union(["target"])
            default: return "unknown command"
            }
            for (key, _) in fields where !keys.contains(key) { return "unknown key '\(key)'" }
            if name != "idle" {
                guard case .string? = fields.first(where: { $0.key == "target" })?.value else { return "target" }
            }
            if keys.contains("events") {
                guard case .array(let events)? = fields.first(where: { $0.key == "events" })?.value, !events.isEmpty,
                    events.allSatisfy({ if case .string(let event) = $0 { return SceneFacts.eventNames.contains(event) } else { return false } })
                else { return "events" }
            }
            if name == "set", !fields.contains(where: { properties.contains($0.key) }) { return "set without a property" }
            return nil
        }
    }

    private static func isTime(_ t: Double) -> Bool { t >= 0 && t <= 1e9 }

    /// What makes `line` wrong after the lines before it (touches down in `down`, updated) or
    /// for the scene, or nil.
    private static func replayProblem(_ line: RandomTrace.Line, down: inout [Int], scene: SceneFacts) -> String? {
        switch line {
        case .sample(_, let touch, let phase, _, _):
            if phase == "began" {
                if down.contains(touch) { return "touch begins while down" }
                if down.count >= maximumTouchesDown { return "too many touches down" }
                down.append(touch)
            } else {
                guard let index = down.firstIndex(of: touch) else { return "touch \(phase) while up" }
                if phase == "ended" || phase == "cancelled" { down.remove(at: index) }
            }
            return nil
        case .command(_, let name, let fields):
            guard name != "idle", case .string(let target)? = fields.first(where: { $0.key == "target" })?.value else { return nil }
            guard scene.ids.contains(target) else { return "unknown target" }
            let view = scene.views.first { $0.named && $0.key == target }
            let isRecognizer = scene.recognizers[target] != nil
            switch name {
            case "cancelHandlers": return isRecognizer || view?.isControl == true ? nil : "no handlers to cancel"
            case "sendActions", "removeHandlers": return view?.isControl == true ? nil : "not a control"
            default:
                guard view != nil || isRecognizer else { return "set on a handler" }
                for (key, value) in fields where key != "target" {
                    switch (key, value) {
                    case ("enabled", .bool): if !isRecognizer, view?.isControl != true { return "enabled" }
                    case ("hidden", .bool), ("userInteraction", .bool): if view == nil { return key }
                    case ("on", .bool): if view?.type != "switch" { return key }
                    case ("value", .number(let number)):
                        if view?.type != "slider" && view?.type != "stepper" || !SceneFacts.isNumber(number) { return key }
                    case ("selected", .number(let number)):
                        guard let view, view.type == "segmented", number == number.rounded(), number >= -1,
                            number < Double(view.segments)
                        else { return key }
                    case ("contentOffset", .array(let pair)):
                        // scroll views only: `[x, y]`, two numbers within the bound
                        guard view?.isScroll == true, pair.count == 2,
                            pair.allSatisfy({ if case .number(let number) = $0 { return SceneFacts.isNumber(number) } else { return false } })
                        else { return key }
                    default: return "\(key) of the wrong type"
                    }
                }
                return nil
            }
        default:
            return nil
        }
    }
}
