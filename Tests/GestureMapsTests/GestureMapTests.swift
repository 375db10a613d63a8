import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import GestureMaps
@testable import TestFixtures

/// ``GestureMap``: what each probe sets off, the latencies and their causes, and what no probe
/// reaches.
@Suite struct GestureMapTests {
    static func map(_ views: String, window: String = #"{"width": 390, "height": 844}"#) throws -> GestureMap {
        let scene = #"{"scene": 1, "window": \#(window), "views": [\#(views)]}"#
        return try GestureMap(sceneBytes: Array(scene.utf8), file: "test.scene.json")
    }

    static func probe(_ gesture: ProbeGesture, on id: String, in map: GestureMap) -> ProbeResult? {
        map.views.first { $0.id == id }?.probes.first { $0.gesture == gesture }
    }

    /// A card with a double tap; inside it, a photo whose single tap requires the card's double
    /// tap to fail, and a button.
    static let card = """
        {"id": "card", "frame": [0, 100, 390, 400],
         "recognizers": [{"id": "zoom", "type": "tap", "taps": 2, "handlers": [{"id": "zoomIn"}]}],
         "children": [
           {"id": "photo", "frame": [0, 0, 390, 300],
            "recognizers": [{"id": "open", "type": "tap", "requires": ["zoom"], "handlers": [{"id": "show"}]}]},
           {"id": "like", "type": "button", "frame": [20, 320, 100, 60],
            "handlers": [{"id": "liked", "events": ["touchUpInside"]}]}
         ]}
        """

    @Test func aSingleTapPays350MillisecondsForADoubleTapOnAnAncestor() throws {
        let map = try Self.map(Self.card)
        let tap = Self.probe(.tap, on: "photo", in: map)
        #expect(tap?.point == pt(195, 250))
        #expect(tap?.handlers == [
            ProbeHandlerRun(
                id: "show", owner: "open", state: .ended, runs: 1, time: Timestamp(seconds: 0.4), latency: .milliseconds(350),
                after: .ended, causes: [.waitsForFailure(of: "zoom", held: .milliseconds(350))])
        ])
        #expect(tap?.handlers.first?.description == "show 350 ms after lift: waits 0.35 s for zoom to fail")
        #expect(tap?.recognizers == [
            ProbeRecognizerOutcome(id: "zoom", states: [.failed], reason: .nextTapTooLate(limit: .milliseconds(350))),
            ProbeRecognizerOutcome(id: "open", states: [.ended]),
        ])
        // a double tap fails the photo's tap, which waited for it, and says so
        #expect(Self.probe(.doubleTap, on: "photo", in: map)?.recognizers.first { $0.id == "open" }?.reason == .requiredRecognized("zoom", state: .ended))
        // the button's touch-up is withheld by the ancestor's double tap (delaysTouchesEnded)
        let like = Self.probe(.tap, on: "like", in: map)
        #expect(like?.handlers.map(\.description) == ["liked 350 ms after lift: touch-up held 0.35 s until zoom fails (delaysTouchesEnded)"])
        #expect(like?.handlers.first?.causes == [
            .touchesHeld(phase: .ended, by: "zoom", rule: .delaysTouchesEnded, held: .milliseconds(350), until: .failed)
        ])
        #expect(like?.controls.first?.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        // a double tap on the photo zooms at once
        #expect(Self.probe(.doubleTap, on: "photo", in: map)?.handlers.map(\.description) == ["zoomIn 0 ms after lift"])
    }

    @Test func withoutTheRequirementTheSingleTapRunsAtTheLift() throws {
        let map = try Self.map(Self.card.replacingOccurrences(of: #", "requires": ["zoom"]"#, with: ""))
        #expect(Self.probe(.tap, on: "photo", in: map)?.handlers.map(\.description) == ["show 0 ms after lift"])
    }

    @Test func delaysAndPressDurationsAreNamed() throws {
        let map = try Self.map(
            """
            {"id": "row", "frame": [0, 0, 390, 100],
             "recognizers": [{"id": "press", "type": "longPress", "minimumPressDuration": 0.8, "handlers": [{"id": "menu"}]}],
             "children": [{"id": "send", "type": "button", "frame": [300, 20, 80, 60],
                           "handlers": [{"id": "sent", "events": ["touchUpInside"], "delay": 0.25}]}]}
            """)
        let press = Self.probe(.longPress, on: "row", in: map)?.handlers.first
        #expect(press?.latency == .milliseconds(800) && press?.after == .began && press?.runs == 2)
        #expect(press?.causes == [.minimumPressDuration(.milliseconds(800))])
        let send = Self.probe(.tap, on: "send", in: map)?.handlers.first
        #expect(send?.description == "sent 250 ms after lift: handler delay 0.25 s")
    }

    @Test func whatNoProbeReachesIsListedAndUnhitViewsSayWhy() throws {
        let map = try Self.map(
            """
            {"id": "base", "frame": [0, 0, 390, 844],
             "recognizers": [
               {"id": "off", "type": "tap", "enabled": false, "handlers": [{"id": "never"}]},
               {"id": "swipe", "type": "swipe", "direction": "left", "handlers": [{"id": "back"}]},
               {"id": "threeFingers", "type": "tap", "touches": 3, "handlers": [{"id": "debug"}]}
             ],
             "children": [
               {"id": "ghost", "frame": [0, 0, 100, 100], "hidden": true},
               {"id": "dead", "type": "button", "frame": [0, 200, 100, 50], "enabled": false,
                "handlers": [{"id": "pressed", "events": ["touchUpInside"]}]},
               {"id": "under", "frame": [0, 300, 100, 100]},
               {"id": "over", "frame": [0, 290, 120, 120]}
             ]},
            {"id": "plain", "frame": [0, 0, 10, 10], "hidden": false}
            """)
        #expect(map.neverRecognized == ["off", "threeFingers"])
        #expect(map.neverRun == ["never", "debug", "pressed"])
        let views = Dictionary(uniqueKeysWithValues: map.views.map { ($0.id, $0) })
        #expect(views["ghost"]?.hit == .missed(.hidden("ghost")))
        #expect(views["dead"]?.hit == .missed(.disabled("dead")))
        #expect(views["under"]?.hit == .missed(.covered(by: "over")))
        #expect(views["over"]?.ancestors == ["base"])
        #expect(views["ghost"]?.probes.isEmpty == true)
        // the three-finger tap asks for two-finger probes; the base has room for them
        #expect(views["base"]?.wantsTwoFingers == true && views["base"]?.probes.count == 13)
        // a view with nothing on it or above it is not probed
        #expect(views["plain"]?.isInert == true && views["plain"]?.probes.isEmpty == true)
        #expect(map.views.map(\.id) == ["base", "ghost", "dead", "under", "over", "plain"])
    }

    @Test func twoFingerProbesNeedRoomForBothFingersOnTheView() throws {
        let map = try Self.map(
            """
            {"id": "canvas", "frame": [0, 0, 390, 844], "recognizers": [{"id": "pinch", "type": "pinch", "handlers": [{"id": "zoom"}]}],
             "children": [{"id": "narrow", "frame": [100, 100, 60, 300], "recognizers": [{"id": "tap", "type": "tap"}]},
                          {"id": "tiny", "frame": [100, 500, 20, 20], "recognizers": [{"id": "tap2", "type": "tap"}]}]}
            """)
        let views = Dictionary(uniqueKeysWithValues: map.views.map { ($0.id, $0) })
        // 60 pt wide: fingers 50 pt to either side do not fit across but do down
        #expect(views["narrow"]?.fingerOffset == pt(0, 50))
        #expect(views["tiny"]?.wantsTwoFingers == true && views["tiny"]?.fingerOffset == nil)
        #expect(views["tiny"]?.probes.count == 11)
        let pinch = Self.probe(.pinch, on: "narrow", in: map)
        #expect(pinch?.fingerOffset == pt(0, 50) && pinch?.handlers.first?.id == "zoom")
    }

    /// The code of the article "The gesture map of a scene", as written there.
    @Test func theArticlesExamplesWorkAsShown() throws {
        let map = try GestureMap(scenePath: URLPaths.examples + "/photo-viewer.scene.json")
        let tap = map.views.first { $0.id == "photo" }?.probes.first { $0.gesture == .tap }
        #expect(tap?.handlers.first?.latency == .milliseconds(350))
        #expect(tap?.handlers.first?.causes == [.waitsForFailure(of: "double", held: .milliseconds(350))])

        let rig = GestureRig(width: 390, height: 844)
        let photo = rig.add(View(frame: Rect(x: 0, y: 100, width: 390, height: 390), identifier: "photo"))
        let likeButton = rig.add(Button(frame: Rect(x: 330, y: 340, width: 44, height: 44)), to: photo)
        var liked = 0
        likeButton.handlers.add(for: .touchUpInside) { _ in liked += 1 }
        let window = rig.window
        guard case .found(let point) = HitPoint(for: likeButton) else {
            Issue.record("the like button cannot be tapped: \(HitPoint(for: likeButton))")
            return
        }
        window.tap(at: point)
        #expect(point == pt(352, 462) && liked == 1)
    }

    @Test func mapsAreTheSameEveryTimeAndBadScenesSayWhere() throws {
        #expect(try Self.map(Self.card) == Self.map(Self.card))
        #expect(throws: FileError.self) { try Self.map(#"{"id": "x", "type": "nonsense"}"#) }
        do {
            _ = try GestureMap(sceneBytes: Array(#"{"scene": 1, "window": {"width": 10}}"#.utf8), file: "bad.scene.json")
            Issue.record("a window without a height was accepted")
        } catch {
            #expect(error.description.hasPrefix("bad.scene.json:1:"))
        }
    }
}
