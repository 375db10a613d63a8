import ControlModel
/// What a ``RandomScene``'s file means, read by the documented rules of scene files (the
/// GestureModel catalog's File formats article) without asking the library: whether it must load,
/// and, when it does, the facts a checker of replays needs (which ids name what, where each view
/// is, which recognizers are discrete, what bounds each value keeps). A scroll view (type
/// `scroll`, the File formats and Scroll views articles) brings its pan, `ID.pan`, a continuous
/// recognizer like any other, and reserves `ID.delay`, the name of its private recognizer.
///
/// An independent second reading of the format: when the library and this disagree on whether a
/// file loads, one of them is wrong, and the seed shows which file.
package struct SceneFacts {
    /// A view or control as loaded.
    package struct ViewFact {
        /// The id, or the view's JSON path when it has none (what records and names use).
        var key: String
        /// True when the file gives the id (trace commands can name only those).
        var named: Bool
        var type: String
        /// The parent's index in ``SceneFacts/views``, nil for the window's subviews.
        var parent: Int?
        /// The frame in window coordinates (inside a scroll view: with every scroll view's content
        /// at offset zero; the content moves, so a checker must not take it for the place).
        var x: Double, y: Double, width: Double, height: Double
        /// The outermost scroll view among its ancestors (an index in ``SceneFacts/views``), if any.
        package var scroll: Int?
        var hidden: Bool
        var userInteraction: Bool
        /// Controls: enabled at load.
        var enabled: Bool
        /// Sliders and steppers: the bounds after loading.
        var minimum = 0.0, maximum = 0.0
        /// Segmented controls: the number of segments.
        var segments = 0

        /// True for the control types.
        var isControl: Bool { type != "view" && type != "scroll" }
        /// True for scroll views.
        package var isScroll: Bool { type == "scroll" }
    }

    /// A recognizer as loaded (conveniences' shared taps included).
    package struct RecognizerFact {
        var id: String
        var type: String
        /// The index of its view in ``SceneFacts/views``.
        var view: Int
        /// `delaysTouchesBegan` as the file gives it.
        var delaysTouchesBegan = false
        /// Taps and swipes recognize once (no began or changed).
        var isDiscrete: Bool { type == "tap" || type == "swipe" }
    }

    /// What makes the file fail to load (empty when it loads), in the order met.
    package private(set) var problems: [String] = []
    package private(set) var views: [ViewFact] = []
    /// Views by ``ViewFact/key``.
    package private(set) var viewIndex: [String: Int] = [:]
    private(set) var recognizers: [String: RecognizerFact] = [:]
    /// Each handler's control or recognizer (a convenience's: its shared recognizer).
    private(set) var handlerOwner: [String: String] = [:]
    /// Each handler's delay (seconds; 0 when none).
    private(set) var handlerDelay: [String: Double] = [:]
    /// Each control handler's events, groups spelt out as single events; each scroll handler's
    /// moments.
    private(set) var handlerEvents: [String: Set<String>] = [:]
    /// The ids of the handlers of scroll views' moments.
    package private(set) var scrollHandlers: Set<String> = []
    /// The names scroll views reserve for their private recognizers (`ID.delay`): taken, but no
    /// recognizer a file or a trace may name.
    private(set) var reservedNames: Set<String> = []
    /// The ids of the tap conveniences (handlers that run when their tap ends).
    private(set) var conveniences: Set<String> = []
    /// The names of the conveniences' shared tap recognizers.
    private(set) var convenienceRecognizers: Set<String> = []
    /// The window's size.
    private(set) var width = 0.0, height = 0.0
    /// Every id the scene claims, in claim order.
    private(set) var ids: [String] = []
    private var claimed: Set<String> = []
    /// Failure requirements, the conveniences' own chains included: recognizer → required.
    private(set) var requirements: [String: [String]] = [:]
    private var pendingRelations: [(id: String, requires: [String], simultaneous: [String])] = []

    /// The most any number may be in magnitude.
    package static let maximumMagnitude = 1e9
    /// The largest whole number a count may be.
    package static let maximumCount = 1_000_000.0

    /// Single control events and groups a file may name.
    package static let eventNames: Set<String> = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
        "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged", "primaryActionTriggered", "menuActionTriggered",
        "editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit", "allTouchEvents", "allEditingEvents",
        "applicationReserved", "systemReserved", "allEvents",
    ]

    /// The single events an event name or group stands for (the named ones: unnamed bits have
    /// no name to record).
    package static func expand(_ name: String) -> Set<String> {
        let touch: Set<String> = [
            "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
            "touchUpInside", "touchUpOutside", "touchCancel",
        ]
        let editing: Set<String> = ["editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit"]
        switch name {
        case "allTouchEvents": return touch
        case "allEditingEvents": return editing
        case "applicationReserved", "systemReserved": return []
        case "allEvents": return touch.union(editing).union(["valueChanged", "primaryActionTriggered", "menuActionTriggered"])
        default: return [name]
        }
    }

    /// True when the file loads.
    package var loads: Bool { problems.isEmpty }

    /// Reads `scene`.
    package init(_ scene: RandomScene) {
        switch scene.version {
        case nil: break
        case .number(let version)? where version == 1: break
        case .raw(let text)? where Double(text) == 1: break
        default: problems.append("scene version")
        }
        if !Self.isSize(scene.width) || !Self.isSize(scene.height) { problems.append("window size") }
        if !scene.extra.isEmpty { problems.append("unknown top-level key") }
        width = scene.width
        height = scene.height
        let window = (x: 0.0, y: 0.0, width: scene.width, height: scene.height)
        for (index, view) in scene.views.enumerated() {
            visit(view, path: "views[\(index)]", parent: nil, in: window)
        }
        resolveRelations()
    }

    // MARK: Values

    package static func isNumber(_ value: Double) -> Bool { value.isFinite && abs(value) <= maximumMagnitude }
    package static func isSize(_ value: Double) -> Bool { isNumber(value) && value >= 0 }
    package static func isCount(_ value: Double, minimum: Double) -> Bool {
        value == value.rounded() && value >= minimum && value <= maximumCount
    }

    /// The number `value` holds, or nil (noting a problem) when it is not one the format takes.
    private mutating func number(_ value: JSONText, _ what: String) -> Double? {
        guard case .number(let number) = value, Self.isNumber(number) else {
            problems.append("\(what) is not a number in range")
            return nil
        }
        return number
    }

    private mutating func requireBool(_ value: JSONText, _ what: String) {
        if case .bool = value { return }
        problems.append("\(what) is not a boolean")
    }

    private mutating func count(_ value: JSONText, minimum: Double, _ what: String) -> Double? {
        guard let number = number(value, what) else { return nil }
        guard Self.isCount(number, minimum: minimum) else {
            problems.append("\(what) is not a whole number from \(minimum)")
            return nil
        }
        return number
    }

    private mutating func nonNegative(_ value: JSONText, _ what: String) {
        if let number = number(value, what), number < 0 { problems.append("\(what) is negative") }
    }

    private mutating func delay(_ delay: Double?, _ what: String) {
        if let delay, !Self.isSize(delay) { problems.append("\(what) delay") }
    }

    private mutating func claim(_ id: String) {
        if id.isEmpty { problems.append("empty id") }
        if !claimed.insert(id).inserted { problems.append("duplicate id '\(id)'") }
        ids.append(id)
    }

    // MARK: Views

    private static let viewTypes: Set<String> = ["view", "control", "button", "switch", "slider", "stepper", "segmented", "scroll"]
    /// The moments a scroll view reports (and its handlers may name).
    package static let scrollEvents: Set<String> = ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging", "didEndDecelerating"]
    /// A scroll view's flags.
    private static let scrollFlags: Set<String> = [
        "scrollEnabled", "delaysContentTouches", "canCancelContentTouches", "bounces", "alwaysBounceVertical",
        "alwaysBounceHorizontal", "pagingEnabled", "directionalLock",
    ]

    private mutating func visit(
        _ view: RandomScene.View, path: String, parent: Int?, in frame: (x: Double, y: Double, width: Double, height: Double)
    ) {
        guard Self.viewTypes.contains(view.type) else {
            problems.append("view type '\(view.type)'")
            return
        }
        if let id = view.id { claim(id) }
        let key = view.id ?? path
        let scroll = parent.flatMap { views[$0].scroll ?? (views[$0].isScroll ? $0 : nil) }
        var fact = ViewFact(
            key: key, named: view.id != nil, type: view.type, parent: parent, x: frame.x, y: frame.y, width: frame.width,
            height: frame.height, scroll: scroll, hidden: view.hidden ?? false, userInteraction: view.userInteraction ?? true,
            enabled: view.enabled ?? true)
        if view.rawFrame != nil {
            problems.append("frame of the wrong shape")
        } else if let local = view.frame {
            if local.count != 4 || !local.allSatisfy(Self.isNumber) || local.count == 4 && (local[2] < 0 || local[3] < 0) {
                problems.append("frame")
            } else {
                fact.x = frame.x + local[0]
                fact.y = frame.y + local[1]
                fact.width = local[2]
                fact.height = local[3]
            }
        }
        if view.enabled != nil, !fact.isControl { problems.append("enabled on a plain view") }
        properties(view, into: &fact)
        if !view.extra.isEmpty { problems.append("unknown view key") }
        if !view.conveniences.isEmpty { fact.userInteraction = true }
        let index = views.count
        views.append(fact)
        if viewIndex[key] == nil { viewIndex[key] = index }
        if fact.isScroll {
            // its pan joins the ids as `ID.pan`, a recognizer; `ID.delay` is taken too
            let pan = "\(key).pan", delay = "\(key).delay"
            claim(pan)
            recognizers[pan] = RecognizerFact(id: pan, type: "pan", view: index)
            claim(delay)
            reservedNames.insert(delay)
        }

        if !view.handlers.isEmpty, !fact.isControl, !fact.isScroll { problems.append("handlers on a plain view") }
        for handler in view.handlers {
            claim(handler.id)
            handlerOwner[handler.id] = key
            handlerDelay[handler.id] = handler.delay ?? 0
            if fact.isScroll {
                scrollHandlers.insert(handler.id)
                handlerEvents[handler.id] = Set(handler.events)
                if handler.events.isEmpty || !handler.events.allSatisfy(Self.scrollEvents.contains) { problems.append("scroll handler events") }
            } else {
                handlerEvents[handler.id] = handler.events.reduce(into: []) { $0.formUnion(Self.expand($1)) }
                if handler.events.isEmpty || !handler.events.allSatisfy(Self.eventNames.contains) { problems.append("handler events") }
            }
            delay(handler.delay, "handler")
        }
        for recognizer in view.recognizers { self.recognizer(recognizer, view: index) }
        conveniences(view, key: key, view: index)
        for (childIndex, child) in view.children.enumerated() {
            visit(child, path: "\(path).children[\(childIndex)]", parent: index, in: (fact.x, fact.y, fact.width, fact.height))
        }
    }

    /// The type's own keys; sets the slider's or stepper's bounds and the number of segments.
    private mutating func properties(_ view: RandomScene.View, into fact: inout ViewFact) {
        let allowed: Set<String>
        switch view.type {
        case "switch": allowed = ["on"]
        case "slider": allowed = ["value", "min", "max", "continuous"]
        case "stepper": allowed = ["value", "min", "max", "continuous", "step", "wraps", "autorepeat"]
        case "segmented": allowed = ["segments", "selected", "momentary"]
        case "scroll": allowed = Self.scrollFlags.union(["contentSize", "contentOffset", "decelerationRate", "touchesShouldCancel"])
        default: allowed = []
        }
        var given: [String: Double] = [:]
        var segments = 2.0
        var selected: Double?
        for (key, value) in view.properties {
            guard allowed.contains(key) else {
                problems.append("'\(key)' on a \(view.type)")
                continue
            }
            if view.type == "scroll" {
                scrollProperty(key, value)
                continue
            }
            switch key {
            case "on", "continuous", "wraps", "autorepeat", "momentary": requireBool(value, key)
            case "segments":
                if case .array(let titles) = value {
                    // "a list of titles": strings, and (as a count) at least one
                    if titles.isEmpty { problems.append("no segment titles") }
                    if !titles.allSatisfy({ if case .string = $0 { return true } else { return false } }) {
                        problems.append("a segment title that is no string")
                    }
                    segments = Double(titles.count)
                } else if let number = count(value, minimum: 1, "segments") {
                    segments = number
                }
            case "selected": selected = count(value, minimum: -1, "selected")
            default: given[key] = number(value, key)
            }
        }
        switch view.type {
        case "slider":
            var minimum = 0.0, maximum = 1.0
            if let low = given["min"], let high = given["max"], high < low { problems.append("slider max below min") }
            // UISlider: a bound set across the other moves the other to it
            if let low = given["min"] {
                minimum = low
                if maximum < minimum { maximum = minimum }
            }
            if let high = given["max"] {
                maximum = high
                if minimum > maximum { minimum = maximum }
            }
            fact.minimum = minimum
            fact.maximum = maximum
        case "stepper":
            let low = given["min"], high = given["max"]
            if (low ?? 0) > (high ?? 100) { problems.append("stepper bounds cross") }
            if let step = given["step"], step <= 0 { problems.append("stepper step") }
            fact.minimum = low ?? 0
            fact.maximum = high ?? 100
        case "segmented":
            if let selected, selected >= segments { problems.append("selected past the last segment") }
            fact.segments = Int(min(segments, Self.maximumCount))
        default: break
        }
    }

    /// A scroll view's key, by the File formats article's table: sizes ≥ 0, an offset of any two
    /// numbers, flags, a rate `normal`, `fast` or between 0 and 1 (taken as open at both ends:
    /// the article does not say whether 0 and 1 are allowed, and the generators never write them),
    /// `touchesShouldCancel` a flag or an object of `controls` and `others` flags.
    private mutating func scrollProperty(_ key: String, _ value: JSONText) {
        switch key {
        case "contentSize", "contentOffset":
            guard case .array(let pair) = value, pair.count == 2 else {
                problems.append("\(key) is not a pair")
                return
            }
            for member in pair {
                if let number = number(member, key), key == "contentSize", number < 0 { problems.append("contentSize negative") }
            }
        case "decelerationRate":
            switch value {
            case .string(let name): if name != "normal" && name != "fast" { problems.append("decelerationRate '\(name)'") }
            default:
                if let rate = number(value, key), !(rate > 0 && rate < 1) { problems.append("decelerationRate \(rate)") }
            }
        case "touchesShouldCancel":
            switch value {
            case .bool: break
            case .object(let members):
                for (member, flag) in members {
                    if member != "controls" && member != "others" { problems.append("touchesShouldCancel '\(member)'") }
                    requireBool(flag, "touchesShouldCancel.\(member)")
                }
            default: problems.append("touchesShouldCancel is neither a flag nor an object")
            }
        default: requireBool(value, key)
        }
    }

    // MARK: Recognizers

    private static let recognizerKeys: [String: Set<String>] = [
        "tap": ["taps", "touches", "allowableMovement"],
        "longPress": ["minimumPressDuration", "allowableMovement", "taps", "touches"],
        "pan": ["minimumTouches", "maximumTouches"],
        "swipe": ["direction", "touches"],
        "pinch": [],
        "rotation": [],
    ]
    private static let directions: Set<String> = ["right", "left", "up", "down"]

    private mutating func recognizer(_ recognizer: RandomScene.Recognizer, view: Int) {
        guard let allowed = Self.recognizerKeys[recognizer.type] else {
            problems.append("recognizer type '\(recognizer.type)'")
            return
        }
        claim(recognizer.id)
        var minimumTouches = 1.0
        var maximumTouches: Double?
        for (key, value) in recognizer.parameters {
            guard allowed.contains(key) else {
                problems.append("'\(key)' on a \(recognizer.type)")
                continue
            }
            switch key {
            case "taps": _ = count(value, minimum: recognizer.type == "tap" ? 1 : 0, "taps")
            case "touches": _ = count(value, minimum: 1, "touches")
            case "minimumTouches": minimumTouches = count(value, minimum: 1, key) ?? minimumTouches
            case "maximumTouches": maximumTouches = count(value, minimum: 1, key)
            case "direction":
                let names: [JSONText]
                if case .array(let list) = value { names = list } else { names = [value] }
                if names.isEmpty { problems.append("no swipe direction") }
                for name in names {
                    guard case .string(let text) = name, Self.directions.contains(text) else {
                        problems.append("swipe direction")
                        continue
                    }
                }
            default: nonNegative(value, key)
            }
        }
        if let maximumTouches, maximumTouches < minimumTouches { problems.append("maximumTouches below minimumTouches") }
        if !recognizer.extra.isEmpty { problems.append("unknown recognizer key") }
        recognizers[recognizer.id] = RecognizerFact(
            id: recognizer.id, type: recognizer.type, view: view,
            delaysTouchesBegan: recognizer.flags.last { $0.key == "delaysTouchesBegan" }?.value ?? false)
        for handler in recognizer.handlers {
            claim(handler.id)
            handlerOwner[handler.id] = recognizer.id
            handlerDelay[handler.id] = handler.delay ?? 0
            delay(handler.delay, "recognizer handler")
        }
        pendingRelations.append((recognizer.id, recognizer.requires, recognizer.simultaneousWith))
    }

    /// The view's `whenTapped` list: one shared tap per (touches, taps), named
    /// `VIEW.tapTOUCHESxTAPS` (`#2`… when taken), each fewer-taps one requiring the next higher.
    private mutating func conveniences(_ view: RandomScene.View, key: String, view index: Int) {
        var shared: [String: String] = [:]
        var byTouches: [Int: [(taps: Int, name: String)]] = [:]
        for convenience in view.conveniences {
            claim(convenience.id)
            conveniences.insert(convenience.id)
            if !convenience.extra.isEmpty { problems.append("convenience extra") }
            let touches = convenience.touches ?? 1, taps = convenience.taps ?? 1
            guard Self.isCount(Double(touches), minimum: 1), Self.isCount(Double(taps), minimum: 1) else {
                problems.append("convenience counts")
                continue
            }
            let pair = "\(touches)x\(taps)"
            if let name = shared[pair] {
                handlerOwner[convenience.id] = name
                continue
            }
            let base = "\(key).tap\(pair)"
            var name = base
            var suffix = 2
            while claimed.contains(name) {
                name = "\(base)#\(suffix)"
                suffix += 1
            }
            claim(name)
            shared[pair] = name
            handlerOwner[convenience.id] = name
            recognizers[name] = RecognizerFact(id: name, type: "tap", view: index)
            convenienceRecognizers.insert(name)
            byTouches[touches, default: []].append((taps, name))
        }
        for (_, taps) in byTouches {
            let chain = taps.sorted { $0.taps < $1.taps }
            for (lower, higher) in zip(chain, chain.dropFirst()) { requirements[lower.name, default: []].append(higher.name) }
        }
    }

    /// `requires` (known recognizers, not itself, closing no cycle) and `simultaneousWith`
    /// (known recognizers), in file order, after the whole scene is read.
    private mutating func resolveRelations() {
        for relation in pendingRelations {
            for other in relation.requires {
                guard recognizers[other] != nil else {
                    problems.append("requires an unknown recognizer '\(other)'")
                    continue
                }
                guard other != relation.id else {
                    problems.append("requires itself")
                    continue
                }
                if (requirements[relation.id] ?? []).contains(other) { continue }
                if reaches(from: other, to: relation.id) {
                    problems.append("requirement cycle through '\(relation.id)'")
                    continue
                }
                requirements[relation.id, default: []].append(other)
            }
            for other in relation.simultaneous where recognizers[other] == nil {
                problems.append("simultaneous with an unknown recognizer '\(other)'")
            }
        }
    }

    /// True when `target` is reachable from `start` along requirements.
    package func reaches(from start: String, to target: String) -> Bool {
        Self.reaches(from: start, to: target, in: requirements)
    }

    /// True when `target` is reachable from `start` along the edges of `graph`.
    package static func reaches(from start: String, to target: String, in graph: [String: [String]]) -> Bool {
        var stack = [start]
        var seen: Set<String> = [start]
        while let node = stack.popLast() {
            if node == target { return true }
            for next in graph[node] ?? [] where seen.insert(next).inserted { stack.append(next) }
        }
        return false
    }

    // MARK: Questions for checkers

    /// For a view inside a scroll view: true when a finger at `point` lands on its outermost
    /// scroll view, which (with its ancestors) takes touches given `state`. Where the view itself
    /// is then depends on the offsets the replay reached, which only the library knows.
    package func landsOnScroll(of index: Int, at point: (x: Double, y: Double), width: Double, height: Double, state: SceneState) -> Bool {
        guard let scroll = views[index].scroll else { return false }
        return canHit(scroll, at: point, width: width, height: height, state: state)
    }

    /// True when the view at `index` and all its ancestors take touches (shown, interactive, an
    /// enabled control) given `state`'s current flags, and `point` is within each of their
    /// frames (a little slack at the edges: sums of frames round).
    package func canHit(_ index: Int, at point: (x: Double, y: Double), width: Double, height: Double, state: SceneState) -> Bool {
        func within(_ value: Double, _ low: Double, _ size: Double) -> Bool {
            let slack = 1e-6 * max(1, abs(low), abs(size))
            return value >= low - slack && value <= low + size + slack
        }
        guard within(point.x, 0, width), within(point.y, 0, height) else { return false }
        var current: Int? = index
        while let at = current {
            let view = views[at]
            guard !state.hidden(at, self), state.userInteraction(at, self), within(point.x, view.x, view.width),
                within(point.y, view.y, view.height)
            else { return false }
            if view.isControl, !state.enabled(at, self) { return false }
            current = view.parent
        }
        return true
    }
}
