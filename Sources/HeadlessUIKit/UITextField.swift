import ControlModel

/// `UITextField`: a `TextField` — first responder, typing through the delegate, the editing
/// events, the clear button.
public typealias UITextField = TextField
/// `UIReturnKeyType`: `ReturnKeyType` (recorded only).
public typealias UIReturnKeyType = ReturnKeyType
/// `UIKeyboardType`: `KeyboardType` (recorded only).
public typealias UIKeyboardType = KeyboardType

extension TextField {
    /// `UITextField.ViewMode`: `TextFieldViewMode`, for `clearButtonMode`.
    public typealias ViewMode = TextFieldViewMode
}
