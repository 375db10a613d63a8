import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Replay
@testable import TestFixtures

/// Zooming scroll views in files (<doc:FileFormats>): the zoom keys, their errors, `ID.pinch`
/// where the limits differ, and the zoom moments' `scale` in both formats.
@Suite struct ScrollZoomSceneTests {
    /// A scroll view `viewer` (its keys `keys`, from column 66 of line 2) holding a photo, after
    /// the views `before` (on line 1) and before `extra`.
    static func scene(_ keys: String, before: String = "", extra: String = "") -> String {
        """
        {"scene": 1, "window": {"width": 400, "height": 800}, "views": [\(before)
         {"id": "viewer", "type": "scroll", "frame": [0, 100, 400, 400], \(keys)
          "children": [{"id": "photo", "frame": [0, 0, 400, 400]}]}\(extra)]}
        """
    }

    @Test func theKeysSetTheScrollView() throws {
        var records: [ReplayRecord] = []
        let scene = try ScrollSceneTests.load(
            Self.scene(#""minimumZoomScale": 0.5, "maximumZoomScale": 4, "bouncesZoom": false, "zoomView": "photo", "zoomScale": 2,"#)
        ) { records.append($0) }
        let viewer = try #require(scene.views["viewer"] as? ScrollView)
        let photo = try #require(scene.views["photo"])
        #expect(viewer.minimumZoomScale == 0.5 && viewer.maximumZoomScale == 4 && !viewer.bouncesZoom)
        #expect(viewer.zoomView === photo && viewer.zoomScale == 2)
        // the zoom a scene starts at: the photo and the content scaled, nothing reported
        #expect(photo.frame.size == Size(width: 800, height: 800) && viewer.contentSize == photo.frame.size)
        #expect(viewer.contentOffset == .zero && records.isEmpty)
        #expect(scene.recognizers["viewer.pinch"] === viewer.pinchGestureRecognizer)
    }

    /// Meaningless zoom values are errors at their place.
    @Test(arguments: [
        (#""minimumZoomScale": 2, "maximumZoomScale": 1,"#, "s.json:2:109: error: views[0].maximumZoomScale (1) is below views[0].minimumZoomScale (2)"),
        (#""maximumZoomScale": 0.5,"#, "s.json:2:86: error: views[0].maximumZoomScale (0.5) is below views[0].minimumZoomScale (1, the default)"),
        (#""minimumZoomScale": 2,"#, "s.json:2:86: error: views[0].maximumZoomScale (1, the default) is below views[0].minimumZoomScale (2)"),
        (#""minimumZoomScale": 0,"#, "s.json:2:86: error: views[0].minimumZoomScale must be positive (0)"),
        (#""maximumZoomScale": 3, "zoomView": "photo", "zoomScale": 4,"#, "s.json:2:123: error: views[0].zoomScale (4) is outside minimumZoomScale…maximumZoomScale (1…3)"),
        (#""maximumZoomScale": 3, "zoomScale": 2,"#, "s.json:2:102: error: views[0].zoomScale needs a zoomView (the view it scales)"),
        (#""maximumZoomScale": 3, "zoomView": "nothing","#, "s.json:2:101: error: views[0].zoomView must name a view inside the scroll view ('nothing': no view has that id)"),
        (#""maximumZoomScale": 3, "zoomView": "outside","#, "s.json:2:101: error: views[1].zoomView must name a view inside the scroll view ('outside': that view is not inside the scroll view)"),
        (#""maximumZoomScale": 3, "zoomView": 1,"#, "s.json:2:101: error: views[0].zoomView must be a string"),
        (#""bouncesZoom": "yes","#, "s.json:2:81: error: views[0].bouncesZoom must be true or false"),
    ])
    func meaninglessValuesAreErrors(keys: String, message: String) {
        do {
            let before = keys.contains("outside") ? #"{"id": "outside", "frame": [0, 0, 10, 10]},"# : ""
            _ = try ScrollSceneTests.load(Self.scene(keys, before: before))
            Issue.record("accepted: \(keys)")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }

    /// `ID.pinch` exists only where the limits differ (`-[UIScrollView _updatePinchGesture]`):
    /// requiring it elsewhere names no recognizer; where it exists, it takes its name and can be
    /// required.
    @Test func thePinchExistsOnlyWhereTheLimitsDiffer() throws {
        let requiring = #", {"id": "v", "frame": [0, 600, 10, 10], "recognizers": [{"id": "tap", "type": "tap", "requires": ["viewer.pinch"]}]}"#
        do {
            _ = try ScrollSceneTests.load(Self.scene(#""minimumZoomScale": 2, "maximumZoomScale": 2,"#, extra: requiring))
            Issue.record("accepted viewer.pinch on a scroll view that cannot zoom")
        } catch {
            #expect(error.description.contains("unknown recognizer 'viewer.pinch'"), "\(error.description)")
        }
        let scene = try ScrollSceneTests.load(Self.scene(#""maximumZoomScale": 2, "zoomView": "photo","#, extra: requiring))
        let viewer = try #require(scene.views["viewer"] as? ScrollView)
        let tap = try #require(scene.recognizers["tap"])
        #expect(tap.hasRequirement(on: try #require(viewer.pinchGestureRecognizer)))
        let taken = #", {"id": "v", "frame": [0, 600, 10, 10], "recognizers": [{"id": "viewer.pinch", "type": "tap"}]}"#
        do {
            _ = try ScrollSceneTests.load(Self.scene(#""maximumZoomScale": 2,"#, extra: taken))
            Issue.record("accepted a recognizer named viewer.pinch")
        } catch {
            #expect(error.description.contains("duplicate id 'viewer.pinch'"), "\(error.description)")
        }
    }

    /// The zoom moments carry `scale`: `"scale":S` in JSON Lines (one to six decimals),
    /// `scale S` in text; handlers run on them.
    @Test func theZoomMomentsCarryTheirScale() throws {
        let scene = Self.scene(#""maximumZoomScale": 3, "zoomView": "photo", "handlers": [{"id": "zoomed", "events": ["didEndZooming"]}],"#)
        let records = try ScrollSceneTests.replay(scene, [
            #"{"t": 0.1, "touch": 1, "phase": "began", "x": 150, "y": 300}"#,
            #"{"t": 0.1, "touch": 2, "phase": "began", "x": 250, "y": 300}"#,
            #"{"t": 0.2, "touch": 1, "phase": "moved", "x": 140, "y": 300}"#,
            #"{"t": 0.2, "touch": 2, "phase": "moved", "x": 260, "y": 300}"#,
            #"{"t": 0.3, "touch": 1, "phase": "moved", "x": 80, "y": 300}"#,
            #"{"t": 0.3, "touch": 2, "phase": "moved", "x": 320, "y": 300}"#,
            #"{"t": 0.4, "touch": 1, "phase": "ended", "x": 80, "y": 300}"#,
            #"{"t": 0.4, "touch": 2, "phase": "ended", "x": 320, "y": 300}"#,
        ])
        let zoom = records.filter { $0.kind == .scroll && $0.event != "didScroll" }
        #expect(zoom.map { $0.event ?? "" } == ["willBeginZooming", "didZoom", "didEndZooming"])
        #expect(RecordFormat.jsonl.line(for: zoom[1]) == #"{"t":0.300000,"kind":"scroll","id":"viewer","event":"didZoom","x":200.0,"y":200.0,"scale":2.0}"#)
        // the two fingers moved together: the zoom names both, as their transitions do
        #expect(RecordFormat.text.line(for: zoom[1]) == "0.300    scroll    viewer didZoom at (200.0, 200.0) scale 2.0 touches 1, 2")
        #expect(RecordFormat.jsonl.line(for: zoom[0]).hasSuffix(#""event":"willBeginZooming","x":0.0,"y":0.0,"scale":1.0}"#))
        #expect(records.last.map { RecordFormat.jsonl.line(for: $0) } == #"{"t":0.400000,"kind":"handler","id":"zoomed","of":"viewer","event":"didEndZooming","x":200.0,"y":200.0}"#)
        let fine = ReplayRecord(time: .zero, kind: .scroll, id: "v", event: "didZoom", location: .zero, value: .number(1.23456789))
        #expect(RecordFormat.jsonl.line(for: fine).hasSuffix(#""scale":1.234568}"#))
    }
}
