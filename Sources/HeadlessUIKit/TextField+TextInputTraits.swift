import ControlModel

/// The keyboard traits of `UITextInputTraits` that a text field only stores: there is no
/// keyboard, and typed text is taken as it is given (no capitals added, nothing corrected).
extension TextField {
    /// What the field holds, for suggestions and AutoFill (nil).
    public var textContentType: UITextContentType! {
        get { ViewAppearance.existing(self)?.textContentType }
        set { ViewAppearance.of(self).textContentType = newValue }
    }

    /// When the keyboard turns on Shift by itself (``UITextAutocapitalizationType/sentences``).
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { ViewAppearance.existing(self)?.autocapitalizationType ?? .sentences }
        set { ViewAppearance.of(self).autocapitalizationType = newValue }
    }

    /// Whether the keyboard corrects spelling (``UITextAutocorrectionType/default``).
    public var autocorrectionType: UITextAutocorrectionType {
        get { ViewAppearance.existing(self)?.autocorrectionType ?? .default }
        set { ViewAppearance.of(self).autocorrectionType = newValue }
    }
}
