import Synchronization

/// One finger on the screen, from touch-down to lift, as `UITouch`.
///
/// A touch keeps its identity for its whole life; its phase, location and timestamp change with
/// each event it takes part in. Locations are kept in window coordinates; ``location(in:)``
/// converts them.
public final class Touch {
    /// The identifier the touch came with (a trace's `touch` id or a test's finger number).
    public let identifier: Int
    /// The phase in the latest event.
    public var phase: TouchPhase
    /// The location in window coordinates.
    public var location: Point
    /// The location before the latest move, in window coordinates.
    public var previousLocation: Point
    /// Where the touch began, in window coordinates.
    public let startLocation: Point
    /// When the touch began.
    public let startTime: Timestamp
    /// When the latest event happened.
    public var timestamp: Timestamp
    /// The number of quick taps in a row this touch completes (see ``TapCounter``).
    public let tapCount: Int
    /// The view the touch was hit-tested to at touch-down (nil when it landed on nothing). The
    /// gesture environment clears it once the touch has ended and its view has been told, so
    /// touches kept by recognizers never keep a view alive.
    public var view: View?
    /// A number no other touch of the process has: identity that outlives the object, for lists
    /// that compare touches without keeping them.
    package let serial: UInt64

    /// The next ``serial``.
    private static let serials = Atomic<UInt64>(0)

    /// Creates a touch that begins at `location` (window coordinates) at `time`.
    public init(identifier: Int, location: Point, time: Timestamp, tapCount: Int = 1, view: View? = nil) {
        self.identifier = identifier
        self.phase = .began
        self.location = location
        self.previousLocation = location
        self.startLocation = location
        self.startTime = time
        self.timestamp = time
        self.tapCount = tapCount
        self.view = view
        serial = Touch.serials.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// The location converted into `view`'s coordinates (window coordinates for nil).
    public func location(in view: View?) -> Point {
        guard let view else { return location }
        return view.convertFromWindow(location)
    }

    /// Moves the touch to a new phase and location at `time`.
    public func update(phase: TouchPhase, location: Point, time: Timestamp) {
        self.phase = phase
        self.previousLocation = self.location
        self.location = location
        self.timestamp = time
    }
}
