import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import TestFixtures

/// The environment keeps some references unretained (see Contributing, "Speed");
/// these are the unusual lifetimes a review found, each of which once read freed memory. Run
/// under AddressSanitizer (CI does) they fail loudly if an owner stops outliving a reference.
@Suite("lifetimes of recognizers, views and windows")
struct LifetimeTests {
    @Test func aOneShotTapThatRemovesItselfFiresOnce() {
        let rig = GestureRig()
        let photo = rig.add(View(frame: Rect(x: 0, y: 0, width: 200, height: 200)))
        var fired = 0
        var token: TapConvenienceToken?
        token = photo.whenTapped {
            fired += 1
            token?.remove()
            token = nil
        }
        rig.window.tap(at: pt(50, 50))
        rig.wait(1_000)
        rig.window.tap(at: pt(50, 50))
        rig.wait(1_000)
        #expect(fired == 1)
        #expect(rig.window.environment.engagedRecognizers.isEmpty)
    }

    @Test func aRecognizerRemovedByItsOwnHandlerGoesCleanly() {
        let rig = GestureRig()
        let photo = rig.add(View(frame: Rect(x: 0, y: 0, width: 200, height: 200)))
        var fired = 0
        do {
            let tap = TapGestureRecognizer()
            photo.addGestureRecognizer(tap)
            tap.addHandler { recognizer, _, _ in
                fired += 1
                recognizer.view?.removeGestureRecognizer(recognizer)
            }
        }
        rig.window.tap(at: pt(50, 50))
        rig.wait(1_000)
        rig.window.tap(at: pt(50, 50))
        rig.wait(1_000)
        #expect(fired == 1)
        #expect(photo.gestureRecognizers.isEmpty)
    }

    @Test func aSuperviewReleasedMidGestureKeepsItsRecognizerUntilTheTouchEnds() {
        let rig = GestureRig()
        var sheet: View? = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        rig.window.addSubview(sheet!)
        sheet!.addSubview(View(frame: Rect(x: 0, y: 0, width: 300, height: 300)))
        sheet!.addGestureRecognizer(TapGestureRecognizer())
        let finger = rig.window.touchDown(at: pt(50, 50))
        sheet!.removeFromSuperview()
        sheet = nil
        rig.wait(20)
        finger.lift()
        rig.wait(1_000)
        #expect(rig.window.environment.engagedRecognizers.isEmpty)
        #expect(rig.window.environment.pendingDeliveryCount == 0)
    }

    @Test func aHandlerThatLiftsTheMovingFingerLeavesTheTouchAliveForTheMove() {
        // a move is passed on unretained; a handler lifting that finger inside it must not free it
        let rig = GestureRig()
        let canvas = rig.add(View(frame: Rect(x: 0, y: 0, width: 300, height: 300)))
        let pan = PanGestureRecognizer()
        canvas.addGestureRecognizer(pan)
        var states: [GestureState] = []
        let finger = rig.window.touchDown(at: pt(50, 50))
        pan.addHandler { _, state, _ in
            states.append(state)
            if state == .changed, finger.isDown { finger.lift() }
        }
        for step in 1...4 {
            guard finger.isDown else { break }
            rig.wait(16)
            finger.move(to: pt(50 + 10 * Double(step), 50))
        }
        rig.wait(1_000)
        #expect(states == [.began, .changed, .ended])
        #expect(rig.window.touchesDown.isEmpty)
        #expect(rig.window.environment.pendingDeliveryCount == 0)
    }

    @Test func aTimerHandlerThatLetsTheWindowGoEndsItsPassCleanly() {
        // a long press closing the window: the timer's pass keeps the environment meanwhile
        let clock = TestScheduler()
        var window: Window? = Window(width: 400, height: 400, scheduler: clock)
        let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window!.addSubview(view)
        let press = LongPressGestureRecognizer()
        view.addGestureRecognizer(press)
        var states: [GestureState] = []
        press.addHandler { _, state, _ in
            states.append(state)
            if state == .began { window = nil }
        }
        window!.handle([TouchChange(identifier: 1, phase: .began, location: pt(50, 50))])
        clock.advance(by: .seconds(1))
        #expect(states == [.began])
        #expect(window == nil)
    }

    @Test func aSingleTapRecognizedByTheDoubleTapsTimerMayLetTheWindowGo() {
        let clock = TestScheduler()
        var window: Window? = Window(width: 400, height: 400, scheduler: clock)
        let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window!.addSubview(view)
        var ran = 0
        let single = view.whenTapped {
            ran += 1
            window = nil
        }
        let double = view.whenDoubleTapped {}
        window!.handle([TouchChange(identifier: 1, phase: .began, location: pt(50, 50))])
        clock.advance(by: .milliseconds(50))
        window!.handle([TouchChange(identifier: 1, phase: .ended, location: pt(50, 50))])
        clock.advance(by: .seconds(1))
        #expect(ran == 1)
        #expect(window == nil)
        _ = (single, double)
    }

    @Test func aRequestOutsideAnyPassWhoseHandlerLetsTheWindowGoEndsCleanly() {
        // a state asked for by the caller's own delayed work, not a recognizer timer
        let clock = TestScheduler()
        var window: Window? = Window(width: 400, height: 400, scheduler: clock)
        let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window!.addSubview(view)
        let scripted = ScriptedRecognizer(identifier: "r")
        view.addGestureRecognizer(scripted)
        var states: [GestureState] = []
        scripted.addHandler { _, state, _ in
            states.append(state)
            window = nil
        }
        window!.handle([TouchChange(identifier: 1, phase: .began, location: pt(50, 50))])
        clock.perform(after: .milliseconds(10)) { scripted.requestState(.began) }
        clock.advance(by: .seconds(1))
        #expect(states == [.began])
        #expect(window == nil)
    }

    @Test func aRecognizerOutlivingItsSceneReportsNothing() throws {
        var records: [ReplayRecord] = []
        var scene: Scene? = try SceneLoader.load(
            bytes: Array(#"{"scene": 1, "window": {"width": 100, "height": 100}, "views": [{"id": "v", "frame": [0, 0, 100, 100], "recognizers": [{"id": "tap", "type": "tap", "handlers": [{"id": "onTap"}, {"id": "later", "delay": 0.1}]}]}]}"#.utf8),
            file: "inline.scene.json") { records.append($0) }
        let tap = try #require(scene?.recognizers["tap"])
        scene = nil
        tap.requestState(.ended)
        #expect(tap.state == .ended)
        #expect(records.isEmpty)
    }

    @Test func aViewWithATapConvenienceOutlivingItsSceneRunsOnlyItsNewHandlers() throws {
        var records: [ReplayRecord] = []
        var scene: Scene? = try SceneLoader.load(
            bytes: Array(#"{"scene": 1, "window": {"width": 100, "height": 100}, "views": [{"id": "v", "frame": [0, 0, 100, 100], "whenTapped": [{"id": "tapped"}]}]}"#.utf8),
            file: "inline.scene.json") { records.append($0) }
        let view = try #require(scene?.views["v"])
        view.removeFromSuperview()
        scene = nil
        let clock = TestScheduler()
        let window = Window(width: 100, height: 100, scheduler: clock)
        window.addSubview(view)
        var mine = 0
        let token = view.whenTapped { mine += 1 }
        window.handle([TouchChange(identifier: 1, phase: .began, location: pt(50, 50))])
        clock.advance(by: .milliseconds(50))
        window.handle([TouchChange(identifier: 1, phase: .ended, location: pt(50, 50))])
        clock.advance(by: .seconds(1))
        #expect(mine == 1)
        #expect(records.isEmpty)
        _ = token
    }

    @Test func aViewMovedToAnotherWindowMidGestureIsKeptByBoth() {
        let clock = TestScheduler()
        let windowA = Window(width: 400, height: 400, scheduler: clock)
        let windowB = Window(width: 400, height: 400, scheduler: clock)
        let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        windowA.addSubview(view)
        let other = View(frame: Rect(x: 200, y: 200, width: 200, height: 200))
        windowA.addSubview(other)
        other.addGestureRecognizer(TapGestureRecognizer())
        var tap: TapGestureRecognizer? = TapGestureRecognizer()
        view.addGestureRecognizer(tap!)
        let fingerA = windowA.touchDown(at: pt(50, 50))
        windowB.addSubview(view)
        let fingerB = windowB.touchDown(at: pt(50, 50))
        fingerA.lift()
        _ = windowA.touchDown(at: pt(300, 300))
        view.removeGestureRecognizer(tap!)
        tap = nil
        fingerB.move(to: pt(60, 60))
        fingerB.lift()
        clock.advance(by: .seconds(1))
        #expect(windowA.environment.engagedRecognizers.allSatisfy { $0.view != nil })
        #expect(windowB.environment.engagedRecognizers.isEmpty)
        #expect(windowB.environment.pendingDeliveryCount == 0)
    }

    @Test func aSecondWindowThatGoesClearsTheRecognizersItEngaged() {
        let clock = TestScheduler()
        let windowA = Window(width: 400, height: 400, scheduler: clock)
        var windowB: Window? = Window(width: 400, height: 400, scheduler: clock)
        let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        windowA.addSubview(view)
        let tap = TapGestureRecognizer()
        view.addGestureRecognizer(tap)
        let fingerA = windowA.touchDown(at: pt(50, 50))
        windowB!.addSubview(view)
        _ = windowB!.touchDown(at: pt(50, 50))
        view.removeFromSuperview()
        windowB = nil
        #expect(tap.environment == nil)
        tap.isEnabled = false
        fingerA.lift()
    }

    /// A recognizer bound to a second touch but excluded (by one that began on that touch's
    /// began and stays in progress) before it received the touch is reset at the end of the
    /// pass, and must not get the touch's later phases: it once did, without a began.
    @Test func aRecognizerExcludedBeforeATouchReachedItGetsNoLaterPhasesOfIt() {
        let rig = GestureRig()
        let view = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        let first = ScriptedRecognizer(identifier: "first")  // continuous: it stays in progress
        first.onBegan = { recognizer, _ in
            if recognizer.numberOfTouches == 2 { recognizer.requestState(.began) }
        }
        let second = ScriptedRecognizer(identifier: "second")
        var secondMoves = 0
        second.onMoved = { _, _ in secondMoves += 1 }
        view.addGestureRecognizer(first)
        view.addGestureRecognizer(second)
        let one = rig.window.touchDown(at: pt(50, 50))
        let two = rig.window.touchDown(at: pt(150, 150))
        #expect(first.state == .began && second.state == .possible)  // the excluded one was reset
        two.move(to: pt(160, 160))
        #expect(secondMoves == 0)
        two.lift()
        one.lift()
    }

    /// A held dependent in another window whose delegate closure, asked while its requirement
    /// fails, lets it and its window go: the environment keeps it for the call (under ASan this
    /// read freed memory when it was handed over unretained).
    @Test func aDependentLetGoByItsOwnDelegateWhileItsRequirementFailsIsKeptForTheCall() {
        let clock = TestScheduler()
        let windowA = Window(width: 400, height: 400, scheduler: clock)
        var windowB: Window? = Window(width: 400, height: 400, scheduler: clock)
        let viewX = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        windowA.addSubview(viewX)
        let x = ScriptedRecognizer(identifier: "x"), y = ScriptedRecognizer(identifier: "y")
        let z = ScriptedRecognizer(identifier: "z")
        for recognizer in [x, y, z] { viewX.addGestureRecognizer(recognizer) }
        x.onEnded = { recognizer, _ in recognizer.requestState(.failed) }
        let viewD = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        windowB?.addSubview(viewD)
        var dependent: ScriptedRecognizer? = ScriptedRecognizer(identifier: "d")
        dependent?.require(toFail: x)
        viewD.addGestureRecognizer(dependent!)
        dependent?.onBegan = { recognizer, _ in recognizer.requestState(.began) }
        var armed = false
        var calls = 0
        dependent?.delegateClosures.shouldRequireFailure = { asker, _ in
            guard armed else { return false }
            calls += 1
            if calls == 1 {
                viewD.removeFromSuperview()
                viewD.removeGestureRecognizer(asker)
                dependent = nil
                windowB = nil
                return false
            }
            return true
        }
        let finger = windowA.touchDown(at: pt(10, 10))
        _ = windowB?.touchDown(at: pt(10, 10))
        #expect(dependent?.heldState == .began)
        armed = true
        finger.lift()
        clock.advance(by: .seconds(1))
        #expect(calls >= 1)
        #expect(dependent == nil)
    }
}
