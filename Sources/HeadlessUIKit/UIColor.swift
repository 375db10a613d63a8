/// `UIColor`, stored and never drawn: red, green, blue and alpha components from 0 to 1, so
/// appearance code compiles and a test can read back what was set. The named colours are
/// plain values (the system colours' light-mode components; nothing adapts to a trait).
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The components, from 0 to 1.
    public let red: Double, green: Double, blue: Double, alpha: Double

    /// A colour of these components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey of `white` (0 black, 1 white).
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// This colour with `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The colour for Core Graphics (`layer.borderColor = color.cgColor`): the same value.
    public var cgColor: CGColor { self }

    /// Equal components.
    public static func == (a: UIColor, b: UIColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// `UIColor(red: …, green: …, blue: …, alpha: …)`.
    public var description: String { "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }

    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Clear: black with alpha 0.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Grey (0.5).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Light grey (2/3).
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// Dark grey (1/3).
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// The system blue, the default tint.
    public static let systemBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    /// The system red.
    public static let systemRed = UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1)
    /// The system green.
    public static let systemGreen = UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1)
    /// The system orange.
    public static let systemOrange = UIColor(red: 1, green: 149.0 / 255, blue: 0, alpha: 1)
    /// The system grey.
    public static let systemGray = UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)
    /// The background of a screen (white in light mode).
    public static let systemBackground = UIColor.white
    /// The background of grouped content.
    public static let secondarySystemBackground = UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
    /// Text (black in light mode).
    public static let label = UIColor.black
    /// Secondary text.
    public static let secondaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    /// Placeholder text.
    public static let placeholderText = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// Separators.
    public static let separator = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
    /// The app's tint colour (the system blue here).
    public static let tintColor = UIColor.systemBlue
}
