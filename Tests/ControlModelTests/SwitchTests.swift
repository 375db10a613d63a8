import Testing
@testable import ControlModel

/// The switch is 51 × 31 pt (UIKit's size) at (100, 100); points are in its own coordinates.
@Suite("Switch: toggles at lift inside the margin; code never dispatches")
struct SwitchTests {
    private func makeRig() -> ControlRig<Switch> {
        ControlRig(Switch(), frame: Rect(x: 100, y: 100, width: 51, height: 31))
    }

    @Test func isOffByDefault() {
        #expect(Switch().isOn == false)
        #expect(Switch().controlValue == .bool(false))
    }

    @Test func aTapTogglesAtTheLiftAndDispatchesValueChangedOnce() {
        let rig = makeRig()
        var valueChanges: [Bool] = []
        rig.control.addEventHandler(for: .valueChanged) { sender, _ in
            valueChanges.append(sender.isOn)
        }
        rig.down(25, 15)
        #expect(rig.control.isOn == false)  // nothing at touch-down
        #expect(valueChanges.isEmpty)
        rig.wait(0.2)
        rig.up(25, 15)
        #expect(rig.control.isOn == true)
        #expect(valueChanges == [true])
        #expect(rig.log.filter { $0 == .valueChanged }.count == 1)
    }

    @Test func aSecondTapTogglesBack() {
        let rig = makeRig()
        rig.tap(25, 15)
        rig.tap(25, 15)
        #expect(rig.control.isOn == false)
        #expect(rig.log.filter { $0 == .valueChanged }.count == 2)
    }

    @Test func aLiftOutsideTheMarginDoesNotToggle() {
        let rig = makeRig()
        rig.down(25, 15)
        rig.move(25, 200)
        rig.up(25, 200)
        #expect(rig.control.isOn == false)
        #expect(!rig.log.contains(.valueChanged))
        #expect(rig.names.last == "touchUpOutside")
    }

    @Test func aLiftInsideTheMarginButOutsideTheBoundsToggles() {
        let rig = makeRig()
        rig.down(25, 15)
        rig.move(51 + 60, 15)
        rig.up(51 + 60, 15)
        #expect(rig.control.isOn == true)
        #expect(rig.log.filter { $0 == .valueChanged }.count == 1)
    }

    @Test func aDragOutAndBackInBeforeTheLiftToggles() {
        let rig = makeRig()
        rig.down(25, 15)
        rig.move(400, 15)
        rig.move(25, 15)
        rig.up(25, 15)
        #expect(rig.control.isOn == true)
    }

    @Test func aCancelledTouchDoesNotToggle() {
        let rig = makeRig()
        rig.down(25, 15)
        rig.cancel()
        #expect(rig.control.isOn == false)
        #expect(rig.names == ["touchDown", "touchCancel"])
    }

    @Test func settingIsOnInCodeNeverDispatches() {
        let rig = makeRig()
        var handled = 0
        rig.control.addEventHandler(for: .allEvents) { _, _ in handled += 1 }
        rig.control.isOn = true
        rig.control.isOn = false
        rig.control.isOn.toggle()
        #expect(rig.log.isEmpty)
        #expect(handled == 0)
        #expect(rig.control.controlValue == .bool(true))
    }

    @Test func aDisabledSwitchIgnoresTaps() {
        let rig = makeRig()
        rig.control.isEnabled = false
        rig.tap(25, 15)
        #expect(rig.control.isOn == false)
        #expect(rig.log.isEmpty)
    }
}
