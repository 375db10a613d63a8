extension UIFont {
    /// `UIFont.TextStyle`: the Dynamic Type styles, with their sizes at the default (Large)
    /// content size.
    public enum TextStyle: String, Hashable, Sendable {
        /// 34 pt.
        case largeTitle
        /// 28 pt.
        case title1
        /// 22 pt.
        case title2
        /// 20 pt.
        case title3
        /// 17 pt, semibold.
        case headline
        /// 15 pt.
        case subheadline
        /// 17 pt.
        case body
        /// 16 pt.
        case callout
        /// 13 pt.
        case footnote
        /// 12 pt.
        case caption1
        /// 11 pt.
        case caption2

        /// The size at the Large content size (Apple's Human Interface Guidelines, Typography).
        var defaultPointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            }
        }
    }
}
