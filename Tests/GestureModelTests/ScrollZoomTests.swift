import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Zooming scroll views (<doc:ScrollViews>), each rule from its source in iOS 26.1 UIKitCore
/// (decompiled `UIScrollView`, `UIScrollViewPinchGestureRecognizer`).
@Suite struct ScrollZoomTests {
    let rig = GestureRig(width: 400, height: 800)
    /// A 400 × 400 scroll view at y 100 zooming a 400 × 400 photo, scales 1…3.
    let scroll: ScrollView
    let photo = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let moments = MomentLog()

    final class MomentLog {
        var events: [(ms: Int64, event: ScrollEvent)] = []
        var token: ObservationToken?
        var kinds: [ScrollEvent.Kind] { events.map(\.event.kind) }
        /// The kinds other than didScroll.
        var zoomKinds: [ScrollEvent.Kind] { kinds.filter { $0 != .didScroll } }
        func last(_ kind: ScrollEvent.Kind) -> (ms: Int64, event: ScrollEvent)? { events.last { $0.event.kind == kind } }
        func count(_ kind: ScrollEvent.Kind) -> Int { kinds.filter { $0 == kind }.count }
    }

    init() {
        scroll = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 400), identifier: "s")
        scroll.contentSize = Size(width: 400, height: 400)
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 3
        let photo = self.photo
        scroll.viewForZooming = { _ in photo }
        rig.add(scroll)
        rig.add(photo, to: scroll)
        let moments = self.moments
        let clock = rig.clock
        moments.token = scroll.scrollEvents.add { event in moments.events.append((clock.now.nanoseconds / 1_000_000, event)) }
    }

    /// Two fingers either side of `center` (window coordinates), `from` apart, spread to `to`
    /// apart in `steps` moves 16 ms apart (and the centre moved by `shift`); lifted unless
    /// `lift` is false.
    @discardableResult
    func pinch(
        at center: Point = pt(200, 300), from: Double = 100, to: Double, shift: Point = .zero, steps: Int = 10, lift: Bool = true
    ) -> [Finger] {
        let fingers = rig.window.touchDown(at: [pt(center.x - from / 2, center.y), pt(center.x + from / 2, center.y)])
        for step in 1...steps {
            rig.wait(16)
            let progress = Double(step) / Double(steps)
            let half = (from + (to - from) * progress) / 2
            let middle = pt(center.x + shift.x * progress, center.y + shift.y * progress)
            rig.window.move(fingers, to: [pt(middle.x - half, middle.y), pt(middle.x + half, middle.y)])
        }
        if lift { rig.window.lift(fingers) }
        return fingers
    }

    // MARK: The pinch

    /// `-[UIScrollView initWithFrame:]` (zoom scales 1 and 1, `bouncesZoom` on) and
    /// `_updatePinchGesture` / `_updatePanGestureConfiguration`: a pinch exactly while the
    /// limits differ, and then the pan takes at most two fingers.
    @Test func pinchExistsWhileTheLimitsDiffer() throws {
        let plain = ScrollView(identifier: "p")
        #expect(plain.minimumZoomScale == 1 && plain.maximumZoomScale == 1 && plain.zoomScale == 1 && plain.bouncesZoom)
        #expect(plain.pinchGestureRecognizer == nil && plain.panGestureRecognizer.maximumNumberOfTouches == Int.max)
        plain.maximumZoomScale = 2
        let pinch = try #require(plain.pinchGestureRecognizer)
        #expect(pinch.identifier == "p.pinch" && pinch.view === plain && plain.gestureRecognizers.contains { $0 === pinch })
        #expect(plain.panGestureRecognizer.maximumNumberOfTouches == 2 && !pinch.delaysTouchesEnded)
        plain.minimumZoomScale = 2
        #expect(plain.pinchGestureRecognizer == nil && pinch.view == nil && plain.panGestureRecognizer.maximumNumberOfTouches == Int.max)
    }

    /// `_updatePinchGestureForState:` began and changed: the pinch's scale starts at the zoom
    /// scale, each change applies it (`setZoomScale:…force:` → `scrollViewDidZoom:`), the
    /// photo and the content take the scaled size (`_adjustContentSizeForView:atScale:`), and
    /// `didEndZooming` comes at the lift with the scale.
    @Test func aPinchZoomsThePhoto() throws {
        pinch(to: 200)
        // began at the first move (110 pt apart), where the scale is set to the zoom scale (1)
        let expected = 200.0 / 110.0
        #expect(abs(scroll.zoomScale - expected) < 1e-9)
        #expect(photo.frame == Rect(x: 0, y: 0, width: 400 * scroll.zoomScale, height: 400 * scroll.zoomScale))
        #expect(scroll.contentSize == photo.frame.size)
        #expect(moments.zoomKinds.first == .willBeginZooming && moments.zoomKinds.last == .didEndZooming)
        #expect(moments.zoomKinds.dropFirst().dropLast().allSatisfy { $0 == .didZoom } && moments.count(.didZoom) >= 8)
        #expect(moments.events.first { $0.event.kind == .willBeginZooming }?.event.scale == 1)
        #expect(moments.last(.didEndZooming)?.event.scale == scroll.zoomScale)
        #expect(!scroll.isZooming && !scroll.isZoomBouncing)
    }

    /// `setZoomScale:withAnchorPoint:…`: the photo's point under the fingers' centroid when
    /// the pinch began stays under the centroid — in place when the fingers only spread, and
    /// following them when they move too.
    @Test func thePointUnderTheFingersStaysUnderThem() {
        // the centroid at window (200, 300) is the photo's (200, 200)
        pinch(to: 200, lift: false)
        let scale = scroll.zoomScale
        #expect(abs(scroll.contentOffset.x - (200 * scale - 200)) < 1e-9 && abs(scroll.contentOffset.y - (200 * scale - 200)) < 1e-9)
        #expect(scroll.isZooming)
    }

    /// The same, with the centroid moving 30 pt left while the fingers spread: the content
    /// moves with it.
    @Test func fingersMovingTogetherScrollAsTheyZoom() {
        pinch(to: 200, shift: pt(-30, 0), lift: false)
        let scale = scroll.zoomScale
        // the centroid had moved 3 pt when the pinch began (the photo's x 197)
        #expect(abs(scroll.contentOffset.x - (197 * scale - 170)) < 1e-9)
        #expect(abs(scroll.contentOffset.y - (200 * scale - 200)) < 1e-9)
    }

    /// `_zoomRubberBandScaleForScale:` with `bouncesZoom`: past the maximum the scale shown is
    /// `max·(2 − max/scale)`; `_updatePinchGestureForState:` ended: the zoom goes back to the
    /// maximum at once (one `didZoom` there, `isZoomBouncing`) and `didEndZooming` comes when
    /// the animation would end (`_zoomAnimationDurationForScale:`, `_zoomAnimationDidStop`).
    @Test func aPinchPastTheMaximumBouncesBack() throws {
        let fingers = pinch(to: 500, lift: false)
        let asked = 500.0 / 140.0
        let shown = ZoomPhysics.rubberBandScale(asked, minimum: 1, maximum: 3)
        #expect(abs(scroll.zoomScale - shown) < 1e-9 && shown > 3 && shown < 6)
        #expect(abs(shown - 3 * (2 - 3 / asked)) < 1e-12)
        let zoomsBefore = moments.count(.didZoom)
        rig.window.lift(fingers)
        #expect(scroll.zoomScale == 3 && scroll.isZoomBouncing && !scroll.isZooming)
        #expect(moments.count(.didZoom) == zoomsBefore + 1 && moments.last(.didZoom)?.event.scale == 3)
        #expect(moments.last(.didEndZooming) == nil)
        // the photo's (200, 200) under the centroid at the lift
        #expect(abs(scroll.contentOffset.x - 400) < 1e-9 && abs(scroll.contentOffset.y - 400) < 1e-9)
        let seconds = ZoomPhysics.animationSeconds(from: shown, to: 3)
        rig.clock.advance(by: .seconds(1))
        let end = try #require(moments.last(.didEndZooming))
        #expect(end.event.scale == 3 && !scroll.isZoomBouncing)
        #expect(end.ms == 160 + Int64((seconds * 1000).rounded(.down)))
    }

    /// `_updatePinchGestureForState:` began while a zoom animation runs (`_zoomAnimationCount`):
    /// that zoom ends first (`didEndZooming`), then the new one begins.
    @Test func aPinchDuringTheBounceBackEndsItFirst() throws {
        pinch(to: 500)
        #expect(scroll.isZoomBouncing)
        moments.events.removeAll()
        rig.wait(50)
        // in, within the limits: it ends at its lift
        pinch(from: 150, to: 110)
        #expect(Array(moments.zoomKinds.prefix(2)) == [.didEndZooming, .willBeginZooming])
        #expect(moments.events.first?.event.scale == 3 && moments.count(.didEndZooming) == 2)
        // the first one's end does not come again
        rig.clock.advance(by: .seconds(1))
        #expect(moments.count(.didEndZooming) == 2 && !scroll.isZoomBouncing)
    }

    /// `setZoomScale:animated:` during a pinch with `bouncesZoom` takes the scale asked as the
    /// scale shown (`_zoomScaleForRubberBandScale:`), so the rubber band gives it back.
    @Test func settingTheScaleDuringAPinchShowsIt() {
        let fingers = pinch(to: 150, lift: false)
        scroll.setZoomScale(3.5, animated: false)
        #expect(abs(scroll.zoomScale - 3.5) < 1e-9)
        rig.window.lift(fingers)
        #expect(scroll.zoomScale == 3 && scroll.isZoomBouncing)
    }

    /// A pinch below the minimum shows `min/(2 − scale/min)` and bounces back up to it.
    @Test func aPinchBelowTheMinimumBouncesBack() throws {
        let fingers = pinch(from: 200, to: 100, lift: false)
        let asked = 100.0 / 190.0
        #expect(abs(scroll.zoomScale - 1 / (2 - asked)) < 1e-9)
        rig.window.lift(fingers)
        #expect(scroll.zoomScale == 1 && scroll.isZoomBouncing)
        let seconds = ZoomPhysics.animationSeconds(from: 1 / (2 - asked), to: 1)
        rig.clock.advance(by: .seconds(1))
        let end = try #require(moments.last(.didEndZooming))
        #expect(end.event.scale == 1 && !scroll.isZoomBouncing)
        #expect(end.ms == 160 + Int64((seconds * 1000).rounded(.down)))
    }

    /// Without `bouncesZoom` the scale stops at the limit and nothing bounces
    /// (`_clampedZoomScale:allowRubberbanding:` NO).
    @Test func withoutBouncesZoomThePinchStopsAtTheLimit() {
        scroll.bouncesZoom = false
        pinch(to: 500)
        #expect(scroll.zoomScale == 3 && !scroll.isZoomBouncing)
        #expect(moments.zoomKinds.last == .didEndZooming && moments.last(.didEndZooming)?.ms == 160)
    }

    // MARK: From code

    /// `setZoomScale:animated:` NO: `didZoom` alone, the middle of the view kept in place.
    @Test func setZoomScaleKeepsTheMiddle() {
        scroll.setZoomScale(2, animated: false)
        #expect(scroll.zoomScale == 2 && scroll.contentSize == Size(width: 800, height: 800))
        #expect(scroll.contentOffset == pt(200, 200))
        #expect(moments.kinds == [.didScroll, .didZoom])
        #expect(moments.last(.didZoom)?.event.scale == 2)
        // the scale it has: nothing (`force` NO)
        scroll.zoomScale = 2
        #expect(moments.kinds.count == 2)
        // clamped to the limits
        scroll.zoomScale = 10
        #expect(scroll.zoomScale == 3)
    }

    /// `setZoomScale:animated:` YES: `willBeginZooming`, `didZoom` at once, `didEndZooming`
    /// after `min(|ln 1 − ln 2|·0.3 + 0.1, 0.4)` s.
    @Test func anAnimatedZoomEndsAfterItsDuration() throws {
        scroll.setZoomScale(2, animated: true)
        #expect(moments.zoomKinds == [.willBeginZooming, .didZoom])
        rig.clock.advance(by: .seconds(1))
        let end = try #require(moments.last(.didEndZooming))
        let seconds = log(2.0) * 0.3 + 0.1
        #expect(end.ms == Int64((seconds * 1000).rounded(.down)) && end.event.scale == 2)
        #expect(ZoomPhysics.animationSeconds(from: 1, to: 100) == 0.4)
    }

    /// `zoomToRect:animated:`: the scale that fits the rectangle along its tighter axis
    /// (clamped), the rectangle's middle in the middle of the view; at the scale it has, a
    /// scroll instead.
    @Test func zoomToARectangle() {
        scroll.zoom(to: Rect(x: 150, y: 100, width: 200, height: 100), animated: false)
        // 400/200 = 2 along x fits (100·2 ≤ 400)
        #expect(scroll.zoomScale == 2)
        #expect(scroll.contentOffset == pt(250 * 2 - 200, 150 * 2 - 200))
        scroll.zoom(to: Rect(x: 0, y: 0, width: 100, height: 100), animated: false)
        #expect(scroll.zoomScale == 3)
        #expect(scroll.contentOffset == pt(0, 0))
        let zooms = moments.count(.didZoom)
        scroll.zoom(to: Rect(x: 300, y: 300, width: 400 / 3, height: 400 / 3), animated: true)
        #expect(moments.count(.didZoom) == zooms && scroll.contentOffset == pt(800, 800))
    }

    /// `_getDelegateZoomView`: the delegate object's answer first; without a view nothing
    /// zooms, though the pinch still begins and ends.
    @Test func theViewForZooming() {
        final class Delegate: ScrollViewZoomingDelegate {
            let view: View
            init(_ view: View) { self.view = view }
            func viewForZooming(in scrollView: ScrollView) -> View? { view }
        }
        let other = rig.add(View(frame: Rect(x: 0, y: 0, width: 100, height: 100)), to: scroll)
        let delegate = Delegate(other)
        scroll.zoomingDelegate = delegate
        #expect(scroll.zoomView === other)
        scroll.zoomingDelegate = nil
        #expect(scroll.zoomView === photo)
        scroll.viewForZooming = { $0 }
        #expect(scroll.zoomView == nil)
        scroll.viewForZooming = nil
        scroll.setZoomScale(2, animated: true)
        #expect(scroll.zoomScale == 1 && moments.kinds.isEmpty)
        pinch(to: 200)
        #expect(scroll.zoomScale == 1 && moments.zoomKinds == [.willBeginZooming, .didEndZooming])
    }

    /// A zooming delegate that is not the delegate is told each zoom moment as it reaches
    /// ``ScrollView/scrollEvents``, in order, under `UIScrollViewDelegate`'s names
    /// (``ScrollViewZoomingDelegate``'s contract); a pinch that also moves the content scrolls
    /// too, and those moments are not the zooming delegate's.
    @Test func aZoomingDelegateHearsTheZoomMomentsOnly() {
        final class Listener: ScrollViewZoomingDelegate {
            var heard: [ScrollEvent.Kind] = []
            func viewForZooming(in scrollView: ScrollView) -> View? { nil }
            func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) { heard.append(.willBeginZooming) }
            func scrollViewDidZoom(_ scrollView: ScrollView) { heard.append(.didZoom) }
            func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
                heard.append(.didEndZooming)
            }
        }
        let listener = Listener()
        scroll.zoomingDelegate = listener
        pinch(to: 200, shift: pt(30, 0))
        withExtendedLifetime(listener) {}
        #expect(moments.count(.didScroll) > 0 && moments.count(.didZoom) > 0)
        #expect(listener.heard.first == .willBeginZooming && listener.heard.last == .didEndZooming)
        #expect(listener.heard == moments.kinds.filter { [.willBeginZooming, .didZoom, .didEndZooming].contains($0) })
    }

    // MARK: With the pan and the content

    /// `_gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:`: the pinch and
    /// the pan do not prevent each other.
    @Test func thePinchAndThePanRecognizeTogether() throws {
        let pinch = try #require(scroll.pinchGestureRecognizer)
        #expect(!pinch.canPrevent(scroll.panGestureRecognizer) && !pinch.canBePrevented(by: scroll.panGestureRecognizer))
        #expect(pinch.canPrevent(TapGestureRecognizer()))
        // two fingers that spread and move 60 pt down: both begin, neither fails
        let log = EventLog(rig.clock)
        log.watch(pinch, "pinch")
        log.watch(scroll.panGestureRecognizer, "pan")
        self.pinch(to: 200, shift: pt(0, 60))
        #expect(log.entries.contains("pinch.began") && log.entries.contains("pan.began"))
        #expect(!log.entries.contains("pinch.failed") && !log.entries.contains("pan.failed"))
        // the content moved through the zoom alone (`_updatePanGesture` leaves it to a pinch
        // with two fingers): the photo's (200, 206) under the centroid at the lift, (200, 360)
        let scale = scroll.zoomScale
        #expect(abs(scroll.contentOffset.y - (206 * scale - 260)) < 1e-9)
        // one didScroll per zoom step at most, and one at the lift
        #expect(moments.count(.didScroll) <= moments.count(.didZoom) + 1)
    }

    /// `-[UIScrollViewPinchGestureRecognizer touchesMoved:withEvent:]`: a pinch whose finger
    /// is on a button that already has the touch (the delay passed) does not begin — the
    /// scroll view may not cancel a control's touch.
    @Test func contentThatKeepsItsTouchStopsThePinch() throws {
        let button = rig.add(Button(frame: Rect(x: 100, y: 150, width: 100, height: 100)), to: photo)
        let pinchRecognizer = try #require(scroll.pinchGestureRecognizer)
        let log = EventLog(rig.clock)
        log.watch(pinchRecognizer, "pinch")
        log.watch(button, "button")
        rig.window.explainsDecisions = true
        let fingers = rig.window.touchDown(at: [pt(150, 300), pt(250, 300)])
        rig.wait(200)
        #expect(log.entries.contains("button.touchDown"))
        rig.window.move(fingers, to: [pt(100, 300), pt(300, 300)])
        rig.window.lift(fingers)
        #expect(log.entries(of: "pinch") == ["pinch.failed"] && scroll.zoomScale == 1)
        #expect(pinchRecognizer.lastDecision?.reason == .contentKeepsTouch(view: "Button"))
    }

    /// `_updatePinchGestureForState:` began: fingers landing on decelerating content stop it
    /// (`_stopScrollingNotify:`).
    @Test func aPinchStopsDeceleration() {
        scroll.setZoomScale(3, animated: false)
        // a fling
        let finger = rig.window.touchDown(at: pt(200, 400))
        for step in 1...5 {
            rig.wait(16)
            finger.move(to: pt(200, 400 - Double(step) * 30))
        }
        finger.lift()
        #expect(scroll.isDecelerating)
        pinch(to: 150)
        #expect(!scroll.isDecelerating)
    }

    /// `ZoomPhysics`: the rubber band and its inverse, UIKit's functions.
    @Test func theRubberBandAndItsInverse() {
        for scale in [0.1, 0.5, 0.99, 1, 2, 3, 3.5, 10, 1000] {
            let shown = ZoomPhysics.rubberBandScale(scale, minimum: 1, maximum: 3)
            #expect(abs(ZoomPhysics.scale(showing: shown, minimum: 1, maximum: 3) - scale) < 1e-9 * scale)
            #expect(shown > 0.5 && shown < 6)
        }
        #expect(ZoomPhysics.rubberBandScale(6, minimum: 1, maximum: 3) == 4.5)
        #expect(ZoomPhysics.rubberBandScale(0.5, minimum: 1, maximum: 3) == 1 / 1.5)
    }
}
