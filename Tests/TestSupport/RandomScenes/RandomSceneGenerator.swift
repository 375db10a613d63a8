import ControlModel
/// Makes random scenes that load: every key of the scene vocabulary, in plausible amounts, with
/// failure requirements that never form a cycle and slider or stepper bounds that agree; scroll
/// views (content smaller, as large as or larger than them, controls and sometimes another scroll
/// view inside, handlers on their moments) whose pans other recognizers require or recognize with.
///
/// Deterministic for a given ``RandomSource``. To cover a new part of the vocabulary, add a case
/// to the choices below (and a field to ``RandomScene`` if it is a new key).
package struct RandomSceneGenerator {
    /// The most views in a scene.
    package var maximumViews = 10
    /// How deep views nest below the window.
    package var maximumDepth = 3
    /// The most recognizers in a scene.
    package var maximumRecognizers = 10

    /// The control events a handler or a trace command may name.
    package static let eventNames = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
        "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged", "primaryActionTriggered",
        "menuActionTriggered", "editingDidBegin", "allTouchEvents", "allEvents",
    ]

    private var nextID = 0
    private var viewCount = 0
    private var recognizers: [RandomScene.Recognizer] = []

    /// The moments a scroll view reports, which its handlers may name.
    package static let scrollEvents = ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging", "didEndDecelerating"]

    /// The pans (`ID.pan`) of the scroll views made so far.
    private var scrollPans: [String] = []

    /// A generator with the default sizes.
    package init() {}

    /// A new id: a letter for the kind and a number unique in the scene.
    private mutating func makeID(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    /// A random scene.
    package mutating func scene<R: RandomSource>(using random: inout R) -> RandomScene {
        nextID = 0
        viewCount = 0
        recognizers = []
        scrollPans = []
        let width: Double = random.chance(0.7) ? 390 : Double(random.int(200...600))
        let height: Double = random.chance(0.7) ? 844 : Double(random.int(300...900))
        var views: [RandomScene.View] = []
        // sometimes a feed first: a scroll view filling most of the window
        let feed = random.chance(0.25)
        for index in 0..<random.int(1...4) where viewCount < maximumViews {
            views.append(view(in: (width, height), depth: 1, type: feed && index == 0 ? "scroll" : nil, using: &random))
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
            // a scroll view's pan requires nothing in a file: requiring it never closes a cycle
            if !scrollPans.isEmpty, random.chance(0.15) { requires[id, default: []].append(random.pick(scrollPans)) }
            if !scrollPans.isEmpty, random.chance(0.12) { simultaneous[id, default: []].append(random.pick(scrollPans)) }
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

    /// A view of `type` (nil: a random one); `inScroll`: within a scroll view's content, where
    /// controls are likelier.
    private mutating func view<R: RandomSource>(
        in parent: (width: Double, height: Double), depth: Int, type forced: String? = nil, inScroll: Bool = false, using random: inout R
    ) -> RandomScene.View {
        viewCount += 1
        let type = forced ?? random.weighted(inScroll ? [
            (4, "view"), (5, "button"), (1, "switch"), (1, "slider"), (1, "stepper"), (1, "segmented"), (1, "control"),
            (2, "scroll"),
        ] : [
            (8, "view"), (3, "button"), (2, "switch"), (2, "slider"), (2, "stepper"), (2, "segmented"), (1, "control"),
            (2, "scroll"),
        ])
        var view = RandomScene.View(type: type)
        view.id = type != "view" || random.chance(0.8) ? makeID("v") : nil
        if forced == "scroll" {
            view.frame = random.chance(0.5) ? nil : [0, random.number(0...60, decimals: 0), parent.width, (parent.height * random.number(0.5...0.95, decimals: 2)).rounded()]
        } else if random.chance(0.9) {
            let x = random.number(-10...max(parent.width - 20, 0), decimals: 0)
            let y = random.number(-10...max(parent.height - 20, 0), decimals: 0)
            let width = random.number(10...max(parent.width - max(x, 0) + 10, 10), decimals: 0)
            let height = random.number(10...max(parent.height - max(y, 0) + 10, 10), decimals: 0)
            view.frame = [x, y, width, height]
        }
        if random.chance(0.08) { view.hidden = random.chance(0.7) }
        if random.chance(0.08) { view.userInteraction = random.chance(0.3) }
        if view.isControl, random.chance(0.12) { view.enabled = random.chance(0.4) }
        let size = view.frame.map { (width: $0[2], height: $0[3]) } ?? parent
        view.properties = type == "scroll" ? scrollProperties(size: size, using: &random) : properties(of: type, using: &random)
        if type == "scroll", let id = view.id {
            scrollPans.append("\(id).pan")
            for _ in 0..<random.weighted([(3, 0), (4, 1), (2, 2)]) {
                let events = (0..<random.int(1...3)).map { _ in random.pick(RandomSceneGenerator.scrollEvents) }
                view.handlers.append((makeID("h"), events, delay(using: &random)))
            }
        }
        if view.isControl, let id = view.id {
            for _ in 0..<random.weighted([(4, 0), (4, 1), (2, 2)]) {
                let events = (0..<random.int(1...3)).map { _ in random.pick(RandomSceneGenerator.eventNames) }
                view.handlers.append((makeID("h"), events, delay(using: &random)))
            }
            _ = id
        }
        let recognizerCount = random.weighted(type == "scroll" || inScroll ? [(8, 0), (3, 1), (1, 2)] : [(4, 0), (4, 1), (3, 2), (1, 3)])
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
            // a scroll view's children lie in its content: aimed within it, mostly some
            var area = size
            if type == "scroll" { area = contentArea(of: view, size: size) }
            let counts = type == "scroll" ? [(1, 0), (3, 1), (3, 2), (2, 3)] : [(5, 0), (3, 1), (2, 2), (1, 3)]
            for _ in 0..<random.weighted(counts) where viewCount < maximumViews {
                view.children.append(self.view(in: area, depth: depth + 1, inScroll: inScroll || type == "scroll", using: &random))
            }
        }
        return view
    }

    /// The area a scroll view's children are laid out in: its content size where it is larger
    /// than the view (bounded, so children stay within reach), else the view's size.
    private func contentArea(of view: RandomScene.View, size: (width: Double, height: Double)) -> (width: Double, height: Double) {
        guard case .array(let content)? = view.properties.first(where: { $0.key == "contentSize" })?.value, content.count == 2,
            case .number(let width) = content[0], case .number(let height) = content[1]
        else { return size }
        return (min(max(width, size.width), 3 * max(size.width, 1)), min(max(height, size.height), 3 * max(size.height, 1)))
    }

    /// A scroll view's own keys: content smaller than, as large as or larger than the view (or
    /// none, or huge), an offset inside or outside it, every flag, the deceleration rate's names
    /// and numbers, and `touchesShouldCancel` as a flag or per kind of view.
    private func scrollProperties<R: RandomSource>(
        size: (width: Double, height: Double), using random: inout R
    ) -> [(key: String, value: JSONText)] {
        var found: [(key: String, value: JSONText)] = []
        func maybe(_ key: String, _ probability: Double, _ value: () -> JSONText) {
            if random.chance(probability) { found.append((key, value())) }
        }
        func extent(_ side: Double) -> Double {
            random.weighted([
                (2, random.number(0...max(side, 0), decimals: 0)), (2, side), (5, (side * random.number(1.2...6, decimals: 1)).rounded()),
                (1, 0), (1, 1_000_000),
            ])
        }
        let content = (width: extent(size.width), height: extent(size.height))
        if random.chance(0.85) { found.append(("contentSize", .array([.number(content.width), .number(content.height)]))) }
        maybe("contentOffset", 0.3) {
            func offset(_ content: Double, _ side: Double) -> Double {
                let room = max(content - side, 0)
                return random.weighted([(4, random.number(0...room, decimals: 0)), (1, random.number(-100...(-1), decimals: 0)), (1, room + random.number(1...200, decimals: 0))])
            }
            return .array([.number(offset(content.width, size.width)), .number(offset(content.height, size.height))])
        }
        for key in [
            "scrollEnabled", "delaysContentTouches", "canCancelContentTouches", "bounces", "alwaysBounceVertical",
            "alwaysBounceHorizontal", "pagingEnabled", "directionalLock",
        ] where random.chance(0.15) {
            found.append((key, .bool(random.chance(key == "scrollEnabled" || key == "bounces" ? 0.4 : 0.5))))
        }
        maybe("decelerationRate", 0.2) {
            random.weighted([(2, .string("normal")), (2, .string("fast")), (2, .number(random.number(0.9...0.999, decimals: 3)))])
        }
        maybe("touchesShouldCancel", 0.2) {
            if random.chance(0.4) { return .bool(random.chance(0.5)) }
            var members: [(key: String, value: JSONText)] = []
            if random.chance(0.8) { members.append(("controls", .bool(random.chance(0.5)))) }
            if random.chance(0.6) { members.append(("others", .bool(random.chance(0.5)))) }
            return .object(members)
        }
        if random.chance(0.3) { found.shuffle(using: &random) }
        return found
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
