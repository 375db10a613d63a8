import ControlModel

/// The direction a one-finger probe moves in (``ProbeGesture/pan(_:)``,
/// ``ProbeGesture/swipe(_:)``), as the screen shows it: y grows downwards.
public enum ProbeDirection: String, CaseIterable, Hashable, Sendable {
    /// Towards larger x.
    case right
    /// Towards smaller x.
    case left
    /// Towards smaller y.
    case up
    /// Towards larger y.
    case down

    /// The unit vector of the direction, in window coordinates.
    public var vector: Point {
        switch self {
        case .right: return Point(x: 1, y: 0)
        case .left: return Point(x: -1, y: 0)
        case .up: return Point(x: 0, y: -1)
        case .down: return Point(x: 0, y: 1)
        }
    }
}
