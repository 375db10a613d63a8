import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import GestureMaps
@testable import TestFixtures

/// ``ProbeStage``: the probes run on one loaded scene while they leave it as loaded, and the
/// map is the same as with a scene loaded for each probe.
@Suite struct ProbeStageTests {
    static let buttonsAndTaps = #"""
        {"scene": 1, "window": {"width": 390, "height": 844}, "views": [
          {"id": "a", "type": "button", "frame": [0, 0, 100, 100], "handlers": [{"id": "ha", "events": ["touchUpInside"]}]},
          {"id": "b", "frame": [100, 0, 100, 100], "recognizers": [{"id": "tb", "type": "tap", "handlers": [{"id": "hb"}]}]},
          {"id": "s", "type": "switch", "frame": [200, 0, 100, 100], "handlers": [{"id": "hs", "events": ["valueChanged"]}]}
        ]}
        """#

    @Test func probesThatLeaveNothingShareOneSceneAndAChangedValueLoadsItAnew() throws {
        let stage = try ProbeStage(sceneBytes: Array(Self.buttonsAndTaps.utf8), file: "t.scene.json", reuses: true)
        let offset = ProbeGesture.defaultFingerOffset
        for gesture in ProbeGesture.oneFinger {
            _ = try stage.run(gesture, at: pt(50, 50), fingerOffset: offset)
            _ = try stage.run(gesture, at: pt(150, 50), fingerOffset: offset)
        }
        #expect(stage.loads == 1)
        // a tap on the switch turns it on: the next probe gets the scene as loaded, switch off
        let first = try stage.run(.tap, at: pt(250, 50), fingerOffset: offset).records.filter { $0.kind == .value }.map(\.value)
        #expect(stage.loads == 1)
        let second = try stage.run(.tap, at: pt(250, 50), fingerOffset: offset).records.filter { $0.kind == .value }.map(\.value)
        #expect(stage.loads == 2 && first == [.bool(true)] && second == first)
    }

    @Test func aReusedSceneCountsTimeFromTheProbesStart() throws {
        let stage = try ProbeStage(sceneBytes: Array(Self.buttonsAndTaps.utf8), file: "t.scene.json", reuses: true)
        _ = try stage.run(.longPress, at: pt(150, 50), fingerOffset: ProbeGesture.defaultFingerOffset)
        let recorder = try stage.run(.tap, at: pt(150, 50), fingerOffset: ProbeGesture.defaultFingerOffset)
        #expect(recorder.origin >= Timestamp(seconds: 61) && recorder.origin.nanoseconds % 1_000_000_000 == 0)
        #expect(recorder.touches.first?.time == recorder.origin)
    }

    /// Every Example, and scenes whose probes change values and scroll: the same map both ways.
    @Test func reusingTheSceneMapsAsLoadingItForEachProbe() throws {
        var scenes: [(String, [UInt8])] = []
        let examples = URLPaths.examples
        for name in try FileManager.default.contentsOfDirectory(atPath: examples).sorted() where name.hasSuffix(".scene.json") {
            scenes.append((name, Array(try Data(contentsOf: URL(fileURLWithPath: examples + "/" + name)))))
        }
        for folder in ["evtest", "getevent", "libinput"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: examples + "/" + folder).sorted() where name.hasSuffix(".scene.json") {
                scenes.append((name, Array(try Data(contentsOf: URL(fileURLWithPath: examples + "/" + folder + "/" + name)))))
            }
        }
        scenes.append(("buttons", Array(Self.buttonsAndTaps.utf8)))
        let card = #"{"scene": 1, "window": {"width": 390, "height": 844}, "views": [\#(GestureMapTests.card)]}"#
        scenes.append(("card", Array(card.utf8)))
        #expect(scenes.count >= 12)
        for (name, bytes) in scenes {
            let reused = try GestureMap(sceneBytes: bytes, file: name, reusingScene: true, progress: nil)
            let loaded = try GestureMap(sceneBytes: bytes, file: name, reusingScene: false, progress: nil)
            #expect(reused == loaded, "\(name)")
        }
    }

    @Test func progressIsToldAfterEachView() throws {
        var told: [[Int]] = []
        _ = try GestureMap(sceneBytes: Array(Self.buttonsAndTaps.utf8), file: "t.scene.json") { told.append([$0, $1]) }
        #expect(told == [[1, 3], [2, 3], [3, 3]])
    }

    @Test func aSceneOverTheLimitIsRefusedWithWhere() throws {
        let recognizers = (0..<GestureMap.maximumObjects).map { #"{"id": "r\#($0)", "type": "tap"}"# }.joined(separator: ",")
        let scene = #"{"scene": 1, "window": {"width": 390, "height": 844}, "views": [{"id": "v", "frame": [0, 0, 10, 10], "recognizers": [\#(recognizers)]}]}"#
        do {
            _ = try GestureMap(sceneBytes: Array(scene.utf8), file: "big.scene.json")
            Issue.record("a scene over the limit was mapped")
        } catch {
            #expect(error.description == "big.scene.json:1:1: error: the scene holds 50001 views and recognizers; analyze maps at most 50000")
        }
    }
}
