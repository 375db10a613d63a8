import ControlModel
import Foundation

/// `UITextFieldDelegate`, in UIKit's shapes: a `TextFieldDelegate` whose
/// `shouldChangeCharactersIn` takes Foundation's `NSRange` (UTF-16 offsets),
/// so a delegate written for UIKit compiles unchanged and is asked. Assign it to the field's `delegate`
/// as in UIKit; every method is optional, with UIKit's default.
public protocol UITextFieldDelegate: TextFieldDelegate {
    /// May the characters in `range` be replaced by `string` (empty for a deletion)? Default true.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
}

extension UITextFieldDelegate {
    /// UIKit's default: true.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }

    /// The model's question, answered by the `NSRange` form above.
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool {
        self.textField(textField, shouldChangeCharactersIn: NSRange(location: range.lowerBound, length: range.count), replacementString: string)
    }
}
