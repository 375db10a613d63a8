import Testing
@testable import ControlModel

@Suite("Handler lifetimes: closures released on removal, no handler ↔ control cycle")
struct HandlerLifetimeTests {
    /// Registers a handler capturing a fresh canary and hands back a weak reference to it.
    private func registerCanaryHandler(
        on control: Control, for events: ControlEvents
    ) -> (token: ControlHandlerToken, canary: WeakReference<LifetimeCanary>) {
        let canary = LifetimeCanary()
        let token = control.addEventHandler(for: events) { _, _ in withExtendedLifetime(canary) {} }
        return (token, WeakReference(canary))
    }

    @Test func tokenRemoveReleasesTheClosureImmediately() {
        let control = Control()
        let (token, canary) = registerCanaryHandler(on: control, for: .touchDown)
        control.sendActions(for: .touchDown)
        #expect(canary.object != nil)
        token.remove()
        #expect(canary.object == nil)
    }

    @Test func removeForEventsReleasesClosuresOfEmptiedRegistrationsOnly() {
        let control = Control()
        let (_, single) = registerCanaryHandler(on: control, for: .touchDown)
        let (_, combined) = registerCanaryHandler(on: control, for: [.touchDown, .valueChanged])
        control.removeEventHandlers(for: .touchDown)
        #expect(single.object == nil)
        #expect(combined.object != nil)
        control.removeEventHandlers(for: .allEvents)
        #expect(combined.object == nil)
    }

    @Test func removeForExactlyReleasesTheClosure() {
        let control = Control()
        let (_, canary) = registerCanaryHandler(on: control, for: [.touchDown, .valueChanged])
        control.handlers.removeEventHandlers(forExactly: [.touchDown, .valueChanged])
        #expect(canary.object == nil)
    }

    @Test func aTokenKeptAliveDoesNotKeepTheRemovedClosureAlive() {
        let control = Control()
        let (token, canary) = registerCanaryHandler(on: control, for: .touchDown)
        control.removeEventHandlers(for: .touchDown)
        #expect(!token.isRegistered)
        #expect(canary.object == nil)
        withExtendedLifetime(token) {}
    }

    @Test func aHandlerRemovingItselfDuringDispatchIsReleasedWhenTheDispatchEnds() {
        let control = Control()
        var token: ControlHandlerToken?
        weak var weakCanary: LifetimeCanary?
        do {
            let canary = LifetimeCanary()
            weakCanary = canary
            token = control.addEventHandler(for: .touchDown) { _, _ in
                withExtendedLifetime(canary) {}
                token?.remove()
            }
        }
        #expect(weakCanary != nil)
        control.sendActions(for: .touchDown)
        #expect(weakCanary == nil)
    }

    @Test func tokenRemoveReleasesTheClosureEvenAfterTheControlIsGone() {
        var token: ControlHandlerToken?
        var canary: WeakReference<LifetimeCanary>?
        do {
            let control = Control()
            (token, canary) = registerCanaryHandler(on: control, for: .touchDown)
        }
        token?.remove()
        #expect(canary?.object == nil)
        #expect(token?.isRegistered == false)
    }

    /// Makes a control with a handler that uses the `sender` parameter, exercises it, and hands
    /// back only a weak reference.
    private func makeControlWithSenderUsingHandler() -> (control: WeakReference<Button>, ranWithSender: Bool) {
        let button = Button(frame: Rect(x: 0, y: 0, width: 44, height: 44))
        let buttonID = ObjectIdentifier(button)  // a value: the handler must not capture the button
        var ranWithSender = false
        button.addEventHandler(for: .touchUpInside) { sender, _ in
            sender.isSelected.toggle()
            ranWithSender = ObjectIdentifier(sender) == buttonID
        }
        button.sendActions(for: .touchUpInside)
        return (WeakReference(button), ranWithSender && button.isSelected && button.hasEventHandlers(for: .touchUpInside))
    }

    @Test func aControlIsFreedWhileAHandlerUsingTheSenderIsRegistered_BlocksKit317() {
        let result = makeControlWithSenderUsingHandler()
        #expect(result.ranWithSender)
        #expect(result.control.object == nil)
    }

    @Test func aControlTrackedByTouchesIsFreedAfterwards() {
        weak var weakButton: Button?
        do {
            let window = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            window.scheduler = TestScheduler()
            let button = Button(frame: Rect(x: 10, y: 10, width: 100, height: 44))
            window.addSubview(button)
            var taps = 0
            button.addEventHandler(for: .primaryActionTriggered) { sender, _ in
                taps += 1
                sender.isSelected = true
            }
            let touch = Touch(identifier: 1, location: Point(x: 20, y: 20), time: .zero, view: button)
            button.touchesBegan([touch])
            touch.update(phase: .ended, location: Point(x: 20, y: 20), time: Timestamp(seconds: 0.1))
            button.touchesEnded([touch])
            #expect(taps == 1)
            weakButton = button
            button.removeFromSuperview()
        }
        #expect(weakButton == nil)
    }

    @Test func aHandlerStoreOutlivingItsRegistrationsHoldsNoClosures() {
        let store = ControlEventHandlers()
        var canaries: [WeakReference<LifetimeCanary>] = []
        var tokens: [ControlHandlerToken] = []
        for i in 0..<50 {
            let canary = LifetimeCanary()
            canaries.append(WeakReference(canary))
            let events: ControlEvents = i.isMultiple(of: 2) ? .touchDown : [.touchDown, .valueChanged]
            tokens.append(store.add(for: events) { _ in withExtendedLifetime(canary) {} })
        }
        for token in tokens where token.events == .touchDown { token.remove() }
        #expect(canaries.enumerated().allSatisfy { ($0.element.object == nil) == $0.offset.isMultiple(of: 2) })
        store.removeEventHandlers(for: .valueChanged)  // the odd ones keep touchDown
        #expect(canaries.enumerated().allSatisfy { ($0.element.object == nil) == $0.offset.isMultiple(of: 2) })
        #expect(store.all.allSatisfy { $0.events == .touchDown })
        store.removeEventHandlers(for: .touchDown)
        #expect(canaries.allSatisfy { $0.object == nil })
        #expect(store.all.isEmpty)
    }
}
