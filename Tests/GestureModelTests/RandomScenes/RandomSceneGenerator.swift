/// Makes random scenes that load: every key of the scene vocabulary, in plausible amounts, with
/// failure requirements that never form a cycle and slider or stepper bounds that agree.
///
/// Deterministic for a given ``RandomSource``. To cover a new part of the vocabulary, add a case
/// to the choices below (and a field to ``RandomScene`` if it is a new key).
struct RandomSceneGenerator {
    /// The most views in a scene.
    var maximumViews = 10
    /// How deep views nest below the window.
    var maximumDepth = 3
    /// The most recognizers in a scene.
    var maximumRecognizers = 10

    /// The control events a handler or a trace command may name.
    static let eventNames = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
        "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged", "primaryActionTriggered",
        "menuActionTriggered", "editingDidBegin", "allTouchEvents", "allEvents",
    ]

    private var nextID = 0
    private var viewCount = 0
    private var recognizers: [RandomScene.Recognizer] = []

    /// A generator with the default sizes.
    init() {}

    /// A new id: a letter for the kind and a number unique in the scene.
    private mutating func makeID(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    /// A random scene.
    mutating func scene<R: RandomSource>(using random: inout R) -> RandomScene {
        nextID = 0
        viewCount = 0
        recognizers = []
        let width: Double = random.chance(0.7) ? 390 : Double(random.int(200...600))
        let height: Double = random.chance(0.7) ? 844 : Double(random.int(300...900))
        var views: [RandomScene.View] = []
        for _ in 0..<random.int(1...4) where viewCount < maximumViews {
            views.append(view(in: (width, height), depth: 1, using: &random))
        }
        if recognizers.isEmpty, random.chance(0.9) {
            // mostly something to recognize: a scene of plain views records nothing
            let recognizer = self.recognizer(using: &random)
            recognizers.append(recognizer)
            views[0].recognizers.append(recognizer)
        }
        // failure requirements only towards recognizers declared later: never a cycle
        let ids = recognizers.map(\.id)
        var requires: [String: [String]] = [:]
        var simultaneous: [String: [String]] = [:]
        for (index, id) in ids.enumerated() {
            if index + 1 < ids.count, random.chance(0.3) {
                for _ in 0..<random.int(1...2) {
                    let other = ids[random.int((index + 1)...(ids.count - 1))]
                    if !(requires[id] ?? []).contains(other) { requires[id, default: []].append(other) }
                }
            }
            if ids.count > 1, random.chance(0.15) {
                let other = random.pick(ids)
                if other != id { simultaneous[id, default: []].append(other) }
            }
        }
        func link(_ view: inout RandomScene.View) {
            for index in view.recognizers.indices {
                view.recognizers[index].requires = requires[view.recognizers[index].id] ?? []
                view.recognizers[index].simultaneousWith = simultaneous[view.recognizers[index].id] ?? []
            }
            for index in view.children.indices { link(&view.children[index]) }
        }
        for index in views.indices { link(&views[index]) }
        return RandomScene(width: width, height: height, views: views)
    }

    private mutating func view<R: RandomSource>(
        in parent: (width: Double, height: Double), depth: Int, using random: inout R
    ) -> RandomScene.View {
        viewCount += 1
        let type = random.weighted([
            (8, "view"), (3, "button"), (2, "switch"), (2, "slider"), (2, "stepper"), (2, "segmented"), (1, "control"),
        ])
        var view = RandomScene.View(type: type)
        view.id = type != "view" || random.chance(0.8) ? makeID("v") : nil
        if random.chance(0.9) {
            let x = random.number(-10...max(parent.width - 20, 0), decimals: 0)
            let y = random.number(-10...max(parent.height - 20, 0), decimals: 0)
            let width = random.number(10...max(parent.width - max(x, 0) + 10, 10), decimals: 0)
            let height = random.number(10...max(parent.height - max(y, 0) + 10, 10), decimals: 0)
            view.frame = [x, y, width, height]
        }
        if random.chance(0.08) { view.hidden = random.chance(0.7) }
        if random.chance(0.08) { view.userInteraction = random.chance(0.3) }
        if view.isControl, random.chance(0.12) { view.enabled = random.chance(0.4) }
        view.properties = properties(of: type, using: &random)
        if view.isControl, let id = view.id {
            for _ in 0..<random.weighted([(4, 0), (4, 1), (2, 2)]) {
                let events = (0..<random.int(1...3)).map { _ in random.pick(RandomSceneGenerator.eventNames) }
                view.handlers.append((makeID("h"), events, delay(using: &random)))
            }
            _ = id
        }
        let recognizerCount = random.weighted([(4, 0), (4, 1), (3, 2), (1, 3)])
        for _ in 0..<recognizerCount where recognizers.count < maximumRecognizers {
            let recognizer = self.recognizer(using: &random)
            recognizers.append(recognizer)
            view.recognizers.append(recognizer)
        }
        if random.chance(0.15) {
            for _ in 0..<random.int(1...3) {
                view.conveniences.append((
                    makeID("c"), random.chance(0.5) ? random.weighted([(6, 1), (3, 2), (1, 3)]) : nil,
                    random.chance(0.7) ? random.weighted([(5, 1), (4, 2), (1, 3)]) : nil, []
                ))
            }
        }
        if depth < maximumDepth {
            let size = view.frame.map { (width: $0[2], height: $0[3]) } ?? parent
            for _ in 0..<random.weighted([(5, 0), (3, 1), (2, 2), (1, 3)]) where viewCount < maximumViews {
                view.children.append(self.view(in: size, depth: depth + 1, using: &random))
            }
        }
        return view
    }

    /// A handler's delay: mostly none, sometimes zero, sometimes a fraction of a second.
    private func delay<R: RandomSource>(using random: inout R) -> Double? {
        random.weighted([(6, nil), (1, 0), (3, random.number(0.01...0.6, decimals: 2))])
    }

    /// The type's own keys, each given or left to its default.
    private func properties<R: RandomSource>(of type: String, using random: inout R) -> [(key: String, value: JSONText)] {
        var found: [(key: String, value: JSONText)] = []
        func maybe(_ key: String, _ probability: Double, _ value: () -> JSONText) {
            if random.chance(probability) { found.append((key, value())) }
        }
        switch type {
        case "switch":
            maybe("on", 0.5) { .bool(random.chance(0.5)) }
        case "slider", "stepper":
            // bounds that agree with each other and with the defaults of the one left out
            let defaultMaximum: Double = type == "slider" ? 1 : 100
            let minimum = random.chance(0.4) ? random.number(-50...defaultMaximum, decimals: 1) : nil
            let maximum = random.chance(0.4) ? random.number(max(minimum ?? 0, 0)...200, decimals: 1) : nil
            if let minimum { found.append(("min", .number(minimum))) }
            if let maximum { found.append(("max", .number(maximum))) }
            maybe("value", 0.5) { .number(random.number(-60...220, decimals: 1)) }
            maybe("continuous", 0.3) { .bool(random.chance(0.5)) }
            if type == "stepper" {
                maybe("step", 0.4) { .number(random.number(0.5...20, decimals: 1)) }
                maybe("wraps", 0.3) { .bool(random.chance(0.5)) }
                maybe("autorepeat", 0.3) { .bool(random.chance(0.5)) }
            }
        case "segmented":
            var count = 2
            if random.chance(0.7) {
                count = random.int(1...5)
                if random.chance(0.5) {
                    found.append(("segments", .number(Double(count))))
                } else {
                    found.append(("segments", .array((0..<count).map { .string("s\($0)") })))
                }
            }
            maybe("selected", 0.5) { .number(Double(random.int(-1...(count - 1)))) }
            maybe("momentary", 0.3) { .bool(random.chance(0.5)) }
        default:
            break
        }
        return found
    }

    private mutating func recognizer<R: RandomSource>(using random: inout R) -> RandomScene.Recognizer {
        let type = random.weighted([(5, "tap"), (3, "longPress"), (3, "pan"), (3, "swipe"), (2, "pinch"), (2, "rotation")])
        var recognizer = RandomScene.Recognizer(id: makeID("r"), type: type)
        func maybe(_ key: String, _ probability: Double, _ value: () -> JSONText) {
            if random.chance(probability) { recognizer.parameters.append((key, value())) }
        }
        func count(_ weights: [(weight: Int, value: Int)]) -> JSONText { .number(Double(random.weighted(weights))) }
        switch type {
        case "tap":
            maybe("taps", 0.5) { count([(5, 1), (4, 2), (1, 3)]) }
            maybe("touches", 0.3) { count([(5, 1), (4, 2), (1, 3)]) }
            maybe("allowableMovement", 0.15) { .number(random.number(2...80, decimals: 0)) }
        case "longPress":
            maybe("minimumPressDuration", 0.4) { .number(random.number(0.05...1.2, decimals: 2)) }
            maybe("allowableMovement", 0.2) { .number(random.number(2...60, decimals: 0)) }
            maybe("taps", 0.2) { count([(3, 0), (2, 1), (1, 2)]) }
            maybe("touches", 0.25) { count([(5, 1), (4, 2), (1, 3)]) }
        case "pan":
            let minimum = random.weighted([(5, 1), (3, 2), (1, 3)])
            if random.chance(0.3) { recognizer.parameters.append(("minimumTouches", .number(Double(minimum)))) }
            maybe("maximumTouches", 0.3) { .number(Double(random.int(minimum...(minimum + 2)))) }
        case "swipe":
            let names = ["right", "left", "up", "down"]
            maybe("direction", 0.7) {
                random.chance(0.5)
                    ? .string(random.pick(names))
                    : .array((0..<random.int(1...3)).map { _ in .string(random.pick(names)) })
            }
            maybe("touches", 0.25) { count([(5, 1), (4, 2), (1, 3)]) }
        default:
            break
        }
        for key in ["enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "shouldBegin"]
        where random.chance(0.12) {
            recognizer.flags.append((key, key == "enabled" || key == "shouldBegin" ? random.chance(0.3) : random.chance(0.5)))
        }
        for _ in 0..<random.weighted([(3, 0), (5, 1), (2, 2)]) {
            recognizer.handlers.append((makeID("h"), delay(using: &random)))
        }
        return recognizer
    }
}
