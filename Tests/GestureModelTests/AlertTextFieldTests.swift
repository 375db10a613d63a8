import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// An alert's text fields (`AlertController.addTextField(configurationHandler:)`), each rule
/// from the decompiled UIKitCore: `-[UIAlertController addTextFieldWithConfigurationHandler:]`
/// and `_UIAlertControllerTextFieldViewController` (`addTextFieldWithPlaceholder:`,
/// `viewWillAppear:`, `_returnKeyPressedInTextField:`), `-[UIAlertController viewWillDisappear:]`.
@Suite struct AlertTextFieldTests {
    let rig = GestureRig()

    /// A sign-in alert: Name and Password fields, Cancel and OK; OK's handler logs the fields'
    /// texts into `log`.
    func signIn(_ log: @escaping (String) -> Void) -> AlertController {
        let alert = AlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.identifier = "signIn"
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log("cancelled") })
        alert.addAction(AlertAction(title: "OK", style: .default) { [unowned alert] _ in
            log("OK " + (alert.textFields ?? []).map { $0.text ?? "" }.joined(separator: ","))
        })
        return alert
    }

    @Test func addingATextFieldRunsItsConfigurationHandlerAndListsItInOrder() {
        let alert = signIn { _ in }
        #expect(alert.textFields?.map(\.placeholder) == ["Name", "Password"])
        #expect(alert.textFields?.last?.isSecureTextEntry == true)
    }

    /// `handleFailureInMethod:…` "Text fields can only be added to an alert controller of style
    /// UIAlertControllerStyleAlert": reported, and the field is not added.
    @Test func aTextFieldOnAnActionSheetIsAConfigurationErrorAndIsNotAdded() {
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.identifier = "sheet"
        var errors: [GestureConfigurationError] = []
        sheet.onConfigurationError = { errors.append($0) }
        var configured = false
        sheet.addTextField { _ in configured = true }
        #expect(errors == [.textFieldOnActionSheet(alert: "sheet")])
        #expect(!configured)
        #expect(sheet.textFields?.isEmpty == true)
    }

    /// `-[_UIAlertControllerTextFieldViewController viewWillAppear:]`: the first field becomes
    /// first responder as the alert appears.
    @Test func presentingFocusesTheFirstFieldAndKeysGoThere() {
        let alert = signIn { _ in }
        var began: [String] = []
        for field in alert.textFields ?? [] {
            field.handlers.add(for: .editingDidBegin) { _ in began.append(field.placeholder ?? "") }
        }
        rig.window.rootPresenter.present(alert, animated: false)
        #expect(rig.window.firstResponder === alert.textFields?.first)
        #expect(began == ["Name"])
        rig.window.type("Ada")
        #expect(alert.textFields?.first?.text == "Ada")
    }

    @Test func theActionsHandlerReadsWhatWasTyped() throws {
        var log: [String] = []
        let alert = signIn { log.append($0) }
        rig.window.rootPresenter.present(alert, animated: false)
        rig.window.type("Ada")
        try rig.window.type("secret", into: try #require(alert.textFields?.last))
        try alert.tap("OK")
        #expect(log == ["OK Ada,secret"])
    }

    /// `addTextFieldWithPlaceholder:` targets each field's editingDidEndOnExit at
    /// `_returnKeyPressedInTextField:`: return moves to the next field; in the last one it
    /// triggers the action the return key stands for (`_actionForReturnKey`: here the one
    /// enabled action besides Cancel), which dismisses the alert.
    @Test func returnMovesToTheNextFieldThenTheLastTriggersTheReturnKeyAction() {
        var log: [String] = []
        let alert = signIn { log.append($0) }
        rig.window.rootPresenter.present(alert, animated: false)
        rig.window.type("Ada\n")
        #expect(rig.window.firstResponder === alert.textFields?.last)
        rig.window.type("pw\n")
        #expect(log == ["OK Ada,pw"])
        #expect(rig.window.alert == nil)
        #expect(rig.window.firstResponder == nil)
    }

    /// `_actionForReturnKey`: the preferred action when there is one.
    @Test func returnInTheLastFieldTriggersThePreferredAction() {
        var log: [String] = []
        let alert = AlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField()
        alert.addAction(AlertAction(title: "Keep", style: .default) { _ in log.append("keep") })
        let rename = AlertAction(title: "Rename", style: .default) { _ in log.append("rename") }
        alert.addAction(rename)
        alert.preferredAction = rename
        rig.window.rootPresenter.present(alert, animated: false)
        rig.window.type("x\n")
        #expect(log == ["rename"])
    }

    /// `_actionForReturnKey`: with two enabled actions and no cancel action (nor a preferred
    /// one), return stands for none: the alert stays, the field resigns.
    @Test func returnInTheLastFieldWithNoReturnKeyActionLeavesTheAlert() {
        var log: [String] = []
        let alert = AlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField()
        alert.addAction(AlertAction(title: "Keep", style: .default) { _ in log.append("keep") })
        alert.addAction(AlertAction(title: "Rename", style: .default) { _ in log.append("rename") })
        rig.window.rootPresenter.present(alert, animated: false)
        rig.window.type("x\n")
        #expect(log.isEmpty)
        #expect(rig.window.alert === alert)
    }

    /// `-[UIAlertController viewWillDisappear:]` resigns the text fields' first responder as
    /// the dismissal begins: editingDidEnd comes before the action's handler.
    @Test func dismissingEndsTheEditingBeforeTheHandler() throws {
        var order: [String] = []
        let alert = signIn { order.append($0) }
        alert.textFields?.first?.handlers.add(for: .editingDidEnd) { _ in order.append("editingDidEnd") }
        rig.window.rootPresenter.present(alert, animated: false)
        try alert.tap("Cancel")
        #expect(order == ["editingDidEnd", "cancelled"])
        #expect(rig.window.firstResponder == nil)
    }

    /// The field below ends editing when the alert's field takes the focus (one first responder
    /// per window); while the alert is up, it cannot be tapped.
    @Test func aFieldBelowEndsEditingWhenTheAlertTakesTheFocus() throws {
        let below = rig.add(TextField())
        below.frame = Rect(x: 20, y: 100, width: 300, height: 40)
        try rig.window.type("a", into: below)
        let alert = signIn { _ in }
        rig.window.rootPresenter.present(alert, animated: false)
        #expect(!below.isFirstResponder)
        #expect(rig.window.firstResponder === alert.textFields?.first)
        #expect(throws: GestureMiss.self) { try rig.window.type("b", into: below) }
    }

    /// A field of an alert not presented is in no window: nothing can be typed into it.
    @Test func aFieldOfAnAlertNotPresentedIsNotInTheWindow() {
        let alert = signIn { _ in }
        #expect {
            try rig.window.type("x", into: try #require(alert.textFields?.first))
        } throws: { error in
            (error as? GestureMiss)?.reason == .notInWindow
        }
    }
}
