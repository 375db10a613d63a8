/// `NSTextAlignment` (stored only).
public enum NSTextAlignment: Int, Sendable {
    /// Left.
    case left
    /// Centred.
    case center
    /// Right.
    case right
    /// Justified.
    case justified
    /// The script's natural alignment.
    case natural
}
