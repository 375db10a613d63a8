/// `UIFont`, stored and never drawn: a size and a weight (and the text style it was made for),
/// so fonts can be set on labels, buttons and fields and read back.
public final class UIFont: Hashable, Sendable {
    /// The size, in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// The text style of a preferred font, nil otherwise.
    public let textStyle: TextStyle?

    private init(pointSize: CGFloat, weight: Weight, textStyle: TextStyle?) {
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
    }

    /// The system font of `size`.
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .regular, textStyle: nil) }
    /// The system font of `size` and `weight`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size, weight: weight, textStyle: nil) }
    /// The bold system font of `size`.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold, textStyle: nil) }
    /// The monospaced-digit system font of `size` and `weight`.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size, weight: weight, textStyle: nil)
    }
    /// The font for `style` at the default content size (Apple's sizes at the Large setting).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(pointSize: style.defaultPointSize, weight: style == .headline ? .semibold : .regular, textStyle: style)
    }
    /// This font at `size`.
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: weight, textStyle: textStyle) }

    /// The same size, weight and style.
    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.pointSize == b.pointSize && a.weight == b.weight && a.textStyle == b.textStyle
    }

    /// Hashes the size, weight and style.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(textStyle)
    }
}
