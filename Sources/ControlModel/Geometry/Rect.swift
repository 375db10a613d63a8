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
    /// The horizontal middle, as `CGRect.midX`.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical middle, as `CGRect.midY`.
    public var midY: Double { origin.y + size.height / 2 }
    /// True when the rectangle has no area (a width or height of zero or less), as
    /// `CGRect.isEmpty`.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

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

    /// The rectangle moved by the given amounts, as `CGRect.offsetBy(dx:dy:)`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The part both rectangles cover (an empty rectangle at the nearer corner when they do not
    /// meet).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(minX, other.minX), top = max(minY, other.minY)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// True when the rectangles share some area, as `CGRect.intersects(_:)`.
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    /// The smallest rectangle holding both, as `CGRect.union(_:)`.
    public func union(_ other: Rect) -> Rect {
        let left = min(minX, other.minX), top = min(minY, other.minY)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// `[x, y, width, height]`.
    public var description: String { "[\(minX), \(minY), \(width), \(height)]" }
}
