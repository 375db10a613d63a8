import ControlModel

extension Control {
    /// `UIControl.State`, for a button's titles, title colours and images: UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// The state of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The normal state (no bits).
        public static let normal = State([])
        /// Highlighted (a touch inside).
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }
}
