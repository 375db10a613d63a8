import ControlModel
import Testing

@testable import GestureModel

/// A handler's latency causes when a requirement fails in the very event that held its
/// dependant: held and released at one instant, the dependant waited for nothing, and no
/// "waits 0 s" cause is listed.
///
/// Source: Apple, `require(toFail:)` ("the receiver's state transition … is delayed until
/// otherGestureRecognizer transitions to failed"): the wait is the time between the two, here
/// none; how causes are read, GestureMaps.md.
@Suite struct RequirementReleasedAtOnceTests {
    /// `open` (a tap on the photo) requires `flick` (a swipe on the card): at the tap's lift
    /// `open` decides first (the photo's recognizers come before the card's) and is held; the
    /// swipe then fails on the same lift (no swipe), releasing it at once.
    @Test func aRequirementFailingInTheEventThatHeldAddsNoWait() throws {
        let map = try GestureMapTests.map("""
            {"id": "card", "frame": [0, 100, 390, 400],
             "recognizers": [{"id": "flick", "type": "swipe", "direction": "left"}],
             "children": [{"id": "photo", "frame": [0, 0, 390, 300],
                           "recognizers": [{"id": "open", "type": "tap", "requires": ["flick"], "handlers": [{"id": "show"}]}]}]}
            """)
        let show = GestureMapTests.probe(.tap, on: "photo", in: map)?.handlers.first { $0.id == "show" }
        #expect(show?.latency == .zero)
        #expect(show?.causes == [])
    }
}
