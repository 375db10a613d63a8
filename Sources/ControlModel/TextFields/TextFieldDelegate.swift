/// A delegate object answering a text field's questions and hearing its editing, as
/// `UITextFieldDelegate`.
///
/// Every method has a default implementation giving UIKit's default answer (yes to every
/// question), so a delegate implements only what it cares about. A text field holds its
/// delegate weakly; its ``TextField/delegateClosures`` may answer too (both are asked, the
/// object first; a question holds unless one says no — ``TextField``).
public protocol TextFieldDelegate: AnyObject {
    /// May the field become first responder? Default true.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The field became first responder.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// May the field stop being first responder? Default true.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// The field stopped being first responder.
    func textFieldDidEndEditing(_ textField: TextField)
    /// May the characters in `range` (UTF-16 offsets, as `NSRange` counts) be replaced by
    /// `string` (empty for a deletion)? Default true.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool
    /// May the clear button (or `clearsOnBeginEditing`) empty the field? Default true.
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// May the return key do its default work (send `editingDidEndOnExit`)? Default true.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// UIKit's default: true.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// UIKit's default: true.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// UIKit's default: true.
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool {
        true
    }
    /// UIKit's default: true.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    /// UIKit's default: true.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
