import ControlModel

extension View {
    /// `UIView.AnimationOptions` (stored nowhere: an animation's changes apply at once), with
    /// UIKit's raw values.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// The options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Touches reach the views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current presentation state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs backwards and forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// A cross-dissolve transition.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }
}
