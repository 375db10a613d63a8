import Testing
@testable import ControlModel

@Suite("Observation: closures with tokens that stop when cancelled or released")
struct ObservationTests {
    @Test func highlightAndTrackingChangesAreObservedDuringATap() {
        let rig = ControlRig(Button())
        var log: [String] = []
        let highlight = rig.control.observe(.highlighted) { log.append("highlighted=\($0.isHighlighted)") }
        let tracking = rig.control.observe(.tracking) { log.append("tracking=\($0.isTracking)") }
        rig.down(50, 25)
        rig.move(500, 25)
        rig.move(50, 25)
        rig.up(50, 25)
        #expect(
            log == [
                "tracking=true", "highlighted=true",
                "highlighted=false",
                "highlighted=true",
                "tracking=false", "highlighted=false",
            ])
        withExtendedLifetime((highlight, tracking)) {}
    }

    @Test func onlyRealChangesAreNotified() {
        let control = Control()
        var count = 0
        let token = control.observe(.selected) { _ in count += 1 }
        control.isSelected = false
        control.isSelected = true
        control.isSelected = true
        #expect(count == 1)
        withExtendedLifetime(token) {}
    }

    @Test func enabledAndSelectedChangesAreObserved() {
        let control = Control()
        var log: [String] = []
        let enabled = control.observe(.enabled) { log.append("enabled=\($0.isEnabled)") }
        let selected = control.observe(.selected) { log.append("selected=\($0.isSelected)") }
        control.isEnabled = false
        control.isSelected = true
        control.isEnabled = true
        #expect(log == ["enabled=false", "selected=true", "enabled=true"])
        withExtendedLifetime((enabled, selected)) {}
    }

    @Test func valueChangesOfEveryValueControlAreObservedIncludingChangesMadeInCode() {
        let switchControl = Switch()
        let slider = Slider()
        let stepper = Stepper()
        let segmented = SegmentedControl(segments: 3)
        var values: [String] = []
        let tokens = [switchControl, slider, stepper, segmented].map { control in
            control.observe(.value) { values.append("\(type(of: $0)):\($0.controlValue?.description ?? "nil")") }
        }
        switchControl.isOn = true
        slider.setValue(0.25)
        stepper.value = 3
        segmented.selectedSegmentIndex = 2
        #expect(values == ["Switch:true", "Slider:0.25", "Stepper:3", "SegmentedControl:2"])
        withExtendedLifetime(tokens) {}
    }

    @Test func aUserValueChangeIsObservedBeforeItsValueChangedDispatch() {
        let rig = ControlRig(Switch(), frame: Rect(x: 100, y: 100, width: 51, height: 31))
        var log: [String] = []
        let token = rig.control.observe(.value) { log.append("observed:\($0.controlValue?.description ?? "nil")") }
        rig.control.addEventHandler(for: .valueChanged) { _, _ in log.append("valueChanged") }
        rig.tap(25, 15)
        #expect(log == ["observed:true", "valueChanged"])
        withExtendedLifetime(token) {}
    }

    @Test func cancellingTheTokenStopsTheObservation() {
        let control = Control()
        var count = 0
        let token = control.observe(.highlighted) { _ in count += 1 }
        #expect(token.isActive)
        control.isHighlighted = true
        token.cancel()
        #expect(!token.isActive)
        control.isHighlighted = false
        #expect(count == 1)
        token.cancel()  // idempotent
        #expect(!token.isActive)
    }

    @Test func releasingTheTokenStopsTheObservation() {
        let control = Control()
        var count = 0
        var token: ObservationToken? = control.observe(.selected) { _ in count += 1 }
        control.isSelected = true
        token = nil
        control.isSelected = false
        #expect(count == 1)
        #expect(token == nil)
        #expect(control.propertyChanges.isEmpty)
    }

    @Test func releasingTheTokenReleasesTheObserverClosure() {
        let control = Control()
        weak var weakCanary: LifetimeCanary?
        var token: ObservationToken?
        do {
            let canary = LifetimeCanary()
            weakCanary = canary
            token = control.observe(.value) { _ in withExtendedLifetime(canary) {} }
        }
        #expect(weakCanary != nil)
        token = nil
        #expect(weakCanary == nil)
        #expect(token == nil)
    }

    @Test func anObservationTokenNeverKeepsTheControlAlive() {
        weak var weakControl: Control?
        var tokens: [ObservationToken] = []
        do {
            let control = Slider()
            weakControl = control
            tokens.append(control.observe(.value) { _ in })
            tokens.append(control.observe(.highlighted) { _ in })
            tokens.append(control.dispatchedEvents.add { _ in })
            tokens.append(control.handlers.cancelledCalls.add { _ in })
        }
        #expect(weakControl == nil)
        #expect(tokens.allSatisfy { $0.isActive })
        // Cancelling after the control is gone is harmless.
        for token in tokens { token.cancel() }
        #expect(tokens.allSatisfy { !$0.isActive })
    }

    @Test func dispatchedEventsObservationsStopOnCancelAndOnRelease() {
        let control = Control()
        var a = 0
        var b = 0
        let tokenA = control.dispatchedEvents.add { _ in a += 1 }
        var tokenB: ObservationToken? = control.dispatchedEvents.add { _ in b += 1 }
        control.sendActions(for: .touchDown)
        tokenA.cancel()
        tokenB = nil
        control.sendActions(for: .touchDown)
        #expect(a == 1 && b == 1)
        #expect(tokenB == nil)
        #expect(control.dispatchedEvents.isEmpty)
    }

    @Test func observersRunInTheOrderTheyWereAdded() {
        let list = ObserverList<Int>()
        var log: [String] = []
        let tokens = (0..<5).map { i in list.add { log.append("\(i):\($0)") } }
        list.notify(7)
        #expect(log == ["0:7", "1:7", "2:7", "3:7", "4:7"])
        withExtendedLifetime(tokens) {}
    }

    @Test func anObserverCancelledDuringANotificationIsNotCalledAfterItsRemoval() {
        let list = ObserverList<Int>()
        var log: [String] = []
        var later: ObservationToken?
        let first = list.add { _ in
            log.append("first")
            later?.cancel()
        }
        later = list.add { _ in log.append("later") }
        list.notify(1)
        #expect(log == ["first"])
        withExtendedLifetime(first) {}
    }

    @Test func anObserverAddedDuringANotificationIsNotCalledInIt() {
        let list = ObserverList<Int>()
        var log: [Int] = []
        var added: [ObservationToken] = []
        let first = list.add { value in
            log.append(value)
            if added.isEmpty { added.append(list.add { log.append(100 + $0) }) }
        }
        list.notify(1)
        #expect(log == [1])
        list.notify(2)
        #expect(log == [1, 2, 102])
        withExtendedLifetime(first) {}
    }
}
