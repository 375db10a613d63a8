import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// The scroll view's rules (<doc:ScrollViews>), each from its UIKit source.
@Suite struct ScrollViewTests {
    let rig = GestureRig(width: 400, height: 800)
    let feed: ScrollView
    let button = Button(frame: Rect(x: 0, y: 400, width: 400, height: 80))
    let card = TouchLogView(frame: Rect(x: 0, y: 200, width: 400, height: 100))
    let log: EventLog
    let moments = MomentLog()

    final class MomentLog {
        var events: [(ms: Int64, event: ScrollEvent)] = []
        var token: ObservationToken?
        var kinds: [ScrollEvent.Kind] { events.map(\.event.kind) }
        func first(_ kind: ScrollEvent.Kind) -> ScrollEvent? { events.first { $0.event.kind == kind }?.event }
        func last(_ kind: ScrollEvent.Kind) -> ScrollEvent? { events.last { $0.event.kind == kind }?.event }
        var offsets: [Double] { events.filter { $0.event.kind == .didScroll }.map(\.event.offset.y) }
    }

    init() {
        feed = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800), identifier: "feed")
        feed.contentSize = Size(width: 400, height: 3000)
        rig.add(feed)
        rig.add(button, to: feed)
        rig.add(card, to: feed)
        log = EventLog(rig.clock)
        log.watch(button, "button")
        log.watch(feed.panGestureRecognizer, "pan")
        card.shared = log
        card.name = "card"
        let moments = self.moments
        let clock = rig.clock
        moments.token = feed.scrollEvents.add { event in moments.events.append((clock.now.nanoseconds / 1_000_000, event)) }
    }

    /// A finger dragged from `start` by `dy` points in `steps` moves of `stepMS` each.
    @discardableResult
    func drag(from start: Point, dy: Double, dx: Double = 0, steps: Int = 10, stepMS: Int = 16, lift: Bool = true) -> Finger {
        let finger = rig.window.touchDown(at: start)
        for step in 1...steps {
            rig.wait(stepMS)
            finger.move(to: pt(start.x + dx * Double(step) / Double(steps), start.y + dy * Double(step) / Double(steps)))
        }
        if lift { finger.lift() }
        return finger
    }

    // MARK: Defaults

    /// Apple, `UIScrollView` property pages: the defaults.
    @Test func defaultsAreUIKits() {
        let view = ScrollView()
        #expect(view.isScrollEnabled && view.delaysContentTouches && view.canCancelContentTouches && view.bounces)
        #expect(!view.alwaysBounceVertical && !view.alwaysBounceHorizontal && !view.isPagingEnabled && !view.isDirectionalLockEnabled)
        #expect(view.decelerationRate == 0.998 && ScrollPhysics.fastDecelerationRate == 0.99)
        #expect(view.contentOffset == .zero && ScrollView.contentTouchDelay == .milliseconds(150))
        #expect(view.touchesShouldCancel(in: Button()) == false && view.touchesShouldCancel(in: View()) == true)
    }

    /// iOS 26.1 `-[UIScrollViewPanGestureRecognizer initWithTarget:action:]` calls
    /// `setFailsPastMaxTouches:0`: a scroll view's pan ignores a finger past its maximum
    /// instead of failing.
    @Test func aScrollViewsPanIgnoresAFingerPastItsMaximum() {
        #expect(!feed.panGestureRecognizer.failsPastMaxTouches)
        feed.panGestureRecognizer.maximumNumberOfTouches = 1
        let first = rig.window.touchDown(at: pt(100, 600))
        let second = rig.window.touchDown(at: pt(200, 600))
        #expect(log.entries(of: "pan").isEmpty)
        rig.wait(16)
        first.move(to: pt(100, 500))
        #expect(log.entries(of: "pan") == ["pan.began"])
        first.lift()
        second.lift()
    }

    // MARK: Delayed content touches

    /// `delaysContentTouches`: a quick tap reaches the button only at the lift, began and
    /// ended together, and still fires touchUpInside.
    @Test func aQuickTapOnAButtonFiresAtTheLift() {
        let finger = rig.window.touchDown(at: pt(100, 440))
        rig.wait(80)
        #expect(log.entries(of: "button").isEmpty)
        finger.lift()
        #expect(log.entries(of: "button") == ["button.touchDown", "button.touchUpInside", "button.primaryActionTriggered"])
        #expect(log.times(of: "button.touchDown") == [80])
        #expect(feed.contentOffset == .zero)
    }

    /// A finger that stays reaches the button 0.15 s after it landed.
    @Test func aHeldFingerReachesTheButtonAfter150ms() {
        let finger = rig.window.touchDown(at: pt(100, 440))
        rig.wait(149)
        #expect(log.entries(of: "button").isEmpty)
        rig.wait(1)
        #expect(log.entries(of: "button") == ["button.touchDown"])
        #expect(log.times(of: "button.touchDown") == [150])
        finger.lift()
    }

    /// A drag that begins within the delay scrolls, and the button never sees the touch.
    @Test func anEarlyDragFromAButtonScrollsAndTheButtonNeverSeesIt() {
        drag(from: pt(100, 440), dy: -200, steps: 5)
        #expect(log.entries(of: "button").isEmpty)
        #expect(log.entries(of: "pan").first == "pan.began")
        #expect(moments.kinds.first == .willBeginDragging)
        #expect(feed.contentOffset.y > 150)
    }

    /// `touchesShouldCancel(in:)` is false for controls: a drag that starts on a button after
    /// the delay does not scroll; the button keeps tracking.
    @Test func aLateDragFromAButtonDoesNotScroll() {
        rig.window.explainsDecisions = true
        let finger = rig.window.touchDown(at: pt(100, 440))
        rig.wait(200)
        for step in 1...5 { finger.move(to: pt(100, 440 - Double(step) * 10)) }
        finger.lift()
        #expect(log.entries(of: "pan") == ["pan.failed"])
        #expect(feed.panGestureRecognizer.lastDecision?.reason == .contentKeepsTouch(view: "Button"))
        #expect(log.entries(of: "button").first == "button.touchDown")
        #expect(log.entries(of: "button").contains("button.touchUpInside"))
        #expect(feed.contentOffset == .zero && moments.events.isEmpty)
    }

    /// For other views `touchesShouldCancel(in:)` is true: the drag scrolls and the view gets
    /// touchesCancelled.
    @Test func aLateDragFromAPlainViewCancelsItsTouchAndScrolls() {
        let finger = rig.window.touchDown(at: pt(100, 250))
        rig.wait(200)
        #expect(log.entries(of: "card") == ["card.began"])
        for step in 1...5 { finger.move(to: pt(100, 250 - Double(step) * 10)) }
        #expect(log.entries(of: "card") == ["card.began", "card.cancelled"])
        #expect(feed.contentOffset.y == 40)
        finger.lift()
    }

    /// Answered by a closure, `touchesShouldCancel` lets a drag take a button's touch.
    @Test func touchesShouldCancelAnsweredYesLetsADragTakeAButtonsTouch() {
        feed.touchesShouldCancel = { _ in true }
        let finger = rig.window.touchDown(at: pt(100, 440))
        rig.wait(200)
        for step in 1...5 { finger.move(to: pt(100, 440 - Double(step) * 10)) }
        finger.lift()
        #expect(log.entries(of: "button") == ["button.touchDown", "button.touchCancel"])
        #expect(feed.contentOffset.y == 40)
    }

    /// `canCancelContentTouches` off: once the content has the touch, the drag never scrolls.
    @Test func withoutCancellingContentTouchesALateDragNeverScrolls() {
        feed.canCancelContentTouches = false
        let finger = rig.window.touchDown(at: pt(100, 250))
        rig.wait(200)
        for step in 1...5 { finger.move(to: pt(100, 250 - Double(step) * 10)) }
        finger.lift()
        #expect(log.entries(of: "card") == ["card.began", "card.moved", "card.moved", "card.moved", "card.moved", "card.moved", "card.ended"])
        #expect(feed.contentOffset == .zero)
    }

    /// `delaysContentTouches` off: the button sees touchDown at once.
    @Test func withoutDelayTheButtonSeesTouchDownAtOnce() {
        feed.delaysContentTouches = false
        let finger = rig.window.touchDown(at: pt(100, 440))
        #expect(log.entries(of: "button") == ["button.touchDown"])
        finger.lift()
    }

    /// `touchesShouldBegin` answered no keeps the touch from the content.
    @Test func touchesShouldBeginAnsweredNoKeepsTheTouchFromTheContent() {
        feed.touchesShouldBegin = { _, view in !(view is Button) }
        let finger = rig.window.touchDown(at: pt(100, 440))
        rig.wait(300)
        finger.lift()
        #expect(log.entries(of: "button").isEmpty)
    }

    /// A fast sideways drag from a slider's thumb in a vertical list. The list does not scroll
    /// sideways; the slider gets the began 0.15 s late, by when the finger is 150 pt away from
    /// the thumb — but UIKit delivers a delayed phase with the touch as it was when the phase
    /// was delayed (where the finger landed, on the thumb), so the slider tracks the drag.
    @Test func aFastSidewaysDragFromASlidersThumbInAListMovesTheSlider() {
        let slider = Slider(frame: Rect(x: 20, y: 600, width: 360, height: 31))
        slider.setValue(0.5)
        rig.add(slider, to: feed)
        // the thumb's centre: 20 + 15.5 + 0.5 × (360 − 31) = 200
        let finger = drag(from: pt(200, 615), dy: 0, dx: 150, steps: 5, lift: false)
        rig.wait(100)
        finger.move(to: pt(360, 615))
        finger.lift()
        #expect(feed.contentOffset == .zero)
        // the thumb followed the finger from where it was grabbed: (360 − 20 − 15.5) / 329
        #expect(abs(slider.preciseValue - 324.5 / 329) < 1e-12)
    }

    /// The moves a finger made while the list held its touch back reach the content as one:
    /// UIKit keeps one delayed entry per touch (`-[UIGestureDelayedEventComponentDispatcher
    /// delayedTouchForTouch:event:]` reuses the touch's entry), and sends the began as it was
    /// delayed, then the touch's present state once (`sendDelayedTouches`). A fast sideways
    /// drag across a button within the delay: touchDown and one touchDragInside at 0.15 s, not
    /// one per move.
    @Test func theMovesHeldBackReachTheContentAsOne() {
        let finger = drag(from: pt(100, 440), dy: 0, dx: 100, steps: 5, lift: false)
        #expect(log.entries(of: "button").isEmpty)
        rig.wait(100)
        #expect(log.entries(of: "button") == ["button.touchDown", "button.touchDragInside"])
        finger.move(to: pt(250, 440))
        finger.lift()
        #expect(
            log.entries(of: "button")
                == ["button.touchDown", "button.touchDragInside", "button.touchDragInside", "button.touchUpInside", "button.primaryActionTriggered"])
    }

    /// The view gets the began where and when the finger landed, then one move with the
    /// touch's present location (`sendDelayedTouches` loads each entry's saved state into the
    /// touch before sending it).
    @Test func theOneMoveHeldBackCarriesThePresentLocation() {
        final class Seen: View {
            var phases: [(phase: TouchPhase, location: Point, ms: Int64)] = []
            private func note(_ touches: [Touch], _ phase: TouchPhase) {
                guard let touch = touches.first else { return }
                phases.append((phase, touch.location(in: self), touch.timestamp.nanoseconds / 1_000_000))
            }
            override func touchesBegan(_ touches: [Touch]) { note(touches, .began) }
            override func touchesMoved(_ touches: [Touch]) { note(touches, .moved) }
            override func touchesEnded(_ touches: [Touch]) { note(touches, .ended) }
        }
        let seen = Seen(frame: Rect(x: 0, y: 1000, width: 400, height: 100))
        rig.add(seen, to: feed)
        feed.contentOffset = pt(0, 900)
        let finger = drag(from: pt(100, 150), dy: 0, dx: 100, steps: 5, lift: false)
        rig.wait(100)
        #expect(seen.phases.map(\.phase) == [.began, .moved])
        #expect(seen.phases.map(\.location) == [pt(100, 50), pt(200, 50)])
        // the began's time is the landing's; the move's, the last move's (80 ms)
        #expect(seen.phases.map(\.ms) == [0, 80])
        finger.lift()
        #expect(seen.phases.map(\.phase) == [.began, .moved, .ended])
    }

    /// A finger that lifts within the delay: the content gets the began and the ended, the
    /// touch's present state, and none of its moves.
    @Test func aLiftWithinTheDelayBringsTheBeganAndTheEndedOnly() {
        drag(from: pt(100, 250), dy: 0, dx: 50, steps: 4)
        #expect(log.entries(of: "card") == ["card.began", "card.ended"])
    }

    // MARK: Dragging

    /// The offset follows the finger, opposite in sign, from where the pan began (its
    /// hysteresis taken off).
    @Test func theOffsetFollowsTheFinger() {
        let finger = drag(from: pt(100, 600), dy: -300, steps: 6, lift: false)
        #expect(feed.contentOffset == pt(0, 290))
        #expect(feed.isDragging)
        #expect(moments.kinds.filter { $0 == .didScroll }.count == 6)
        finger.lift()
    }

    /// The scroll view is its pan's first target: a handler on the pan reads its location in
    /// content coordinates after the content moved, so it stays on the content point under the
    /// finger (the touch-down point, less the hysteresis).
    @Test func thePansLocationStaysOnTheContentPointUnderTheFinger() {
        final class Seen { var locations: [Point] = [] }
        let seen = Seen()
        let token = feed.panGestureRecognizer.addHandler { _, _, location in seen.locations.append(location) }
        drag(from: pt(100, 600), dy: -300, steps: 6)
        #expect(seen.locations.count == 7)
        #expect(seen.locations.allSatisfy { $0 == pt(100, 590) }, "\(seen.locations)")
        token.remove()
    }

    /// Past an edge the content follows through the rubber band, never as far as the view's
    /// height; without `bounces` it stops at the edge.
    @Test func pastTheTopTheRubberBandHoldsTheContentBack() {
        let finger = drag(from: pt(100, 100), dy: 410, steps: 4, lift: false)
        let expected = -ScrollPhysics.rubberBand(400, dimension: 800)
        #expect(abs(feed.contentOffset.y - expected) < 1e-9)
        #expect(feed.contentOffset.y > -400 && feed.contentOffset.y < 0)
        finger.lift()
        let stiff = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        stiff.contentSize = Size(width: 400, height: 3000)
        stiff.bounces = false
        let rig2 = GestureRig()
        rig2.add(stiff)
        let other = rig2.window.touchDown(at: pt(100, 100))
        for step in 1...4 { other.move(to: pt(100, 100 + Double(step) * 100)) }
        #expect(stiff.contentOffset == .zero)
        other.lift()
    }

    /// A sideways drag on a vertical list does not scroll: its pan declines to begin on every
    /// move and stays possible (iOS 26.1 `-[UIScrollViewPanGestureRecognizer
    /// _shouldTryToBeginWithEvent:]` answers no while the list cannot scroll along an axis the
    /// finger moved 10 pt on; `-[UIPanGestureRecognizer touchesMoved:withEvent:]` then leaves
    /// the state alone), and fails at the lift, saying the list cannot move that way with the
    /// movement it last declined.
    @Test func aSidewaysDragOnAVerticalListDoesNotScroll() {
        rig.window.explainsDecisions = true
        let finger = drag(from: pt(100, 250), dy: 0, dx: 100, steps: 5, lift: false)
        #expect(feed.panGestureRecognizer.state == .possible)
        #expect(log.entries(of: "pan").isEmpty)
        finger.lift()
        #expect(log.entries(of: "pan") == ["pan.failed"])
        #expect(feed.panGestureRecognizer.lastDecision?.reason == .cannotScroll(dx: 100, dy: 0))
        #expect(feed.contentOffset == .zero)
    }

    /// A drag that starts sideways on a vertical list and then goes down scrolls it once it is
    /// 10 pt down (issue 33): the pan stayed possible through the sideways start (iOS 26.1
    /// `-[UIScrollViewPanGestureRecognizer _shouldTryToBeginWithEvent:]` declines without
    /// failing) and begins when `_willScrollY` holds.
    @Test func aDragStartingAcrossTheListsAxisScrollsOnceItGoesAlongIt() {
        let finger = rig.window.touchDown(at: pt(100, 600))
        rig.wait(16)
        finger.move(to: pt(130, 600))  // 30 pt across
        rig.wait(16)
        finger.move(to: pt(140, 595))  // 5 pt along: not yet
        #expect(feed.panGestureRecognizer.state == .possible)
        rig.wait(16)
        finger.move(to: pt(140, 580))  // 20 pt along
        #expect(log.entries(of: "pan") == ["pan.began"])
        rig.wait(16)
        finger.move(to: pt(140, 480))
        #expect(feed.contentOffset.y == 110)
        finger.lift()
    }

    /// `isDirectionalLockEnabled`: a drag that starts within 20° of an axis stays on it.
    @Test func theDirectionalLockKeepsADragOnItsAxis() {
        feed.contentSize = Size(width: 2000, height: 3000)
        feed.isDirectionalLockEnabled = true
        let finger = rig.window.touchDown(at: pt(200, 600))
        rig.wait(16)
        finger.move(to: pt(203, 580))
        rig.wait(16)
        finger.move(to: pt(150, 400))
        #expect(feed.contentOffset.x == 0)
        #expect(feed.contentOffset.y > 0)
        finger.lift()
        feed.isDirectionalLockEnabled = false
        feed.contentOffset = .zero
        let free = rig.window.touchDown(at: pt(200, 600))
        rig.wait(16)
        free.move(to: pt(203, 580))
        rig.wait(16)
        free.move(to: pt(150, 400))
        #expect(feed.contentOffset.x > 0)
        free.lift()
    }

    // MARK: After the lift

    /// WWDC 2018 "Designing Fluid Interfaces": the projected resting offset; the motion is
    /// monotonic and ends on it with didEndDecelerating.
    @Test func aFlingDeceleratesToTheProjectedOffset() throws {
        drag(from: pt(100, 700), dy: -300, steps: 10, stepMS: 10)
        let end = try #require(moments.first(.willEndDragging))
        let velocity = try #require(end.velocity)
        let target = try #require(end.target)
        #expect(velocity.y > 250)
        let projected = end.offset.y + velocity.y / 1000 * 0.998 / (1 - 0.998)
        #expect(abs(target.y - min(projected, 2200)) < 1e-9)
        #expect(moments.first(.didEndDragging)?.willDecelerate == true)
        #expect(feed.isDecelerating)
        rig.wait(10_000)
        #expect(!feed.isDecelerating)
        #expect(moments.kinds.last == .didEndDecelerating)
        #expect(feed.contentOffset == target)
        let offsets = moments.offsets
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
    }

    /// A flick at a steady 2,000 pt/s reports 2,000 pt/s (iOS 26.1 `-[UIPanGestureRecognizer
    /// velocityInView:]` weighs the last two raw samples, both 2,000 here) and rests where
    /// UIKit's projection puts it: offset + v/1000 · r/(1 − r), 214 + 2 · 499 = 1212 at the
    /// normal rate, 214 + 2 · 99 = 412 at the fast one (issue 33).
    @Test(arguments: [(ScrollPhysics.normalDecelerationRate, 1212.0), (ScrollPhysics.fastDecelerationRate, 412.0)])
    func aSteadyFlickKeepsItsSpeed(rate: Double, rest: Double) throws {
        feed.decelerationRate = ScrollView.DecelerationRate(rawValue: rate)
        drag(from: pt(100, 700), dy: -224, steps: 7, stepMS: 16)  // 32 pt every 16 ms
        let end = try #require(moments.first(.willEndDragging))
        let velocity = try #require(end.velocity)
        #expect(velocity.y.isClose(to: 2000, within: 1e-6))
        #expect(end.offset.y.isClose(to: 214, within: 1e-9))
        #expect(try #require(end.target).y.isClose(to: rest, within: 1e-6))
        rig.wait(10_000)
        #expect(feed.contentOffset.y.isClose(to: rest, within: 1e-6))
    }

    /// The fast rate stops sooner.
    @Test func theFastRateStopsSooner() throws {
        feed.decelerationRate = .fast
        drag(from: pt(100, 700), dy: -300, steps: 10, stepMS: 10)
        let end = try #require(moments.first(.willEndDragging))
        let target = try #require(end.target)
        let velocity = try #require(end.velocity)
        #expect(abs(target.y - (end.offset.y + velocity.y / 1000 * 99)) < 1e-9)
    }

    /// Any rate between 0 and 1 is taken (`UIScrollView.decelerationRate` is a plain number):
    /// the target is projected at the scene's rate, and the motion ends exactly on it. The
    /// curve's rate is kept within 0.5…0.999 999 (``ScrollPhysics/Decay``): under 0.5 the whole
    /// projected distance is under a thousandth of the speed, so the content is there at the
    /// first frame either way; over 0.999 999 a flick would coast for hours of virtual time.
    @Test(arguments: [0.1, 0.4999, 0.999_999_9])
    func anExtremeRateStillEndsOnItsProjectedTarget(rate: Double) throws {
        feed.decelerationRate = ScrollView.DecelerationRate(rawValue: rate)
        drag(from: pt(100, 700), dy: -300, steps: 10, stepMS: 10)
        let end = try #require(moments.first(.willEndDragging))
        let target = try #require(end.target)
        let velocity = try #require(end.velocity)
        let projected = min(end.offset.y + velocity.y / 1000 * rate / (1 - rate), 2200)
        #expect(abs(target.y - projected) < 1e-9)
        rig.wait(rate < 0.5 ? 17 : 1_000_000)
        #expect(moments.kinds.last == .didEndDecelerating)
        #expect(feed.contentOffset == target)
        if rate < 0.5 { #expect(moments.offsets.filter { $0 > end.offset.y }.count == 1) }
    }

    /// A slow lift does not decelerate: didEndDragging says so, and nothing more comes.
    @Test func aSlowLiftStaysPut() {
        drag(from: pt(100, 600), dy: -50, steps: 10, stepMS: 100)
        #expect(moments.last(.didEndDragging)?.willDecelerate == false)
        rig.wait(2000)
        #expect(moments.kinds.last == .didEndDragging)
    }

    /// Apple, `scrollViewDidEndDragging(_:willDecelerate:)`: a drag that stops before the lift
    /// "stops immediately upon touch-up" — the fingers rested past the pan's velocity horizon.
    @Test func aDragThatStopsBeforeTheLiftDoesNotFling() {
        let finger = drag(from: pt(100, 700), dy: -300, steps: 10, stepMS: 10, lift: false)
        rig.wait(300)
        finger.lift()
        #expect(moments.last(.willEndDragging)?.velocity == .zero)
        #expect(moments.last(.didEndDragging)?.willDecelerate == false)
        let quick = drag(from: pt(100, 700), dy: -300, steps: 10, stepMS: 10, lift: false)
        rig.wait(50)
        quick.lift()
        #expect(moments.last(.didEndDragging)?.willDecelerate == true)
    }

    /// Setting the offset during a drag: the drag goes on from there (WWDC 2011 session 104's
    /// infinite scrolling re-centres the content while the finger is down).
    @Test func settingTheOffsetDuringADragContinuesFromIt() {
        let finger = drag(from: pt(100, 700), dy: -100, steps: 5, lift: false)
        #expect(feed.contentOffset == pt(0, 90))
        feed.contentOffset = pt(0, 500)
        rig.wait(16)
        finger.move(to: pt(100, 580))
        #expect(feed.contentOffset == pt(0, 520))
        finger.lift()
    }

    /// With scrolling off there is nothing to wait for: the content gets its touch at once.
    @Test func withScrollingOffTheContentGetsTouchesAtOnce() {
        feed.isScrollEnabled = false
        let finger = rig.window.touchDown(at: pt(100, 440))
        #expect(log.entries(of: "button") == ["button.touchDown"])
        finger.lift()
        feed.isScrollEnabled = true
        let again = rig.window.touchDown(at: pt(100, 440))
        #expect(log.entries(of: "button").count == 3)
        again.lift()
    }

    /// Released past the top, the content bounces back to the edge.
    @Test func releasedPastTheEdgeItBouncesBack() {
        drag(from: pt(100, 100), dy: 200, steps: 10, stepMS: 100)
        #expect(feed.contentOffset.y < 0)
        #expect(moments.last(.willEndDragging)?.target == .zero)
        #expect(moments.last(.didEndDragging)?.willDecelerate == true)
        rig.wait(2000)
        #expect(feed.contentOffset == .zero)
        #expect(moments.kinds.last == .didEndDecelerating)
    }

    /// `isPagingEnabled`: a flick turns to the next page, a slow lift settles on the nearest.
    @Test func pagingComesToRestOnPageBoundaries() {
        feed.isPagingEnabled = true
        drag(from: pt(100, 700), dy: -200, steps: 5, stepMS: 10)
        #expect(moments.last(.willEndDragging)?.target == pt(0, 800))
        rig.wait(3000)
        #expect(feed.contentOffset == pt(0, 800))
        drag(from: pt(100, 700), dy: -300, steps: 10, stepMS: 200)
        #expect(moments.last(.willEndDragging)?.target == pt(0, 800))
        drag(from: pt(100, 700), dy: -500, steps: 10, stepMS: 200)
        #expect(moments.last(.willEndDragging)?.target == pt(0, 1600))
    }

    /// A finger on moving content stops it; the touch does not reach the content (the first tap
    /// on a moving list only stops it), and no didEndDecelerating comes.
    @Test func aTouchDuringDecelerationStopsItAndNeverReachesTheContent() {
        drag(from: pt(100, 700), dy: -300, steps: 10, stepMS: 10)
        rig.wait(100)
        #expect(feed.isDecelerating)
        let stopped = feed.contentOffset
        let tap = rig.window.touchDown(at: pt(100, 440))
        #expect(!feed.isDecelerating)
        rig.wait(300)
        tap.lift()
        #expect(feed.contentOffset == stopped)
        #expect(log.entries(of: "button").isEmpty && log.entries(of: "card").isEmpty)
        #expect(!moments.kinds.contains(.didEndDecelerating))
    }

    /// Setting the offset stops a motion and reports didScroll.
    @Test func settingTheOffsetStopsTheMotion() {
        drag(from: pt(100, 700), dy: -300, steps: 10, stepMS: 10)
        feed.contentOffset = pt(0, 50)
        #expect(!feed.isDecelerating)
        #expect(moments.events.last?.event == ScrollEvent(kind: .didScroll, offset: pt(0, 50)))
        rig.wait(3000)
        #expect(feed.contentOffset == pt(0, 50))
    }

    /// Content moves with the offset: hit-testing and conversion follow it.
    @Test func contentMovesWithTheOffset() {
        feed.contentOffset = pt(0, 300)
        #expect(rig.window.hitTest(pt(100, 140)) === button)
        #expect(button.convert(pt(0, 0), to: nil) == pt(0, 100))
    }

    // MARK: Nesting

    /// The innermost scroll view that can move in the drag's direction takes it: a horizontal
    /// carousel in a vertical feed.
    @Test func aCarouselInAFeedTakesSidewaysDragsAndLeavesVerticalOnes() {
        let carousel = ScrollView(frame: Rect(x: 0, y: 500, width: 400, height: 200), identifier: "carousel")
        carousel.contentSize = Size(width: 1600, height: 200)
        carousel.isPagingEnabled = true
        rig.add(carousel, to: feed)
        drag(from: pt(300, 600), dy: 0, dx: -200, steps: 5, stepMS: 10)
        #expect(carousel.contentOffset.x > 0 && feed.contentOffset == .zero)
        rig.wait(2000)
        #expect(carousel.contentOffset.x == 400)
        drag(from: pt(300, 600), dy: -200, steps: 5, stepMS: 10)
        #expect(feed.contentOffset.y > 0 && carousel.contentOffset.x == 400)
    }

    /// Nested in the same direction, the inner one wins.
    @Test func nestedInTheSameDirectionTheInnerOneWins() {
        let inner = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 300))
        inner.contentSize = Size(width: 400, height: 900)
        rig.add(inner, to: feed)
        drag(from: pt(100, 300), dy: -100, steps: 5, stepMS: 200)
        #expect(inner.contentOffset.y == 90 && feed.contentOffset == .zero)
    }

    // MARK: Physics

    /// Property: the rubber band never reaches the view's length, grows with the finger, and its
    /// inverse gives the finger back.
    @Test func theRubberBandIsBoundedMonotonicAndInvertible() {
        var previous = 0.0
        for step in 1...2000 {
            let excess = Double(step) * 3.7
            let shown = ScrollPhysics.rubberBand(excess, dimension: 800)
            #expect(shown > previous && shown < 800)
            #expect(abs(ScrollPhysics.fingerExcess(showing: shown, dimension: 800) - excess) < 1e-6 * max(excess, 1))
            previous = shown
        }
    }

    /// Property: a decay is monotonic, ends on its target, and ends at the stopping speed.
    @Test func aDecayIsMonotonicAndEndsOnItsTarget() {
        for (start, target, rate) in [(0.0, 1000.0, 0.998), (500.0, -20.0, 0.99), (10.0, 10.5, 0.998), (0.0, 1e6, 0.998)] {
            let decay = ScrollPhysics.Decay(from: start, to: target, rate: rate)
            var previous = start
            var ms = 0.0
            while ms < decay.duration {
                let offset = decay.offset(after: ms)
                #expect(target > start ? offset >= previous : offset <= previous)
                previous = offset
                ms += 1000.0 / 60
            }
            #expect(decay.offset(after: decay.duration) == target)
            #expect(abs(decay.offset(after: decay.duration - 1e-6) - target) < 1e-3)
        }
    }
}
