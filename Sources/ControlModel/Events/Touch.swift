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
    @inlinable public var phase: TouchPhase {
        get { storedPhase }
        set { storedPhase = newValue }
    }
    /// The location in window coordinates.
    @inlinable public var location: Point {
        get { storedLocation }
        set { storedLocation = newValue }
    }
    /// The location before the latest move, in window coordinates.
    @inlinable public var previousLocation: Point {
        get { storedPreviousLocation }
        set { storedPreviousLocation = newValue }
    }
    /// Where the touch began, in window coordinates.
    public let startLocation: Point
    /// When the touch began.
    public let startTime: Timestamp
    /// When the latest event happened.
    @inlinable public var timestamp: Timestamp {
        get { storedTimestamp }
        set { storedTimestamp = newValue }
    }
    /// The number of quick taps in a row this touch completes (see ``TapCounter``).
    public let tapCount: Int
    /// The view the touch was hit-tested to at touch-down (nil when it landed on nothing). The
    /// gesture environment clears it once the touch has ended and its view has been told, so
    /// touches kept by recognizers never keep a view alive. A view without a superview — the
    /// window itself, which holds its touches down — is held weakly: a finger left down on the
    /// window's own background does not keep the window, and with it the whole scene, alive.
    @inlinable public var view: View? {
        get { storedView ?? storedRootView }
        set {
            if let newValue, newValue.isRoot {
                storedView = nil
                storedRootView = newValue
            } else {
                storedView = newValue
                storedRootView = nil
            }
        }
    }
    /// A number no other touch of the process has: identity that outlives the object, for lists
    /// that compare touches without keeping them.
    package let serial: UInt64

    // The storage of the properties above. The gesture model reads them on every event: public
    // stored properties would cost it a runtime exclusivity check each time (another module
    // does not see `@exclusivity(unchecked)`; inlined accessors carry it). See Contributing.
    // `@exclusivity(unchecked)` here and below disables the dynamic exclusivity check of the
    // property's accesses (swift_beginAccess/endAccess, debug builds included); each is kept
    // after a callgrind audit (Benchmarks/README.md, "Exclusivity audit").
    @exclusivity(unchecked) @usableFromInline var storedPhase: TouchPhase
    @exclusivity(unchecked) @usableFromInline var storedLocation: Point
    @exclusivity(unchecked) @usableFromInline var storedPreviousLocation: Point
    @exclusivity(unchecked) @usableFromInline var storedTimestamp: Timestamp
    @exclusivity(unchecked) @usableFromInline var storedView: View?
    /// ``view`` when it has no superview (held weakly: it holds the touch).
    @exclusivity(unchecked) @usableFromInline weak var storedRootView: View?

    /// The next ``serial``.
    private static let serials = Atomic<UInt64>(0)

    /// Creates a touch that begins at `location` (window coordinates) at `time`.
    public init(identifier: Int, location: Point, time: Timestamp, tapCount: Int = 1, view: View? = nil) {
        self.identifier = identifier
        self.storedPhase = .began
        self.storedLocation = location
        self.storedPreviousLocation = location
        self.startLocation = location
        self.startTime = time
        self.storedTimestamp = time
        self.tapCount = tapCount
        self.storedView = nil
        serial = Touch.serials.wrappingAdd(1, ordering: .relaxed).newValue
        self.view = view
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
