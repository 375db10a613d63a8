/// A rectangle: an origin and a size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }

    /// Creates a rectangle from its coordinates.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// True when `point` lies inside; the left and top edges are inside, the right and bottom
    /// edges outside (as UIKit's `CGRectContainsPoint`).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle grown (negative `d`) or shrunk (positive `d`) by the given amounts on each
    /// side, as `CGRectInset`.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// `[x, y, width, height]`.
    public var description: String { "[\(minX), \(minY), \(width), \(height)]" }
}
