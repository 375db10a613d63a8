import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Replay
@testable import TestFixtures

/// Scroll views in files: the scene keys, their errors, the pan as `ID.pan`, the trace's
/// `set contentOffset`, and the `scroll` records in both formats.
@Suite struct ScrollSceneTests {
    static func scene(_ scroll: String, children: String = "") -> String {
        """
        {"scene": 1, "window": {"width": 400, "height": 800}, "views": [
         {"id": "feed", "type": "scroll", "frame": [0, 0, 400, 800], \(scroll)
          "children": [{"id": "row", "type": "button", "frame": [0, 400, 400, 80]}\(children)]}]}
        """
    }

    static func load(_ text: String, records: ((ReplayRecord) -> Void)? = nil) throws(FileError) -> Scene {
        try SceneLoader.load(bytes: Array(text.utf8), file: "s.json") { records?($0) }
    }

    static func replay(_ scene: String, _ trace: [String]) throws -> [ReplayRecord] {
        var records: [ReplayRecord] = []
        let loaded = try load(scene) { records.append($0) }
        let replayer = Replayer(scene: loaded, file: "t.jsonl")
        let decoder = TraceDecoder(file: "t.jsonl")
        for (index, text) in trace.enumerated() {
            if let line = try decoder.decode(ArraySlice(text.utf8), line: index + 1) { try replayer.feed(line) }
        }
        replayer.finish()
        return records
    }

    /// The table of moments' record names is indexed by each moment's place in `allCases`.
    @Test func eachMomentsIndexIsItsPlace() {
        #expect(ScrollEvent.Kind.allCases.enumerated().allSatisfy { $0.offset == $0.element.index })
    }

    @Test func theKeysSetTheScrollView() throws {
        let scene = try Self.load(Self.scene("""
            "contentSize": [400, 3000], "contentOffset": [0, 100], "scrollEnabled": true, "delaysContentTouches": false,
            "canCancelContentTouches": false, "bounces": false, "alwaysBounceVertical": true, "alwaysBounceHorizontal": true,
            "pagingEnabled": true, "directionalLock": true, "decelerationRate": "fast", "touchesShouldCancel": {"controls": true, "others": false},
            """))
        let feed = try #require(scene.views["feed"] as? ScrollView)
        #expect(feed.contentSize == Size(width: 400, height: 3000) && feed.contentOffset == pt(0, 100))
        #expect(!feed.delaysContentTouches && !feed.canCancelContentTouches && !feed.bounces)
        #expect(feed.alwaysBounceVertical && feed.alwaysBounceHorizontal && feed.isPagingEnabled && feed.isDirectionalLockEnabled)
        #expect(feed.decelerationRate == 0.99)
        #expect(feed.touchesShouldCancel(in: Button()) && !feed.touchesShouldCancel(in: View()))
        #expect(scene.recognizers["feed.pan"] === feed.panGestureRecognizer)
    }

    /// Meaningless values are errors at their place (the key's value; line 2 holds the scroll
    /// view's keys from column 62).
    @Test(arguments: [
        (#""contentSize": [400, -1],"#, "s.json:2:83: error: views[0].contentSize[1] must not be negative (-1)"),
        (#""contentSize": [400],"#, "s.json:2:77: error: views[0].contentSize must be [width, height]"),
        (#""contentOffset": ["a", 0],"#, "s.json:2:80: error: views[0].contentOffset[0] must be a number up to 1e9 in magnitude"),
        (#""decelerationRate": 1.5,"#, "s.json:2:82: error: views[0].decelerationRate must be \"normal\", \"fast\" or a number between 0 and 1 (exclusive), found 1.5"),
        (#""decelerationRate": "slow","#, "s.json:2:82: error: views[0].decelerationRate must be \"normal\", \"fast\" or a number between 0 and 1 (exclusive), found 'slow'"),
        (#""touchesShouldCancel": {"buttons": true},"#, "s.json:2:86: error: unknown key 'buttons' in views[0].touchesShouldCancel"),
        (#""handlers": [{"id": "h", "events": ["didPinch"]}],"#, "s.json:2:98: error: unknown scroll event 'didPinch' at views[0].handlers[0].events[0] (expected one of: willBeginDragging, didScroll, willEndDragging, didEndDragging, didEndDecelerating, willBeginZooming, didZoom, didEndZooming)"),
        (#""pagingEnable": true,"#, "s.json:2:62: error: unknown key 'pagingEnable' in views[0]"),
    ])
    func meaninglessValuesAreErrors(keys: String, message: String) {
        do {
            _ = try Self.load(Self.scene(keys))
            Issue.record("accepted: \(keys)")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }

    /// The pan and the private delay recognizer take their names: a scene cannot reuse them.
    @Test func thePanAndTheDelayTakeTheirNames() {
        for taken in ["feed.pan", "feed.delay"] {
            let text = Self.scene(#""contentSize": [400, 3000],"#, children: #", {"id": "v", "recognizers": [{"id": "\#(taken)", "type": "tap"}]}"#)
            do {
                _ = try Self.load(text)
                Issue.record("accepted a recognizer named \(taken)")
            } catch {
                #expect(error.description.contains("duplicate id '\(taken)'"))
            }
        }
    }

    /// `ID.pan` in `requires`: a tap on the feed waits for its pan to fail.
    @Test func aTapCanRequireThePanToFail() throws {
        let scene = Self.scene(
            #""contentSize": [400, 3000], "recognizers": [{"id": "tap", "type": "tap", "requires": ["feed.pan"]}],"#)
        let records = try Self.replay(scene, [
            #"{"t": 0.1, "touch": 1, "phase": "began", "x": 100, "y": 100}"#,
            #"{"t": 0.2, "touch": 1, "phase": "ended", "x": 100, "y": 100}"#,
        ])
        #expect(records.filter { $0.kind == .gesture }.map { "\($0.id) \($0.state!)" } == ["feed.pan failed", "tap ended"])
    }

    /// `set contentOffset` moves the content (a didScroll record); handlers run on moments; the
    /// records read the same in both formats.
    @Test func setContentOffsetAndHandlersMakeRecords() throws {
        let scene = Self.scene(#""contentSize": [400, 3000], "handlers": [{"id": "seen", "events": ["didScroll"]}],"#)
        let records = try Self.replay(scene, [#"{"t": 1.0, "do": "set", "target": "feed", "contentOffset": [0, 250]}"#])
        #expect(records.count == 2)
        #expect(RecordFormat.jsonl.line(for: records[0]) == #"{"t":1.000000,"kind":"scroll","id":"feed","event":"didScroll","x":0.0,"y":250.0}"#)
        #expect(RecordFormat.jsonl.line(for: records[1]) == #"{"t":1.000000,"kind":"handler","id":"seen","of":"feed","event":"didScroll","x":0.0,"y":250.0}"#)
        #expect(RecordFormat.text.line(for: records[0]) == "1.000    scroll    feed didScroll at (0.0, 250.0)")
        let motion = ReplayRecord(
            time: Timestamp(seconds: 2), kind: .scroll, id: "feed", event: "willEndDragging", location: pt(0, 10),
            motion: ScrollMotion(velocity: pt(0, 1200.5), target: pt(0, 609.25)))
        #expect(RecordFormat.jsonl.line(for: motion) == #"{"t":2.000000,"kind":"scroll","id":"feed","event":"willEndDragging","x":0.0,"y":10.0,"velocity":[0.0,1200.5],"target":[0.0,609.25]}"#)
        #expect(RecordFormat.text.line(for: motion) == "2.000    scroll    feed willEndDragging at (0.0, 10.0) velocity (0.0, 1200.5) target (0.0, 609.25)")
        let ended = ReplayRecord(time: Timestamp(seconds: 2), kind: .scroll, id: "feed", event: "didEndDragging", location: pt(0, 10), value: .bool(true))
        #expect(RecordFormat.jsonl.line(for: ended) == #"{"t":2.000000,"kind":"scroll","id":"feed","event":"didEndDragging","x":0.0,"y":10.0,"willDecelerate":true}"#)
    }

    /// `set contentOffset` on what is not a scroll view, or with a bad value, is refused at its
    /// place.
    @Test func setContentOffsetIsChecked() {
        let scene = Self.scene(#""contentSize": [400, 3000],"#)
        for (line, message) in [
            (#"{"t": 1.0, "do": "set", "target": "row", "contentOffset": [0, 250]}"#, "'row' is not a scroll view"),
            (#"{"t": 1.0, "do": "set", "target": "feed", "contentOffset": [0]}"#, "'contentOffset' must be [x, y]"),
            (#"{"t": 1.0, "do": "set", "target": "feed", "contentOffset": true}"#, "'contentOffset' must be [x, y]"),
        ] {
            do {
                _ = try Self.replay(scene, [line])
                Issue.record("accepted \(line)")
            } catch {
                #expect("\(error)".contains(message), "\(error)")
            }
        }
    }
}
