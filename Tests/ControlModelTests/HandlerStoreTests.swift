import Testing
@testable import ControlModel

@Suite("Handler store: registration, dispatch, remove, has")
struct HandlerStoreTests {
    @Test func dispatchCallsMatchingHandlersInRegistrationOrder() {
        let control = Control()
        var log: [String] = []
        control.addEventHandler(for: .touchDown) { _, _ in log.append("a") }
        control.addEventHandler(for: .valueChanged) { _, _ in log.append("x") }
        control.addEventHandler(for: [.touchDown, .touchUpInside]) { _, _ in log.append("b") }
        control.addEventHandler(for: .allEvents) { _, _ in log.append("c") }
        control.addEventHandler(for: .touchDown) { _, _ in log.append("d") }
        control.sendActions(for: .touchDown)
        #expect(log == ["a", "b", "c", "d"])
    }

    @Test func orderIsRegistrationOrderForManyHandlers() {
        let control = Control()
        var log: [Int] = []
        for i in 0..<200 { control.addEventHandler(for: .touchUpInside) { _, _ in log.append(i) } }
        control.sendActions(for: .touchUpInside)
        #expect(log == Array(0..<200))
    }

    @Test func addingTheSameClosureTwiceRegistersItTwice() {
        let control = Control()
        var count = 0
        let handler: (Control, ControlEvents) -> Void = { _, _ in count += 1 }
        let first = control.addEventHandler(for: .touchDown, handler)
        let second = control.addEventHandler(for: .touchDown, handler)
        #expect(first !== second)
        #expect(control.handlers.all.count == 2)
        control.sendActions(for: .touchDown)
        #expect(count == 2)
        first.remove()
        control.sendActions(for: .touchDown)
        #expect(count == 3)
    }

    @Test func aHandlerForAOrBRunsOncePerMatchingDispatchedEvent() {
        let control = Control()
        var seen: [ControlEvents] = []
        control.addEventHandler(for: [.touchDown, .touchUpInside]) { _, event in seen.append(event) }
        control.sendActions(for: .touchDown)
        #expect(seen == [.touchDown])
        control.sendActions(for: .touchDragInside)
        #expect(seen == [.touchDown])
        control.sendActions(for: .touchUpInside)
        #expect(seen == [.touchDown, .touchUpInside])
        // A multi-event send is one dispatch per event: the handler sees each single event once.
        control.sendActions(for: [.touchDown, .touchUpInside, .valueChanged])
        #expect(seen == [.touchDown, .touchUpInside, .touchDown, .touchUpInside])
    }

    @Test func handlersReceiveTheSenderAndTheSingleEvent() {
        let control = Control()
        var senders: [Control] = []
        var events: [ControlEvents] = []
        control.addEventHandler(for: .allEvents) { sender, event in
            senders.append(sender)
            events.append(event)
        }
        control.sendActions(for: [.valueChanged, .touchCancel])
        #expect(senders.allSatisfy { $0 === control })
        #expect(events == [.touchCancel, .valueChanged])
    }

    @Test func removingOneBitOfACombinedRegistrationKeepsTheOtherBit_BlocksKit265() {
        let control = Control()
        var seen: [ControlEvents] = []
        let token = control.addEventHandler(for: [.touchDown, .touchUpInside]) { _, event in seen.append(event) }
        control.removeEventHandlers(for: .touchDown)
        #expect(token.isRegistered)
        #expect(token.events == .touchUpInside)
        #expect(!control.hasEventHandlers(for: .touchDown))
        #expect(control.hasEventHandlers(for: .touchUpInside))
        control.sendActions(for: [.touchDown, .touchUpInside])
        #expect(seen == [.touchUpInside])
    }

    @Test func removeStripsBitsFromEveryRegistrationAndDropsEmptiedOnes() {
        let control = Control()
        let a = control.addEventHandler(for: .touchDown) { _, _ in }
        let b = control.addEventHandler(for: [.touchDown, .valueChanged]) { _, _ in }
        let c = control.addEventHandler(for: .valueChanged) { _, _ in }
        control.removeEventHandlers(for: [.touchDown, .touchCancel])
        #expect(!a.isRegistered)
        #expect(b.isRegistered && b.events == .valueChanged)
        #expect(c.isRegistered && c.events == .valueChanged)
        #expect(control.handlers.all.map(\.events) == [.valueChanged, .valueChanged])
    }

    @Test func removeForAllEventsRemovesEverything() {
        let control = Control()
        var ran = false
        let tokens = [
            control.addEventHandler(for: .touchDown) { _, _ in ran = true },
            control.addEventHandler(for: [.valueChanged, .editingChanged]) { _, _ in ran = true },
            control.addEventHandler(for: ControlEvents(rawValue: 0x0100_0000)) { _, _ in ran = true },
            control.addEventHandler(for: .allEvents) { _, _ in ran = true },
        ]
        control.removeEventHandlers(for: .allEvents)
        #expect(control.handlers.all.isEmpty)
        #expect(tokens.allSatisfy { !$0.isRegistered })
        #expect(!control.hasEventHandlers(for: .allEvents))
        control.sendActions(for: .allEvents)
        #expect(!ran)
    }

    @Test func removeOfUnregisteredEventsChangesNothing() {
        let control = Control()
        let token = control.addEventHandler(for: .touchDown) { _, _ in }
        control.removeEventHandlers(for: .valueChanged)
        #expect(token.isRegistered && token.events == .touchDown)
    }

    @Test func hasIsBitwiseWhileHasForExactlyComparesWholeMasks() {
        let control = Control()
        control.addEventHandler(for: [.touchDown, .touchUpInside]) { _, _ in }
        #expect(control.hasEventHandlers(for: .touchDown))
        #expect(control.hasEventHandlers(for: .touchUpInside))
        #expect(control.hasEventHandlers(for: [.touchUpInside, .valueChanged]))
        #expect(control.hasEventHandlers(for: .allTouchEvents))
        #expect(!control.hasEventHandlers(for: .valueChanged))
        #expect(control.hasEventHandlers(forExactly: [.touchDown, .touchUpInside]))
        #expect(!control.hasEventHandlers(forExactly: .touchDown))
        #expect(!control.hasEventHandlers(forExactly: .touchUpInside))
        #expect(!control.hasEventHandlers(forExactly: .allTouchEvents))
        control.removeEventHandlers(for: .touchDown)
        #expect(control.hasEventHandlers(forExactly: .touchUpInside))
        #expect(!control.hasEventHandlers(forExactly: [.touchDown, .touchUpInside]))
    }

    @Test func hasOnAnEmptyStoreIsFalse() {
        let control = Control()
        #expect(!control.hasEventHandlers(for: .allEvents))
        #expect(!control.hasEventHandlers(forExactly: .allEvents))
    }

    @Test func removeForExactlyRemovesOnlyExactMasks_BlocksKitsMeaning() {
        let store = ControlEventHandlers()
        let exact = store.add(for: .touchDown) { _ in }
        let combined = store.add(for: [.touchDown, .touchUpInside]) { _ in }
        store.removeEventHandlers(forExactly: .touchDown)
        #expect(!exact.isRegistered)
        #expect(combined.isRegistered && combined.events == [.touchDown, .touchUpInside])
        store.removeEventHandlers(forExactly: [.touchUpInside, .touchDown])
        #expect(store.all.isEmpty)
    }

    @Test func tokenRemoveRemovesExactlyOneRegistrationAndIsIdempotent() {
        let control = Control()
        var log: [String] = []
        let a = control.addEventHandler(for: .touchDown) { _, _ in log.append("a") }
        let b = control.addEventHandler(for: .touchDown) { _, _ in log.append("b") }
        a.remove()
        a.remove()
        #expect(!a.isRegistered)
        #expect(b.isRegistered)
        control.sendActions(for: .touchDown)
        #expect(log == ["b"])
        #expect(control.hasEventHandlers(for: .touchDown))
        b.remove()
        #expect(!control.hasEventHandlers(for: .touchDown))
    }

    @Test func tokenRemoveAfterTheControlIsGoneIsHarmless() {
        var token: ControlHandlerToken?
        do {
            let control = Control()
            token = control.addEventHandler(for: .touchDown) { _, _ in }
        }
        token?.remove()
        #expect(token?.isRegistered == false)
    }

    @Test func registrationsKeepTheirIdentifierAndDelay() {
        let store = ControlEventHandlers()
        let token = store.add(for: .valueChanged, delay: .milliseconds(250), identifier: "h1") { _ in }
        #expect(token.identifier == "h1")
        #expect(token.delay == .milliseconds(250))
        #expect(token.events == .valueChanged)
        let negative = store.add(for: .valueChanged, delay: .seconds(-1)) { _ in }
        #expect(negative.delay == .zero)
    }

    @Test func anEmptyMaskIsAnError() async {
        await #expect(processExitsWith: .failure) {
            let control = Control()
            control.addEventHandler(for: []) { _, _ in }
        }
    }

    @Test func sendActionsOnADisabledControlStillDispatches() {
        let control = Control()
        control.isEnabled = false
        var count = 0
        control.addEventHandler(for: .touchUpInside) { _, _ in count += 1 }
        control.sendActions(for: .touchUpInside)
        #expect(count == 1)
    }
}

@Suite("Handler store: reentrancy works on a snapshot")
struct HandlerReentrancyTests {
    @Test func aHandlerAddedDuringADispatchDoesNotRunInIt() {
        let control = Control()
        var log: [String] = []
        control.addEventHandler(for: .touchDown) { sender, _ in
            log.append("a")
            sender.addEventHandler(for: .touchDown) { _, _ in log.append("added") }
        }
        control.addEventHandler(for: .touchDown) { _, _ in log.append("b") }
        control.sendActions(for: .touchDown)
        #expect(log == ["a", "b"])
        log.removeAll()
        control.sendActions(for: .touchDown)
        #expect(log == ["a", "b", "added"])
    }

    @Test func aHandlerRemovedDuringADispatchDoesNotRunAfterItsRemoval() {
        let control = Control()
        var log: [String] = []
        var later: ControlHandlerToken?
        control.addEventHandler(for: .touchDown) { _, _ in
            log.append("a")
            later?.remove()
        }
        control.addEventHandler(for: .touchDown) { _, _ in log.append("b") }
        later = control.addEventHandler(for: .touchDown) { _, _ in log.append("c") }
        control.sendActions(for: .touchDown)
        #expect(log == ["a", "b"])
    }

    @Test func aHandlerMayRemoveItselfAndTheRestStillRun() {
        let control = Control()
        var log: [String] = []
        var me: ControlHandlerToken?
        control.addEventHandler(for: .touchDown) { _, _ in log.append("a") }
        me = control.addEventHandler(for: .touchDown) { _, _ in
            log.append("self")
            me?.remove()
        }
        control.addEventHandler(for: .touchDown) { _, _ in log.append("c") }
        control.sendActions(for: .touchDown)
        #expect(log == ["a", "self", "c"])
        #expect(me?.isRegistered == false)
        log.removeAll()
        control.sendActions(for: .touchDown)
        #expect(log == ["a", "c"])
    }

    @Test func aHandlerRemovingAnEarlierHandlerDoesNotAffectTheRunningDispatch() {
        let control = Control()
        var log: [String] = []
        let first = control.addEventHandler(for: .touchDown) { _, _ in log.append("a") }
        control.addEventHandler(for: .touchDown) { _, _ in
            log.append("b")
            first.remove()
        }
        control.addEventHandler(for: .touchDown) { _, _ in log.append("c") }
        control.sendActions(for: .touchDown)
        #expect(log == ["a", "b", "c"])
        log.removeAll()
        control.sendActions(for: .touchDown)
        #expect(log == ["b", "c"])
    }

    @Test func strippingTheDispatchedEventDuringADispatchStopsLaterRegistrations() {
        let control = Control()
        var log: [String] = []
        control.addEventHandler(for: .touchDown) { sender, _ in
            log.append("a")
            sender.removeEventHandlers(for: .touchDown)
        }
        let b = control.addEventHandler(for: [.touchDown, .valueChanged]) { _, event in log.append("b:\(event)") }
        control.sendActions(for: .touchDown)
        #expect(log == ["a"])
        #expect(b.isRegistered && b.events == .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["a", "b:valueChanged"])
    }

    @Test func removingEverythingDuringADispatchStopsIt() {
        let control = Control()
        var log: [String] = []
        control.addEventHandler(for: .touchDown) { sender, _ in
            log.append("a")
            sender.removeEventHandlers(for: .allEvents)
            sender.addEventHandler(for: .touchDown) { _, _ in log.append("new") }
        }
        control.addEventHandler(for: .touchDown) { _, _ in log.append("b") }
        control.sendActions(for: .touchDown)
        #expect(log == ["a"])
        control.sendActions(for: .touchDown)
        #expect(log == ["a", "new"])
    }

    @Test func aHandlerMayDisableTheControlDuringADispatchAndTheRestStillRun() {
        let control = Control()
        var log: [String] = []
        control.addEventHandler(for: .touchUpInside) { sender, _ in
            log.append("a")
            sender.isEnabled = false
        }
        control.addEventHandler(for: .touchUpInside) { sender, _ in log.append("b enabled=\(sender.isEnabled)") }
        control.sendActions(for: .touchUpInside)
        #expect(log == ["a", "b enabled=false"])
    }

    @Test func aNestedDispatchFromAHandlerRunsToCompletionOnItsOwnSnapshot() {
        let control = Control()
        var log: [String] = []
        control.addEventHandler(for: .touchUpInside) { sender, _ in
            log.append("up1")
            sender.sendActions(for: .valueChanged)
        }
        control.addEventHandler(for: [.touchUpInside, .valueChanged]) { _, event in log.append("both:\(event)") }
        control.sendActions(for: .touchUpInside)
        #expect(log == ["up1", "both:valueChanged", "both:touchUpInside"])
    }
}
