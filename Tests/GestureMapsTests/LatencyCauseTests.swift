import ControlModel
import Testing

@testable import GestureModel
@testable import GestureMaps

/// ``LatencyCause``s read from the models' decisions: cases where the instant a handler ran at
/// and the scene's configuration alone would name the wrong wait, or too many.
@Suite struct LatencyCauseTests {
    static func handler(_ gesture: ProbeGesture, on id: String, _ views: String) throws -> ProbeHandlerRun? {
        GestureMapTests.probe(gesture, on: id, in: try GestureMapTests.map(views))?.handlers.first
    }

    /// `open` requires `zoom`, which requires `triple`: after one tap both `zoom` and `triple`
    /// fail at the same instant, but only `zoom` held `open` back.
    @Test func aChainOfRequirementsNamesTheLinkThatHeld() throws {
        let show = try Self.handler(.tap, on: "photo", """
            {"id": "card", "frame": [0, 100, 390, 400],
             "recognizers": [{"id": "triple", "type": "tap", "taps": 3},
                             {"id": "zoom", "type": "tap", "taps": 2, "requires": ["triple"]}],
             "children": [{"id": "photo", "frame": [0, 0, 390, 300],
                           "recognizers": [{"id": "open", "type": "tap", "requires": ["zoom"], "handlers": [{"id": "show"}]}]}]}
            """)
        #expect(show?.latency == .milliseconds(350))
        #expect(show?.causes == [.waitsForFailure(of: "zoom", held: .milliseconds(350))])
    }

    /// The swipe `flick`, which `menu` requires to fail, gives up (0.5 s without a swipe) at the
    /// instant `menu` reaches its minimum press duration, just before: `menu` was never held.
    @Test func aRequirementFailingAtTheSameInstantButEarlierDidNotHold() throws {
        let menu = try Self.handler(.longPress, on: "row", """
            {"id": "row", "frame": [0, 0, 390, 100],
             "recognizers": [{"id": "flick", "type": "swipe", "direction": "left"},
                             {"id": "press", "type": "longPress", "requires": ["flick"], "handlers": [{"id": "menu"}]}]}
            """)
        #expect(menu?.latency == .milliseconds(500))
        #expect(menu?.causes == [.minimumPressDuration(.milliseconds(500))])
    }

    /// A long press that requires a double tap: it begins after 0.5 s, is held until the tap
    /// fails at 0.75 s (held too long): both causes, in order.
    @Test func aPressHeldBehindARequirementPaysBoth() throws {
        let menu = try Self.handler(.longPress, on: "row", """
            {"id": "row", "frame": [0, 0, 390, 100],
             "recognizers": [{"id": "zoom", "type": "tap", "taps": 2},
                             {"id": "press", "type": "longPress", "requires": ["zoom"], "handlers": [{"id": "menu"}]}]}
            """)
        #expect(menu?.latency == .milliseconds(750))
        #expect(menu?.causes == [.minimumPressDuration(.milliseconds(500)), .waitsForFailure(of: "zoom", held: .milliseconds(250))])
        #expect(menu?.description == "menu ×2 750 ms after down: minimum press duration 0.5 s, waits 0.25 s for zoom to fail")
    }

    /// A delayed handler on a tap that waits for a double tap: the wait, then the delay.
    @Test func aHandlerDelayAfterAWait() throws {
        let show = try Self.handler(.tap, on: "photo", """
            {"id": "photo", "frame": [0, 100, 390, 300],
             "recognizers": [{"id": "zoom", "type": "tap", "taps": 2},
                             {"id": "open", "type": "tap", "requires": ["zoom"], "handlers": [{"id": "show", "delay": 0.2}]}]}
            """)
        #expect(show?.latency == .milliseconds(550))
        #expect(show?.causes == [.waitsForFailure(of: "zoom", held: .milliseconds(350)), .handlerDelay(.milliseconds(200))])
    }

    /// A scroll view's handler on the end of its motion runs when the content stops: the
    /// deceleration after the lift, from its records.
    @Test func aScrollViewsHandlerWaitsForItsDeceleration() throws {
        let map = try GestureMapTests.map("""
            {"id": "list", "type": "scroll", "frame": [0, 0, 390, 844], "contentSize": [390, 3000],
             "handlers": [{"id": "stopped", "events": ["didEndDecelerating"]}, {"id": "lifted", "events": ["didEndDragging"]}]}
            """)
        let handlers = GestureMapTests.probe(.swipe(.up), on: "list", in: map)?.handlers
        let stopped = try #require(handlers?.first { $0.id == "stopped" })
        #expect(stopped.after == .ended && stopped.latency > .seconds(1))
        #expect(stopped.causes == [.deceleration(stopped.latency)])
        // the lift's own moment is not late
        #expect(handlers?.first { $0.id == "lifted" }?.causes == [])
    }

    /// A button in a scroll view gets its touch-down late: the scroll view's content delay
    /// (its `list.delay` recognizer delays touches began) holds it 150 ms, or until a quicker
    /// lift. The latency runs from the finger coming down, not from the event that released
    /// it; the touch-up, given at its own instant, is not late.
    @Test func aScrollViewsContentDelayHoldsTheTouchDown() throws {
        let map = try GestureMapTests.map("""
            {"id": "list", "type": "scroll", "frame": [0, 0, 390, 844], "contentSize": [390, 3000],
             "children": [{"id": "row", "type": "button", "frame": [0, 0, 390, 100],
                           "handlers": [{"id": "pressed", "events": ["touchDown"]}, {"id": "opened", "events": ["touchUpInside"]}]}]}
            """)
        func run(_ gesture: ProbeGesture, _ id: String) -> ProbeHandlerRun? {
            GestureMapTests.probe(gesture, on: "row", in: map)?.handlers.first { $0.id == id }
        }
        func delay(_ milliseconds: Int) -> [LatencyCause] {
            [.touchesHeld(phase: .began, by: "list.delay", rule: .delaysTouchesBegan, held: .milliseconds(milliseconds), until: .failed)]
        }
        // a tap lifts after 50 ms: the touch-down comes with the lift (not "0 ms after lift")
        let tap = run(.tap, "pressed")
        #expect(tap?.latency == .milliseconds(50) && tap?.after == .began && tap?.causes == delay(50))
        #expect(tap?.description == "pressed 50 ms after down: touch-down held 0.05 s until list.delay fails (delaysTouchesBegan)")
        let opened = run(.tap, "opened")
        #expect(opened?.latency == .zero && opened?.after == .ended && opened?.causes == [])
        // held still, the finger gets its touch-down after the whole delay
        let press = run(.longPress, "pressed")
        #expect(press?.latency == .milliseconds(150) && press?.after == .began && press?.causes == delay(150))
        // a sideways pan (which the list cannot scroll): after the delay, not "16.667 ms after a move"
        let pan = run(.pan(.right), "pressed")
        #expect(pan?.latency == .milliseconds(150) && pan?.after == .began && pan?.causes == delay(150))
    }

    /// A tap on a button itself (which goes before the button's action) waits for a double tap
    /// on the card and does not cancel the button's touch: the button's touch-up is held by
    /// that tap while it waits (every phase is withheld then), and given when it ends. The
    /// holder is the tap, not the double tap a guess from the failures at that instant names.
    @Test func aTouchUpHeldByATapWaitingForItsRequirement() throws {
        let map = try GestureMapTests.map("""
            {"id": "card", "frame": [0, 100, 390, 400],
             "recognizers": [{"id": "zoom", "type": "tap", "taps": 2}],
             "children": [{"id": "like", "type": "button", "frame": [20, 20, 100, 60],
               "recognizers": [{"id": "open", "type": "tap", "requires": ["zoom"], "cancelsTouchesInView": false, "handlers": [{"id": "show"}]}],
               "handlers": [{"id": "liked", "events": ["touchUpInside"]}]}]}
            """)
        let handlers = GestureMapTests.probe(.tap, on: "like", in: map)?.handlers
        #expect(handlers?.first { $0.id == "show" }?.causes == [.waitsForFailure(of: "zoom", held: .milliseconds(350))])
        #expect(handlers?.first { $0.id == "liked" }?.causes == [
            .touchesHeld(phase: .ended, by: "open", rule: .waitingForRequired, held: .milliseconds(350), until: .ended)
        ])
    }

    /// The same held touch-up seen by a handler of the event that follows it: the button's
    /// `primaryActionTriggered` is dispatched by its `touchUpInside`, which the late touch-up
    /// dispatched. The cause is found through that chain of events, whatever the handler's
    /// event is called.
    @Test func anEventThatFollowsAHeldTouchUpWaitedForItToo() throws {
        let map = try GestureMapTests.map("""
            {"id": "card", "frame": [0, 100, 390, 400],
             "recognizers": [{"id": "zoom", "type": "tap", "taps": 2}],
             "children": [{"id": "like", "type": "button", "frame": [20, 20, 100, 60],
               "recognizers": [{"id": "open", "type": "tap", "requires": ["zoom"], "cancelsTouchesInView": false}],
               "handlers": [{"id": "primary", "events": ["primaryActionTriggered"]}]}]}
            """)
        let primary = GestureMapTests.probe(.tap, on: "like", in: map)?.handlers.first { $0.id == "primary" }
        #expect(primary?.latency == .milliseconds(350) && primary?.after == .ended)
        #expect(primary?.causes == [.touchesHeld(phase: .ended, by: "open", rule: .waitingForRequired, held: .milliseconds(350), until: .ended)])
    }
}
