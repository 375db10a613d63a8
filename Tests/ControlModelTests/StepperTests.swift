import Testing
@testable import ControlModel

/// The stepper is 94 × 29 pt (UIKit's size) at (100, 100): the decrement half is x < 47, the
/// increment half x ≥ 47 (own coordinates).
@Suite("Stepper: touch-down highlights, hold autorepeats, tap steps once")
struct StepperTests {
    static let plus = (x: 70.0, y: 15.0)
    static let minus = (x: 20.0, y: 15.0)

    private func makeRig(configure: (Stepper) -> Void = { _ in }) -> ControlRig<Stepper> {
        let stepper = Stepper()
        configure(stepper)
        return ControlRig(stepper, frame: Rect(x: 100, y: 100, width: 94, height: 29))
    }

    /// Records the virtual time and value of every valueChanged.
    private func recordSteps(_ rig: ControlRig<Stepper>) -> () -> [(time: Timestamp, value: Double)] {
        final class Box { var steps: [(time: Timestamp, value: Double)] = [] }
        let box = Box()
        let clock = rig.clock
        rig.control.addEventHandler(for: .valueChanged) { sender, _ in
            box.steps.append((clock.now, sender.value))
        }
        return { box.steps }
    }

    private static func ms(_ milliseconds: Int64) -> Timestamp { Timestamp(nanoseconds: milliseconds * 1_000_000) }

    @Test func defaultsAreValue0Min0Max100Step1ContinuousAutorepeatNoWrap() {
        let stepper = Stepper()
        #expect(stepper.value == 0)
        #expect(stepper.minimumValue == 0)
        #expect(stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1)
        #expect(stepper.isContinuous)
        #expect(stepper.autorepeat)
        #expect(!stepper.wraps)
        #expect(stepper.controlValue == .number(0))
        #expect(stepper.autorepeatDelay == .milliseconds(500))
        #expect(stepper.slowInterval == .milliseconds(500))
        #expect(stepper.fastInterval == .milliseconds(100))
        #expect(stepper.fastestInterval == .milliseconds(50))
    }

    /// `UIStepper`'s value is clamped to its bounds, when set and when the bounds move.
    @Test func theValueStaysWithinTheBounds() {
        let stepper = Stepper()
        stepper.minimumValue = 10
        #expect(stepper.value == 10)
        stepper.setValue(500)
        #expect(stepper.value == 100)
        stepper.maximumValue = 50
        #expect(stepper.value == 50)
        stepper.setValue(-3)
        #expect(stepper.value == 10)
    }

    /// iOS 26.1 UIKitCore (decompiled): `-[UIStepper setMinimumValue:]` set above the maximum
    /// first sets the maximum to it, and `setMaximumValue:` below the minimum the minimum; the
    /// value follows. (Apple's `minimumValue` page says such a bound raises an exception; the
    /// code does not. Scene files refuse it instead — `SceneLoaderDefaultsTests`.)
    @Test func aBoundSetAcrossTheOtherMovesIt() {
        let stepper = Stepper()
        stepper.minimumValue = 150
        #expect(stepper.maximumValue == 150 && stepper.value == 150)
        stepper.maximumValue = -5
        #expect(stepper.minimumValue == -5 && stepper.value == -5)
        stepper.maximumValue = 20
        #expect(stepper.minimumValue == -5 && stepper.value == -5, "within the bounds, the value stays")
    }

    @Test func touchDownOnAHalfOnlyHighlightsIt() {
        let rig = makeRig()
        rig.down(Self.plus.x, Self.plus.y)
        #expect(rig.control.pressedHalf == .increment)
        #expect(rig.control.isHighlighted)
        #expect(rig.control.value == 0)
        #expect(rig.names == ["touchDown"])
        rig.wait(0.499)
        #expect(rig.control.value == 0)
    }

    @Test func theHalvesSplitTheWidth() {
        let stepper = Stepper(frame: Rect(x: 0, y: 0, width: 94, height: 29))
        #expect(stepper.half(at: Point(x: 46.9, y: 10)) == .decrement)
        #expect(stepper.half(at: Point(x: 47, y: 10)) == .increment)
    }

    @Test func holdingStepsAt0_5Then1_0Then1_5Seconds() {
        let rig = makeRig()
        let steps = recordSteps(rig)
        rig.down(Self.plus.x, Self.plus.y)
        rig.clock.advance(to: Timestamp(seconds: 1.5))
        #expect(steps().map(\.value) == [1, 2, 3])
        #expect(steps().map(\.time) == [Self.ms(500), Self.ms(1000), Self.ms(1500)])
    }

    @Test func holdingRepeatsEvery0_5SecondsForThreeRepeatsThen0_1ThenFrom19On0_05() {
        let rig = makeRig()
        let steps = recordSteps(rig)
        rig.down(Self.plus.x, Self.plus.y)
        rig.clock.advance(to: Timestamp(seconds: 4))
        // Repeat 0 at 0.5 s; repeats 1–3 every 0.5 s; repeats 4–18 every 0.1 s; 19 on every 0.05 s.
        var expected: [Timestamp] = [Self.ms(500), Self.ms(1000), Self.ms(1500), Self.ms(2000)]
        for i in 1...15 { expected.append(Self.ms(2000 + 100 * Int64(i))) }
        var t: Int64 = 3500
        while t + 50 <= 4000 {
            t += 50
            expected.append(Self.ms(t))
        }
        #expect(steps().map(\.time) == expected)
        #expect(steps().map(\.value) == (1...expected.count).map(Double.init))
        #expect(steps()[18].time == Self.ms(3500))  // repeat 18, the last at 0.1 s
        #expect(steps()[19].time == Self.ms(3550))  // repeat 19, the first at 0.05 s
    }

    @Test func liftingAfterRepeatsDoesNotStepAgainAndStopsTheRepeats() {
        let rig = makeRig()
        let steps = recordSteps(rig)
        rig.down(Self.plus.x, Self.plus.y)
        rig.clock.advance(to: Timestamp(seconds: 1.2))
        rig.up(Self.plus.x, Self.plus.y)
        #expect(steps().map(\.value) == [1, 2])
        #expect(rig.clock.pendingCount == 0)
        rig.wait(10)
        #expect(rig.control.value == 2)
        #expect(rig.control.pressedHalf == nil)
    }

    @Test func aQuickTapStepsOnceAtTheLift() {
        let rig = makeRig()
        let steps = recordSteps(rig)
        rig.down(Self.plus.x, Self.plus.y)
        rig.wait(0.1)
        #expect(steps().isEmpty)
        rig.up(Self.plus.x, Self.plus.y)
        #expect(steps().map(\.value) == [1])
        #expect(steps().map(\.time) == [Self.ms(100)])
        #expect(rig.names == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        #expect(rig.clock.pendingCount == 0)
    }

    @Test func aQuickTapOnTheDecrementHalfStepsDown() {
        let rig = makeRig { $0.value = 5 }
        rig.tap(Self.minus.x, Self.minus.y)
        #expect(rig.control.value == 4)
    }

    @Test func aTapLiftedOutsideTheMarginDoesNotStep() {
        let rig = makeRig()
        rig.down(Self.plus.x, Self.plus.y)
        rig.move(Self.plus.x, 300)
        rig.up(Self.plus.x, 300)
        #expect(rig.control.value == 0)
        #expect(!rig.log.contains(.valueChanged))
    }

    @Test func aCancelledTouchStopsTheRepeatsWithoutAStep() {
        let rig = makeRig()
        rig.down(Self.plus.x, Self.plus.y)
        rig.wait(0.2)
        rig.cancel()
        rig.wait(5)
        #expect(rig.control.value == 0)
        #expect(rig.clock.pendingCount == 0)
        #expect(rig.names == ["touchDown", "touchCancel"])
    }

    @Test func withoutAutorepeatAHoldStepsOnceAtTheLift() {
        let rig = makeRig { $0.autorepeat = false }
        rig.down(Self.plus.x, Self.plus.y)
        #expect(rig.clock.pendingCount == 0)
        rig.wait(3)
        #expect(rig.control.value == 0)
        rig.up(Self.plus.x, Self.plus.y)
        #expect(rig.control.value == 1)
    }

    @Test func theValueClampsAtTheMaximumWithoutDispatching() {
        let rig = makeRig { $0.value = 100 }
        rig.tap(Self.plus.x, Self.plus.y)
        #expect(rig.control.value == 100)
        #expect(!rig.log.contains(.valueChanged))
    }

    @Test func theValueClampsAtTheMinimumWithoutDispatching() {
        let rig = makeRig()
        rig.tap(Self.minus.x, Self.minus.y)
        #expect(rig.control.value == 0)
        #expect(!rig.log.contains(.valueChanged))
    }

    @Test func aStepPastTheBoundClampsToTheBound() {
        let rig = makeRig {
            $0.maximumValue = 10
            $0.stepValue = 3
            $0.value = 9
        }
        rig.tap(Self.plus.x, Self.plus.y)
        #expect(rig.control.value == 10)
        #expect(rig.log.filter { $0 == .valueChanged }.count == 1)
    }

    @Test func holdingAtTheMaximumStopsChangingTheValue() {
        let rig = makeRig {
            $0.maximumValue = 3
        }
        let steps = recordSteps(rig)
        rig.down(Self.plus.x, Self.plus.y)
        rig.wait(3)
        #expect(steps().map(\.value) == [1, 2, 3])
        #expect(rig.control.value == 3)
    }

    @Test func wrapGoesPastTheMaximumToTheMinimum() {
        let rig = makeRig {
            $0.wraps = true
            $0.value = 100
        }
        rig.tap(Self.plus.x, Self.plus.y)
        #expect(rig.control.value == 0)
        #expect(rig.log.filter { $0 == .valueChanged }.count == 1)
    }

    @Test func wrapGoesPastTheMinimumToTheMaximum() {
        let rig = makeRig { $0.wraps = true }
        rig.tap(Self.minus.x, Self.minus.y)
        #expect(rig.control.value == 100)
    }

    @Test func holdingAWrappingStepperCycles() {
        let rig = makeRig {
            $0.wraps = true
            $0.maximumValue = 2
        }
        let steps = recordSteps(rig)
        rig.down(Self.plus.x, Self.plus.y)
        rig.wait(2)
        #expect(steps().map(\.value) == [1, 2, 0, 1])
    }

    @Test func aNonContinuousStepperDispatchesOnceAtTheEndWhenTheValueChanged() {
        let rig = makeRig { $0.isContinuous = false }
        rig.down(Self.plus.x, Self.plus.y)
        rig.wait(1.6)
        #expect(rig.control.value == 3)
        #expect(!rig.log.contains(.valueChanged))
        rig.up(Self.plus.x, Self.plus.y)
        #expect(rig.names == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func aNonContinuousStepperQuickTapDispatchesOnce() {
        let rig = makeRig { $0.isContinuous = false }
        rig.tap(Self.plus.x, Self.plus.y)
        #expect(rig.control.value == 1)
        #expect(rig.log.filter { $0 == .valueChanged }.count == 1)
    }

    @Test func aNonContinuousStepperThatDidNotChangeDoesNotDispatch() {
        let rig = makeRig {
            $0.isContinuous = false
            $0.value = 100
        }
        rig.down(Self.plus.x, Self.plus.y)
        rig.wait(2)
        rig.up(Self.plus.x, Self.plus.y)
        #expect(!rig.log.contains(.valueChanged))
    }

    @Test func settingTheValueInCodeNeverDispatches() {
        let rig = makeRig()
        rig.control.value = 42
        #expect(rig.log.isEmpty)
        #expect(rig.control.controlValue == .number(42))
    }

    @Test func theRepeatIntervalsAreParameters() {
        let rig = makeRig {
            $0.autorepeatDelay = .milliseconds(200)
            $0.slowInterval = .milliseconds(300)
            $0.slowRepeats = 1
            $0.fastInterval = .milliseconds(10)
            $0.fastRepeatsEnd = 2
            $0.fastestInterval = .milliseconds(1)
        }
        let steps = recordSteps(rig)
        rig.down(Self.plus.x, Self.plus.y)
        rig.clock.advance(to: Self.ms(512))
        #expect(steps().map(\.time) == [Self.ms(200), Self.ms(500), Self.ms(510), Self.ms(511), Self.ms(512)])
    }

    @Test func aNonPositiveStepIsAnError() async {
        await #expect(processExitsWith: .failure) {
            let stepper = Stepper()
            stepper.stepValue = 0
        }
        await #expect(processExitsWith: .failure) {
            let stepper = Stepper()
            stepper.stepValue = -1
        }
    }
}
