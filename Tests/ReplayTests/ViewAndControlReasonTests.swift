import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Replay
@testable import TestFixtures

/// The reasons of what views and controls are given (<doc:Reasons>): a view's touch cancelled
/// by a recognizer, and how far outside its margin a control's touch lifted, told to a sink
/// that takes reasons right where they happen.
@Suite struct ViewAndControlReasonTests {
    /// Keeps the records and reasons, in order, as lines.
    final class Explained: ReplayExplanationSink {
        var lines: [String] = []
        func receive(_ record: consuming ReplayRecord) { lines.append(RecordFormat.text.line(for: record)) }
        func explain(_ decision: GestureDecision, of id: String, at time: Timestamp) {}
        func explainControlRecord(of id: String, because reason: GestureReason, at time: Timestamp) {
            lines.append("\(id): \(reason.code) \(reason)")
        }
        func explainDelivery(to id: String, touch: Int, phase: TouchPhase, because reason: GestureReason, at time: Timestamp) {
            lines.append("\(id) touch \(touch) \(phase.rawValue): \(reason)")
        }
        var landings: [TouchLanding] = []
        func explainLanding(_ landing: TouchLanding, at time: Timestamp) { landings.append(landing) }
    }

    static let scene = """
        {"scene": 1, "window": {"width": 400, "height": 800},
         "views": [{"id": "list", "frame": [0, 0, 400, 800],
                    "recognizers": [{"id": "pan", "type": "pan"}],
                    "children": [{"id": "like", "type": "button", "frame": [100, 100, 44, 44],
                                  "handlers": [{"id": "liked", "events": ["touchUpInside"]}]}]},
                   {"id": "send", "type": "button", "frame": [100, 600, 44, 44]}]}
        """

    private func load() throws -> (Scene, Explained) {
        let sink = Explained()
        return (try SceneLoader.load(bytes: Array(Self.scene.utf8), file: "reasons.scene.json", sink: sink), sink)
    }

    @Test func aViewsTouchCancelledByARecognizerSaysWhichAndTheControlCancels() throws {
        let (scene, sink) = try load()
        let finger = scene.window.touchDown(at: pt(120, 120))
        finger.move(to: pt(120, 140))
        #expect(sink.lines.suffix(3) == [
            "0.000    gesture   pan began at (120.0, 140.0)",
            "like touch 1 cancelled: pan began and cancels the touches in its view",
            "0.000    control   like touchCancel",
        ])
        finger.lift()
    }

    /// Apple, `UIResponder.touchesCancelled(_:with:)`: a system event (an alert, a call)
    /// cancels the touch; the control's `touchCancel` that follows says so, and names no
    /// recognizer (none cancelled it).
    @Test func aTouchTheSystemCancelsSaysSoBeforeTheControlCancels() throws {
        let (scene, sink) = try load()
        let finger = scene.window.touchDown(at: pt(120, 620))
        finger.cancel()
        #expect(sink.lines.suffix(2) == [
            "send touch 1 cancelled: the system cancelled the touch",
            "0.000    control   send touchCancel",
        ])
    }

    /// A touch cancelled while a recognizer delays its began: the recognizer fails
    /// (`touchesCancelled`), so the began reaches the view late, and then its cancel, each
    /// with its reason, in that order.
    @Test func aCancelledTouchWhoseBeganWasDelayedGetsBothReasonsInOrder() throws {
        let (scene, sink) = try load()
        try #require(scene.recognizers["pan"]).delaysTouchesBegan = true
        let finger = scene.window.touchDown(at: pt(120, 120))
        finger.cancel()
        #expect(sink.lines == [
            "0.000    gesture   pan failed",
            "like touch 1 began: pan delaysTouchesBegan: held 0 ms until it failed",
            "0.000    control   like touchDown",
            "like touch 1 cancelled: the system cancelled the touch",
            "0.000    control   like touchCancel",
        ])
    }

    /// Apple, `delaysTouchesBegan` and `cancelsTouchesInView`: a began withheld while the
    /// recognizer is possible is dropped when it begins, so the view never gets the touch; the
    /// record says which phase and why, and no control event follows.
    @Test func aWithheldBeganDroppedWhenARecognizerBeginsSaysSo() throws {
        let (scene, sink) = try load()
        try #require(scene.recognizers["pan"]).delaysTouchesBegan = true
        let finger = scene.window.touchDown(at: pt(120, 120))
        finger.move(to: pt(120, 140))
        finger.lift()
        #expect(sink.lines == [
            "0.000    gesture   pan began at (120.0, 140.0)",
            "like touch 1 began: withheld, then dropped: pan began and cancels the touches in its view (the view never gets it)",
            "0.000    gesture   pan ended at (120.0, 140.0)",
        ])
    }

    @Test func touchUpOutsideSaysHowFarBeyondTheMargin() throws {
        let (scene, sink) = try load()
        // "send" is not under the pan: its touch is its own; 44 + 70 = 114 is the margin's edge
        let finger = scene.window.touchDown(at: pt(120, 620))
        finger.move(to: pt(120, 760))
        finger.lift()
        #expect(sink.lines.contains("send: liftedOutside lifted 46 pt beyond the 70 pt margin"))
        let outside = try #require(sink.lines.firstIndex(of: "0.000    control   send touchUpOutside"))
        #expect(sink.lines[outside + 1] == "send: liftedOutside lifted 46 pt beyond the 70 pt margin")
    }

    @Test func eachTouchSaysWhereItWentWhenItLanded() throws {
        let (scene, sink) = try load()
        let off = try #require(scene.recognizers["pan"])
        scene.window.touchDown(at: pt(120, 120)).lift()
        off.isEnabled = false
        scene.window.touchDown(at: pt(300, 300)).lift()
        scene.window.touchDown(at: pt(120, 620)).lift()
        #expect(sink.landings == [
            TouchLanding(touch: 1, view: "like", admission: "delivered", bound: ["pan"]),
            TouchLanding(touch: 1, view: "list", admission: "delivered", bound: [], refused: ["pan (disabled)"]),
            TouchLanding(touch: 1, view: "send", admission: "delivered", bound: []),
        ])
        #expect(sink.landings[1].description == "hit list; refused by pan (disabled)")
    }

    /// Hit-testing tries later siblings first and skips a hidden view, a view with user
    /// interaction off and a disabled control with their subviews (Apple,
    /// `UIView.hitTest(_:with:)`, `UIControl.isEnabled`); the landing names each, front-most
    /// first, and only those under the point.
    static let stacked = """
        {"scene": 1, "window": {"width": 400, "height": 800},
         "views": [{"id": "row1", "frame": [0, 0, 400, 100]},
                   {"id": "banner", "frame": [0, 0, 400, 100], "hidden": true,
                    "children": [{"id": "bannerText", "frame": [0, 0, 400, 100]}]},
                   {"id": "overlay", "frame": [0, 0, 400, 100], "userInteraction": false},
                   {"id": "off", "type": "button", "frame": [0, 0, 200, 100], "enabled": false},
                   {"id": "elsewhere", "frame": [0, 500, 400, 100], "hidden": true},
                   {"id": "panel", "frame": [0, 300, 400, 100], "exclusiveTouch": true}]}
        """

    @Test func aLandingNamesTheViewsSkippedFrontMostFirstAndWhy() throws {
        let sink = Explained()
        let scene = try SceneLoader.load(bytes: Array(Self.stacked.utf8), file: "stacked.scene.json", sink: sink)
        scene.window.touchDown(at: pt(100, 50)).lift()
        scene.window.touchDown(at: pt(300, 50)).lift()
        let held = scene.window.touchDown(at: pt(100, 350))
        scene.window.touchDown(at: pt(300, 50)).lift()
        held.lift()
        let skipped = sink.landings.map(\.skipped)
        #expect(skipped == [
            [SkippedView(view: "off", why: "disabled"), SkippedView(view: "overlay", why: "userInteraction"),
             SkippedView(view: "banner", why: "hidden")],
            [SkippedView(view: "overlay", why: "userInteraction"), SkippedView(view: "banner", why: "hidden")],
            [],
            [SkippedView(view: "overlay", why: "userInteraction"), SkippedView(view: "banner", why: "hidden"),
             SkippedView(view: "panel", why: "exclusiveTouch")],
        ])
        #expect(sink.landings.map(\.view) == ["row1", "row1", "panel", "row1"])
        #expect(sink.landings[3].admission == "ignored")
        #expect(sink.landings[0].description == "hit row1 (skipped: off disabled, overlay userInteraction off, banner hidden)")
        let json = ExplanationFormat.jsonRecord(for: sink.landings[1], at: .zero)
        #expect(json == #"{"t":0.000000,"kind":"touch","touch":1,"view":"row1","admission":"delivered","recognizers":[],"deferred":[],"refused":[],"skipped":[{"view":"overlay","why":"userInteraction"},{"view":"banner","why":"hidden"}]}"#)
        #expect(!ExplanationFormat.jsonRecord(for: sink.landings[2], at: .zero).contains("skipped"))
        for landing in sink.landings {
            let bound = ExplanationFormat.jsonRecordBound(for: landing)
            let bytes = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
                var writer = ByteWriter(buffer.baseAddress!)
                ExplanationFormat.writeJSONRecord(for: landing, at: .zero, to: &writer)
                count = writer.cursor - buffer.baseAddress!
            }
            #expect(bytes.count <= bound)
            #expect(String(decoding: bytes, as: UTF8.self) == ExplanationFormat.jsonRecord(for: landing, at: .zero))
        }
    }

    @Test func aSinkThatTakesNoReasonsIsToldNone() throws {
        var records: [ReplayRecord] = []
        let scene = try SceneLoader.load(bytes: Array(Self.scene.utf8), file: "reasons.scene.json") { records.append($0) }
        #expect(!scene.window.explainsDecisions)
        #expect(scene.window.eventSink == nil)
    }
}
