import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import TestFixtures

/// A view that logs which touches (by identifier) reach it, phase by phase.
final class TouchIdentifierLogView: View {
    var delivered: [String] = []
    override func touchesBegan(_ touches: [Touch]) { delivered += touches.map { "began \($0.identifier)" } }
    override func touchesMoved(_ touches: [Touch]) { delivered += touches.map { "moved \($0.identifier)" } }
    override func touchesEnded(_ touches: [Touch]) { delivered += touches.map { "ended \($0.identifier)" } }
    override func touchesCancelled(_ touches: [Touch]) { delivered += touches.map { "cancelled \($0.identifier)" } }
}

/// Views' touch properties (issue 18). Sources: Apple's `UIView.isMultipleTouchEnabled` page ("When
/// set to false, the view receives only the first touch event in a multi-touch sequence that
/// start within the view's bounds. The default value of this property is false." — "This property
/// does not affect the gesture recognizers attached to the view. Gesture recognizers receive all
/// touches that occur in the view."); `UIView.isExclusiveTouch` ("causes the receiver to block the
/// delivery of touch events to other views in the same window. The default value … is false") and
/// the Event Handling Guide's paragraph on exclusive touch (a touch on an exclusive-touch view is
/// delivered only if no other view in the window is tracking a finger; a touch on another view is
/// not delivered while an exclusive-touch view is tracking one).
@Suite struct TouchPropertiesTests {
    let rig = GestureRig()

    // MARK: isMultipleTouchEnabled

    @Test func multipleTouchIsOffByDefault() {
        #expect(View().isMultipleTouchEnabled == false)
        #expect(View().isExclusiveTouch == false)
    }

    /// Off: the view gets only its first touch; a two-finger tap on it is still recognized.
    @Test func aViewWithoutMultipleTouchGetsOnlyItsFirstTouchButRecognizersSeeAll() {
        let view = rig.add(TouchIdentifierLogView(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        let tap = TapGestureRecognizer(taps: 1, touches: 2)
        tap.cancelsTouchesInView = false
        tap.delaysTouchesEnded = false
        view.addGestureRecognizer(tap)
        let log = EventLog(rig.clock)
        log.watch(tap, "tap")
        let first = rig.window.touchDown(at: pt(100, 100))
        let second = rig.window.touchDown(at: pt(150, 100))
        second.move(to: pt(151, 100))
        second.lift()
        first.lift()
        #expect(view.delivered == ["began \(first.identifier)", "ended \(first.identifier)"])
        #expect(log.entries == ["tap.ended"])
    }

    /// On: the view gets every touch.
    @Test func aViewWithMultipleTouchGetsEveryTouch() {
        let view = rig.add(TouchIdentifierLogView(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        view.isMultipleTouchEnabled = true
        let first = rig.window.touchDown(at: pt(100, 100))
        let second = rig.window.touchDown(at: pt(150, 100))
        second.lift()
        first.lift()
        #expect(
            view.delivered == [
                "began \(first.identifier)", "began \(second.identifier)", "ended \(second.identifier)", "ended \(first.identifier)",
            ])
    }

    // MARK: isExclusiveTouch

    private func twoViews(exclusive: Bool) -> (TouchIdentifierLogView, TouchIdentifierLogView) {
        let left = rig.add(TouchIdentifierLogView(frame: Rect(x: 0, y: 0, width: 200, height: 400)))
        let right = rig.add(TouchIdentifierLogView(frame: Rect(x: 200, y: 0, width: 200, height: 400)))
        left.isExclusiveTouch = exclusive
        return (left, right)
    }

    /// While an exclusive-touch view tracks a finger, a touch on another view is not delivered.
    @Test func whileAnExclusiveViewTracksAFingerOtherViewsGetNothing() {
        let (left, right) = twoViews(exclusive: true)
        let holder = rig.window.touchDown(at: pt(100, 100))
        rig.window.tap(at: pt(300, 100))
        holder.lift()
        #expect(right.delivered.isEmpty)
        #expect(left.delivered == ["began \(holder.identifier)", "ended \(holder.identifier)"])
    }

    /// A touch on an exclusive-touch view is not delivered while another view tracks a finger.
    @Test func anExclusiveViewGetsNothingWhileAnotherViewTracksAFinger() {
        let (left, right) = twoViews(exclusive: true)
        let holder = rig.window.touchDown(at: pt(300, 100))
        rig.window.tap(at: pt(100, 100))
        holder.lift()
        #expect(left.delivered.isEmpty)
        #expect(right.delivered == ["began \(holder.identifier)", "ended \(holder.identifier)"])
    }

    /// An ignored touch reaches no recognizer either: the tap on the other view does not see it.
    @Test func aTouchKeptOutByAnExclusiveViewReachesNoRecognizer() {
        let (_, right) = twoViews(exclusive: true)
        let tap = TapGestureRecognizer()
        right.addGestureRecognizer(tap)
        let log = EventLog(rig.clock)
        log.watch(tap, "tap")
        let holder = rig.window.touchDown(at: pt(100, 100))
        rig.window.tap(at: pt(300, 100))
        holder.lift()
        #expect(log.entries.isEmpty)
        rig.window.tap(at: pt(300, 100))
        #expect(log.entries == ["tap.ended"])
    }

    /// Without the property both views get their touches.
    @Test func withoutExclusiveTouchBothViewsGetTheirTouches() {
        let (left, right) = twoViews(exclusive: false)
        let holder = rig.window.touchDown(at: pt(100, 100))
        rig.window.tap(at: pt(300, 100))
        holder.lift()
        #expect(!left.delivered.isEmpty && !right.delivered.isEmpty)
    }

    // MARK: Scene keys

    @Test func sceneKeysSetTheTouchProperties() throws {
        let text = """
            {"scene": 1, "window": {"width": 400, "height": 800}, "views": [
              {"id": "canvas", "frame": [0, 0, 400, 400], "multipleTouch": true},
              {"id": "ok", "type": "button", "frame": [0, 400, 100, 44], "exclusiveTouch": true},
              {"id": "plain", "frame": [0, 500, 100, 44]}]}
            """
        let scene = try SceneLoader.load(bytes: Array(text.utf8), file: "touch.scene.json") { _ in }
        #expect(scene.views["canvas"]?.isMultipleTouchEnabled == true)
        #expect(scene.views["ok"]?.isExclusiveTouch == true)
        #expect(scene.views["plain"]?.isMultipleTouchEnabled == false)
        #expect(scene.views["plain"]?.isExclusiveTouch == false)
    }

    /// `pageControl` with `pages` and `current`; a pan's `failsPastMaxTouches`.
    @Test func sceneKeysForPageControlsAndPans() throws {
        let text = """
            {"scene": 1, "window": {"width": 400, "height": 800}, "views": [
              {"id": "dots", "type": "pageControl", "frame": [100, 700, 200, 26], "pages": 5, "current": 2},
              {"id": "pad", "frame": [0, 0, 400, 600], "recognizers": [
                {"id": "pan", "type": "pan", "maximumTouches": 1, "failsPastMaxTouches": false}]}]}
            """
        let scene = try SceneLoader.load(bytes: Array(text.utf8), file: "pages.scene.json") { _ in }
        let dots = try #require(scene.views["dots"] as? PageControl)
        #expect(dots.numberOfPages == 5 && dots.currentPage == 2)
        #expect((scene.recognizers["pan"] as? PanGestureRecognizer)?.failsPastMaxTouches == false)
        let past = """
            {"scene": 1, "window": {"width": 400, "height": 800}, "views": [
              {"id": "dots", "type": "pageControl", "pages": 3, "current": 3}]}
            """
        #expect(throws: FileError.self) { _ = try SceneLoader.load(bytes: Array(past.utf8), file: "past.scene.json") { _ in } }
    }

    @Test func aTouchPropertyThatIsNotABoolIsAnErrorWithItsPlace() {
        let text = """
            {"scene": 1, "window": {"width": 400, "height": 800}, "views": [
              {"id": "canvas", "frame": [0, 0, 400, 400], "multipleTouch": "yes"}]}
            """
        #expect(throws: FileError.self) { _ = try SceneLoader.load(bytes: Array(text.utf8), file: "bad.scene.json") { _ in } }
    }

    // MARK: PageControl (Apple: "Attaching gesture recognizers to UIKit controls")

    /// A single-finger single tap on a page control is the page control's, not a superview tap's.
    @Test func aPageControlWinsASuperviewSingleTap() {
        let container = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 800)))
        let pages = PageControl(frame: Rect(x: 100, y: 700, width: 200, height: 26))
        container.addSubview(pages)
        let tap = TapGestureRecognizer()
        container.addGestureRecognizer(tap)
        let log = EventLog(rig.clock)
        log.watch(tap, "tap")
        log.watch(pages, "pages")
        rig.window.tap(at: pt(250, 713))
        #expect(log.entries.contains("tap.failed"))
        #expect(log.entries.contains("pages.touchUpInside"))
        #expect(!log.entries.contains("pages.touchCancel"))
    }
}
