import Testing
@testable import ControlModel

/// Control and view API in UIKit's names and types, so code written against UIKit compiles with
/// few edits: each case cites the UIKit documentation it follows.
@Suite("UIKit shapes: slider and stepper values, typed handlers, actions, targets, geometry")
struct UIKitShapeTests {
    // MARK: Values

    /// `UISlider.value`, `minimumValue`, `maximumValue` are `Float`; a value set outside the
    /// bounds becomes the bound (UIKit's documentation of `value`).
    @Test func aSlidersValueIsAFloatKeptWithinItsBounds() {
        let slider = Slider()
        let value: Float = slider.value
        #expect(value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        slider.value = 0.3
        #expect(slider.value == 0.3)
        #expect(slider.controlValue == .number(Double(Float(0.3))))
        slider.value = 7
        #expect(slider.value == 1)
        slider.setValue(-2, animated: true)
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.minimumValue = 2
        #expect(slider.value == 2, "the value rises with the minimum")
    }

    /// Setting `value` never sends `valueChanged` (UIKit sends actions for user changes only).
    @Test func settingTheValueInCodeDispatchesNothing() {
        let slider = Slider()
        let stepper = Stepper()
        var dispatched = 0
        slider.addEventHandler(for: .allEvents) { _, _ in dispatched += 1 }
        stepper.addEventHandler(for: .allEvents) { _, _ in dispatched += 1 }
        slider.value = 0.5
        stepper.value = 3
        #expect(dispatched == 0)
    }

    /// `UIStepper.value` is a `Double`, clamped to `minimumValue`…`maximumValue` (UIKit's
    /// documentation of `value`).
    @Test func aSteppersValueIsClampedToItsBounds() {
        let stepper = Stepper()
        stepper.maximumValue = 10
        stepper.value = 42
        #expect(stepper.value == 10)
        stepper.value = -1
        #expect(stepper.value == 0)
        let value: Double = stepper.value
        #expect(value == 0)
    }

    // MARK: Typed handlers

    @Test func handlersReceiveTheConcreteControl() {
        let wifi = Switch()
        let volume = Slider()
        var log: [String] = []
        wifi.addEventHandler(for: .valueChanged) { wifi, event in log.append("wifi \(wifi.isOn) \(event)") }
        volume.addEventHandler(for: .valueChanged) { volume, _ in log.append("volume \(volume.value)") }
        wifi.isOn = true
        wifi.sendActions(for: .valueChanged)
        volume.value = 0.5
        volume.sendActions(for: .valueChanged)
        #expect(log == ["wifi true valueChanged", "volume 0.5"])
    }

    /// A control known by its base type still registers (the handler gets the base type).
    @Test func aControlKnownAsItsBaseTypeGetsTheBaseType() {
        let control: Control = Switch()
        var senders: [String] = []
        control.addEventHandler(for: .touchDown) { sender, _ in senders.append("\(type(of: sender))") }
        control.sendActions(for: .touchDown)
        #expect(senders == ["Switch"])
    }

    @Test func observersReceiveTheConcreteControl() {
        let stepper = Stepper()
        var values: [Double] = []
        let observation = stepper.observe(.value) { stepper in values.append(stepper.value) }
        stepper.value = 4
        #expect(values == [4])
        withExtendedLifetime(observation) {}
    }

    // MARK: Actions (UIAction)

    /// `UIAction.sender` is the control while the handler runs.
    @Test func anActionSeesItsSenderWhileItRuns() {
        let button = Button(identifier: "save")
        var senders: [String?] = []
        let action = ControlAction(title: "Save") { action in senders.append(action.sender?.identifier) }
        button.addAction(action, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(senders == ["save"])
        #expect(action.sender == nil, "the sender is not kept after the handler")
    }

    /// `UIControl.addAction(_:for:)`: actions are unique by identifier; the same action added
    /// twice runs once, and an action with an identifier already added replaces the older one.
    @Test func actionsAreUniqueByIdentifier() {
        let button = Button()
        var log: [String] = []
        let once = ControlAction { _ in log.append("once") }
        button.addAction(once, for: .touchUpInside)
        button.addAction(once, for: .touchUpInside)
        button.addAction(ControlAction(identifier: "save") { _ in log.append("old save") }, for: .touchUpInside)
        button.addAction(ControlAction(identifier: "save") { _ in log.append("new save") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["once", "new save"])
    }

    @Test func actionsAreRemovedByObjectOrIdentifierPerEvent() {
        let button = Button()
        var log: [String] = []
        let down = ControlAction { _ in log.append("down") }
        button.addAction(down, for: [.touchDown, .touchUpInside])
        button.addAction(ControlAction(identifier: "up") { _ in log.append("up") }, for: .touchUpInside)
        button.removeAction(down, for: .touchUpInside)
        button.sendActions(for: [.touchDown, .touchUpInside])
        #expect(log == ["down", "up"])
        log.removeAll()
        button.removeAction(identifiedBy: "up", for: .allEvents)
        button.removeAction(down, for: .allEvents)
        button.sendActions(for: [.touchDown, .touchUpInside])
        #expect(log.isEmpty)
        #expect(!button.hasEventHandlers(for: .allEvents))
    }

    // MARK: Targets (addTarget with a method reference)

    private final class Screen {
        var log: [String] = []
        func wifiChanged(_ sender: Switch) { log.append("wifi \(sender.isOn)") }
        func anyControl(_ sender: Control) { log.append("control \(type(of: sender))") }
        func anything(_ sender: Any) { log.append("any") }
        func refresh() { log.append("refresh") }
    }

    @Test func aTargetsMethodIsCalledWithTheSender() {
        let screen = Screen()
        let wifi = Switch()
        wifi.addTarget(screen, action: Screen.wifiChanged, for: .valueChanged)
        wifi.addTarget(screen, action: Screen.anyControl, for: .valueChanged)
        wifi.addTarget(screen, action: Screen.anything, for: .valueChanged)
        wifi.addTarget(screen, action: Screen.refresh, for: .valueChanged)
        wifi.isOn = true
        wifi.sendActions(for: .valueChanged)
        #expect(screen.log == ["wifi true", "control Switch", "any", "refresh"])
    }

    /// UIKit does not retain a control's targets.
    @Test func aTargetIsHeldWeakly() {
        let wifi = Switch()
        weak var gone: Screen?
        do {
            let screen = Screen()
            gone = screen
            wifi.addTarget(screen, action: Screen.refresh, for: .valueChanged)
        }
        #expect(gone == nil)
        wifi.sendActions(for: .valueChanged)  // nothing to call, nothing happens
    }

    @Test func removeTargetRemovesThatTargetsRegistrationsOnly() {
        let wifi = Switch()
        let first = Screen(), second = Screen()
        wifi.addTarget(first, action: Screen.refresh, for: .valueChanged)
        wifi.addTarget(second, action: Screen.refresh, for: .valueChanged)
        wifi.addEventHandler(for: .valueChanged) { _, _ in first.log.append("handler") }
        wifi.removeTarget(first, for: .valueChanged)
        wifi.sendActions(for: .valueChanged)
        #expect(first.log == ["handler"] && second.log == ["refresh"])
        wifi.removeTarget(nil, for: .allEvents)
        wifi.sendActions(for: .valueChanged)
        #expect(second.log == ["refresh"], "nil removes every target")
        #expect(first.log == ["handler", "handler"], "handlers are not targets")
    }

    // MARK: Tokens: one rule per kind, visible in the shape

    /// A handler token is a handle: dropping it keeps the registration (as UIKit keeps a
    /// target-action pair), until it is removed.
    @Test func droppingAHandlerTokenKeepsTheHandler() {
        let button = Button()
        var calls = 0
        do { _ = button.addEventHandler(for: .touchUpInside) { _, _ in calls += 1 } }
        button.sendActions(for: .touchUpInside)
        #expect(calls == 1)
    }

    /// An observation token owns its observation (as KVO's `NSKeyValueObservation`): dropping
    /// it stops the observation at once; ``ObservationToken/store(in:)`` keeps it.
    @Test func droppingAnObservationTokenStopsItAndStoringKeepsIt() {
        let wifi = Switch()
        var dropped = 0, stored = 0
        var observations: [ObservationToken] = []
        do { _ = wifi.observe(.value) { _ in dropped += 1 } }
        wifi.observe(.value) { _ in stored += 1 }.store(in: &observations)
        wifi.isOn = true
        #expect(dropped == 0 && stored == 1)
        observations.removeAll()
        wifi.isOn = false
        #expect(stored == 1)
    }

    // MARK: Geometry

    @Test func centerMovesTheFrameAndKeepsItsSize() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == Point(x: 60, y: 45))
        view.center = Point(x: 200, y: 200)
        #expect(view.frame == Rect(x: 150, y: 175, width: 100, height: 50))
    }

    /// `UIView.convert(_:from:)` and `convert(_:to:)` for points and rects; nil is the window.
    @Test func pointsAndRectsConvertBetweenViews() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let card = View(frame: Rect(x: 20, y: 100, width: 300, height: 200))
        let badge = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(card)
        card.addSubview(badge)
        #expect(card.convert(Point(x: 5, y: 5), from: badge) == Point(x: 15, y: 15))
        #expect(badge.convert(Point(x: 35, y: 115), from: nil) == Point(x: 5, y: 5))
        #expect(badge.convert(Point(x: 5, y: 5), to: card) == Point(x: 15, y: 15))
        #expect(badge.convert(badge.bounds, to: nil) == Rect(x: 30, y: 110, width: 20, height: 20))
        #expect(card.convert(Rect(x: 30, y: 110, width: 20, height: 20), from: nil) == badge.frame)
        #expect(root.convert(badge.bounds, from: badge) == Rect(x: 30, y: 110, width: 20, height: 20))
    }

    @Test func rectanglesHaveCoreGraphicsHelpers() {
        let a = Rect(x: 0, y: 0, width: 100, height: 50)
        let b = Rect(x: 50, y: 25, width: 100, height: 50)
        #expect(a.midX == 50 && a.midY == 25)
        #expect(a.intersection(b) == Rect(x: 50, y: 25, width: 50, height: 25))
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 150, height: 75))
        #expect(a.intersects(b) && !a.intersects(a.offsetBy(dx: 100, dy: 0)))
        #expect(a.offsetBy(dx: 5, dy: -5) == Rect(x: 5, y: -5, width: 100, height: 50))
        #expect(Rect.zero.isEmpty && !a.isEmpty)
    }
}

/// Today's names, kept as deprecated aliases, still work. They are reached through protocols
/// they witness, so this test compiles without deprecation warnings.
@Suite("UIKit shapes: the old names still work")
struct DeprecatedAliasTests {
    @Test func oldValueNamesReadAndWriteTheNewOnes() {
        let slider = Slider()
        var oldSlider: any OldSliderNames = slider
        oldSlider.sliderValue = 0.25
        #expect(slider.value == 0.25 && oldSlider.sliderValue == 0.25)
        let stepper = Stepper()
        var oldStepper: any OldStepperNames = stepper
        oldStepper.stepperValue = 7
        #expect(stepper.value == 7 && oldStepper.stepperValue == 7)
    }
}

/// The slider's former name for its value.
protocol OldSliderNames { var sliderValue: Double { get set } }
extension Slider: OldSliderNames {}
/// The stepper's former name for its value.
protocol OldStepperNames { var stepperValue: Double { get set } }
extension Stepper: OldStepperNames {}
