/// When a text field shows its clear button, as `UITextField.ViewMode` (``TextField/clearButtonMode``).
public enum TextFieldViewMode: String, Sendable, CaseIterable {
    /// Never (UIKit's default).
    case never
    /// While the field is editing (first responder).
    case whileEditing
    /// While the field is not editing.
    case unlessEditing
    /// Always.
    case always
}
