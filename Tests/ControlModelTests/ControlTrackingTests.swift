import Testing
@testable import ControlModel

/// The control in these tests is 100 × 50 pt at (100, 100) in its window; points are in the
/// control's own coordinates. With the 70 pt margin, "inside" is x in [-70, 170), y in [-70, 120).
@Suite("Control touch tracking")
struct ControlTrackingTests {
    @Test func beginSetsTrackingInsideAndHighlightedThenDispatchesTouchDown() {
        let rig = ControlRig(Control())
        var stateAtTouchDown: (tracking: Bool, inside: Bool, highlighted: Bool)?
        rig.control.addEventHandler(for: .touchDown) { sender, _ in
            stateAtTouchDown = (sender.isTracking, sender.isTouchInside, sender.isHighlighted)
        }
        let touch = rig.down(50, 25)
        #expect(rig.names == ["touchDown"])
        #expect(stateAtTouchDown?.tracking == true)
        #expect(stateAtTouchDown?.inside == true)
        #expect(stateAtTouchDown?.highlighted == true)
        #expect(rig.control.trackedTouch === touch)
    }

    @Test func aTapInsideDispatchesTouchDownThenTouchUpInside() {
        let rig = ControlRig(Control())
        rig.tap(50, 25)
        #expect(rig.names == ["touchDown", "touchUpInside"])
        #expect(!rig.control.isTracking)
        #expect(!rig.control.isHighlighted)
        #expect(!rig.control.isTouchInside)
        #expect(rig.control.trackedTouch == nil)
    }

    @Test func touchDownRepeatFollowsTouchDownAsASeparateDispatchWhenTapCountIsTwo() {
        let rig = ControlRig(Control())
        var handlerCalls: [ControlEvents] = []
        rig.control.addEventHandler(for: [.touchDown, .touchDownRepeat]) { _, event in handlerCalls.append(event) }
        rig.down(50, 25, tapCount: 2)
        #expect(rig.names == ["touchDown", "touchDownRepeat"])
        #expect(handlerCalls == [.touchDown, .touchDownRepeat])
    }

    @Test func touchDownRepeatAlsoForHigherTapCountsButNotForOne() {
        let single = ControlRig(Control())
        single.down(50, 25, tapCount: 1)
        #expect(single.names == ["touchDown"])
        let triple = ControlRig(Control())
        triple.down(50, 25, tapCount: 3)
        #expect(triple.names == ["touchDown", "touchDownRepeat"])
    }

    @Test func aDragOutPastThe70PointMarginAndBackDispatchesExitOutsideThenEnterInside() {
        let rig = ControlRig(Control())
        var highlights: [Bool] = []
        rig.down(50, 25)
        highlights.append(rig.control.isHighlighted)
        rig.move(169, 25)  // still inside: 69 pt right of the bounds
        highlights.append(rig.control.isHighlighted)
        rig.move(171, 25)  // 71 pt: outside
        highlights.append(rig.control.isHighlighted)
        rig.move(300, 25)
        highlights.append(rig.control.isHighlighted)
        rig.move(150, 25)  // back inside the margin
        highlights.append(rig.control.isHighlighted)
        rig.move(50, 25)
        highlights.append(rig.control.isHighlighted)
        rig.up(50, 25)
        #expect(
            rig.names == [
                "touchDown",
                "touchDragInside",
                "touchDragExit", "touchDragOutside",
                "touchDragOutside",
                "touchDragEnter", "touchDragInside",
                "touchDragInside",
                "touchUpInside",
            ])
        #expect(highlights == [true, true, false, false, true, true])
        #expect(!rig.control.isHighlighted)
    }

    @Test func insideIsTheBoundsGrownBy70PointsOnEverySide() {
        let rig = ControlRig(Control())
        let cases: [(Double, Double, Bool)] = [
            (-70, 25, true), (-70.5, 25, false), (169.9, 25, true), (170, 25, false),
            (50, -70, true), (50, -70.1, false), (50, 119.9, true), (50, 120, false),
            (-70, -70, true), (169.9, 119.9, true), (170, 120, false),
        ]
        for (x, y, inside) in cases {
            #expect(rig.control.isInsideTrackingArea(Point(x: x, y: y)) == inside, "(\(x), \(y))")
        }
        #expect(rig.control.trackingMargin == 70)
    }

    @Test func everyMoveDispatchesDragInsideOrOutsideEvenWithoutAChangeOfPosition() {
        let rig = ControlRig(Control())
        rig.down(50, 25)
        rig.move(50, 25)
        rig.move(50, 25)
        rig.move(500, 25)
        rig.move(500, 25)
        #expect(
            rig.names == [
                "touchDown", "touchDragInside", "touchDragInside", "touchDragExit", "touchDragOutside",
                "touchDragOutside",
            ])
    }

    @Test func theTrackingMarginIsAParameter() {
        let rig = ControlRig(Control())
        rig.control.trackingMargin = 0
        rig.down(50, 25)
        rig.move(100, 25)  // the right edge is outside
        rig.move(99, 25)
        #expect(rig.names == ["touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchDragInside"])
    }

    @Test func aLiftOutsideTheMarginDispatchesTouchUpOutside() {
        let rig = ControlRig(Control())
        rig.down(50, 25)
        rig.move(50, 300)
        rig.up(50, 300)
        #expect(rig.names == ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
        #expect(!rig.control.isTracking)
        #expect(!rig.control.isHighlighted)
    }

    @Test func aLiftInsideTheMarginButOutsideTheBoundsIsStillTouchUpInside() {
        let rig = ControlRig(Control())
        rig.down(50, 25)
        rig.move(150, 100)
        rig.up(150, 100)
        #expect(rig.names == ["touchDown", "touchDragInside", "touchUpInside"])
    }

    @Test func aLiftThatChangedInsideWithoutAMoveDispatchesExitBeforeTouchUpOutside() {
        let rig = ControlRig(Control())
        var highlightedAt: [String] = []
        rig.control.addEventHandler(for: [.touchDragExit, .touchUpOutside]) { sender, event in
            highlightedAt.append("\(event)=\(sender.isHighlighted)")
        }
        rig.down(50, 25)
        rig.up(500, 25)
        #expect(rig.names == ["touchDown", "touchDragExit", "touchUpOutside"])
        #expect(highlightedAt == ["touchDragExit=false", "touchUpOutside=false"])  // highlight follows inside
    }

    @Test func aLiftThatChangedInsideWithoutAMoveDispatchesEnterBeforeTouchUpInside() {
        let rig = ControlRig(Control())
        var highlightedAtUp: Bool?
        rig.control.addEventHandler(for: .touchUpInside) { sender, _ in highlightedAtUp = sender.isHighlighted }
        rig.down(50, 25)
        rig.move(500, 25)
        rig.up(50, 25)
        #expect(
            rig.names == ["touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchUpInside"])
        #expect(highlightedAtUp == true)
        #expect(!rig.control.isHighlighted)
    }

    @Test func handlersSeeHighlightedTrueAndTrackingFalseAtTouchUpInside() {
        let rig = ControlRig(Control())
        var seen: (highlighted: Bool, tracking: Bool)?
        rig.control.addEventHandler(for: .touchUpInside) { sender, _ in seen = (sender.isHighlighted, sender.isTracking) }
        rig.down(50, 25)
        rig.move(60, 30)
        rig.up(60, 30)
        #expect(seen?.highlighted == true)
        #expect(seen?.tracking == false)
        #expect(!rig.control.isHighlighted)
    }

    @Test func handlersSeeTrackingFalseAtTouchUpOutside() {
        let rig = ControlRig(Control())
        var seen: (highlighted: Bool, tracking: Bool)?
        rig.control.addEventHandler(for: .touchUpOutside) { sender, _ in seen = (sender.isHighlighted, sender.isTracking) }
        rig.down(50, 25)
        rig.move(400, 25)
        rig.up(400, 25)
        #expect(seen?.tracking == false)
        #expect(seen?.highlighted == false)
    }

    @Test func cancelStopsTrackingUnhighlightsAndDispatchesTouchCancel() {
        let rig = ControlRig(Control())
        var seen: (highlighted: Bool, tracking: Bool)?
        rig.control.addEventHandler(for: .touchCancel) { sender, _ in seen = (sender.isHighlighted, sender.isTracking) }
        rig.down(50, 25)
        rig.move(55, 25)
        rig.cancel()
        #expect(rig.names == ["touchDown", "touchDragInside", "touchCancel"])
        #expect(seen?.highlighted == false)
        #expect(seen?.tracking == false)
        #expect(rig.control.trackedTouch == nil)
        // The cancelled touch's later events are ignored.
        rig.up(55, 25)
        #expect(rig.names.count == 3)
    }

    @Test func aControlTracksOnlyTheFirstTouch() {
        let rig = ControlRig(Control())
        let first = rig.down(10, 10)
        let second = Touch(identifier: 99, location: rig.windowPoint(80, 10), time: .zero, view: rig.control)
        rig.control.touchesBegan([second])
        #expect(rig.control.trackedTouch === first)
        second.update(phase: .moved, location: rig.windowPoint(900, 900), time: .zero)
        rig.control.touchesMoved([second])
        second.update(phase: .ended, location: rig.windowPoint(900, 900), time: .zero)
        rig.control.touchesEnded([second])
        rig.control.touchesCancelled([second])
        #expect(rig.names == ["touchDown"])
        #expect(rig.control.isTracking)
        rig.up(10, 10)
        #expect(rig.names == ["touchDown", "touchUpInside"])
    }

    @Test func aControlTracksAgainAfterALift() {
        let rig = ControlRig(Control())
        rig.tap(10, 10)
        rig.tap(20, 20)
        #expect(rig.names == ["touchDown", "touchUpInside", "touchDown", "touchUpInside"])
    }

    @Test func disabledControlsDoNotTrackAndDoNotAcceptTouches() {
        let rig = ControlRig(Control())
        rig.control.isEnabled = false
        #expect(!rig.control.acceptsTouches)
        rig.down(50, 25)
        rig.move(60, 25)
        rig.up(60, 25)
        #expect(rig.names.isEmpty)
        #expect(!rig.control.isTracking)
        #expect(!rig.control.isHighlighted)
    }

    @Test func disabledControlsAreTransparentToHitTesting() {
        let rig = ControlRig(Control())
        let behind = View(frame: Rect(x: 50, y: 50, width: 300, height: 300), identifier: "behind")
        rig.window.addSubview(behind)
        rig.window.addSubview(rig.control)  // back in front
        let point = rig.windowPoint(50, 25)
        #expect(rig.window.hitTest(point) === rig.control)
        rig.control.isEnabled = false
        #expect(rig.window.hitTest(point) === behind)
        rig.control.isEnabled = true
        #expect(rig.window.hitTest(point) === rig.control)
    }

    @Test func controlsWithUserInteractionOffDoNotTrack() {
        let rig = ControlRig(Control())
        rig.control.isUserInteractionEnabled = false
        #expect(!rig.control.acceptsTouches)
        rig.tap(50, 25)
        #expect(rig.names.isEmpty)
    }

    @Test func disablingDuringTrackingDoesNotCancelTheTracking() {
        let rig = ControlRig(Control())
        rig.down(50, 25)
        rig.control.isEnabled = false
        #expect(rig.control.isTracking)
        rig.move(500, 25)
        rig.move(50, 25)
        rig.up(50, 25)
        #expect(
            rig.names == [
                "touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchDragInside", "touchUpInside",
            ])
        // Once lifted, the disabled control takes no new touch.
        rig.clearLog()
        rig.tap(50, 25)
        #expect(rig.names.isEmpty)
    }

    @Test func aHandlerDisablingTheControlAtTouchDownDoesNotCancelTheTracking() {
        let rig = ControlRig(Control())
        rig.control.addEventHandler(for: .touchDown) { sender, _ in sender.isEnabled = false }
        rig.down(50, 25)
        rig.up(50, 25)
        #expect(rig.names == ["touchDown", "touchUpInside"])
        #expect(!rig.control.isEnabled)
    }

    @Test func sendActionsOnADisabledControlDispatches() {
        let rig = ControlRig(Control())
        rig.control.isEnabled = false
        var handled: [ControlEvents] = []
        rig.control.addEventHandler(for: .allEvents) { _, event in handled.append(event) }
        rig.control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(rig.names == ["touchUpInside", "valueChanged"])
        #expect(handled == [.touchUpInside, .valueChanged])
    }

    @Test func dispatchedEventsObserversRunBeforeTheHandlers() {
        let rig = ControlRig(Control())
        var order: [String] = []
        let observation = rig.control.dispatchedEvents.add { entry in order.append("observer:\(entry.event)") }
        rig.control.addEventHandler(for: .touchDown) { _, event in order.append("handler:\(event)") }
        rig.down(50, 25)
        #expect(order == ["observer:touchDown", "handler:touchDown"])
        withExtendedLifetime(observation) {}
    }

    @Test func touchesAreLocatedInTheControlsOwnCoordinatesThroughNestedViews() {
        let window = View(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        window.scheduler = TestScheduler()
        let container = View(frame: Rect(x: 300, y: 300, width: 400, height: 400))
        window.addSubview(container)
        let control = Control(frame: Rect(x: 50, y: 50, width: 100, height: 50))
        container.addSubview(control)
        var log: [ControlEvents] = []
        control.addEventHandler(for: .allEvents) { _, event in log.append(event) }
        // Window (350, 350) is the control's origin; 71 pt right of its bounds is window x 521.
        let touch = Touch(identifier: 1, location: Point(x: 360, y: 360), time: .zero, view: control)
        control.touchesBegan([touch])
        touch.update(phase: .moved, location: Point(x: 519, y: 360), time: .zero)
        control.touchesMoved([touch])
        touch.update(phase: .moved, location: Point(x: 521, y: 360), time: .zero)
        control.touchesMoved([touch])
        touch.update(phase: .ended, location: Point(x: 521, y: 360), time: .zero)
        control.touchesEnded([touch])
        #expect(log == [.touchDown, .touchDragInside, .touchDragExit, .touchDragOutside, .touchUpOutside])
        #expect(window.hitTest(Point(x: 360, y: 360)) === control)
    }
}
