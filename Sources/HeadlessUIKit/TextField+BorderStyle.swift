import ControlModel

extension TextField {
    /// `UITextField.BorderStyle` (stored only).
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none
        /// A line.
        case line
        /// A bezel.
        case bezel
        /// A rounded rectangle.
        case roundedRect
    }

    /// The border style (`.none`), stored and never drawn.
    public var borderStyle: BorderStyle {
        get { ViewAppearance.existing(self)?.borderStyle ?? .none }
        set { ViewAppearance.of(self).borderStyle = newValue }
    }
}
