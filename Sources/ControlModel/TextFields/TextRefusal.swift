/// Why a text field turned something down: the rule that decided, with its
/// numbers, emitted once where the rule lives and kept as ``TextField/lastRefusal``.
public enum TextRefusal: Hashable, Sendable, CustomStringConvertible {
    /// The field is disabled, or its user interaction is off: it cannot become first
    /// responder (`-[UITextField canBecomeFirstResponder]` asks both) nor take a tap on its
    /// clear button.
    case disabled
    /// The delegate (object or closure) answered `question` — `shouldBeginEditing`,
    /// `shouldEndEditing`, `shouldChangeCharacters`, `shouldReturn` or `shouldClear` — with no.
    case delegateSaidNo(question: String)
    /// The first responder named `field` would not let go: its `shouldEndEditing` said no, so it
    /// keeps the focus and this field does not begin.
    case otherKeepsFocus(field: String)
    /// The change would make the text `length` characters long, more than
    /// ``TextField/maximumLength`` allows (a scene's `maxLength`).
    case tooLong(length: Int, maximum: Int)
    /// The change holds `character`, which ``TextField/allowedCharacters`` does not (a scene's
    /// `allowedCharacters`).
    case characterNotAllowed(character: String)
    /// A key was pressed with no text field first responder: it goes nowhere.
    case noFirstResponder

    /// The reason's code, as JSON Lines writes it.
    public var code: String {
        switch self {
        case .disabled: "fieldDisabled"
        case .delegateSaidNo: "textDelegateSaidNo"
        case .otherKeepsFocus: "otherKeepsFocus"
        case .tooLong: "tooLong"
        case .characterNotAllowed: "characterNotAllowed"
        case .noFirstResponder: "noFirstResponder"
        }
    }

    /// The reason in words, as `replay --explain` writes it after "because".
    public var description: String {
        switch self {
        case .disabled: "the field is disabled"
        case .delegateSaidNo(let question): "\(question): the delegate said no"
        case .otherKeepsFocus(let field): "shouldEndEditing: \(field)'s delegate said no, it keeps the focus"
        case .tooLong(let length, let maximum): "the text would be \(length) characters long > \(maximum) (maxLength)"
        case .characterNotAllowed(let character): "'\(character)' is not an allowed character"
        case .noFirstResponder: "no text field is first responder: the key goes nowhere"
        }
    }
}
