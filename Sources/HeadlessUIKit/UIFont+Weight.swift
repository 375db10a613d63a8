extension UIFont {
    /// `UIFont.Weight`: Apple's raw values, from −0.8 (ultra light) to 0.62 (black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value.
        public var rawValue: CGFloat
        /// The weight `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ultra light.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black.
        public static let black = Weight(rawValue: 0.62)
    }
}
