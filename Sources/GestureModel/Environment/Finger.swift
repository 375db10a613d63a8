import ControlModel

/// A finger a test puts down on a window: move it, lift it, cancel it.
///
/// The finger does not keep its window: once the window is gone (the test let go of its
/// scene), moving, lifting or cancelling the finger only updates the finger.
public final class Finger {
    /// The finger's touch identifier.
    public let identifier: Int
    /// Where the finger is, in window coordinates.
    public internal(set) var location: Point
    /// True until lifted or cancelled.
    public internal(set) var isDown = true
    private weak var window: Window?

    init(identifier: Int, location: Point, window: Window) {
        self.identifier = identifier
        self.location = location
        self.window = window
    }

    /// Moves the finger to `point` (window coordinates) now.
    public func move(to point: Point) {
        precondition(isDown, "the finger was lifted")
        location = point
        window?.handle([TouchChange(identifier: identifier, phase: .moved, location: point)])
    }

    /// Lifts the finger now (where it is, or at `point`).
    public func lift(at point: Point? = nil) {
        precondition(isDown, "the finger was lifted")
        if let point { location = point }
        isDown = false
        window?.handle([TouchChange(identifier: identifier, phase: .ended, location: location)])
    }

    /// The system cancels the finger's touch now.
    public func cancel() {
        precondition(isDown, "the finger was lifted")
        isDown = false
        window?.handle([TouchChange(identifier: identifier, phase: .cancelled, location: location)])
    }
}
