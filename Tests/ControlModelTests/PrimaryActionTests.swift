import Testing
@testable import ControlModel

@Suite("primaryActionTriggered follows the primary event as a second dispatch")
struct PrimaryActionTests {
    @Test func buttonDispatchesPrimaryActionTriggeredAfterTouchUpInside() {
        let rig = ControlRig(Button())
        rig.tap(50, 25)
        #expect(rig.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(rig.control.primaryEvent == .touchUpInside)
    }

    @Test func buttonPrimaryActionIsASeparateDispatchThatHandlersSeeOnce() {
        let rig = ControlRig(Button())
        var seen: [ControlEvents] = []
        rig.control.addEventHandler(for: [.touchUpInside, .primaryActionTriggered]) { _, event in seen.append(event) }
        rig.tap(50, 25)
        #expect(seen == [.touchUpInside, .primaryActionTriggered])
    }

    @Test func buttonLiftedOutsideHasNoPrimaryAction() {
        let rig = ControlRig(Button())
        rig.down(50, 25)
        rig.up(500, 25)
        #expect(rig.names == ["touchDown", "touchDragExit", "touchUpOutside"])
    }

    @Test func buttonCancelledHasNoPrimaryAction() {
        let rig = ControlRig(Button())
        rig.down(50, 25)
        rig.cancel()
        #expect(rig.names == ["touchDown", "touchCancel"])
    }

    @Test func sendActionsOfTheButtonsPrimaryEventAlsoTriggersThePrimaryAction() {
        let button = Button()
        var seen: [ControlEvents] = []
        button.addEventHandler(for: .allEvents) { _, event in seen.append(event) }
        button.sendActions(for: .touchUpInside)
        #expect(seen == [.touchUpInside, .primaryActionTriggered])
        seen.removeAll()
        button.sendActions(for: .primaryActionTriggered)
        #expect(seen == [.primaryActionTriggered])
    }

    @Test func aPlainControlHasNoPrimaryEvent() {
        let rig = ControlRig(Control())
        rig.tap(50, 25)
        rig.control.sendActions(for: .valueChanged)
        #expect(rig.names == ["touchDown", "touchUpInside", "valueChanged"])
    }

    @Test func switchDispatchesPrimaryActionTriggeredAfterValueChanged() {
        let rig = ControlRig(Switch())
        rig.tap(25, 25)
        #expect(rig.names == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func sliderDispatchesPrimaryActionTriggeredAfterEachValueChanged() {
        let rig = ControlRig(Slider(), frame: Rect(x: 100, y: 100, width: 231, height: 31))
        rig.down(15.5, 15)
        rig.move(65.5, 15)
        rig.move(115.5, 15)
        rig.up(115.5, 15)
        #expect(
            rig.names == [
                "touchDown", "valueChanged", "primaryActionTriggered", "touchDragInside", "valueChanged",
                "primaryActionTriggered", "touchDragInside", "touchUpInside",
            ])
    }

    @Test func stepperDispatchesPrimaryActionTriggeredAfterValueChanged() {
        let rig = ControlRig(Stepper(), frame: Rect(x: 100, y: 100, width: 94, height: 29))
        rig.tap(80, 15)
        #expect(rig.names == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func segmentedControlDispatchesPrimaryActionTriggeredAfterValueChanged() {
        let rig = ControlRig(SegmentedControl(segments: 2), frame: Rect(x: 100, y: 100, width: 200, height: 30))
        rig.tap(150, 15)
        #expect(rig.names == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func sendActionsOfValueChangedOnAValueControlTriggersThePrimaryAction() {
        for control in [Switch(), Slider(), Stepper(), SegmentedControl()] as [Control] {
            var seen: [ControlEvents] = []
            control.addEventHandler(for: .allEvents) { _, event in seen.append(event) }
            control.sendActions(for: [.valueChanged, .touchUpInside])
            #expect(seen == [.touchUpInside, .valueChanged, .primaryActionTriggered], "\(type(of: control))")
        }
    }
}
