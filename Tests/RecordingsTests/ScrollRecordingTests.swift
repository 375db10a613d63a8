import ControlModel
import Foundation
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import Recordings
@testable import Replay
@testable import TestFixtures

/// Real one-finger drags and swipes (evemu and getevent recordings from `Examples/`) replayed
/// through a window filled by a scroll view whose content is ten windows wide and tall, with
/// always-bounce on both axes (<doc:ScrollViews>). What the content should do is worked out here
/// from the imported touch samples alone: while the finger is down the offset is the starting
/// offset less the finger's movement since it went 10 points from where it landed on either axis
/// (the pan's translation at its began has the hysteresis taken off per axis: iOS 26.1
/// UIKitCore, `UIPanGestureRecognizer._removeHysteresisFromTranslation`; the content follows that
/// translation, Apple, `UIScrollView`), past an edge the rubber band shows
/// less than the finger moved and never a whole window (Apple, `UIScrollView.bounces`), at the
/// lift `willEndDragging` then `didEndDragging` (`UIScrollViewDelegate`), and any motion after
/// it ends with `didEndDecelerating` on the target `willEndDragging` gave.
@Suite struct ScrollRecordingTests {
    /// One recording: its folder, file and description file.
    struct Case: CustomTestStringConvertible, Sendable {
        var folder: String
        var file: String
        var desc: String? = nil

        var testDescription: String { file }
        var path: String { URLPaths.examples + "/" + folder + "/" + file }
        var descPath: String? { desc.map { URLPaths.examples + "/" + folder + "/" + $0 } }
    }

    static let cases: [Case] = [
        Case(folder: "evemu", file: "wacom-isdv4-e6_1f-drag-vertical.events", desc: "wacom-isdv4-e6.desc"),
        Case(folder: "evemu", file: "wacom-isdv4-e6_1f-swipe-horizontal.events", desc: "wacom-isdv4-e6.desc"),
        Case(folder: "evemu", file: "ntrig_protoA_1f-drag-nw-se.events", desc: "ntrig_protoA.desc"),
        Case(folder: "evemu", file: "atmel-mxt_1f-drag-up-down.evemu"),
        Case(folder: "getevent", file: "galaxys_protoA_1f-drag.getevent-lt.txt"),
        Case(folder: "getevent", file: "tf201_protoA_1f-drag.getevent-lt.txt"),
    ]

    /// Where the content starts, and what it holds.
    enum Layout: String, CaseIterable, Sendable {
        /// In the middle of the content (no drag here reaches an edge); one plain view as content.
        case middle
        /// At the top-left corner: a drag down or right goes past an edge.
        case corner
        /// In the middle, with a grid of buttons under the window as content.
        case buttons
    }

    /// The delay before content sees a touch (Apple, `UIScrollView.delaysContentTouches`; the
    /// length from UIKit's private delayed-touches recognizer).
    static let delay = Timestamp(nanoseconds: 150_000_000)

    /// The window a recording is replayed in and the options it is imported with: 1000 points
    /// wide at the device's aspect ratio, or for a recording without axis ranges (raw units are
    /// window points) a window holding every position.
    static func window(_ item: Case) throws -> (options: RecordingOptions, width: Double, height: Double) {
        if item.folder == "getevent" {
            return (RecordingOptions(width: 1600, height: 1000, description: item.descPath), 1600, 1000)
        }
        let options = RecordingOptions(width: 1000, description: item.descPath)
        return (options, 1000, try RecordingInput.importer(path: item.path, options: options).height)
    }

    /// The scene: a window-filling scroll view `feed` over content ten windows each way.
    static func scene(width: Double, height: Double, layout: Layout) -> String {
        let content = (width: width * 10, height: height * 10)
        let start = layout == .corner ? (x: 0.0, y: 0.0) : (x: width * 4.5, y: height * 4.5)
        var children: [String]
        switch layout {
        case .middle, .corner:
            children = [#"{"id": "page", "frame": [0, 0, \#(content.width), \#(content.height)]}"#]
        case .buttons:
            // an 8 × 8 grid over the window's part of the content, 10-point gaps between
            children = []
            let cell = (width: width / 8, height: height / 8)
            for row in 0..<8 {
                for column in 0..<8 {
                    let x = start.x + Double(column) * cell.width, y = start.y + Double(row) * cell.height
                    children.append(#"{"id": "b\#(row)_\#(column)", "type": "button", "frame": [\#(x), \#(y), \#(cell.width - 10), \#(cell.height - 10)]}"#)
                }
            }
        }
        return """
            {
              "scene": 1,
              "window": {"width": \(width), "height": \(height)},
              "views": [
                {"id": "feed", "type": "scroll", "frame": [0, 0, \(width), \(height)],
                 "contentSize": [\(content.width), \(content.height)], "contentOffset": [\(start.x), \(start.y)],
                 "alwaysBounceVertical": true, "alwaysBounceHorizontal": true,
                 "children": [
                   \(children.joined(separator: ",\n       "))
                 ]}
              ]
            }
            """
    }

    /// A replay of one recording: the imported samples, the records, and the scene's sizes.
    struct Run {
        var samples: [ImportedSample]
        var records: [ReplayRecord]
        var width: Double, height: Double
        var start: Point
        var maximum: Point

        /// The scroll records, with their event names.
        var scrolls: [ReplayRecord] { records.filter { $0.kind == .scroll && $0.id == "feed" } }
        /// When the pan began, if it did.
        var panBegan: Timestamp? { records.first { $0.kind == .gesture && $0.id == "feed.pan" && $0.state == .began }?.time }
        /// When the finger landed and lifted.
        var down: Timestamp { samples.first { $0.change.phase == .began }!.time }
        var lift: Timestamp { samples.last { $0.change.phase == .ended || $0.change.phase == .cancelled }!.time }

        /// Where the finger's movement starts to count: where it landed, moved on each axis by
        /// the movement at the pan's began up to the hysteresis (10 points).
        func anchor(began: Timestamp) -> Point {
            let first = samples.first!.change.location, then = finger(at: began)
            func clamp(_ value: Double) -> Double { min(max(value, -10), 10) }
            return Point(x: first.x + clamp(then.x - first.x), y: first.y + clamp(then.y - first.y))
        }

        /// Where the finger was at `time`: the last sample at or before it.
        func finger(at time: Timestamp) -> Point {
            samples.last { $0.time <= time }!.change.location
        }
    }

    static func replay(_ item: Case, layout: Layout) throws -> Run {
        let (options, width, height) = try window(item)
        let samples = try RecordingInput.importer(path: item.path, options: options).readAll()
        let path = try EvemuFixtures.temporaryFile(scene(width: width, height: height, layout: layout), suffix: ".scene.json")
        defer { EvemuFixtures.remove(path) }
        var records: [ReplayRecord] = []
        let ending = try TraceReplay.run(recording: item.path, options: options, scene: path, emit: { records.append($0) })
        #expect(ending == .drained, "the motion after the lift ends")
        let start = layout == .corner ? Point.zero : Point(x: width * 4.5, y: height * 4.5)
        return Run(samples: samples, records: records, width: width, height: height, start: start, maximum: Point(x: width * 9, y: height * 9))
    }

    // MARK: Dragging

    /// Every recording is one finger that lands and lifts; the pan begins on it.
    @Test(arguments: cases)
    func eachRecordingIsOneFingerThePanTakes(_ item: Case) throws {
        let run = try Self.replay(item, layout: .middle)
        let contacts = EvemuContact.contacts(run.samples)
        try #require(contacts.count == 1)
        #expect(contacts[0].end != nil)
        let began = try #require(run.panBegan)
        #expect(began > run.down && began <= run.lift)
    }

    /// From the middle of the content no edge is reached: until the lift the offset is the
    /// starting offset less the finger's movement since the pan's anchor (``Run/anchor(began:)``),
    /// on both axes (always bounce), within half a point.
    @Test(arguments: cases)
    func theContentFollowsTheFinger(_ item: Case) throws {
        let run = try Self.replay(item, layout: .middle)
        let began = try #require(run.panBegan)
        let anchor = run.anchor(began: began)
        let dragging = run.scrolls.filter { $0.event == "didScroll" && $0.time < run.lift }
        // the content moved, and stayed inside it
        #expect(!dragging.isEmpty)
        for record in dragging {
            let finger = run.finger(at: record.time)
            let expected = Point(x: run.start.x - (finger.x - anchor.x), y: run.start.y - (finger.y - anchor.y))
            #expect(expected.x > 0 && expected.x < run.maximum.x && expected.y > 0 && expected.y < run.maximum.y, "an edge is crossed")
            let offset = try #require(record.location)
            #expect(abs(offset.x - expected.x) <= 0.5 && abs(offset.y - expected.y) <= 0.5, "at \(record.time): offset \(offset), finger says \(expected)")
        }
        // the offset at the lift follows the finger's last position too
        let end = try #require(run.scrolls.first { $0.event == "willEndDragging" }?.location)
        let last = run.finger(at: run.lift)
        #expect(abs(end.x - (run.start.x - (last.x - anchor.x))) <= 0.5 && abs(end.y - (run.start.y - (last.y - anchor.y))) <= 0.5)
        // the whole drag: the finger's first to last position, less the hysteresis
        let first = run.samples.first!.change.location
        let before = Point(x: anchor.x - first.x, y: anchor.y - first.y)
        #expect(abs(max(abs(before.x), abs(before.y)) - 10) < 1e-9)
        #expect(abs((run.start.x - end.x) - (last.x - first.x - before.x)) <= 0.5)
        #expect(abs((run.start.y - end.y) - (last.y - first.y - before.y)) <= 0.5)
    }

    /// From the top-left corner a drag down or right goes past an edge: where the finger keeps
    /// the content inside, it follows exactly; past an edge it shows less than the finger moved,
    /// on the same side, and never a whole window.
    @Test(arguments: cases)
    func pastAnEdgeTheRubberBandHoldsBack(_ item: Case) throws {
        let run = try Self.replay(item, layout: .corner)
        let began = try #require(run.panBegan)
        let anchor = run.anchor(began: began)
        for record in run.scrolls where record.event == "didScroll" && record.time < run.lift {
            let finger = run.finger(at: record.time)
            let offset = try #require(record.location)
            let free = Point(x: run.start.x - (finger.x - anchor.x), y: run.start.y - (finger.y - anchor.y))
            for (shown, wanted, limit, size) in [(offset.x, free.x, run.maximum.x, run.width), (offset.y, free.y, run.maximum.y, run.height)] {
                if wanted < 0 {
                    #expect(shown <= 0 && shown >= wanted && shown > -size, "at \(record.time): \(shown) for a finger asking \(wanted)")
                } else if wanted > limit {
                    #expect(shown >= limit && shown <= wanted && shown < limit + size, "at \(record.time): \(shown) for a finger asking \(wanted)")
                } else {
                    #expect(abs(shown - wanted) <= 0.5, "at \(record.time): \(shown) for a finger asking \(wanted)")
                }
            }
        }
    }

    // MARK: The lift and after

    /// At the lift: `willEndDragging` then `didEndDragging`, one after the other; if the content
    /// moves on, only `didScroll` follows, toward the target, ending with `didEndDecelerating` on
    /// it; otherwise nothing follows and the target is where it stands.
    @Test(arguments: cases, Layout.allCases)
    func theLiftEndsDraggingAndTheMotionEndsOnTheTarget(_ item: Case, layout: Layout) throws {
        let run = try Self.replay(item, layout: layout)
        guard run.panBegan != nil else {
            // a button kept the touch (the buttons layout): the content never moved
            #expect(layout == .buttons && run.scrolls.isEmpty)
            return
        }
        let scrolls = run.scrolls
        let will = try #require(scrolls.firstIndex { $0.event == "willEndDragging" })
        try #require(will + 1 < scrolls.count)
        let did = scrolls[will + 1]
        #expect(did.event == "didEndDragging")
        #expect(scrolls[will].time == run.lift && did.time == run.lift)
        #expect(scrolls[..<will].allSatisfy { $0.time <= run.lift && $0.event != "didEndDragging" })
        let motion = try #require(scrolls[will].motion)
        let target = motion.target
        // the resting offset is inside the content (no paging here)
        #expect(target.x >= 0 && target.x <= run.maximum.x && target.y >= 0 && target.y <= run.maximum.y)
        let after = scrolls[(will + 2)...]
        guard did.value == .bool(true) else {
            #expect(after.isEmpty)
            #expect(scrolls[will].location == target)
            return
        }
        let last = try #require(after.last)
        #expect(last.event == "didEndDecelerating")
        #expect(after.dropLast().allSatisfy { $0.event == "didScroll" && $0.time > run.lift })
        let rest = try #require(last.location)
        #expect(abs(rest.x - target.x) < 1e-6 && abs(rest.y - target.y) < 1e-6, "rests at \(rest), target \(target)")
        // toward the target, never past it, on each axis
        var previous = try #require(scrolls[will].location)
        for record in after {
            let offset = try #require(record.location)
            for (from, to, goal) in [(previous.x, offset.x, target.x), (previous.y, offset.y, target.y)] {
                #expect(abs(goal - to) <= abs(goal - from) + 1e-9, "at \(record.time): \(from) -> \(to), target \(goal)")
                #expect((to - from) * (goal - from) >= 0 && (goal - to) * (goal - from) >= -1e-9, "at \(record.time): \(from) -> \(to) overshoots \(goal)")
            }
            previous = offset
        }
    }

    /// Not vacuous: some lifts decelerate with momentum inside the content (the Wacom vertical
    /// drag, the Galaxy S drag), some bounce back from past an edge (from the corner), and some
    /// stop where they are.
    @Test func momentumBounceAndRestEachHappen() throws {
        var momentum = 0, bounce = 0, rest = 0
        for item in Self.cases {
            for layout in Layout.allCases {
                let run = try Self.replay(item, layout: layout)
                guard let will = run.scrolls.first(where: { $0.event == "willEndDragging" }),
                    let offset = will.location, let target = will.motion?.target
                else { continue }
                if target == offset {
                    rest += 1
                } else if offset.x < 0 || offset.y < 0 {
                    bounce += 1
                } else {
                    momentum += 1
                }
            }
        }
        #expect(momentum > 0 && bounce > 0 && rest > 0)
    }

    // MARK: Properties over every recording and layout

    /// The offset never shows a whole window past an edge, in any record.
    @Test(arguments: cases, Layout.allCases)
    func theOffsetStaysWithinTheRubberBand(_ item: Case, layout: Layout) throws {
        let run = try Self.replay(item, layout: layout)
        for record in run.records where record.kind == .scroll || (record.kind == .handler && record.of == "feed") {
            let offset = try #require(record.location)
            #expect(offset.x > -run.width && offset.x < run.maximum.x + run.width, "\(record)")
            #expect(offset.y > -run.height && offset.y < run.maximum.y + run.height, "\(record)")
        }
    }

    /// A button under the finger never sees a touch the pan took before the delay ran out; one
    /// that got it (after the delay) keeps it, and the content does not move (Apple,
    /// `touchesShouldCancel(in:)`: no for controls).
    @Test(arguments: cases)
    func aButtonNeverSeesATouchThePanTookFirst(_ item: Case) throws {
        let run = try Self.replay(item, layout: .buttons)
        let controls = run.records.filter { $0.kind == .control }
        if let began = run.panBegan {
            #expect(controls.isEmpty, "the pan began \(began.nanoseconds - run.down.nanoseconds) ns after the touch, and a button saw it: \(controls.first.map { "\($0)" } ?? "")")
        } else {
            let down = try #require(controls.first)
            #expect(down.event == "touchDown")
            #expect(down.time.nanoseconds >= run.down.nanoseconds + Self.delay.nanoseconds || down.time == run.lift)
            #expect(run.scrolls.isEmpty)
        }
    }

    /// Not vacuous: in some recordings the pan takes the touch inside the delay, and in some a
    /// button gets it first (the TF201 drag moves under 10 points in its first 0.15 s).
    @Test func bothOutcomesHappen() throws {
        var early = 0, kept = 0
        for item in Self.cases {
            let run = try Self.replay(item, layout: .buttons)
            if let began = run.panBegan, began.nanoseconds - run.down.nanoseconds < Self.delay.nanoseconds { early += 1 }
            if run.records.contains(where: { $0.kind == .control }) { kept += 1 }
        }
        #expect(early > 0 && kept > 0)
    }
}
