/// The observable properties of a control.
public enum ControlProperty: String, Sendable, CaseIterable {
    /// ``Control/isEnabled``.
    case enabled
    /// ``Control/isHighlighted``.
    case highlighted
    /// ``Control/isSelected``.
    case selected
    /// ``Control/isTracking``.
    case tracking
    /// The control's value (``Control/controlValue``).
    case value
    /// A text field's ``TextField/text``.
    case text
}
