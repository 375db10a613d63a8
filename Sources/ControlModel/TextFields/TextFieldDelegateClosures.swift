/// Closures answering a text field's delegate questions and hearing its editing: BlocksKit's
/// `UITextField` blocks (`bk_shouldBeginEditingBlock`, `bk_didBeginEditingBlock`,
/// `bk_shouldEndEditingBlock`, `bk_didEndEditingBlock`,
/// `bk_shouldChangeCharactersInRangeWithReplacementStringBlock`, `bk_shouldClearBlock`,
/// `bk_shouldReturnBlock`) as Swift closures.
///
/// A question with neither a closure nor a delegate object gets UIKit's default (yes). With
/// both, both are asked, the object first, and the question holds unless one says no; both
/// hear the notifications (the object first).
public struct TextFieldDelegateClosures {
    /// May the field become first responder? (`bk_shouldBeginEditingBlock`)
    public var shouldBeginEditing: ((TextField) -> Bool)?
    /// The field became first responder. (`bk_didBeginEditingBlock`)
    public var didBeginEditing: ((TextField) -> Void)?
    /// May the field stop being first responder? (`bk_shouldEndEditingBlock`)
    public var shouldEndEditing: ((TextField) -> Bool)?
    /// The field stopped being first responder. (`bk_didEndEditingBlock`)
    public var didEndEditing: ((TextField) -> Void)?
    /// May the characters in the range (UTF-16 offsets) be replaced by the string?
    /// (`bk_shouldChangeCharactersInRangeWithReplacementStringBlock`)
    public var shouldChangeCharacters: ((TextField, Range<Int>, String) -> Bool)?
    /// May the clear button empty the field? (`bk_shouldClearBlock`)
    public var shouldClear: ((TextField) -> Bool)?
    /// May the return key do its default work? (`bk_shouldReturnBlock`)
    public var shouldReturn: ((TextField) -> Bool)?

    /// No closures: UIKit's defaults.
    public init() {}
}
