/// A location in points (origin top-left, y down).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// Creates a point.
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    /// The straight-line distance to `other`.
    public func distance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Component-wise sum.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// Component-wise difference.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
