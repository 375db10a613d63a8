import ControlModel
/// Turns a plausible ``RandomScene`` into one from the whole scene vocabulary at its edges:
/// numbers from ``EdgeValues`` (min above max, zero, tiny and huge sizes, denormals, negative
/// zero, counts and delays at the documented limits), ids with unusual characters, tap
/// conveniences on views without an id, recognizers with every parameter given, failure
/// requirements in any direction (long chains declared in either order, diamonds, would-be
/// cycles), `simultaneousWith` anywhere (scroll views' pans included), scroll views' keys at their
/// edges (no content, huge content, offsets far outside, every rate), and, sometimes, one
/// deliberate mistake of the kinds files contain (a value past a bound, a wrong type, an unknown
/// key, a duplicate id, a cycle, a bad deceleration rate, an id a scroll view's pan or private
/// recognizer takes…).
///
/// Whether the result must load is not tracked here: ``SceneFacts`` reads it by the rules.
/// Deterministic for a given ``RandomSource``.
package struct RandomSceneEdges {
    /// How likely a scene gets one mistake.
    package var mistakeChance = 0.3
    /// How likely each value is replaced by an edge value.
    package var edgeChance = 0.2
    /// How likely a scene gets a long chain of requirements.
    package var chainChance = 0.1
    /// The longest such chain.
    package var maximumChain = 40

    private var nextID = 0

    /// Edges with the default chances.
    package init() {}

    /// Applies the edges to `scene`.
    package mutating func apply<R: RandomSource>(to scene: inout RandomScene, using random: inout R) {
        nextID = 0
        if random.chance(edgeChance / 2) { scene.width = random.pick(EdgeValues.sizes) }
        if random.chance(edgeChance / 2) { scene.height = random.pick(EdgeValues.sizes) }
        if random.chance(0.2) { scene.version = random.chance(0.5) ? nil : .raw("1.0") }
        for index in scene.views.indices { edges(&scene.views[index], using: &random) }
        if random.chance(chainChance) { scene.views.append(chain(using: &random)) }
        if scene.views.isEmpty, random.chance(0.5) { scene.omitsEmptyViews = true }
        relate(&scene, using: &random)
        if random.chance(mistakeChance) {
            for _ in 0..<8 {
                if mistake(&scene, using: &random) { break }
            }
        }
    }

    private mutating func makeID(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)e\(nextID)"
    }

    // MARK: Values

    private mutating func edges<R: RandomSource>(_ view: inout RandomScene.View, using random: inout R) {
        if random.chance(edgeChance) { view.frame = frame(for: view.type, using: &random) }
        if random.chance(edgeChance / 4) { view.frame = nil }
        if random.chance(0.1) { view.id = view.id.map { odd($0, using: &random) } }
        for index in view.properties.indices where random.chance(edgeChance) {
            view.properties[index].value = edgeValue(for: view.properties[index].key, of: view.type, using: &random)
        }
        if random.chance(edgeChance) { addProperties(to: &view, using: &random) }
        for index in view.handlers.indices {
            if random.chance(edgeChance) {
                let names = view.type == "scroll" ? RandomSceneGenerator.scrollEvents : Array(SceneFacts.eventNames).sorted()
                view.handlers[index].events = (0..<random.int(1...3)).map { _ in random.pick(names) }
            }
            if random.chance(edgeChance) { view.handlers[index].delay = random.pick(EdgeValues.durations) }
            if random.chance(0.05) { view.handlers[index].id = odd(view.handlers[index].id, using: &random) }
        }
        for index in view.recognizers.indices { edges(&view.recognizers[index], using: &random) }
        if random.chance(0.1) {
            // more recognizers, of any type, with every parameter
            for _ in 0..<random.int(1...3) {
                var recognizer = RandomScene.Recognizer(id: makeID("r"), type: random.pick(["tap", "longPress", "pan", "swipe", "pinch", "rotation"]))
                recognizer.handlers = [(makeID("h"), random.chance(0.3) ? random.pick(EdgeValues.durations) : nil)]
                everyParameter(&recognizer, using: &random)
                view.recognizers.append(recognizer)
            }
        }
        if let id = view.id, !view.conveniences.isEmpty, !view.recognizers.isEmpty, random.chance(0.2) {
            // a recognizer named as a convenience of its view will be: the convenience's gets `#2`
            view.recognizers[0].id = "\(id).tap\(view.conveniences[0].touches ?? 1)x\(view.conveniences[0].taps ?? 1)"
        }
        if random.chance(view.id == nil ? 0.3 : 0.1) {
            // tap conveniences, on views without an id too (named after their path)
            for _ in 0..<random.int(1...3) {
                let touches = random.chance(edgeChance) ? Int(random.pick(EdgeValues.counts(minimum: 1))) : random.int(1...2)
                let taps = random.chance(edgeChance) ? Int(random.pick(EdgeValues.counts(minimum: 1))) : random.int(1...3)
                view.conveniences.append((makeID("c"), random.chance(0.8) ? touches : nil, random.chance(0.8) ? taps : nil, []))
            }
        }
        for index in view.children.indices { edges(&view.children[index], using: &random) }
    }

    /// A frame at the edges: zero, tiny or huge sizes, negative zero, origins off the parent.
    private func frame<R: RandomSource>(for type: String, using random: inout R) -> [Double] {
        let origin = [random.pick(EdgeValues.coordinates), random.pick(EdgeValues.coordinates)]
        switch random.int(0...4) {
        case 0: return [0, 0, 0, 0]
        case 1: return [random.number(0...300, decimals: 0), random.number(0...600, decimals: 0), random.pick([EdgeValues.denormal, 1e-300, 1e-9]), 40]
        case 2: return [-1e9, -1e9, 1e9, 1e9]
        case 3: return origin + [random.pick(EdgeValues.sizes), random.pick(EdgeValues.sizes)]
        default: return [random.number(0...300, decimals: 0), random.number(0...600, decimals: 0), random.pick(EdgeValues.sizes), random.pick([31, 44, 1e9])]
        }
    }

    /// An edge value for a control's own key.
    private func edgeValue<R: RandomSource>(for key: String, of type: String, using random: inout R) -> JSONText {
        switch key {
        case "min", "max", "value": return .number(random.pick(EdgeValues.values))
        case "step": return .number(random.pick(EdgeValues.steps))
        case "segments":
            return random.chance(0.7)
                ? .number(random.pick(EdgeValues.counts(minimum: 1)))
                : .array((0..<random.int(1...4)).map { .string(random.pick(["", "a", "é", "\u{1b}[2J", "\n"]) + "\($0)") })
        case "selected": return .number(random.pick([-1, -0.0, 0, 1, 2]))
        case "contentSize": return .array([.number(random.pick(EdgeValues.sizes)), .number(random.pick(EdgeValues.sizes))])
        case "contentOffset": return .array([.number(random.pick(EdgeValues.coordinates)), .number(random.pick(EdgeValues.coordinates))])
        case "decelerationRate":
            return random.pick([.string("normal"), .string("fast"), .number(0.5), .number(0.999999), .number(1e-9), .number(EdgeValues.denormal), .number(0.99)])
        case "touchesShouldCancel":
            return random.pick([
                .bool(true), .bool(false), .object([]), .object([("others", .bool(false))]),
                .object([("others", .bool(true)), ("controls", .bool(true))]),
            ])
        default: return .bool(random.chance(0.5))
        }
    }

    /// Gives a control more of its keys, in any order (bounds crossing each other, given alone).
    private func addProperties<R: RandomSource>(to view: inout RandomScene.View, using random: inout R) {
        let keys: [String]
        switch view.type {
        case "switch": keys = ["on"]
        case "slider": keys = ["min", "max", "value", "continuous"]
        case "stepper": keys = ["min", "max", "value", "continuous", "step", "wraps", "autorepeat"]
        case "segmented": keys = ["segments", "selected", "momentary"]
        case "scroll":
            keys = [
                "contentSize", "contentOffset", "scrollEnabled", "delaysContentTouches", "canCancelContentTouches", "bounces",
                "alwaysBounceVertical", "alwaysBounceHorizontal", "pagingEnabled", "directionalLock", "decelerationRate",
                "touchesShouldCancel",
            ]
        default: return
        }
        for key in keys where !view.properties.contains(where: { $0.key == key }) && random.chance(0.5) {
            var value = edgeValue(for: key, of: view.type, using: &random)
            if view.type == "stepper", key == "min" || key == "max" {
                // within the other bound's default, so the scene still loads
                value = .number(key == "min" ? random.pick([-1e9, -1, -0.0, 0, EdgeValues.denormal, 50, 100]) : random.pick([0, EdgeValues.denormal, 1, 100, 1e9]))
            }
            if key == "selected" { value = .number(-1) }
            view.properties.append((key, value))
        }
        if view.type == "slider" || view.type == "stepper" {
            // the bounds in either order; a slider's given apart cross its defaults
            let minimum = view.properties.firstIndex { $0.key == "min" }, maximum = view.properties.firstIndex { $0.key == "max" }
            if let minimum, let maximum, case .number(let low) = view.properties[minimum].value,
                case .number(let high) = view.properties[maximum].value, high < low
            {
                view.properties[minimum].value = .number(high)
                view.properties[maximum].value = .number(low)
            }
            if random.chance(0.5) { view.properties.shuffle(using: &random) }
        }
    }

    private mutating func edges<R: RandomSource>(_ recognizer: inout RandomScene.Recognizer, using random: inout R) {
        if random.chance(0.3) { everyParameter(&recognizer, using: &random) }
        for index in recognizer.parameters.indices where random.chance(edgeChance) {
            recognizer.parameters[index].value = parameter(recognizer.parameters[index].key, of: recognizer.type, using: &random)
        }
        if let minimum = recognizer.parameters.first(where: { $0.key == "minimumTouches" })?.value,
            let index = recognizer.parameters.firstIndex(where: { $0.key == "maximumTouches" }),
            case .number(let low) = minimum, case .number(let high) = recognizer.parameters[index].value, high < low
        {
            recognizer.parameters[index].value = minimum
        }
        for index in recognizer.handlers.indices where random.chance(edgeChance) {
            recognizer.handlers[index].delay = random.pick(EdgeValues.durations)
        }
        if random.chance(0.1) { recognizer.id = odd(recognizer.id, using: &random) }
        for key in ["enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "shouldBegin"]
        where random.chance(edgeChance / 2) && !recognizer.flags.contains(where: { $0.key == key }) {
            recognizer.flags.append((key, random.chance(key == "enabled" ? 0.8 : 0.5)))
        }
    }

    /// Gives `recognizer` every parameter of its type it lacks.
    private func everyParameter<R: RandomSource>(_ recognizer: inout RandomScene.Recognizer, using random: inout R) {
        let keys: [String]
        switch recognizer.type {
        case "tap": keys = ["taps", "touches", "allowableMovement"]
        case "longPress": keys = ["minimumPressDuration", "allowableMovement", "taps", "touches"]
        case "pan": keys = ["minimumTouches", "maximumTouches"]
        case "swipe": keys = ["direction", "touches"]
        default: keys = []
        }
        for key in keys where !recognizer.parameters.contains(where: { $0.key == key }) {
            recognizer.parameters.append((key, parameter(key, of: recognizer.type, using: &random)))
        }
        if let minimum = recognizer.parameters.first(where: { $0.key == "minimumTouches" })?.value,
            let index = recognizer.parameters.firstIndex(where: { $0.key == "maximumTouches" }),
            case .number(let low) = minimum, case .number(let high) = recognizer.parameters[index].value, high < low
        {
            recognizer.parameters[index].value = minimum
        }
    }

    /// A value for a recognizer parameter: mostly ordinary, sometimes at an edge.
    private func parameter<R: RandomSource>(_ key: String, of type: String, using random: inout R) -> JSONText {
        let edge = random.chance(0.4)
        switch key {
        case "taps":
            let minimum = type == "tap" ? 1 : 0
            return .number(edge ? random.pick(EdgeValues.counts(minimum: minimum)) : Double(random.int(minimum...3)))
        case "touches", "minimumTouches", "maximumTouches":
            return .number(edge ? random.pick(EdgeValues.counts(minimum: 1)) : Double(random.int(1...3)))
        case "allowableMovement": return .number(edge ? random.pick(EdgeValues.sizes) : random.number(0...80, decimals: 0))
        case "minimumPressDuration": return .number(edge ? random.pick(EdgeValues.durations) : random.number(0.05...1.2, decimals: 2))
        case "direction":
            let names = ["right", "left", "up", "down"]
            return random.chance(0.5)
                ? .string(random.pick(names))
                : .array((0..<random.int(1...5)).map { _ in .string(random.pick(names)) })
        default: return .number(0)
        }
    }

    /// `id` with unusual characters added: non-ASCII letters, a space, quotes, a backslash,
    /// control characters, a name shaped like a convenience's.
    private func odd<R: RandomSource>(_ id: String, using random: inout R) -> String {
        id + random.pick([" é", "名前", "🙂", " space", "\"q\"", "back\\slash", "\u{1b}[31m", "\n", "\t", "\u{7}", ".tap1x1", "#2", "\u{202e}"])
    }

    // MARK: Requirements

    /// A view with a chain of recognizers each requiring the next to fail, declared in the
    /// chain's order, in reverse (each requiring one declared before it: the costly order for a
    /// check that searches the graph at every edge) or shuffled.
    private mutating func chain<R: RandomSource>(using random: inout R) -> RandomScene.View {
        var view = RandomScene.View(type: "view")
        view.id = makeID("chain")
        view.frame = [0, 0, random.number(10...390, decimals: 0), random.number(10...400, decimals: 0)]
        let length = random.int(2...maximumChain)
        let ids = (0..<length).map { _ in makeID("q") }
        for (index, id) in ids.enumerated() {
            var recognizer = RandomScene.Recognizer(id: id, type: random.weighted([(5, "tap"), (1, "longPress"), (1, "swipe"), (1, "pan")]))
            if recognizer.type == "tap" { recognizer.parameters = [("taps", .number(Double(1 + index % 3)))] }
            if index + 1 < length { recognizer.requires = [ids[index + 1]] }
            if random.chance(0.3) { recognizer.handlers = [(makeID("h"), nil)] }
            view.recognizers.append(recognizer)
        }
        switch random.int(0...2) {
        case 0: view.recognizers.reverse()
        case 1: view.recognizers.shuffle(using: &random)
        default: break
        }
        return view
    }

    /// Replaces every `requires` and `simultaneousWith` with new ones between any recognizers
    /// of the scene (conveniences' shared taps included), never closing a cycle.
    private func relate<R: RandomSource>(_ scene: inout RandomScene, using random: inout R) {
        let facts = SceneFacts(scene)
        let ids = facts.recognizers.keys.sorted()
        guard !ids.isEmpty else { return }
        var graph = facts.requirements
        func visit(_ view: inout RandomScene.View) {
            for index in view.recognizers.indices {
                let id = view.recognizers[index].id
                // keep a chain's own links; others are drawn again
                var requires = view.recognizers[index].requires.filter { $0.hasPrefix("q") && ids.contains($0) }
                for other in requires { graph[id, default: []].append(other) }
                if ids.count > 1, random.chance(0.35) {
                    for _ in 0..<random.weighted([(5, 1), (3, 2), (1, 4)]) {
                        let other = random.pick(ids)
                        guard other != id, !requires.contains(other), !SceneFacts.reaches(from: other, to: id, in: graph) else { continue }
                        requires.append(other)
                        graph[id, default: []].append(other)
                    }
                }
                view.recognizers[index].requires = requires
                var simultaneous: [String] = []
                if ids.count > 1, random.chance(0.2) {
                    for _ in 0..<random.int(1...3) {
                        let other = random.pick(ids)
                        if other != id, !simultaneous.contains(other) { simultaneous.append(other) }
                    }
                }
                view.recognizers[index].simultaneousWith = simultaneous
            }
            for index in view.children.indices { visit(&view.children[index]) }
        }
        for index in scene.views.indices { visit(&scene.views[index]) }
    }

    // MARK: Mistakes

    /// Makes one mistake in `scene`, if it has what the mistake drawn needs; true when it did.
    private mutating func mistake<R: RandomSource>(_ scene: inout RandomScene, using random: inout R) -> Bool {
        var sites: [[Int]] = []
        func collect(_ views: [RandomScene.View], _ prefix: [Int]) {
            for (index, view) in views.enumerated() {
                sites.append(prefix + [index])
                collect(view.children, prefix + [index])
            }
        }
        collect(scene.views, [])
        let kind = random.int(0...15)
        if kind == 0 {
            switch random.int(0...3) {
            case 0: scene.width = random.pick([-1, -EdgeValues.denormal] + EdgeValues.beyondBound)
            case 1: scene.version = random.pick([.number(2), .string("1"), .null, .number(0)])
            case 2: scene.extra.append(("scenes", .number(1)))
            default: scene.height = random.pick(EdgeValues.beyondBound)
            }
            return true
        }
        guard !sites.isEmpty else { return false }
        let site = random.pick(sites)
        var done = false
        var mistake = self
        modify(site, in: &scene.views) { view in done = mistake.mistake(kind, in: &view, using: &random) }
        self = mistake
        if !done, kind >= 12 {
            // relations: an unknown name, the recognizer itself, or a cycle
            let facts = SceneFacts(scene)
            var found: (path: [Int], index: Int)?
            for path in sites {
                var count = 0
                modify(path, in: &scene.views) { count = $0.recognizers.count }
                if count > 0 {
                    found = (path, random.int(0...(count - 1)))
                    if random.chance(0.5) { break }
                }
            }
            guard let found else { return false }
            modify(found.path, in: &scene.views) { view in
                let id = view.recognizers[found.index].id
                switch kind {
                case 12: view.recognizers[found.index].requires.append(random.pick(["nobody", facts.ids.first ?? "x"]))
                case 13: view.recognizers[found.index].requires.append(id)
                case 14:
                    // nobody, or a scroll view's private recognizer: its name is taken, but it is
                    // no recognizer a file may name
                    let delay = facts.reservedNames.sorted().first
                    view.recognizers[found.index].simultaneousWith.append(delay.map { random.chance(0.5) ? $0 : "nobody" } ?? "nobody")
                default:
                    // close a cycle: require a recognizer that (through others) requires this one
                    let closers = facts.recognizers.keys.sorted().filter { $0 != id && facts.reaches(from: $0, to: id) }
                    if let closer = closers.first { view.recognizers[found.index].requires.append(closer) } else { return }
                }
                done = true
            }
        }
        return done
    }

    /// A mistake of kind `kind` (1…11) in `view`; false when the view has nothing to make it in.
    private mutating func mistake<R: RandomSource>(_ kind: Int, in view: inout RandomScene.View, using random: inout R) -> Bool {
        switch kind {
        case 1:
            switch random.int(0...3) {
            case 0: view.frame = [0, 0, -1, 10]
            case 1: view.frame = [random.pick(EdgeValues.beyondBound), 0, 10, 10]
            case 2: view.rawFrame = random.pick([.array([.number(0), .number(0), .number(10)]), .string("0 0 10 10"), .null])
            default: view.frame = [0, 0, 10, -EdgeValues.denormal]
            }
        case 2:
            switch view.type {
            case "slider": view.properties = [("min", .number(5)), ("max", .number(random.pick([4.999, -1, 0])))]
            case "stepper":
                view.properties = random.pick([
                    [("min", .number(100.5))], [("max", .number(-1))], [("step", .number(random.pick([0, -0.0, -1])))],
                    [("min", .number(3)), ("max", .number(2))],
                ])
            case "segmented":
                view.properties = random.pick([
                    [("segments", .number(0))], [("segments", .number(1.5))], [("segments", .number(1_000_001))],
                    [("segments", .array([]))], [("segments", .array([.number(1), .number(2)]))],
                    [("segments", .number(3)), ("selected", .number(3))], [("selected", .number(-2))],
                    [("selected", .number(0.5))],
                ])
            case "switch": view.properties = [("on", random.pick([.number(1), .string("yes"), .null]))]
            case "scroll":
                view.properties = random.pick([
                    [("contentSize", .array([.number(-1), .number(10)]))], [("contentSize", .array([.number(10)]))],
                    [("contentSize", .string("390x844"))], [("contentSize", .array([.number(random.pick(EdgeValues.beyondBound)), .number(0)]))],
                    [("contentOffset", .array([.number(0), .number(0), .number(0)]))],
                    [("contentOffset", .array([.number(0), .number(random.pick(EdgeValues.beyondBound))]))],
                    [("decelerationRate", random.pick([.string("slow"), .string("Normal"), .number(1.5), .number(-0.1), .bool(true), .null]))],
                    [("touchesShouldCancel", random.pick([.string("yes"), .object([("buttons", .bool(true))]), .object([("controls", .number(1))]), .null]))],
                    [("bounces", .number(1))], [("pagingEnabled", .string("true"))],
                ])
            default: return false
            }
        case 3:
            guard let index = random.element(view.recognizers.indices) else { return false }
            let type = view.recognizers[index].type
            let key: String
            switch type {
            case "tap": key = random.pick(["taps", "touches"])
            case "longPress": key = random.pick(["taps", "touches"])
            case "pan": key = random.pick(["minimumTouches", "maximumTouches"])
            case "swipe": key = "touches"
            default:
                view.recognizers[index].extra.append(("taps", .number(1)))
                return true
            }
            let minimum = type == "longPress" && key == "taps" ? 0 : 1
            view.recognizers[index].parameters.removeAll { $0.key == key }
            view.recognizers[index].parameters.append((key, .number(random.pick(EdgeValues.badCounts(minimum: minimum)))))
        case 4:
            guard let index = random.element(view.recognizers.indices) else { return false }
            switch view.recognizers[index].type {
            case "pan": view.recognizers[index].parameters = [("minimumTouches", .number(3)), ("maximumTouches", .number(2))]
            case "swipe": view.recognizers[index].parameters = [("direction", random.pick([.array([]), .string("sideways"), .array([.string("up"), .number(1)])]))]
            case "longPress": view.recognizers[index].parameters = [(random.pick(["minimumPressDuration", "allowableMovement"]), .number(-1e-9))]
            case "tap": view.recognizers[index].parameters = [("allowableMovement", .number(-1))]
            default: view.recognizers[index].type = random.pick(["doubleTap", "scroll"])
            }
        case 5:
            guard !view.handlers.isEmpty else { return false }
            switch random.int(0...2) {
            case 0: view.handlers[0].events = []
            case 1: view.handlers[0].events = ["touchUpInside", "tap"]
            default: view.handlers[0].delay = random.pick([-1, -1e-9] + EdgeValues.beyondBound)
            }
        case 6:
            guard !view.isControl else { return false }
            if random.chance(0.5) { view.handlers.append((makeID("h"), ["touchDown"], nil)) } else { view.enabled = false }
        case 7:
            view.extra.append(random.pick([("colour", .string("red")), ("Frame", .array([])), ("segment", .number(1))]))
        case 8:
            view.extra.append(random.pick([
                ("hidden", .number(1)), ("userInteraction", .string("no")), ("children", .object([])),
                ("recognizers", .null),
            ]))
            view.hidden = nil
            view.userInteraction = nil
            view.children = []
            view.recognizers = []
        case 9:
            // an empty id, or one used twice (a scroll view's pan's or private recognizer's among them)
            if view.type == "scroll", let id = view.id, random.chance(0.5) {
                let name = id + random.pick([".pan", ".delay"])
                if random.chance(0.5) {
                    view.recognizers.append(RandomScene.Recognizer(id: name, type: "tap"))
                } else {
                    var child = RandomScene.View(type: "button")
                    child.id = name
                    view.children.append(child)
                }
            } else if let index = random.element(view.recognizers.indices) {
                let others = [view.id].compactMap { $0 } + view.recognizers.map(\.id).filter { $0 != view.recognizers[index].id }
                view.recognizers[index].id = others.isEmpty || random.chance(0.3) ? "" : random.pick(others)
            } else if view.id != nil {
                view.id = ""
            } else {
                return false
            }
        case 10:
            guard !view.conveniences.isEmpty else {
                view.conveniences.append((makeID("c"), random.pick([0, 1_000_001]), nil, []))
                return true
            }
            view.conveniences[0].taps = nil
            view.conveniences[0].extra = [random.pick([("taps", .number(1.5)), ("taps", .number(0)), ("fingers", .number(1))])]
        case 11:
            guard let index = random.element(view.recognizers.indices) else { return false }
            view.recognizers[index].extra.append(random.pick([("delay", .number(1)), ("enabled", .number(1)), ("requires", .string("x"))]))
            view.recognizers[index].flags.removeAll { $0.key == "enabled" }
            view.recognizers[index].requires = []
        default:
            return false
        }
        return true
    }

    /// Runs `body` on the view at `path` (indexes from the window down).
    private func modify(_ path: [Int], in views: inout [RandomScene.View], _ body: (inout RandomScene.View) -> Void) {
        guard let first = path.first else { return }
        if path.count == 1 {
            body(&views[first])
        } else {
            modify(Array(path.dropFirst()), in: &views[first].children, body)
        }
    }
}

extension MutableCollection where Self: RandomAccessCollection {
    /// Shuffles with a ``RandomSource`` (Fisher–Yates), the same on every machine.
    package mutating func shuffle<R: RandomSource>(using random: inout R) {
        guard count > 1 else { return }
        var index = self.index(before: endIndex)
        while index > startIndex {
            let other = self.index(startIndex, offsetBy: random.int(0...distance(from: startIndex, to: index)))
            swapAt(index, other)
            index = self.index(before: index)
        }
    }
}
