import ControlModel

/// What a `willEndDragging` scroll record adds: the content's velocity and the offset it will
/// rest at. Held by reference so the other records stay small.
public final class ScrollMotion: Sendable, Equatable {
    /// The content's velocity, in points per second.
    public let velocity: Point
    /// The offset the content will rest at.
    public let target: Point

    /// Creates the motion.
    public init(velocity: Point, target: Point) {
        self.velocity = velocity
        self.target = target
    }

    /// Equal when velocity and target are.
    public static func == (a: ScrollMotion, b: ScrollMotion) -> Bool { a.velocity == b.velocity && a.target == b.target }
}
