import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// Alerts and action sheets (`Alerts/`): presentation, modality, action taps and taps outside,
/// each rule from its source (Apple's `UIAlertController` pages, the decompiled UIKitCore).
@Suite struct AlertTests {
    final class Events: GestureEventSink {
        var all: [GestureEvent] = []
        func receive(_ event: GestureEvent) { all.append(event) }
        var refusals: [GestureReason] {
            all.compactMap { event in
                if case .alert(.refused(_, let reason)) = event.kind { return reason }
                return nil
            }
        }
    }

    let rig = GestureRig()
    let events = Events()
    var log: [String] = []

    init() { rig.window.eventSink = events }

    /// A sheet with Delete (destructive), Share and Cancel, each handler logging into `log`.
    func sheet(_ log: @escaping (String) -> Void) -> AlertController {
        let sheet = AlertController(title: "Delete photo?", message: nil, preferredStyle: .actionSheet)
        sheet.identifier = "sheet"
        sheet.addAction(AlertAction(title: "Delete", style: .destructive) { _ in log("deleted") })
        sheet.addAction(AlertAction(title: "Share", style: .default) { _ in log("shared") })
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log("cancelled") })
        return sheet
    }

    @Test func anUnanimatedPresentationIsShownAtOnceAndItsCompletionRunsAtOnce() {
        var shown = false
        let alert = sheet { _ in }
        rig.window.rootPresenter.present(alert, animated: false) { shown = true }
        #expect(shown)
        #expect(rig.window.alert === alert)
        #expect(rig.window.rootPresenter.presentedViewController === alert)
        #expect(alert.presentingViewController === rig.window.rootPresenter)
    }

    /// `transitionDurationForPresentation:ofAlertController:` of UIKit's alert and action-sheet
    /// visual styles: 0.404 s.
    @Test func anAnimatedPresentationCompletesAfterTheTransitionDuration() {
        var shown = false
        rig.window.rootPresenter.present(sheet { _ in }, animated: true) { shown = true }
        #expect(AlertController.transitionDuration == .milliseconds(404))
        rig.wait(403)
        #expect(!shown)
        rig.wait(1)
        #expect(shown)
    }

    /// UIKit logs "Attempt to present … which is already presenting …" and presents nothing.
    @Test func presentingWhilePresentingDoesNothingAndSaysWhy() {
        let first = sheet { _ in }
        let second = AlertController(title: "Other", message: nil, preferredStyle: .alert)
        var ran = false
        rig.window.rootPresenter.present(first, animated: false)
        rig.window.rootPresenter.present(second, animated: false) { ran = true }
        #expect(!ran)
        #expect(rig.window.alert === first)
        #expect(!second.isPresented)
        #expect(events.refusals == [.alreadyPresenting("sheet")])
    }

    /// `_dismissAnimated:triggeringAction:…` dismisses first; the dismissal's completion invokes
    /// `_invokeHandlersForAction:`.
    @Test func tappingAnActionDismissesThenRunsItsHandler() throws {
        var order: [String] = []
        let alert = sheet { order.append($0) }
        alert.didDismiss = { action in order.append("didDismiss \(action?.title ?? "-")") }
        let token = alert.events.add { event in
            switch event {
            case .actionTapped(_, let action): order.append("tapped \(action.title ?? "")")
            case .dismissed: order.append("dismissed")
            default: break
            }
        }
        defer { withExtendedLifetime(token) {} }
        rig.window.rootPresenter.present(alert, animated: false)
        try alert.tap("Delete")
        #expect(order == ["tapped Delete", "dismissed", "didDismiss Delete", "deleted"])
        #expect(rig.window.alert == nil)
        #expect(rig.window.rootPresenter.presentedViewController == nil)
    }

    /// The handler's run is on the event stream, as a control handler's is: after the
    /// dismissal (`_invokeHandlersForAction:` runs from the dismissal's completion), caused by
    /// it, itself caused by the tap; what the handler does (here, presenting another alert) is
    /// caused by the run. An action without a handler runs nothing, and tells nothing.
    @Test func anActionsHandlerRunIsOnTheStreamCausedByTheDismissalAndCausesWhatItDoes() throws {
        let next = AlertController(title: "Deleted", message: nil, preferredStyle: .alert)
        let alert = sheet { _ in self.rig.window.rootPresenter.present(next, animated: false) }
        alert.addAction(AlertAction(title: "Later", style: .default))
        rig.window.rootPresenter.present(alert, animated: false)
        try alert.tap("Delete")
        func place(_ matches: (AlertEvent) -> Bool) -> GestureEvent? {
            events.all.first { if case .alert(let event) = $0.kind { matches(event) } else { false } }
        }
        let tapped = place { if case .actionTapped = $0 { true } else { false } }
        let dismissed = place { if case .dismissed = $0 { true } else { false } }
        let ran = place { if case .handlerRan(let owner, let action) = $0 { owner === alert && action.title == "Delete" } else { false } }
        let presented = place { if case .presented(let shown, _) = $0 { shown === next } else { false } }
        try #require(tapped != nil && dismissed != nil && ran != nil && presented != nil)
        #expect(dismissed!.cause == tapped!.id)
        #expect(ran!.cause == dismissed!.id)
        #expect(presented!.cause == ran!.id)
        #expect(dismissed!.id < ran!.id && ran!.id < presented!.id)

        next.dismiss(animated: false)
        rig.window.rootPresenter.present(alert, animated: false)
        let before = events.all.count
        try alert.tap("Later")
        #expect(!events.all[before...].contains { if case .alert(.handlerRan) = $0.kind { true } else { false } })
    }

    @Test func anAnimatedAlertRunsTheHandlerWhenItsDismissalEnds() throws {
        var log: [String] = []
        let alert = sheet { log.append($0) }
        rig.window.rootPresenter.present(alert, animated: true)
        try alert.tap("Share")
        #expect(log.isEmpty)
        #expect(rig.window.alert === alert)
        rig.wait(404)
        #expect(log == ["shared"])
        #expect(rig.window.alert == nil)
    }

    @Test func aDisabledActionDoesNothingAndSaysWhy() throws {
        var log: [String] = []
        let alert = sheet { log.append($0) }
        alert.action(titled: "Delete")?.isEnabled = false
        rig.window.rootPresenter.present(alert, animated: false)
        let dismissed = try alert.tap("Delete")
        #expect(!dismissed)
        #expect(log.isEmpty)
        #expect(rig.window.alert === alert)
        #expect(events.refusals == [.actionDisabled("Delete")])
    }

    @Test func aMissingTitleFailsNamingTheTitles() {
        let alert = sheet { _ in }
        rig.window.rootPresenter.present(alert, animated: false)
        #expect {
            try alert.tap("Remove")
        } throws: { error in
            "\(error)".hasSuffix("alert sheet has no action titled 'Remove' (its actions: Delete, Share, Cancel)")
        }
    }

    /// `_shouldInvokeCancelActionOnDimmingViewTap` (set at init) and
    /// `_dismissWithCancelOrEmptyAction`: a tap on a sheet's dimming view runs its cancel action.
    @Test func aTapOutsideASheetDismissesItAndRunsItsCancelAction() {
        var log: [String] = []
        rig.window.rootPresenter.present(sheet { log.append($0) }, animated: false)
        #expect(rig.window.tapOutsideAlert())
        #expect(log == ["cancelled"])
        #expect(rig.window.alert == nil)
    }

    @Test func aSheetWithoutCancelActionIsDismissedFromOutsideWithNoHandler() {
        var log: [String] = []
        let alert = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        alert.addAction(AlertAction(title: "Share", style: .default) { _ in log.append("shared") })
        rig.window.rootPresenter.present(alert, animated: false)
        #expect(rig.window.tapOutsideAlert())
        #expect(log.isEmpty)
        #expect(rig.window.alert == nil)
    }

    @Test func anAlertIsNotDismissedFromOutside() {
        var log: [String] = []
        let alert = AlertController(title: "Sure?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancelled") })
        rig.window.rootPresenter.present(alert, animated: false)
        #expect(!rig.window.tapOutsideAlert())
        #expect(log.isEmpty)
        #expect(rig.window.alert === alert)
        #expect(events.refusals == [.notDismissibleFromOutside("Sure?")])
    }

    @Test func nothingToTapOutsideOfSaysWhy() {
        #expect(!rig.window.tapOutsideAlert())
        #expect(events.refusals == [.noAlertPresented])
    }

    /// `-[UIAlertController addAction:]` raises on a second cancel action.
    @Test func aSecondCancelActionIsAConfigurationErrorAndIsNotAdded() {
        let alert = sheet { _ in }
        var errors: [GestureConfigurationError] = []
        alert.onConfigurationError = { errors.append($0) }
        alert.addAction(AlertAction(title: "Never mind", style: .cancel))
        #expect(errors == [.secondCancelAction(alert: "sheet", title: "Never mind")])
        #expect(alert.actions.map(\.title) == ["Delete", "Share", "Cancel"])
    }

    @Test func thePreferredActionMustBeOneOfTheAlerts() {
        let alert = sheet { _ in }
        var errors: [GestureConfigurationError] = []
        alert.onConfigurationError = { errors.append($0) }
        alert.preferredAction = AlertAction(title: "Elsewhere", style: .default)
        #expect(alert.preferredAction == nil)
        alert.preferredAction = alert.action(titled: "Share")
        #expect(alert.preferredAction?.title == "Share")
        #expect(errors.count == 1)
    }

    @Test func aPresentedAlertIsModalTouchesNeverReachTheViewsBelow() {
        let button = rig.add(Button(frame: Rect(x: 10, y: 10, width: 100, height: 44), identifier: "like"))
        var sent: [ControlEvents] = []
        let token = button.dispatchedEvents.add { sent.append($0.event) }
        defer { withExtendedLifetime(token) {} }
        rig.window.rootPresenter.present(sheet { _ in }, animated: false)
        rig.window.tap(at: pt(50, 30))
        #expect(sent.isEmpty)
        let landing = events.all.compactMap { event -> TouchBinding? in
            if case .landed(let binding) = event.kind { return binding }
            return nil
        }.first
        #expect(landing?.view == nil)
        #expect(landing?.landing.skipped == [SkippedView(view: "like", why: "modal")])
        #expect(throws: GestureMiss.self) { try rig.window.tap(on: button) }
    }

    @Test func dismissingFromCodeRunsNoHandlerAndFreesThePresenter() {
        var log: [String] = []
        var done = false
        let alert = sheet { log.append($0) }
        rig.window.rootPresenter.present(alert, animated: false)
        alert.dismiss(animated: true) { done = true }
        #expect(rig.window.alert === alert)
        rig.wait(404)
        #expect(done)
        #expect(log.isEmpty)
        #expect(rig.window.rootPresenter.presentedViewController == nil)
        rig.window.rootPresenter.dismiss(animated: false)
        #expect(events.refusals == [.noAlertPresented])
    }

    @Test func blocksKitButtonsMapOntoActions() {
        var log: [String] = []
        let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.willShow = { log.append("willShow") }
        alert.addButton(title: "Delete") { log.append("delete") }
        alert.setCancelButton(title: "Cancel") { log.append("cancel") }
        alert.setCancelButton(title: "Keep") { log.append("keep") }
        #expect(alert.actions.map(\.title) == ["Delete", "Keep"])
        #expect(alert.actions.map(\.style) == [.default, .cancel])
        rig.window.rootPresenter.present(alert, animated: false)
        _ = try? alert.tap("Keep")
        #expect(log == ["willShow", "keep"])
    }
}
