import ControlModel

extension ScrollView {
    /// How much of its velocity the content keeps per millisecond after a lift, as
    /// `UIScrollView.DecelerationRate`: ``normal`` (0.998, the default) or ``fast`` (0.99), or any
    /// rate between 0 and 1 (exclusive) made from its raw value or a literal.
    ///
    /// Source: Apple, `UIScrollView.DecelerationRate` (`normal`, `fast`) and
    /// `UIScrollView.decelerationRate` ("UIScrollView.DecelerationRate.normal and
    /// UIScrollView.DecelerationRate.fast … as reference points for reasonable deceleration
    /// rates"); the values are Apple's (0.998 and 0.99).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable, ExpressibleByFloatLiteral {
        /// The velocity kept per millisecond.
        public var rawValue: Double

        /// The rate `rawValue`.
        public init(rawValue: Double) { self.rawValue = rawValue }

        /// The rate written as a literal (`0.995`).
        public init(floatLiteral value: Double) { rawValue = value }

        /// The default rate: ``ScrollPhysics/normalDecelerationRate`` (0.998).
        public static let normal = DecelerationRate(rawValue: ScrollPhysics.normalDecelerationRate)
        /// The fast rate: ``ScrollPhysics/fastDecelerationRate`` (0.99).
        public static let fast = DecelerationRate(rawValue: ScrollPhysics.fastDecelerationRate)
    }
}
