import Testing
import ControlModel
@testable import TestSupport

/// The scroll-view rules of ``ReplayInvariants`` on records made by hand: each rule fires on a
/// record that breaks it and stays quiet on UIKit's order (`UIScrollViewDelegate`; the Scroll
/// views article), so the random pairs that pass them are checked by rules that can fail.
@Suite("The replay invariants know scroll views")
struct ScrollInvariantTests {
    /// A window-filling scroll view `s` (its keys do not matter here) with a handler `end` of
    /// `didEndDecelerating` and a button `b` in its content.
    static var scene: RandomScene {
        var button = RandomScene.View(type: "button")
        button.id = "b"
        button.frame = [0, 0, 390, 80]
        var scroll = RandomScene.View(type: "scroll")
        scroll.id = "s"
        scroll.handlers = [(id: "end", events: ["didEndDecelerating"], delay: nil)]
        scroll.children = [button]
        return RandomScene(width: 390, height: 844, views: [scroll])
    }

    /// The rules `records` break after `trace`'s lines.
    static func violations(_ records: [String], trace lines: [RandomTrace.Line]) -> [Violation.Rule] {
        let facts = SceneFacts(scene)
        let trace = RandomTrace(lines: lines)
        let invariants = ReplayInvariants(scene: facts, trace: trace, traceFacts: TraceFacts(trace, scene: facts), until: nil)
        return invariants.violations(of: records).map(\.rule)
    }

    static var drag: [RandomTrace.Line] { [
        .sample(t: 0, touch: 1, phase: "began", x: 100, y: 600), .sample(t: 0.05, touch: 1, phase: "moved", x: 100, y: 500),
        .sample(t: 0.06, touch: 1, phase: "ended", x: 100, y: 480),
    ] }

    static let fling = [
        #"{"t":0.050000,"kind":"gesture","id":"s.pan","state":"began","x":100.0,"y":500.0}"#,
        #"{"t":0.050000,"kind":"scroll","id":"s","event":"willBeginDragging","x":0.0,"y":0.0}"#,
        #"{"t":0.050000,"kind":"scroll","id":"s","event":"didScroll","x":0.0,"y":90.0}"#,
        #"{"t":0.060000,"kind":"gesture","id":"s.pan","state":"ended","x":100.0,"y":480.0}"#,
        #"{"t":0.060000,"kind":"scroll","id":"s","event":"willEndDragging","x":0.0,"y":110.0,"velocity":[0.0,2000.0],"target":[0.0,900.0]}"#,
        #"{"t":0.060000,"kind":"scroll","id":"s","event":"didEndDragging","x":0.0,"y":110.0,"willDecelerate":true}"#,
        #"{"t":0.076667,"kind":"scroll","id":"s","event":"didScroll","x":0.0,"y":140.0}"#,
        #"{"t":2.000000,"kind":"scroll","id":"s","event":"didEndDecelerating","x":0.0,"y":900.0}"#,
        #"{"t":2.000000,"kind":"handler","id":"end","of":"s","event":"didEndDecelerating","x":0.0,"y":900.0}"#,
    ]

    @Test func aFlingInUIKitsOrderKeepsThem() {
        #expect(Self.violations(Self.fling, trace: Self.drag) == [])
    }

    @Test func momentsOutOfOrderBreakThem() {
        // no drag before the lift's moments; a motion's end after a lift that does not decelerate
        #expect(Self.violations(Array(Self.fling[3...6]), trace: Self.drag).contains(.scrollOrder))
        var still = Self.fling
        still[5] = #"{"t":0.060000,"kind":"scroll","id":"s","event":"didEndDragging","x":0.0,"y":110.0,"willDecelerate":false}"#
        #expect(Self.violations(still, trace: Self.drag) == [.scrollOrder, .scrollOrder])
        // a didScroll with nothing moving, unless the trace sets the offset then
        let alone = [#"{"t":0.500000,"kind":"scroll","id":"s","event":"didScroll","x":0.0,"y":40.0}"#]
        #expect(Self.violations(alone, trace: []) == [.scrollOrder])
        let offset = JSONText.array([JSONText.number(0), JSONText.number(40)])
        let target = JSONText.string("s")
        let set: [RandomTrace.Line] = [.command(t: 0.5, name: "set", fields: [(key: "target", value: target), (key: "contentOffset", value: offset)])]
        #expect(Self.violations(alone, trace: set) == [])
    }

    @Test func recordsOfWhatIsNoScrollViewOrWithoutTheirFieldsBreakThem() {
        #expect(Self.violations([#"{"t":0.1,"kind":"scroll","id":"b","event":"didScroll","x":0.0,"y":0.0}"#], trace: []) == [.unknownName])
        #expect(Self.violations([#"{"t":0.1,"kind":"scroll","id":"s","event":"didZoom","x":0.0,"y":0.0}"#], trace: []) == [.unknownName])
        var bare = Self.fling
        bare[4] = #"{"t":0.060000,"kind":"scroll","id":"s","event":"willEndDragging","x":0.0,"y":110.0}"#
        #expect(Self.violations(bare, trace: Self.drag) == [.scrollFields])
    }

    @Test func aHandlerOfAMomentItIsNotRegisteredForBreaksThem() {
        var wrong = Self.fling
        wrong.insert(#"{"t":0.076667,"kind":"handler","id":"end","of":"s","event":"didScroll","x":0.0,"y":140.0}"#, at: 7)
        #expect(Self.violations(wrong, trace: Self.drag) == [.handlerWithoutAction])
    }

    @Test func aTouchDownInsideAScrollViewNeedsAFingerOnItWithinTheDelay() {
        let tap: [RandomTrace.Line] = [.sample(t: 0, touch: 1, phase: "began", x: 100, y: 40), .sample(t: 0.5, touch: 1, phase: "ended", x: 100, y: 40)]
        let atTheDelay = [#"{"t":0.150000,"kind":"control","id":"b","event":"touchDown"}"#]
        #expect(Self.violations(atTheDelay, trace: tap) == [])
        let late = [#"{"t":0.400000,"kind":"control","id":"b","event":"touchDown"}"#]
        #expect(Self.violations(late, trace: tap) == [.touchDownWithoutFinger])
        let offTheScrollView: [RandomTrace.Line] = [.sample(t: 0, touch: 1, phase: "began", x: 500, y: 40)]
        #expect(Self.violations(atTheDelay, trace: offTheScrollView) == [.touchDownWithoutFinger])
    }
}
