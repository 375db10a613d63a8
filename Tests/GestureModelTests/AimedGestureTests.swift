import ControlModel
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@testable import GestureModel
@testable import TestFixtures

/// A view that records the touches it is given: phase, finger, location and time.
private final class TouchRecorder: View {
    struct Sample: Equatable {
        let phase: TouchPhase
        let finger: Int
        let location: Point
        let nanoseconds: Int64
    }
    private(set) var samples: [Sample] = []
    override func touchesBegan(_ touches: [Touch]) { record(touches) }
    override func touchesMoved(_ touches: [Touch]) { record(touches) }
    override func touchesEnded(_ touches: [Touch]) { record(touches) }
    private func record(_ touches: [Touch]) {
        for touch in touches {
            samples.append(Sample(phase: touch.phase, finger: touch.identifier, location: touch.location, nanoseconds: touch.timestamp.nanoseconds))
        }
    }
    /// The last sample of each finger, by finger.
    var lastLocations: [Int: Point] { Dictionary(samples.map { ($0.finger, $0.location) }, uniquingKeysWith: { $1 }) }
    /// The first sample of each finger, by finger.
    var firstLocations: [Int: Point] { Dictionary(samples.map { ($0.finger, $0.location) }, uniquingKeysWith: { a, _ in a }) }
}

@Suite("Gestures aimed at views: the touch reaches the view, or the test fails saying why")
struct AimedGestureTests {
    // MARK: Reaching the view

    @Test func aTapOnAButtonTapsIt() throws {
        let rig = GestureRig()
        let like = rig.add(Button(frame: Rect(x: 20, y: 300, width: 80, height: 44), identifier: "like"))
        var events: [String] = []
        like.addEventHandler(for: .allEvents) { _, event in events.append("\(event)") }
        try rig.window.tap(on: like)
        #expect(events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    /// The point is one where the view is really hit: on a view half covered, the tap lands on
    /// the uncovered half.
    @Test func aPartlyCoveredViewIsTappedWhereItShows() throws {
        let rig = GestureRig()
        let photo = rig.add(View(frame: Rect(x: 0, y: 100, width: 400, height: 300), identifier: "photo"))
        let banner = rig.add(View(frame: Rect(x: 0, y: 100, width: 400, height: 200), identifier: "banner"))
        var tapped = 0
        _ = photo.whenTapped { tapped += 1 }
        var bannerTapped = 0
        _ = banner.whenTapped { bannerTapped += 1 }
        try rig.window.tap(on: photo)
        rig.wait(400)
        #expect(tapped == 1 && bannerTapped == 0)
        let point = try rig.window.touchPoint(on: photo)
        #expect(point.y >= 300 && rig.window.hitTest(point) === photo)
    }

    /// A view's recognizers see the touches of its subviews, so a container covered by its own
    /// children is still reached; a control covered by its own subview is not (it tracks only
    /// touches hit-tested to it).
    @Test func aContainerCoveredByItsChildrenIsReachedButAControlIsNot() throws {
        let rig = GestureRig()
        let gallery = rig.add(View(frame: Rect(x: 0, y: 0, width: 400, height: 400), identifier: "gallery"))
        rig.add(View(frame: gallery.bounds, identifier: "image"), to: gallery)
        var tapped = 0
        _ = gallery.whenTapped { tapped += 1 }
        try rig.window.tap(on: gallery)
        rig.wait(400)
        #expect(tapped == 1)
        let save = rig.add(Button(frame: Rect(x: 0, y: 500, width: 100, height: 44), identifier: "save"))
        rig.add(View(frame: save.bounds, identifier: "icon"), to: save)
        #expect(throws: GestureMiss.self) { try rig.window.tap(on: save) }
    }

    // MARK: Missing the view fails, saying why

    /// Each reason a touch would not reach a view is the miss's reason, and the message names
    /// the gesture, where it was written, the view and the reason.
    @Test(arguments: [
        ("hidden", "hidden (photo is hidden)"),
        ("interaction", "user interaction off (on card)"),
        ("disabled", "disabled (photo is a disabled control)"),
        ("covered", "covered by overlay"),
        ("outside", "outside the window"),
    ])
    func aMissSaysWhy(setup: String, reason: String) throws {
        let rig = GestureRig()
        let card = rig.add(View(frame: Rect(x: 0, y: 100, width: 400, height: 300), identifier: "card"))
        let photo = rig.add(Button(frame: Rect(x: 20, y: 20, width: 100, height: 100), identifier: "photo"), to: card)
        var touched: [String] = []
        photo.addEventHandler(for: .allEvents) { _, event in touched.append("photo \(event)") }
        switch setup {
        case "hidden": photo.isHidden = true
        case "interaction": card.isUserInteractionEnabled = false
        case "disabled": photo.isEnabled = false
        case "covered":
            let overlay = rig.add(Button(frame: Rect(x: 0, y: 0, width: 400, height: 800), identifier: "overlay"))
            overlay.addEventHandler(for: .allEvents) { _, event in touched.append("overlay \(event)") }
        default: card.frame.origin.x = 500
        }
        let line: UInt = #line + 1
        let miss = try #require(throws: GestureMiss.self) { try rig.window.tap(on: photo) }
        #expect(miss.reason.description == reason)
        #expect(miss.description == "GestureModelTests/AimedGestureTests.swift:\(line): tap(on: photo) would not reach photo: \(reason)")
        #expect(touched.isEmpty, "a gesture that would miss touches nothing")
        #expect(rig.window.touchesDown.isEmpty)
    }

    @Test func aViewInAnotherWindowOrInNoneIsMissed() {
        let rig = GestureRig(), other = GestureRig()
        let elsewhere = other.add(View(frame: Rect(x: 0, y: 0, width: 50, height: 50), identifier: "elsewhere"))
        let loose = View(frame: Rect(x: 0, y: 0, width: 50, height: 50), identifier: "loose")
        #expect(throws: GestureMiss.self) { try rig.window.tap(on: elsewhere) }
        let miss = try? #require(throws: GestureMiss.self) { try rig.window.longPress(on: loose) }
        #expect(miss?.reason == .notInWindow)
        #expect(miss?.gesture == "longPress(on: loose)")
    }

    // MARK: Taps, presses, swipes

    @Test func doubleTapAndLongPressAreRecognized() throws {
        let rig = GestureRig()
        let photo = rig.add(View(frame: Rect(x: 0, y: 100, width: 400, height: 300), identifier: "photo"))
        let log = EventLog(rig.clock)
        let double = TapGestureRecognizer(taps: 2)
        let press = LongPressGestureRecognizer()
        photo.addGestureRecognizer(double)
        photo.addGestureRecognizer(press)
        log.watch(double, "double")
        log.watch(press, "press")
        try rig.window.doubleTap(on: photo)
        #expect(log.entries(of: "double") == ["double.ended"])
        log.clear()
        try rig.window.longPress(on: photo)
        #expect(log.entries(of: "press") == ["press.began", "press.ended"])
    }

    @Test func aSwipeGoesTheWayItIsAimed() throws {
        let rig = GestureRig()
        let card = rig.add(View(frame: Rect(x: 0, y: 100, width: 400, height: 300), identifier: "card"))
        let left = SwipeGestureRecognizer(direction: .left), right = SwipeGestureRecognizer(direction: .right)
        card.addGestureRecognizer(left)
        card.addGestureRecognizer(right)
        let log = EventLog(rig.clock)
        log.watch(left, "left")
        log.watch(right, "right")
        try rig.window.swipe(on: card, direction: .left)
        #expect(log.entries.sorted() == ["left.ended", "right.failed"])
    }

    // MARK: Drags in frames

    /// A pan moves by exactly the translation asked, in frames 1/60 s apart, and lifts with
    /// the last move.
    @Test func aPanMovesInFramesAtSixtyHertz() throws {
        let rig = GestureRig()
        let map = rig.add(TouchRecorder(frame: Rect(x: 0, y: 0, width: 400, height: 800)))
        try rig.window.pan(on: map, by: pt(60, -30), duration: .milliseconds(500))
        let moves = map.samples.filter { $0.phase == .moved }
        #expect(moves.count == 30)
        #expect(moves.first?.nanoseconds == 16_666_666 && moves.last?.nanoseconds == 500_000_000)
        let start = try #require(map.firstLocations[1])
        #expect(map.lastLocations[1] == start + pt(60, -30))
        #expect(map.samples.last?.phase == .ended && map.samples.last?.nanoseconds == 500_000_000)
    }

    @Test func aTimedDragSamplesAtTheFrequencyAsked() {
        let rig = GestureRig()
        let map = rig.add(TouchRecorder(frame: Rect(x: 0, y: 0, width: 400, height: 800)))
        rig.window.timedDrag(from: pt(100, 100), by: pt(0, 200), duration: .milliseconds(200), frequency: 120)
        let moves = map.samples.filter { $0.phase == .moved }
        #expect(moves.count == 24)
        #expect(moves.map(\.location.y).last == 300)
    }

    /// The velocity a pan measures at the lift is the one asked, within 10% (here, to the
    /// rounding of time to nanoseconds), whatever the direction, duration and frequency.
    @Test(arguments: [(pt(1000, 0), 100, 60.0), (pt(-300, 800), 100, 60.0), (pt(0, -2500), 50, 120.0), (pt(400, 400), 250, 30.0)])
    func aFlingLiftsAtTheVelocityAsked(velocity: Point, milliseconds: Int, frequency: Double) throws {
        let rig = GestureRig(width: 2000, height: 2000)
        let list = rig.add(View(frame: Rect(x: 500, y: 500, width: 1000, height: 1000), identifier: "list"))
        let pan = PanGestureRecognizer()
        list.addGestureRecognizer(pan)
        var lift: Point?
        pan.addHandler { recognizer, state, _ in
            if state == .ended { lift = (recognizer as? PanGestureRecognizer)?.velocity }
        }
        try rig.window.fling(on: list, velocity: velocity, duration: .milliseconds(milliseconds), frequency: frequency)
        let measured = try #require(lift)
        let error = measured.distance(to: velocity) / velocity.distance(to: .zero)
        #expect(error < 0.10)
        #expect(error < 1e-6, "a steady speed is what the pan measures")
    }

    /// A steady drag lifts at its speed: the pan weighs its last two raw samples (iOS 26.1
    /// `-[UIPanGestureRecognizer velocityInView:]`), both the drag's speed — a running average
    /// would lift short of it (0.74 of it after 6 moves).
    @Test func aSteadyDragLiftsAtItsSpeed() throws {
        let rig = GestureRig(width: 2000, height: 2000)
        let list = rig.add(View(frame: Rect(x: 500, y: 500, width: 1000, height: 1000)))
        let pan = PanGestureRecognizer()
        list.addGestureRecognizer(pan)
        var lift: Point?
        pan.addHandler { recognizer, state, _ in if state == .ended { lift = (recognizer as? PanGestureRecognizer)?.velocity } }
        try rig.window.pan(on: list, by: pt(100, 0), duration: .milliseconds(100))  // 1000 pt/s, 6 moves
        #expect(try #require(lift).x.isClose(to: 1000, within: 1e-3))
    }

    // MARK: Two fingers

    /// A recording view with `recognizer` on it, which leaves the view its touches (so the
    /// recorder sees every move), and takes several touches at once (`isMultipleTouchEnabled`:
    /// off, the default, it would be given only the first finger).
    private func recorder(with recognizer: GestureRecognizer) -> (GestureRig, TouchRecorder) {
        let rig = GestureRig()
        let photo = rig.add(TouchRecorder(frame: Rect(x: 0, y: 100, width: 400, height: 400)))
        photo.isMultipleTouchEnabled = true
        recognizer.cancelsTouchesInView = false
        photo.addGestureRecognizer(recognizer)
        return (rig, photo)
    }

    @Test func aPinchSpreadsTheFingersByTheScale() throws {
        let pinch = PinchGestureRecognizer()
        let (rig, photo) = recorder(with: pinch)
        let log = EventLog(rig.clock)
        log.watch(pinch, "pinch")
        try rig.window.pinch(on: photo, scale: 2)
        let first = photo.firstLocations, last = photo.lastLocations
        let before = try #require(first[1]).distance(to: try #require(first[2]))
        let after = try #require(last[1]).distance(to: try #require(last[2]))
        #expect(before == 100 && abs(after / before - 2) < 1e-9)
        #expect(log.entries.first == "pinch.began" && log.entries.last == "pinch.ended")
        try rig.window.pinch(on: photo, scale: 0.5)
        #expect(log.entries.last == "pinch.ended")
    }

    @Test func aRotationTurnsTheFingersByTheAngle() throws {
        let rotation = RotationGestureRecognizer()
        let (rig, photo) = recorder(with: rotation)
        var turned: Double?
        rotation.addHandler { recognizer, state, _ in
            if state == .ended { turned = (recognizer as? RotationGestureRecognizer)?.rotation }
        }
        try rig.window.rotate(on: photo, angle: .pi / 4)
        let first = photo.firstLocations, last = photo.lastLocations
        let start = try #require(first[2]) - (try #require(first[1]))
        let end = try #require(last[2]) - (try #require(last[1]))
        let cross = start.x * end.y - start.y * end.x, dot = start.x * end.x + start.y * end.y
        #expect(abs(atan2(cross, dot) - .pi / 4) < 1e-9, "clockwise on screen, y down")
        #expect((turned ?? 0) > 0)
    }

    /// Several fingers land in a row on the view, closer when it is small; a view with no room
    /// for them is a miss that says so.
    @Test func severalFingersLandOnTheView() throws {
        let rig = GestureRig()
        let photo = rig.add(View(frame: Rect(x: 0, y: 100, width: 400, height: 300), identifier: "photo"))
        let twoFingers = TapGestureRecognizer(touches: 2)
        photo.addGestureRecognizer(twoFingers)
        let log = EventLog(rig.clock)
        log.watch(twoFingers, "two")
        try rig.window.tap(on: photo, fingers: 2)
        #expect(log.entries == ["two.ended"])
        let small = rig.add(View(frame: Rect(x: 0, y: 600, width: 30, height: 30), identifier: "small"))
        let fingers = try rig.window.touchDown(on: small, fingers: 3)
        #expect(fingers.count == 3 && fingers.allSatisfy { rig.window.hitTest($0.location) === small })
        rig.window.lift(fingers)
        let dot = rig.add(View(frame: Rect(x: 300, y: 600, width: 2, height: 2), identifier: "dot"))
        let miss = try #require(throws: GestureMiss.self) { try rig.window.pinch(on: dot, scale: 2) }
        #expect(miss.reason == .noRoomForFingers(2))
    }
}
