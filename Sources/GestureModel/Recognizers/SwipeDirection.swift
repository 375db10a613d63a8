/// The directions a swipe may take, as `UISwipeGestureRecognizer.Direction`.
public struct SwipeDirection: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates a set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Towards +x.
    public static let right = SwipeDirection(rawValue: 1)
    /// Towards −x.
    public static let left = SwipeDirection(rawValue: 2)
    /// Towards −y.
    public static let up = SwipeDirection(rawValue: 4)
    /// Towards +y.
    public static let down = SwipeDirection(rawValue: 8)

    /// The names used in files.
    public static let named: [(name: String, direction: SwipeDirection)] = [
        ("right", .right), ("left", .left), ("up", .up), ("down", .down),
    ]
}
