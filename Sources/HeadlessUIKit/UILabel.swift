import ControlModel

/// `UILabel` without drawing: a text and user interaction off by default, as UIKit's.
open class UILabel: View {
    /// The text (not drawn; for the test to read).
    open var text: String?

    /// A label with user interaction off.
    public override init(frame: Rect = .zero, identifier: String? = nil) {
        super.init(frame: frame, identifier: identifier)
        isUserInteractionEnabled = false
    }
}
