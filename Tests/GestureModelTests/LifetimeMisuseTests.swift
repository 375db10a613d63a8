import ControlModel
import Testing

@testable import GestureModel

/// What user code may do with objects whose owners are gone (issue 24): each is safe — the
/// call does nothing, or what belonged to the released scene was cancelled with it — where a
/// UIKit developer would expect it to be allowed. Each runs in a process of its own, so a trap
/// fails its test alone.
@Suite struct LifetimeMisuseTests {
    /// A delayed gesture handler still pending when its window, view and recognizer go: the
    /// call belonged to the recognizer and goes with it (before: "Attempted to read an unowned
    /// reference" when the clock reached it).
    @Test func aDelayedGestureHandlerOfAReleasedSceneDoesNotRun() async {
        await #expect(processExitsWith: .success) {
            let clock = TestScheduler()
            nonisolated(unsafe) var fired = 0
            do {
                let window = Window(width: 100, height: 100, scheduler: clock)
                let tap = TapGestureRecognizer()
                window.addGestureRecognizer(tap)
                _ = tap.addHandler(delay: .seconds(1)) { _, _, _ in fired += 1 }
                window.tap(at: Point(x: 50, y: 50))
            }
            clock.advance(by: .seconds(2))
            if fired != 0 { fatalError("ran \(fired) times") }
        }
    }

    /// The same for a control's delayed event handler.
    @Test func aDelayedControlHandlerOfAReleasedSceneDoesNotRun() async {
        await #expect(processExitsWith: .success) {
            let clock = TestScheduler()
            nonisolated(unsafe) var fired = 0
            do {
                let window = Window(width: 100, height: 100, scheduler: clock)
                let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 100))
                window.addSubview(button)
                _ = button.addEventHandler(for: .touchUpInside, delay: .seconds(1)) { _, _ in fired += 1 }
                window.tap(at: Point(x: 50, y: 50))
            }
            clock.advance(by: .seconds(2))
            if fired != 0 { fatalError("ran \(fired) times") }
        }
    }

    /// Removing a handler whose recognizer is gone does nothing.
    @Test func removingAHandlerOfAReleasedRecognizerDoesNothing() async {
        await #expect(processExitsWith: .success) {
            var token: GestureHandlerToken?
            do {
                let tap = TapGestureRecognizer()
                token = tap.addHandler { _, _, _ in }
            }
            token?.remove()
        }
    }

    /// Lifting a finger whose window is gone does nothing.
    @Test func liftingAFingerOfAReleasedWindowDoesNothing() async {
        await #expect(processExitsWith: .success) {
            var finger: Finger?
            do {
                let window = Window(width: 100, height: 100, scheduler: TestScheduler())
                finger = window.touchDown(at: Point(x: 50, y: 50))
            }
            finger?.move(to: Point(x: 60, y: 60))
            finger?.lift()
        }
    }

    /// A long press whose window is released while it waits does not begin afterwards.
    @Test func aLongPressOfAReleasedWindowDoesNotBegin() async {
        await #expect(processExitsWith: .success) {
            let clock = TestScheduler()
            nonisolated(unsafe) var states: [GestureState] = []
            do {
                let window = Window(width: 100, height: 100, scheduler: clock)
                let press = LongPressGestureRecognizer()
                window.addGestureRecognizer(press)
                _ = press.addHandler { _, state, _ in states.append(state) }
                _ = window.touchDown(at: Point(x: 50, y: 50))
            }
            clock.advance(by: .seconds(1))
            if !states.isEmpty { fatalError("states \(states)") }
        }
    }

    /// A finger left down on the window's own background: the window, its touch and its
    /// recognizers all go when the test lets go of them (before: window → touch → view, the
    /// window itself, kept the whole scene).
    @Test func aFingerLeftDownOnTheWindowDoesNotKeepTheScene() {
        weak var weakWindow: Window?
        weak var weakTap: TapGestureRecognizer?
        do {
            let window = Window(width: 100, height: 100, scheduler: TestScheduler())
            let tap = TapGestureRecognizer()
            window.addGestureRecognizer(tap)
            _ = window.touchDown(at: Point(x: 50, y: 50))
            weakWindow = window
            weakTap = tap
        }
        #expect(weakWindow == nil)
        #expect(weakTap == nil)
    }

    /// The same with the finger on a subview.
    @Test func aFingerLeftDownOnAViewDoesNotKeepTheScene() {
        weak var weakWindow: Window?
        weak var weakView: View?
        do {
            let window = Window(width: 100, height: 100, scheduler: TestScheduler())
            let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            view.addGestureRecognizer(PanGestureRecognizer())
            _ = window.touchDown(at: Point(x: 50, y: 50))
            weakWindow = window
            weakView = view
        }
        #expect(weakWindow == nil)
        #expect(weakView == nil)
    }
}
