import ControlModel

/// `UILabel` without drawing: a text, its font, colour, alignment and line count (stored), and
/// user interaction off by default, as UIKit's.
open class UILabel: View {
    /// The text (not drawn; for the test to read).
    open var text: String?
    /// The font (the system font of 17 points).
    open var font: UIFont! = .systemFont(ofSize: 17)
    /// The text colour (`.label`).
    open var textColor: UIColor! = .label
    /// The alignment (`.natural`).
    open var textAlignment = NSTextAlignment.natural
    /// The most lines shown (1; 0 for any number).
    open var numberOfLines = 1
    /// Whether the font follows the content size category (false).
    open var adjustsFontForContentSizeCategory = false

    /// A label with user interaction off.
    public override init(frame: Rect = .zero, identifier: String? = nil) {
        super.init(frame: frame, identifier: identifier)
        isUserInteractionEnabled = false
    }
}
