import ControlModel

/// What a `willEndDragging` scroll record adds: the content's velocity and the offset it will
/// rest at. (Plain numbers: a reference here would make every record's copy count references.)
public struct ScrollMotion: Sendable, Equatable {
    /// The content's velocity, in points per second.
    public var velocity: Point
    /// The offset the content will rest at.
    public var target: Point

    /// Creates the motion.
    public init(velocity: Point, target: Point) {
        self.velocity = velocity
        self.target = target
    }
}
