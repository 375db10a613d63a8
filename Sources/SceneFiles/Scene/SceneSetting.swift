import ControlModel

/// What a scene handler's `sets` does each time the handler runs (<doc:FileFormats>): it sets
/// a control's ``Control/isEnabled`` — to a fixed value, or to whether every one of some text
/// fields holds text (the classic "Sign in is enabled once both fields are filled") — or moves
/// the focus to a text field (`"focused": true`, the app's `becomeFirstResponder()`) or away
/// from it (`false`, `resignFirstResponder()`). The model tells the change to the window's event
/// stream itself (the control's `enabledChanged`, the fields' `editingDidEnd`/`editingDidBegin`),
/// caused by the handler's run.
struct SceneSetting {
    /// The one property a `sets` changes.
    enum Change {
        /// `enabled` set to a fixed value.
        case enabled(Control, Bool)
        /// `enabled` set to whether every listed text field holds text.
        case enabledWhenFilled(Control, [TextField])
        /// `focused`: true asks the field to become first responder, false to resign.
        case focused(TextField, Bool)
    }

    /// What it changes.
    let change: Change

    /// Makes the change (`enabled`: a change only when it differs; `focused`: through the
    /// field's own ``TextField/becomeFirstResponder()`` and ``TextField/resignFirstResponder()``,
    /// which ask the delegates and may refuse, as they would for the app's code).
    ///
    /// - Complexity: O(*n*), *n* the fields listed.
    func apply() {
        switch change {
        case .enabled(let control, let value): control.isEnabled = value
        case .enabledWhenFilled(let control, let fields): control.isEnabled = fields.allSatisfy { !($0.text ?? "").isEmpty }
        case .focused(let field, true): _ = field.becomeFirstResponder()
        case .focused(let field, false): _ = field.resignFirstResponder()
        }
    }
}
