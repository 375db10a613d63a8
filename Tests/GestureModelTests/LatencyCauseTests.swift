import ControlModel
import Testing

@testable import GestureModel

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
}
