/// A width and a height in points.
public struct Size: Hashable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// No size.
    public static let zero = Size(width: 0, height: 0)

    /// Creates a size.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}
