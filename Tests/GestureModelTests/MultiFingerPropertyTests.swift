import ControlModel
import Testing

@testable import GestureModel
@testable import TestSupport
@testable import TestFixtures

/// Seeded random sequences of one to three fingers (landing, moving, lifting at random instants)
/// on a view with a one- and a two-finger tap, a two-finger long press, a pan, a pinch and a
/// rotation, all allowed to recognize together so that each follows its own rules (issue 18).
/// Whatever the fingers do, UIKit's rules keep these properties; each is its own test.
@Suite struct MultiFingerPropertyTests {
    /// How many sequences each test replays (the seeds are 0 up to it).
    static let seeds: UInt64 = 150

    /// One state change as observed: the recognizer, its state, the time (ms), the touch
    /// sequence it happened in (its index in ``Run/sequences``), its location and the centroid of
    /// the touches it reports, in the view's coordinates.
    struct Change {
        var name: String
        var state: GestureState
        var ms: Int64
        var sequence: Int
        var location: Point
        var touchesCentroid: Point?
    }

    /// A touch sequence: from a first finger down with none down to the last lift (ms), with the
    /// last position of each of its contacts (a finger that lifts and lands again is two), and
    /// whether a finger landed after one had lifted (then a recognizer that finished with the
    /// first fingers is reset and may recognize again with the later ones, as in UIKit).
    struct Sequence {
        var start: Int64
        var end: Int64
        var contacts: [Point] = []
        var landsAfterALift = false
        var lifted = false
    }

    struct Run {
        var changes: [Change] = []
        var sequences: [Sequence] = []
    }

    static let discrete: Set<String> = ["tap1", "tap2"]

    /// Replays the random sequence of `seed` and returns what happened.
    static func run(seed: UInt64) -> Run {
        var random = SeededRandom(seed: seed)
        let rig = GestureRig()
        let view = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 800)))
        let press = LongPressGestureRecognizer(identifier: "press2")
        press.numberOfTouchesRequired = 2
        let recognizers: [GestureRecognizer] = [
            TapGestureRecognizer(taps: 1, touches: 1, identifier: "tap1"), TapGestureRecognizer(taps: 1, touches: 2, identifier: "tap2"),
            press, PanGestureRecognizer(identifier: "pan"), PinchGestureRecognizer(identifier: "pinch"),
            RotationGestureRecognizer(identifier: "rotation"),
        ]
        var result = Run()
        var tokens: [ObservationToken] = []
        for recognizer in recognizers {
            recognizer.delegateClosures.shouldRecognizeSimultaneously = { _, _ in true }
            view.addGestureRecognizer(recognizer)
            let name = recognizer.identifier ?? "?"
            tokens.append(
                recognizer.stateChanges.add { change in
                    let touches = change.recognizer.touches
                    var centroid: Point?
                    if !touches.isEmpty {
                        let points = touches.map { $0.location(in: view) }
                        centroid = Point(
                            x: points.map(\.x).reduce(0, +) / Double(points.count), y: points.map(\.y).reduce(0, +) / Double(points.count))
                    }
                    result.changes.append(
                        Change(
                            name: name, state: change.state, ms: rig.nowMS, sequence: result.sequences.count, location: change.recognizer.location(in: view), touchesCentroid: centroid))
                })
        }
        var down: [Int: Point] = [:]
        var contactOf: [Int: Int] = [:]
        var current: Sequence?
        func apply(_ changes: [TouchChange]) {
            guard !changes.isEmpty else { return }
            rig.window.handle(changes)
            for change in changes {
                if change.phase == .began {
                    if down.isEmpty && current == nil { current = Sequence(start: rig.nowMS, end: rig.nowMS) }
                    if current?.lifted == true { current?.landsAfterALift = true }
                    contactOf[change.identifier] = current?.contacts.count
                    current?.contacts.append(change.location)
                } else if let index = contactOf[change.identifier] {
                    current?.contacts[index] = change.location
                    if change.phase == .ended || change.phase == .cancelled { current?.lifted = true }
                }
                down[change.identifier] = change.phase == .ended || change.phase == .cancelled ? nil : change.location
            }
            if down.isEmpty, var finished = current {
                finished.end = rig.nowMS
                result.sequences.append(finished)
                current = nil
            }
        }
        /// A new finger (an id not down nor in `taken`) near the fingers down, or anywhere.
        func land(avoiding taken: Set<Int> = [], near anchor: Point? = nil) -> TouchChange {
            let identifier = (1...5).first { down[$0] == nil && !taken.contains($0) } ?? 9
            let centre = anchor ?? down.values.first ?? pt(Double(random.int(100...300)), Double(random.int(200...600)))
            let dx = Double(random.int(-80...80)), dy = Double(random.int(-80...80))
            return TouchChange(identifier: identifier, phase: .began, location: pt(centre.x + dx, centre.y + dy))
        }
        for _ in 0..<60 {
            let short = random.int(0...40), medium = random.int(40...150), long = random.int(300...800)
            rig.wait(random.weighted([(6, short), (3, medium), (1, long)]))
            if down.isEmpty {
                let first = land()
                apply(random.chance(0.5) ? [first, land(avoiding: [first.identifier], near: first.location)] : [first])
                continue
            }
            switch random.int(0...9) {
            case 0 where down.count < 3:
                apply([land()])
            case 1, 2:
                let identifier = random.pick(down.keys.sorted())
                apply([TouchChange(identifier: identifier, phase: .ended, location: down[identifier] ?? .zero)])
            case 3:
                apply(down.keys.sorted().map { TouchChange(identifier: $0, phase: .ended, location: down[$0] ?? .zero) })
            default:
                let step = random.chance(0.2) ? 30 : 6
                var moves: [TouchChange] = []
                for identifier in down.keys.sorted() where random.chance(0.7) {
                    let at = down[identifier] ?? .zero
                    let dx = Double(random.int(-step...step)), dy = Double(random.int(-step...step))
                    moves.append(TouchChange(identifier: identifier, phase: .moved, location: pt(at.x + dx, at.y + dy)))
                }
                apply(moves)
            }
        }
        apply(down.keys.sorted().map { TouchChange(identifier: $0, phase: .ended, location: down[$0] ?? .zero) })
        rig.wait(2000)
        _ = tokens
        return result
    }

    /// Every recognizer's states follow the state machine: a discrete one only ends or fails; a
    /// continuous one fails, or begins, changes and ends or is cancelled.
    @Test func transitionsAreLegal() {
        for seed in 0..<Self.seeds {
            var open: [String: GestureState] = [:]
            for change in Self.run(seed: seed).changes {
                if Self.discrete.contains(change.name) {
                    #expect(change.state == .ended || change.state == .failed, "seed \(seed): \(change.name) \(change.state)")
                    continue
                }
                let previous = open[change.name]
                switch change.state {
                case .began, .failed: #expect(previous == nil, "seed \(seed): \(change.name) \(change.state) after \(String(describing: previous))")
                case .changed, .ended, .cancelled:
                    #expect(previous == .began || previous == .changed, "seed \(seed): \(change.name) \(change.state) after \(String(describing: previous))")
                case .possible: Issue.record("seed \(seed): \(change.name) reported possible")
                }
                open[change.name] = change.state.isTerminal ? nil : change.state
            }
        }
    }

    /// A one-tap recognizer recognizes at most once per touch sequence (one where no finger lands
    /// after another lifted).
    @Test func aTapRecognizesAtMostOncePerTouchSequence() {
        for seed in 0..<Self.seeds {
            let run = Self.run(seed: seed)
            for name in Self.discrete {
                var counts: [Int: Int] = [:]
                for change in run.changes where change.name == name && change.state == .ended { counts[change.sequence, default: 0] += 1 }
                for (sequence, count) in counts where !run.sequences[sequence].landsAfterALift {
                    #expect(count <= 1, "seed \(seed): \(name) recognized \(count) times in sequence \(sequence)")
                }
            }
        }
    }

    /// A continuous recognizer's location at began and changed is the centroid of the touches it
    /// reports (UIGestureRecognizer's `locationInView:` averages its touches).
    @Test func continuousLocationsAreTheCentroidOfTheirTouches() {
        for seed in 0..<Self.seeds {
            for change in Self.run(seed: seed).changes where change.state.isInProgress {
                guard let centroid = change.touchesCentroid else {
                    Issue.record("seed \(seed): \(change.name) \(change.state) reports no touches")
                    continue
                }
                #expect(
                    abs(change.location.x - centroid.x) < 1e-6 && abs(change.location.y - centroid.y) < 1e-6,
                    "seed \(seed): \(change.name) \(change.state) at \(change.location), its touches' centroid \(centroid)")
            }
        }
    }

    /// A two-finger tap's location is the centroid of its two fingers (when they were all down,
    /// [tap.h] and the decompiled UITapRecognizer), so it lies within the 45 pt allowed movement of
    /// the centroid of their last positions, wherever the fingers are.
    @Test func aTwoFingerTapIsLocatedAtItsFingersCentroid() {
        for seed in 0..<Self.seeds {
            let run = Self.run(seed: seed)
            for tap in run.changes where tap.name == "tap2" && tap.state == .ended {
                guard tap.sequence < run.sequences.count else { continue }
                let points = run.sequences[tap.sequence].contacts
                guard points.count == 2 else { continue }
                let centroid = pt((points[0].x + points[1].x) / 2, (points[0].y + points[1].y) / 2)
                let distance = ((tap.location.x - centroid.x) * (tap.location.x - centroid.x) + (tap.location.y - centroid.y) * (tap.location.y - centroid.y)).squareRoot()
                #expect(distance <= 45 + 1e-9, "seed \(seed): tap2 at \(tap.location), its fingers' centroid \(centroid)")
            }
        }
    }

    /// The sequences do exercise the recognizers (a generator that never makes them recognize
    /// would make the properties above empty).
    @Test func theSequencesExerciseEveryRecognizer() {
        var seen: [String: Int] = [:]
        for seed in 0..<Self.seeds {
            for change in Self.run(seed: seed).changes where change.state == .ended || change.state == .began {
                seen[change.name, default: 0] += 1
            }
        }
        for name in ["tap1", "tap2", "press2", "pan", "pinch", "rotation"] {
            #expect((seen[name] ?? 0) >= 5, "\(name) recognized \(seen[name] ?? 0) times in \(Self.seeds) sequences")
        }
    }
}
