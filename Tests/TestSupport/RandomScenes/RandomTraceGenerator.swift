/// Makes a random trace for a ``RandomScene``: gestures aimed at its views (taps, multi-taps,
/// presses, drags, swipes, two-finger pinches and turns, and free mixes of fingers landing,
/// moving, resting, lifting and being cancelled, several in one event) with times near the
/// recognizers' limits, drags and flings over scroll views (lifted at speed, or after resting
/// past the velocity horizon, a tap to stop the motion, the offset set mid-drag or mid-motion),
/// and every trace command. Every line keeps the trace rules, so the whole trace replays.
///
/// Deterministic for a given ``RandomSource``. To cover a new command or gesture, add a case to
/// ``step(using:)``.
package struct RandomTraceGenerator {
    /// The scene the trace is for.
    package let scene: RandomScene
    /// Roughly how many lines to write (a gesture under way is finished).
    package var lineBudget = 120
    /// The most fingers down at once.
    package var maximumFingers = 5

    private let targets: [RandomScene.Target]
    /// The scroll views among ``targets``.
    private let scrolls: [RandomScene.Target]
    private var lines: [RandomTrace.Line] = []
    /// The time in milliseconds (whole numbers keep the text exact).
    private var milliseconds = 0
    /// The fingers down: id and place.
    private var down: [(id: Int, x: Double, y: Double)] = []
    /// The ids of the scene's recognizers (conveniences' shared ones included).
    private let ids: [String]

    /// A generator for `scene`.
    package init(scene: RandomScene) {
        self.init(scene: scene, recognizerIDs: scene.recognizerIDs)
    }

    /// A generator for `scene`, whose recognizers (conveniences' shared taps included) are
    /// named `recognizerIDs`.
    package init(scene: RandomScene, recognizerIDs: [String]) {
        self.scene = scene
        targets = scene.targets
        scrolls = targets.filter { $0.type == "scroll" }
        ids = recognizerIDs
    }

    /// The trace's text; with `sceneFile`, a header line naming it comes first.
    package mutating func trace<R: RandomSource>(sceneFile: String?, using random: inout R) -> String {
        lines(sceneFile: sceneFile, using: &random).text
    }

    /// The trace, line by line; with `sceneFile`, a header line naming it comes first.
    package mutating func lines<R: RandomSource>(sceneFile: String?, using random: inout R) -> RandomTrace {
        lines = []
        milliseconds = random.weighted([(3, 0), (1, random.int(1...500))])
        down = []
        if let sceneFile { lines.append(.header([("trace", .number(1)), ("scene", .string(sceneFile))])) }
        // a source that runs dry (a fuzzer's short input) repeats one choice: steps that write
        // nothing must not loop forever
        var steps = 0
        while lines.count < lineBudget, steps < 4 * lineBudget {
            step(using: &random)
            steps += 1
        }
        if random.chance(0.8) {
            wait(using: &random)
            while let finger = down.first { lift(finger.id, phase: "ended") }
        }
        if random.chance(0.3) { command("idle", [], using: &random) }
        return RandomTrace(lines: lines)
    }

    // MARK: Steps

    private mutating func step<R: RandomSource>(using random: inout R) {
        switch random.weighted([
            (6, 0), (3, 1), (2, 2), (3, 3), (2, 4), (2, 5), (6, 6), (2, 7), (3, 8), (scrolls.isEmpty ? 0 : 6, 9),
        ]) {
        case 0: tap(fingers: random.weighted([(6, 1), (3, 2), (1, 3)]), using: &random)
        case 1:
            let fingers = random.weighted([(6, 1), (3, 2), (1, 3)])
            let point = aim(using: &random)
            for _ in 0..<random.weighted([(6, 2), (2, 3)]) {
                tap(fingers: fingers, at: point, using: &random)
                advance(random.weighted([(5, random.int(40...300)), (2, random.int(330...370)), (1, 350)]))
            }
        case 2: press(using: &random)
        case 3: drag(using: &random)
        case 4: swipe(using: &random)
        case 5: twoFingers(using: &random)
        case 6: soup(using: &random)
        case 7: randomCommand(using: &random)
        case 9: fling(using: &random)
        default: wait(using: &random)
        }
    }

    /// A drag over a scroll view, mostly along one axis: lifted at speed (a fling), or after
    /// resting longer than the velocity horizon (0.1 s: no motion); then, sometimes, a tap while
    /// the content may still move (it stops it) or the offset set mid-motion; sometimes the
    /// offset is set mid-drag.
    private mutating func fling<R: RandomSource>(using random: inout R) {
        guard !scrolls.isEmpty else { return }
        let scroll = random.pick(scrolls)
        var point = (x: scroll.x + random.number(0...max(scroll.width, 0), decimals: 1), y: scroll.y + random.number(0...max(scroll.height, 0), decimals: 1))
        guard let id = land(point) else { return }
        let speed = random.number(4...40, decimals: 1)
        let (dx, dy): (Double, Double) = random.weighted([
            (4, (0, -speed)), (3, (0, speed)), (2, (speed, 0)), (2, (-speed, 0)), (1, (speed * 0.7, speed * 0.7)),
        ])
        if random.chance(0.3) { advance(random.int(100...250)) }  // held past the content delay first
        for _ in 0..<random.int(2...15) {
            advance(random.int(8...17))
            point = (point.x + dx + random.number(-1...1, decimals: 1), point.y + dy + random.number(-1...1, decimals: 1))
            move(id, to: point)
            if random.chance(0.04) { setOffset(of: scroll, using: &random) }
        }
        if random.chance(0.3) {
            advance(random.int(110...300))  // resting: no velocity at the lift
            if random.chance(0.3) { stationary(id) }
        } else {
            advance(random.int(0...12))
        }
        lift(id, phase: random.chance(0.95) ? "ended" : "cancelled")
        switch random.weighted([(4, 0), (2, 1), (1, 2)]) {
        case 1:
            advance(random.int(30...600))
            tap(fingers: 1, at: (scroll.x + scroll.width / 2, scroll.y + scroll.height / 2), using: &random)
        case 2:
            advance(random.int(16...500))
            setOffset(of: scroll, using: &random)
        default: break
        }
    }

    /// A `set contentOffset` on `scroll` (which has an id): inside its content, or past an edge.
    private mutating func setOffset<R: RandomSource>(of scroll: RandomScene.Target, using random: inout R) {
        guard let target = scroll.id else { return }
        let offset: JSONText = .array([
            .number(random.weighted([(3, 0), (2, random.number(-50...800, decimals: 1))])),
            .number(random.weighted([(2, 0), (3, random.number(-100...3000, decimals: 1))])),
        ])
        lines.append(.command(t: seconds, name: "set", fields: [("target", .string(target)), ("contentOffset", offset)]))
    }

    /// A pause: short, near a limit (0.35 s, 0.5 s, 0.75 s), exactly on one, or long.
    private mutating func wait<R: RandomSource>(using random: inout R) {
        advance(random.weighted([
            (4, random.int(1...40)), (3, random.int(40...300)), (2, random.int(320...380)), (2, random.int(470...530)),
            (2, random.int(720...780)), (1, random.pick([350, 500, 750])), (2, random.int(800...3000)),
        ]))
    }

    private mutating func advance(_ amount: Int) { milliseconds += amount }

    /// A point to touch: inside a view (most of the time), anywhere in the window, or just off it.
    private func aim<R: RandomSource>(using random: inout R) -> (x: Double, y: Double) {
        if !targets.isEmpty, random.chance(0.8) {
            let target = random.pick(targets)
            let x = target.x + random.number(0...max(target.width, 0), decimals: 1)
            let y = target.y + random.number(0...max(target.height, 0), decimals: 1)
            return (x, y)
        }
        // (a window of a negative size, in a scene that does not load, aims as an empty one)
        let width = max(scene.width, 0), height = max(scene.height, 0)
        if random.chance(0.05) { return (random.number(-20...width + 20, decimals: 1), random.number(-20...height + 20, decimals: 1)) }
        return (random.number(0...width, decimals: 1), random.number(0...height, decimals: 1))
    }

    private func nearby<R: RandomSource>(_ point: (x: Double, y: Double), by spread: Double, using random: inout R) -> (x: Double, y: Double) {
        (point.x + random.number(-spread...spread, decimals: 1), point.y + random.number(-spread...spread, decimals: 1))
    }

    private mutating func tap<R: RandomSource>(fingers: Int, using random: inout R) {
        tap(fingers: fingers, at: aim(using: &random), using: &random)
    }

    /// `fingers` down together (or a few milliseconds apart), held briefly, lifted.
    private mutating func tap<R: RandomSource>(fingers: Int, at point: (x: Double, y: Double), using random: inout R) {
        var placed: [Int] = []
        for index in 0..<fingers {
            if index > 0, random.chance(0.3) { advance(random.int(1...40)) }
            if let id = land(nearby(point, by: 15, using: &random)) { placed.append(id) }
        }
        advance(random.weighted([(6, random.int(20...200)), (1, random.int(700...800))]))
        if random.chance(0.2), let id = placed.first { move(id, to: nearby(point, by: 8, using: &random)) }
        for (index, id) in placed.enumerated() {
            if index > 0, random.chance(0.3) { advance(random.int(1...40)) }
            lift(id, phase: "ended")
        }
    }

    private mutating func press<R: RandomSource>(using random: inout R) {
        let point = aim(using: &random)
        guard let id = land(point) else { return }
        for _ in 0..<random.int(0...4) {
            advance(random.int(50...300))
            move(id, to: nearby(point, by: random.chance(0.7) ? 5 : 30, using: &random))
        }
        advance(random.int(100...900))
        lift(id, phase: random.chance(0.9) ? "ended" : "cancelled")
    }

    private mutating func drag<R: RandomSource>(using random: inout R) {
        var point = aim(using: &random)
        guard let id = land(point) else { return }
        let dx = random.number(-12...12, decimals: 1), dy = random.number(-12...12, decimals: 1)
        for _ in 0..<random.int(3...40) {
            advance(random.int(8...30))
            point = (point.x + dx + random.number(-2...2, decimals: 1), point.y + dy + random.number(-2...2, decimals: 1))
            if random.chance(0.05) { stationary(id) } else { move(id, to: point) }
        }
        advance(random.int(5...40))
        lift(id, phase: random.chance(0.9) ? "ended" : "cancelled")
    }

    private mutating func swipe<R: RandomSource>(using random: inout R) {
        var point = aim(using: &random)
        let fingers = random.weighted([(6, 1), (2, 2)])
        var placed: [Int] = []
        for offset in 0..<fingers {
            if let id = land((point.x + Double(offset) * 30, point.y)) { placed.append(id) }
        }
        let (dx, dy) = random.pick([(25.0, 0.0), (-25, 0), (0, 25), (0, -25), (18, 18)])
        for _ in 0..<random.int(2...6) {
            advance(random.int(10...40))
            point = (point.x + dx, point.y + dy)
            moveTogether(placed.enumerated().map { ($1, (point.x + Double($0) * 30, point.y)) })
        }
        advance(random.int(10...60))
        for id in placed { lift(id, phase: "ended") }
    }

    /// Two fingers pinching or turning, the moves of both in one event.
    private mutating func twoFingers<R: RandomSource>(using random: inout R) {
        let center = aim(using: &random)
        var radius = random.number(20...120, decimals: 1)
        var angle = random.number(0...3, decimals: 2)
        func place() -> [(x: Double, y: Double)] {
            let c = cosine(angle), s = sine(angle)
            return [(center.x + radius * c, center.y + radius * s), (center.x - radius * c, center.y - radius * s)]
        }
        var placed: [Int] = []
        for point in place() {
            if let id = land(point) { placed.append(id) }
        }
        let growth = random.number(-6...8, decimals: 1), turn = random.number(-0.08...0.08, decimals: 3)
        for _ in 0..<random.int(3...25) {
            advance(random.int(10...30))
            radius = max(radius + growth, 2)
            angle += turn
            let points = place()
            moveTogether(zip(placed, points).map { ($0, $1) })
        }
        advance(random.int(5...50))
        for id in placed { lift(id, phase: random.chance(0.95) ? "ended" : "cancelled") }
    }

    /// Fingers landing, moving, resting, lifting and being cancelled at random, several changes
    /// sometimes in one event.
    private mutating func soup<R: RandomSource>(using random: inout R) {
        for _ in 0..<random.int(3...15) {
            switch random.weighted([(3, 0), (4, 1), (1, 2), (3, 3), (1, 4), (1, 5)]) {
            case 0: _ = land(aim(using: &random))
            case 1:
                guard !down.isEmpty else { continue }
                let moving = down.filter { _ in random.chance(0.6) }
                moveTogether(moving.map { ($0.id, nearby(($0.x, $0.y), by: 25, using: &random)) })
            case 2: if let finger = down.first { stationary(finger.id) }
            case 3: if !down.isEmpty { lift(random.pick(down).id, phase: "ended") }
            case 4: if !down.isEmpty { lift(random.pick(down).id, phase: "cancelled") }
            default:
                // a finger lifts and comes down again with the same id at the same t
                if let finger = down.last {
                    lift(finger.id, phase: "ended")
                    sample(finger.id, "began", aim(using: &random))
                }
            }
            if random.chance(0.7) { wait(using: &random) }
        }
    }

    // MARK: Commands

    private mutating func randomCommand<R: RandomSource>(using random: inout R) {
        let named = targets.filter { $0.id != nil }
        let controls = named.filter { $0.type != "view" && $0.type != "scroll" }
        switch random.int(0...5) {
        case 0:
            var choices = ids
            choices += controls.map { $0.id! }
            guard !choices.isEmpty else { return command("idle", [], using: &random) }
            command("cancelHandlers", [("target", .string(random.pick(choices)))], using: &random)
        case 1, 2:
            guard !controls.isEmpty else { return command("idle", [], using: &random) }
            let events = (0..<random.int(1...2)).map { _ in JSONText.string(random.pick(RandomSceneGenerator.eventNames)) }
            command(random.chance(0.7) ? "sendActions" : "removeHandlers",
                    [("target", .string(random.pick(controls).id!)), ("events", .array(events))], using: &random)
        case 3, 4:
            setCommand(named: named, using: &random)
        default:
            command("idle", [], using: &random)
        }
    }

    private mutating func setCommand<R: RandomSource>(named: [RandomScene.Target], using random: inout R) {
        var options: [(target: String, key: String, value: JSONText)] = []
        for id in ids { options.append((id, "enabled", .bool(random.chance(0.5)))) }
        for target in named {
            let id = target.id!
            options.append((id, "hidden", .bool(random.chance(0.3))))
            options.append((id, "userInteraction", .bool(random.chance(0.7))))
            switch target.type {
            case "view": break
            case "switch": options.append((id, "on", .bool(random.chance(0.5))))
            case "slider", "stepper": options.append((id, "value", .number(random.number(-50...150, decimals: 1))))
            case "segmented": options.append((id, "selected", .number(Double(random.int(-1...(target.segments - 1))))))
            case "scroll":
                let offset: JSONText = .array([.number(random.number(-50...600, decimals: 1)), .number(random.number(-100...2000, decimals: 1))])
                options.append((id, "contentOffset", offset))
            default: break
            }
            if target.type != "view" && target.type != "scroll" { options.append((id, "enabled", .bool(random.chance(0.6)))) }
        }
        guard !options.isEmpty else { return command("idle", [], using: &random) }
        let chosen = random.pick(options)
        var fields: [(key: String, value: JSONText)] = [("target", .string(chosen.target)), (chosen.key, chosen.value)]
        // sometimes a second property of the same target
        if let second = options.first(where: { $0.target == chosen.target && $0.key != chosen.key }), random.chance(0.2) {
            fields.append((second.key, second.value))
        }
        command("set", fields, using: &random)
    }

    private mutating func command<R: RandomSource>(_ name: String, _ fields: [(key: String, value: JSONText)], using random: inout R) {
        if random.chance(0.5) { advance(random.int(0...50)) }
        lines.append(.command(t: seconds, name: name, fields: fields))
    }

    // MARK: Samples

    private var seconds: Double { Double(milliseconds) / 1000 }

    /// Puts a new finger down at `point` (nil when enough are down), with the smallest free id.
    private mutating func land(_ point: (x: Double, y: Double)) -> Int? {
        guard down.count < maximumFingers else { return nil }
        var id = 1
        while down.contains(where: { $0.id == id }) { id += 1 }
        sample(id, "began", point)
        return id
    }

    private mutating func move(_ id: Int, to point: (x: Double, y: Double)) { moveTogether([(id, point)]) }

    /// Moves the fingers in one event (the same `t`).
    private mutating func moveTogether(_ moves: [(id: Int, point: (x: Double, y: Double))]) {
        for (id, point) in moves where down.contains(where: { $0.id == id }) { sample(id, "moved", point) }
    }

    private mutating func stationary(_ id: Int) {
        guard let finger = down.first(where: { $0.id == id }) else { return }
        sample(id, "stationary", (finger.x, finger.y))
    }

    private mutating func lift(_ id: Int, phase: String) {
        guard let finger = down.first(where: { $0.id == id }) else { return }
        sample(id, phase, (finger.x, finger.y))
    }

    /// Writes one sample and keeps ``down`` in step.
    private mutating func sample(_ id: Int, _ phase: String, _ point: (x: Double, y: Double)) {
        let x = (point.x * 10).rounded() / 10, y = (point.y * 10).rounded() / 10
        lines.append(.sample(t: seconds, touch: id, phase: phase, x: x, y: y))
        switch phase {
        case "began": down.append((id, x, y))
        case "ended", "cancelled": down.removeAll { $0.id == id }
        default:
            if let index = down.firstIndex(where: { $0.id == id }) { down[index] = (id, x, y) }
        }
    }
}

/// The sine of `angle` (radians) by its series, without Foundation (the generators stay
/// dependency-free); plenty accurate for placing fingers.
private func sine(_ angle: Double) -> Double {
    var x = angle.truncatingRemainder(dividingBy: 2 * Double.pi)
    if x > Double.pi { x -= 2 * Double.pi }
    if x < -Double.pi { x += 2 * Double.pi }
    var term = x, sum = x
    for n in 1...12 {
        term *= -x * x / Double((2 * n) * (2 * n + 1))
        sum += term
    }
    return sum
}

private func cosine(_ angle: Double) -> Double { sine(angle + Double.pi / 2) }
