import ControlModel
import Testing

@testable import GestureModel
@testable import TestSupport
@testable import TestFixtures

/// Properties of scroll views over seeded random configurations and gestures: whatever the
/// content size, flags, rate, paging, lock, nesting and gesture speeds, the offset stays within
/// the rubber band's bound, the delegate moments come in UIKit's order, a motion after a lift is
/// monotonic and ends on the target it announced, content never sees a touch the pan took
/// within the delay, and the same seed gives the same moments.
@Suite struct ScrollPropertyTests {
    static let seeds: UInt64 = 250

    /// One random run's world and what it saw.
    final class Run {
        let rig = GestureRig(width: 400, height: 800)
        let outer: ScrollView
        let inner: ScrollView?
        let button: Button
        var log: [String] = []
        var moments: [(scroll: ScrollView, ms: Int64, event: ScrollEvent)] = []
        /// True while the test sets an offset in code (its didScroll ends any motion).
        var setting = false
        var setIndexes: Set<Int> = []
        var buttonDowns: [Int64] = []
        var panBegans: [Int64] = []
        var tokens: [ObservationToken] = []

        init(seed: UInt64) {
            var random = SeededRandom(seed: seed)
            func scrollView(_ frame: Rect, _ id: String) -> ScrollView {
                let view = ScrollView(frame: frame, identifier: id)
                view.contentSize = Size(
                    width: random.pick([0, frame.width * 0.5, frame.width, frame.width * random.number(1.1...6)]),
                    height: random.pick([0, frame.height * 0.5, frame.height, frame.height * random.number(1.1...6)]))
                view.bounces = random.chance(0.8)
                view.alwaysBounceVertical = random.chance(0.3)
                view.alwaysBounceHorizontal = random.chance(0.3)
                view.isPagingEnabled = random.chance(0.3)
                view.isDirectionalLockEnabled = random.chance(0.3)
                view.delaysContentTouches = random.chance(0.8)
                view.canCancelContentTouches = random.chance(0.8)
                view.decelerationRate = random.pick([.normal, .fast, 0.95])
                return view
            }
            outer = scrollView(Rect(x: 0, y: 0, width: 400, height: random.number(300...800)), "outer")
            rig.add(outer)
            button = Button(frame: Rect(x: 20, y: 100, width: 300, height: 80))
            rig.add(button, to: outer)
            inner = random.chance(0.4) ? scrollView(Rect(x: 0, y: 200, width: 400, height: 200), "inner") : nil
            if let inner { rig.add(inner, to: outer) }
            tokens.append(button.dispatchedEvents.add { [unowned self] entry in
                if entry.event == .touchDown { self.buttonDowns.append(self.rig.nowMS) }
            })
            for scroll in [outer, inner].compactMap({ $0 }) {
                tokens.append(scroll.scrollEvents.add { [unowned self, unowned scroll] event in
                    if self.setting { self.setIndexes.insert(self.moments.count) }
                    self.moments.append((scroll, self.rig.nowMS, event))
                    self.log.append("\(self.rig.nowMS) \(scroll.identifier ?? "") \(event)")
                })
                tokens.append(scroll.panGestureRecognizer.stateChanges.add { [unowned self] change in
                    if change.state == .began { self.panBegans.append(self.rig.nowMS) }
                })
            }
            for _ in 0..<random.int(2...6) {
                let start = Point(x: random.number(5...395), y: random.number(5...795))
                let finger = rig.window.touchDown(at: start)
                let steps = random.int(0...15)
                let stepMS = random.pick([8, 16, 40, 120])
                let direction = Point(x: random.number(-60...60), y: random.number(-60...60))
                for step in 0..<steps {
                    rig.wait(stepMS)
                    finger.move(to: Point(x: start.x + direction.x * Double(step + 1), y: start.y + direction.y * Double(step + 1)))
                }
                if random.chance(0.2) { rig.wait(random.int(0...400)) }
                finger.lift()
                if random.chance(0.15) {
                    setting = true
                    outer.contentOffset = Point(x: 0, y: random.number(0...max(outer.maximumContentOffset.y, 0)))
                    setting = false
                }
                rig.wait(random.pick([0, 50, 200, 1500, 6000]))
            }
            rig.wait(10_000)
        }
    }

    @Test func theOffsetStaysWithinTheRubberBand() {
        for seed in 0..<Self.seeds {
            let run = Run(seed: seed)
            for (scroll, _, event) in run.moments {
                let limit = scroll.maximumContentOffset
                let offset = event.offset
                if scroll.bounces {
                    #expect(offset.x > -scroll.frame.width && offset.x < limit.x + scroll.frame.width, "seed \(seed)")
                    #expect(offset.y > -scroll.frame.height && offset.y < limit.y + scroll.frame.height, "seed \(seed)")
                } else {
                    #expect(offset.x >= 0 && offset.x <= limit.x && offset.y >= 0 && offset.y <= limit.y, "seed \(seed): \(offset)")
                }
            }
            // at rest, the content is within its edges
            for scroll in [run.outer, run.inner].compactMap({ $0 }) where !scroll.isDragging {
                let limit = scroll.maximumContentOffset
                #expect(!scroll.isDecelerating, "seed \(seed)")
                #expect(scroll.contentOffset.x >= 0 && scroll.contentOffset.x <= limit.x, "seed \(seed)")
                #expect(scroll.contentOffset.y >= 0 && scroll.contentOffset.y <= limit.y, "seed \(seed)")
            }
        }
    }

    /// The moments of each scroll view come in UIKit's order, and a motion after a lift moves
    /// monotonically to the target `willEndDragging` announced.
    @Test func momentsComeInOrderAndMotionsEndOnTheirTarget() {
        for seed in 0..<Self.seeds {
            let run = Run(seed: seed)
            for scroll in [run.outer, run.inner].compactMap({ $0 }) {
                var phase = "idle"
                var target: Point?
                var previous: Point?
                var direction = Point.zero
                for (index, (owner, _, event)) in run.moments.enumerated() where owner === scroll {
                    if run.setIndexes.contains(index) {
                        // an offset set in code stops any motion
                        if phase == "moving" { phase = "idle" }
                        continue
                    }
                    switch event.kind {
                    case .willBeginDragging:
                        #expect(phase == "idle" || phase == "moving", "seed \(seed): willBeginDragging while \(phase)")
                        phase = "dragging"
                    case .willEndDragging:
                        #expect(phase == "dragging", "seed \(seed)")
                        phase = "ending"
                        target = event.target
                        previous = event.offset
                        if let target { direction = Point(x: target.x - event.offset.x, y: target.y - event.offset.y) }
                    case .didEndDragging:
                        #expect(phase == "ending", "seed \(seed)")
                        #expect(event.willDecelerate == (target != event.offset), "seed \(seed)")
                        phase = event.willDecelerate == true ? "moving" : "idle"
                    case .didScroll:
                        if phase == "moving", let last = previous {
                            #expect((event.offset.x - last.x) * direction.x >= -1e-9, "seed \(seed): x went back")
                            #expect((event.offset.y - last.y) * direction.y >= -1e-9, "seed \(seed): y went back")
                            previous = event.offset
                        }
                        if phase == "idle", previous != nil { previous = nil }
                    case .didEndDecelerating:
                        #expect(phase == "moving", "seed \(seed)")
                        #expect(event.offset == target, "seed \(seed): ended at \(event.offset), announced \(String(describing: target))")
                        phase = "idle"
                    case .willBeginZooming, .didZoom, .didEndZooming, .didEndScrollingAnimation:
                        Issue.record("seed \(seed): \(event.kind) from a scroll view that cannot zoom, with no animated offset")
                    }
                }
            }
        }
    }

    /// A touch the pan took within the delay never reaches the button: every touchDown comes
    /// 150 ms after its finger landed (or at a quick lift) with no pan begun in between.
    @Test func contentNeverSeesATouchThePanTookWithinTheDelay() {
        for seed in 0..<Self.seeds {
            let run = Run(seed: seed)
            guard run.outer.delaysContentTouches else { continue }
            for down in run.buttonDowns {
                #expect(!run.panBegans.contains { $0 > down - 150 && $0 < down }, "seed \(seed): touchDown at \(down) after a pan began")
            }
        }
    }

    @Test func theSameSeedGivesTheSameMoments() {
        for seed in 0..<(Self.seeds / 5) {
            #expect(Run(seed: seed).log == Run(seed: seed).log, "seed \(seed)")
        }
    }
}
