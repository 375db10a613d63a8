import Foundation
import Testing
import ControlModel
import GestureModel
import SceneFiles
import Replay
import TestSupport
import TraceTools

/// `margins` (``DecisionMargins``): for each rule with a number, input at a known distance from
/// its limit, and the margin reported equals that distance.
@Suite struct DecisionMarginTests {
    static let scene = """
        {"scene": 1, "window": {"width": 800, "height": 800},
         "views": [
           {"id": "tapPad", "frame": [0, 0, 200, 200],
            "recognizers": [{"id": "tap", "type": "tap", "handlers": [{"id": "tapped"}]}]},
           {"id": "doublePad", "frame": [200, 0, 200, 200],
            "recognizers": [{"id": "double", "type": "tap", "taps": 2}]},
           {"id": "pressPad", "frame": [400, 0, 200, 200],
            "recognizers": [{"id": "press", "type": "longPress"}]},
           {"id": "panPad", "frame": [0, 200, 200, 200],
            "recognizers": [{"id": "pan", "type": "pan"}]},
           {"id": "swipePad", "frame": [200, 200, 300, 300],
            "recognizers": [{"id": "swipe", "type": "swipe", "direction": "right"}]},
           {"id": "pinchPad", "frame": [0, 500, 300, 300],
            "recognizers": [{"id": "pinch", "type": "pinch"}]},
           {"id": "like", "type": "button", "frame": [600, 600, 50, 50],
            "handlers": [{"id": "liked", "events": ["touchUpInside"]}]}
         ]}
        """

    /// A scroll view holding a button: its content delay and its deceleration.
    static let scrollScene = """
        {"scene": 1, "window": {"width": 400, "height": 800},
         "views": [
           {"id": "list", "type": "scroll", "frame": [0, 0, 400, 800], "contentSize": [400, 3000],
            "children": [
              {"id": "row", "type": "button", "frame": [0, 0, 400, 300],
               "handlers": [{"id": "open", "events": ["touchUpInside"]}]}]}
         ]}
        """

    /// The margins of `trace` (sample lines `t touch phase x y`) through `scene` (the one above
    /// by default).
    static func margins(_ samples: [(Double, Int, TouchPhase, Double, Double)], scene: String = scene) throws -> [DecisionMargin] {
        let folder = FileManager.default.temporaryDirectory.path + "/bk-events-margins-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try scene.write(toFile: folder + "/s.scene.json", atomically: true, encoding: .utf8)
        let lines = samples.map { ShrinkLine(nanoseconds: Int64(($0.0 * 1e9).rounded()), content: .sample(touch: $0.1, phase: $0.2, x: $0.3, y: $0.4)) }
        return try DecisionMargins.of(ShrinkInput(lines: lines, scene: folder + "/s.scene.json"))
    }

    static func spare(_ margins: [DecisionMargin], _ id: String, _ rule: String) -> Double? {
        margins.first { $0.id == id && $0.rule == rule }?.spare
    }

    static func near(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-6 } ?? false }

    @Test func aTapsMovementAndDuration() throws {
        // moved 41 of 45 pt; lifted 0.5 s after it landed (0.75 s allowed)
        let margins = try Self.margins([(0, 1, .began, 50, 50), (0.1, 1, .moved, 91, 50), (0.5, 1, .ended, 91, 50)])
        #expect(Self.near(Self.spare(margins, "tap", "tapMovement"), 4))
        #expect(Self.near(Self.spare(margins, "tap", "tapDuration"), 0.25))
        // the handler it ran inherits the tightest: 4 pt is 2 fragile units, 0.25 s is 12.5
        let handler = margins.first { $0.id == "tapped" }
        #expect(handler?.decision == "ran")
        #expect(Self.near(handler?.spare, 4))
    }

    @Test func aTapThatMovedTooFar() throws {
        let margins = try Self.margins([(0, 1, .began, 50, 50), (0.1, 1, .moved, 100, 50), (0.2, 1, .ended, 100, 50)])
        let failed = margins.first { $0.id == "tap" && $0.decision == "failed" }
        #expect(failed?.rule == "movedTooFar")
        #expect(Self.near(failed?.spare, 5))
    }

    @Test func aDoubleTapsGap() throws {
        // lifted at 0.1, next tap at 0.4: 0.3 of 0.35 s
        let margins = try Self.margins([(0, 1, .began, 250, 50), (0.1, 1, .ended, 250, 50), (0.4, 1, .began, 250, 50), (0.5, 1, .ended, 250, 50)])
        #expect(Self.near(Self.spare(margins, "double", "tapInterval"), 0.05))
        #expect(margins.first?.rule == "tapInterval")  // the tightest first
    }

    @Test func aLongPressHoldAndMovement() throws {
        // held 0.8 s (0.5 needed), moved 6 of 10 pt before it began
        let margins = try Self.margins([(0, 1, .began, 450, 50), (0.2, 1, .moved, 456, 50), (0.8, 1, .ended, 456, 50)])
        #expect(Self.near(Self.spare(margins, "press", "pressDuration"), 0.3))
        #expect(Self.near(Self.spare(margins, "press", "pressMovement"), 4))
    }

    @Test func aLongPressLiftedTooSoon() throws {
        let margins = try Self.margins([(0, 1, .began, 450, 50), (0.45, 1, .ended, 450, 50)])
        let failed = margins.first { $0.id == "press" && $0.decision == "failed" }
        #expect(failed?.rule == "liftedTooSoon")
        #expect(Self.near(failed?.spare, 0.05))
    }

    @Test func aPansHysteresis() throws {
        let margins = try Self.margins([(0, 1, .began, 50, 250), (0.1, 1, .moved, 62, 250), (0.2, 1, .ended, 80, 250)])
        #expect(Self.near(Self.spare(margins, "pan", "panHysteresis"), 2))
    }

    @Test func aSwipesDistanceCrossAndTime() throws {
        // 60 pt right (50 needed), 10 across (200 allowed), at 0.1 s (0.5 allowed)
        let margins = try Self.margins([(0, 1, .began, 250, 300), (0.1, 1, .moved, 310, 310), (0.2, 1, .ended, 310, 310)])
        #expect(Self.near(Self.spare(margins, "swipe", "swipeDistance"), 10))
        #expect(Self.near(Self.spare(margins, "swipe", "swipeCrossDistance"), 190))
        #expect(Self.near(Self.spare(margins, "swipe", "swipeDuration"), 0.4))
    }

    @Test func aPinchsThreshold() throws {
        // fingers 100 pt apart, then 111: 11 of the 8 pt threshold
        let margins = try Self.margins([
            (0, 1, .began, 100, 650), (0, 2, .began, 200, 650), (0.1, 2, .moved, 211, 650), (0.2, 1, .ended, 100, 650), (0.2, 2, .ended, 211, 650),
        ])
        #expect(Self.near(Self.spare(margins, "pinch", "pinchThreshold"), 3))
    }

    @Test func aControlsTrackingMargin() throws {
        // the button's bounds grown by 70 pt end at x 720: a lift at 710 is 10 inside, at 731 is 11 outside
        let inside = try Self.margins([(0, 1, .began, 620, 620), (0.1, 1, .ended, 710, 620)])
        let up = inside.first { $0.id == "like" && $0.decision == "touchUpInside" }
        #expect(up?.rule == "controlMargin")
        #expect(Self.near(up?.spare, 10))
        #expect(up?.flip == "touchUpOutside")
        #expect(Self.near(inside.first { $0.id == "liked" }?.spare, 10))
        let outside = try Self.margins([(0, 1, .began, 620, 620), (0.1, 1, .ended, 731, 620)])
        #expect(Self.near(outside.first { $0.id == "like" && $0.decision == "touchUpOutside" }?.spare, 11))
    }

    @Test func aTapHeldTooLong() throws {
        // the tap's timer fails it at 0.75 s while the finger is down; the finger lifts at 0.82,
        // 0.07 s past the limit: the failure's margin, told at the lift (the failed tap no
        // longer follows the touch)
        let margins = try Self.margins([(0, 1, .began, 50, 50), (0.82, 1, .ended, 50, 50)])
        let failed = margins.first { $0.id == "tap" && $0.decision == "failed" }
        #expect(failed?.rule == "heldTooLong")
        #expect(Self.near(failed?.spare, 0.07))
        #expect(failed?.numbers?.withinLimit == false)
        #expect(failed?.flip == "not failed by this rule")
        // a tap that lifts at 0.74 recognizes, 0.01 s inside the limit
        let recognized = try Self.margins([(0, 1, .began, 50, 50), (0.74, 1, .ended, 50, 50)])
        #expect(Self.near(Self.spare(recognized, "tap", "tapDuration"), 0.01))
    }

    @Test func aDoubleTapsNextTapTooLate() throws {
        // lifted at 0.1: the wait runs out at 0.45; the next touch comes at 0.47, 0.37 s after
        // the lift (0.02 s too late); its own wait runs out at 0.85 and no touch follows
        let margins = try Self.margins([(0, 1, .began, 250, 50), (0.1, 1, .ended, 250, 50), (0.47, 1, .began, 250, 50), (0.5, 1, .ended, 250, 50)])
        let failures = margins.filter { $0.id == "double" && $0.decision == "failed" }.sorted { $0.time < $1.time }
        #expect(failures.map(\.rule) == ["nextTapTooLate", "nextTapTooLate"])
        #expect(Self.near(failures.first?.spare, 0.02))
        #expect(failures.first?.numbers?.withinLimit == false)
        #expect(failures.first?.flip == "not failed by this rule")
        #expect(failures.last?.numbers == nil)
    }

    @Test func aTapAndAHalfsNextTouchTooLate() throws {
        // a long press after one tap: the tap lifts at 0.1, the press comes down at 0.5, 0.05 s
        // after the 0.35 s wait ran out
        let scene = """
            {"scene": 1, "window": {"width": 400, "height": 400},
             "views": [{"id": "pad", "frame": [0, 0, 400, 400], "recognizers": [{"id": "tapAndHold", "type": "longPress", "taps": 1}]}]}
            """
        let margins = try Self.margins([(0, 1, .began, 50, 50), (0.1, 1, .ended, 50, 50), (0.5, 1, .began, 50, 50), (1.2, 1, .ended, 50, 50)], scene: scene)
        let failed = margins.filter { $0.id == "tapAndHold" && $0.decision == "failed" }.min { $0.time < $1.time }
        #expect(failed?.rule == "nextTapTooLate")
        #expect(Self.near(failed?.spare, 0.05))
    }

    @Test func aContentDelayCutShortByTheLift() throws {
        // lifted 0.1 s into the scroll view's 0.15 s delay: the button gets began and ended at the lift
        let margins = try Self.margins([(0, 1, .began, 200, 100), (0.1, 1, .ended, 200, 100)], scene: Self.scrollScene)
        let delay = margins.first { $0.id == "list.delay" && $0.decision == "failed" }
        #expect(delay?.rule == "contentTouchDelay")
        #expect(Self.near(delay?.spare, 0.05))
        #expect(delay?.flip == "delay ran out")
    }

    @Test func aContentDelayCutShortByTheScroll() throws {
        // the pan begins at 0.04 (12 pt up), 0.11 s before the delay would have run out
        let margins = try Self.margins(
            [(0, 1, .began, 200, 100), (0.04, 1, .moved, 200, 88), (0.2, 1, .moved, 200, 60), (0.4, 1, .ended, 200, 60)], scene: Self.scrollScene)
        let delay = margins.first { $0.id == "list.delay" && $0.decision == "failed" }
        #expect(delay?.rule == "contentTouchDelay")
        #expect(Self.near(delay?.spare, 0.11))
    }

    /// A drag up at 5 pt every 16 ms: the content's speed at the lift is 312.5 pt/s, 62.5 over
    /// the 250 pt/s it needs to fling on.
    static func drag(liftAfterRest rest: Double) -> [(Double, Int, TouchPhase, Double, Double)] {
        var samples: [(Double, Int, TouchPhase, Double, Double)] = [(0, 1, .began, 200, 600)]
        for step in 1...8 { samples.append((Double(step) * 0.016, 1, .moved, 200, 600 - 5 * Double(step))) }
        samples.append((0.128 + rest, 1, .ended, 200, 560))
        return samples
    }

    @Test func theDecelerationSpeedAndTheVelocityHorizon() throws {
        let fling = try Self.margins(Self.drag(liftAfterRest: 0.002), scene: Self.scrollScene)
        let speed = fling.first { $0.id == "list" && $0.rule == "decelerationSpeed" }
        #expect(speed?.decision == "didEndDragging")
        #expect(speed?.numbers?.unit == .pointsPerSecond)
        #expect(Self.near(speed?.spare, 62.5))
        #expect(speed?.flip == "no fling")
        let horizon = fling.first { $0.id == "list" && $0.rule == "velocityHorizon" }
        #expect(Self.near(horizon?.spare, 0.098))
        #expect(horizon?.flip == "no velocity")

        // resting 0.15 s before the lift: past the 0.1 s horizon by 0.05, so no velocity, and
        // no fling (0 of 250 pt/s)
        let rested = try Self.margins(Self.drag(liftAfterRest: 0.15), scene: Self.scrollScene)
        let late = rested.first { $0.id == "list" && $0.rule == "velocityHorizon" }
        #expect(Self.near(late?.spare, 0.05))
        #expect(late?.flip == "velocity kept")
        let slow = rested.first { $0.id == "list" && $0.rule == "decelerationSpeed" }
        #expect(Self.near(slow?.spare, 250))
        #expect(slow?.flip == "fling")
        #expect(slow?.isFragile(FragileLimits(distance: 2, time: 0.02, speed: 250)) == true)
        #expect(slow?.isFragile(FragileLimits(distance: 2, time: 0.02)) == false)
    }

    @Test func fragileLimitsParseAndApply() throws {
        let limits = try #require(FragileLimits(parsing: "2pt,20ms"))
        #expect(limits == FragileLimits(distance: 2, time: 0.02))
        #expect(FragileLimits(parsing: "2pt") == nil)
        #expect(FragileLimits(parsing: "2,20ms") == nil)
        #expect(FragileLimits(parsing: "2pt,20ms,3deg,100pt/s") == FragileLimits(distance: 2, time: 0.02, angle: 3 * (Double.pi / 180), speed: 100))
        #expect(FragileLimits(parsing: "2pt,20ms,100pt/s,50pt/s") == nil)
        let margins = try Self.margins([(0, 1, .began, 250, 50), (0.1, 1, .ended, 250, 50), (0.44, 1, .began, 250, 50), (0.5, 1, .ended, 250, 50)])
        #expect(margins.contains { $0.isFragile(limits) })  // the gap: 0.34 of 0.35 s
        #expect(margins.first?.line(.text).contains("tapInterval: 0.34 s ≤ 0.35 s, 0.01 s to spare (else failed)") == true)
    }


    /// The sweep flips a tap exactly when one of its margins is within the perturbation (one
    /// line moved by at most the perturbation changes a measure by at most as much).
    @Test func theSweepFlipsExactlyTheDecisionsWithinThePerturbation() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/bk-events-sweep-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.scene.write(toFile: folder + "/s.scene.json", atomically: true, encoding: .utf8)
        var random = SeededRandom(seed: 37)
        var flips = 0, cases = 0
        while cases < 16 {
            let moved = random.number(35...44.9, decimals: 3), duration = random.number(0.5...0.74, decimals: 3)
            let position = random.number(0.5...6, decimals: 2), time = random.number(0.005...0.12, decimals: 3)
            let movementSpare = 45 - moved, durationSpare = 0.75 - duration
            // a margin exactly at the perturbation: which side it lands on is the rule's edge, not this property
            if abs(movementSpare - position) < 1e-3 || abs(durationSpare - time) < 1e-3 { continue }
            cases += 1
            let lines = [(0.0, TouchPhase.began, 50.0), (duration / 2, .moved, 50 + moved), (duration, .ended, 50 + moved)].map {
                ShrinkLine(nanoseconds: Int64(($0.0 * 1e9).rounded()), content: .sample(touch: 1, phase: $0.1, x: $0.2, y: 50))
            }
            let input = ShrinkInput(lines: lines, scene: folder + "/s.scene.json")
            let margins = try DecisionMargins.of(input)
            #expect(Self.near(Self.spare(margins, "tap", "tapMovement"), movementSpare))
            let expected = movementSpare < position || durationSpare <= time
            let sweep = try MarginSweep(time: time, position: position).run(input)
            let flipped = sweep.changes.contains { $0.id == "tap" }
            #expect(flipped == expected, "moved \(moved) ±\(position) pt, lasted \(duration) ±\(time) s")
            if flipped { flips += 1 }
        }
        #expect(flips > 2 && flips < 14)  // both kinds of case were met
    }

    /// The same for the wait between two taps, on either side of the 0.35 s limit: a double tap
    /// that recognized (its `tapInterval`) or failed waiting (`nextTapTooLate`, measured when
    /// the late touch came) flips exactly when the gap is within the perturbation of the limit.
    @Test func theSweepFlipsADoubleTapExactlyWhenItsGapIsWithinThePerturbation() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/bk-events-sweep-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.scene.write(toFile: folder + "/s.scene.json", atomically: true, encoding: .utf8)
        var random = SeededRandom(seed: 3537)
        var flips = 0, lateOnes = 0, cases = 0
        while cases < 12 {
            let gap = random.number(0.29...0.41, decimals: 3), time = random.number(0.005...0.05, decimals: 3)
            let spare = abs(gap - 0.35)
            if abs(spare - time) < 1e-3 || spare < 1e-3 { continue }
            cases += 1
            let lines = [(0.0, TouchPhase.began), (0.05, .ended), (0.05 + gap, .began), (0.1 + gap, .ended)].map {
                ShrinkLine(nanoseconds: Int64(($0.0 * 1e9).rounded()), content: .sample(touch: 1, phase: $0.1, x: 250, y: 50))
            }
            let input = ShrinkInput(lines: lines, scene: folder + "/s.scene.json")
            let margins = try DecisionMargins.of(input)
            let first = margins.filter { $0.id == "double" }.min { $0.time < $1.time }
            #expect(first?.rule == (gap > 0.35 ? "nextTapTooLate" : "tapInterval"))
            #expect(Self.near(first?.spare, spare), "gap \(gap)")
            if gap > 0.35 { lateOnes += 1 }
            let sweep = try MarginSweep(time: time, position: 0).run(input)
            let flipped = sweep.changes.contains { $0.id == "double" }
            #expect(flipped == (spare < time), "gap \(gap) ±\(time) s")
            if flipped { flips += 1 }
        }
        #expect(flips > 1 && flips < 11 && lateOnes > 1 && lateOnes < 11)  // every kind of case was met
    }

    @Test func sweepParametersParse() {
        #expect(MarginSweep(parsing: "time=±20ms,position=±2pt") == MarginSweep(time: 0.02, position: 2))
        #expect(MarginSweep(parsing: "time=+-0.02s") == MarginSweep(time: 0.02, position: 0))
        #expect(MarginSweep(parsing: "speed=2") == nil)
    }
}
