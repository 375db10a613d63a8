/// The state of a gesture recognizer, as `UIGestureRecognizer.State` (<doc:WhoWinsATouch>).
public enum GestureState: String, Sendable, CaseIterable {
    /// Not recognized yet (the initial state).
    case possible
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture ended (for a discrete gesture: it was recognized).
    case ended
    /// A continuous gesture was cancelled.
    case cancelled
    /// The gesture could not be recognized.
    case failed

    /// `ended`, the state a discrete gesture reaches when recognized.
    public static let recognized = GestureState.ended

    /// True for ended, cancelled and failed: nothing more happens until reset.
    @inline(__always)
    public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }

    /// True for began and changed.
    @inline(__always)
    public var isInProgress: Bool { self == .began || self == .changed }

    /// True for the states that run actions (handlers): began, changed, ended, cancelled.
    @inline(__always)
    public var runsActions: Bool { self != .possible && self != .failed }
}
