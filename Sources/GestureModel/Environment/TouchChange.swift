import ControlModel

/// One touch's change within a touch event: which finger, what phase, where (window points).
public struct TouchChange: Hashable, Sendable {
    /// The finger's identifier (reusable once the finger lifted).
    public var identifier: Int
    /// The phase.
    public var phase: TouchPhase
    /// The location in window coordinates.
    public var location: Point

    /// Creates a change.
    public init(identifier: Int, phase: TouchPhase, location: Point) {
        self.identifier = identifier
        self.phase = phase
        self.location = location
    }
}
