/// The kind of keyboard a text field asks for, as `UIKeyboardType`: recorded only (typing in the
/// model is not limited by it; use ``TextField/allowedCharacters`` or the delegate for that).
public enum KeyboardType: String, Sendable, CaseIterable {
    /// The default keyboard.
    case `default`
    /// ASCII letters only.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For URLs.
    case URL
    /// Digits 0–9.
    case numberPad
    /// A phone pad.
    case phonePad
    /// For e-mail addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
}
