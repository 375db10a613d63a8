import ControlModel

/// An alert's text fields (<doc:Alerts>): added with a configuration closure, focused as the
/// alert appears, typed into through the window's keyboard while it is presented, read in an
/// action's handler.
///
/// ```swift
/// let alert = AlertController(title: "New album", message: nil, preferredStyle: .alert)
/// alert.addTextField { $0.placeholder = "Title" }
/// alert.addAction(AlertAction(title: "Save", style: .default) { [unowned alert] _ in
///     albums.append(alert.textFields?.first?.text ?? "")
/// })
/// window.rootPresenter.present(alert, animated: false)   // the Title field is first responder
/// window.type("Holidays\n")                               // return: Save, the one action
/// ```
///
/// Sources, the decompiled iOS 26.1 UIKitCore: `-[UIAlertController
/// addTextFieldWithConfigurationHandler:]`; `_UIAlertControllerTextFieldViewController`
/// (`addTextFieldWithPlaceholder:`, `viewWillAppear:`, `_returnKeyPressedInTextField:`);
/// `-[UIAlertController viewWillDisappear:]`, `_handleReturn` and `_actionForReturnKey`.
extension AlertController {
    /// The text fields, in the order they were added (`UIAlertController.textFields`); empty
    /// when there are none (optional, as UIKit declares it).
    public var textFields: [TextField]? { fields }

    /// Adds a text field, then passes it to `configurationHandler` to set it up (placeholder,
    /// secure entry, delegate, handlers), as `UIAlertController.addTextField(configurationHandler:)`.
    ///
    /// Only an ``Style/alert`` takes text fields: adding one to an action sheet is a
    /// configuration error (``GestureConfigurationError/textFieldOnActionSheet(alert:)``), as
    /// UIKit raises "Text fields can only be added to an alert controller of style
    /// UIAlertControllerStyleAlert" (`-[UIAlertController addTextFieldWithConfigurationHandler:]`);
    /// the field is not added and the closure does not run.
    ///
    /// Each field's return key is UIKit's: the alert registers for the field's
    /// `editingDidEndOnExit` (`-[_UIAlertControllerTextFieldViewController
    /// addTextFieldWithPlaceholder:]` adds that target), so the field resigns on return
    /// (`TextField` resigns when that event has a handler) and the next field becomes first
    /// responder; return in the last field taps the action the return key stands for
    /// (``returnKeyAction``), if any (`_returnKeyPressedInTextField:`).
    public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            onConfigurationError(.textFieldOnActionSheet(alert: displayName))
            return
        }
        let field = TextField()
        field.handlers.add(for: .editingDidEndOnExit) { [weak self, unowned field] _ in
            self?.returnPressed(in: field)
        }
        fields.append(field)
        fieldsView.addSubview(field)
        configurationHandler?(field)
    }

    /// The action the return key triggers in the alert's last text field, as
    /// `-[UIAlertController _actionForReturnKey]` picks it: the ``preferredAction`` when there
    /// is one; otherwise, among the enabled actions, the only one, or — when there are two and
    /// one is the cancel action — the other; otherwise none.
    public var returnKeyAction: AlertAction? {
        if let preferredAction { return preferredAction }
        let enabled = actions.filter(\.isEnabled)
        switch enabled.count {
        case 1: return enabled[0]
        case 2 where cancelAction != nil: return enabled.first { $0.style != .cancel }
        default: return nil
        }
    }

    /// The return key in `field`: the next field becomes first responder; in the last field,
    /// the ``returnKeyAction`` is tapped (`-[_UIAlertControllerTextFieldViewController
    /// _returnKeyPressedInTextField:]`, then the container's `_returnKeyPressedInLastTextField`;
    /// that method's body is not in the decompiled code we have, so the last field follows
    /// `-[UIAlertController _handleReturn]`, the alert's own return key, which dismisses with
    /// `_actionForReturnKey`. A disabled preferred action is then refused with its reason, as
    /// a tap on it is).
    private func returnPressed(in field: TextField) {
        guard isPresented, !isBeingDismissed, let index = fields.firstIndex(where: { $0 === field }) else { return }
        if index + 1 < fields.count {
            fields[index + 1].becomeFirstResponder()
        } else if let action = returnKeyAction {
            tap(action)
        }
    }

    /// Puts the fields in `window` and makes the first one first responder, as the alert
    /// appears (`-[_UIAlertControllerTextFieldViewController viewWillAppear:]`: `[firstObject
    /// becomeFirstResponder]`). The window's first responder before is asked to end editing
    /// first, as for any field that becomes first responder.
    func showFields(in window: Window) {
        guard !fields.isEmpty else { return }
        window.addSubview(fieldsView)
        fields[0].becomeFirstResponder()
    }

    /// As the dismissal begins, the field editing resigns (`-[UIAlertController
    /// viewWillDisappear:]` has its text-field controller resign first responder), asking its
    /// delegate; the fields leave the window when the dismissal ends.
    func endFieldEditing() {
        for field in fields where field.isFirstResponder { field.resignFirstResponder() }
    }
}
