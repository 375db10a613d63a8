import ControlModel
import Testing

@testable import GestureModel
@testable import GestureMaps

/// A handler's latency causes when a requirement fails in the very event that held its
/// dependant: held and released at one instant, the dependant waited for nothing, and no
/// "waits 0 s" cause is listed — only what did take time.
///
/// Source: Apple, `require(toFail:)` ("the receiver's state transition … is delayed until
/// otherGestureRecognizer transitions to failed"): the delay is the time between the two, here
/// none; how causes are read, TheGestureMapOfAScene.md.
@Suite struct RequirementReleasedAtOnceTests {
    /// `press` requires the swipe `flick`, and both wait 0.5 s from the touch-down: the press's
    /// minimum press duration and the swipe's maximum duration end at one instant. The press's
    /// timer goes first (it took the touch first): it begins and is held behind the swipe,
    /// which then gives up at that same instant and releases it. The handler waited for the
    /// minimum press duration alone.
    @Test func aRequirementFailingInTheEventThatHeldAddsNoWait() throws {
        let map = try GestureMapTests.map("""
            {"id": "row", "frame": [0, 0, 390, 100],
             "recognizers": [{"id": "press", "type": "longPress", "requires": ["flick"], "handlers": [{"id": "menu"}]},
                             {"id": "flick", "type": "swipe", "direction": "left"}]}
            """)
        let menu = GestureMapTests.probe(.longPress, on: "row", in: map)?.handlers.first { $0.id == "menu" }
        #expect(menu?.latency == .milliseconds(500))
        #expect(menu?.causes == [.minimumPressDuration(.milliseconds(500))])
    }
}
