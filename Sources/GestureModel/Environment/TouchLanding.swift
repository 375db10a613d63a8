/// Where a touch went when it landed, by name (<doc:Reasons>): what `replay --explain` writes
/// as a `touch` record.
public struct TouchLanding: Hashable, Sendable, CustomStringConvertible {
    /// The touch's id in the trace.
    public var touch: Int
    /// The view it was hit-tested to (nil: outside every view).
    public var view: String?
    /// What the view's touch properties admitted: `delivered`, `recognizersOnly` (another of
    /// its touches is down and multiple touch is off), or `ignored` (exclusive touch).
    public var admission: String
    /// The recognizers bound to it, nearest view first.
    public var bound: [String]
    /// The recognizers that get it once they reset (held or finished when it landed).
    public var deferred: [String]
    /// The recognizers that did not take it, each with why: "name (disabled)" or
    /// "name (shouldReceive)".
    public var refused: [String]
    /// The views under the touch's point that did not get it, front-most first (the order
    /// hit-testing tries them): hidden, user interaction off or a disabled control (their
    /// subviews are not tried, so not listed), and, for an ignored touch, the exclusive-touch
    /// view that made it so.
    public var skipped: [SkippedView]

    /// Creates a landing.
    public init(
        touch: Int, view: String?, admission: String, bound: [String], deferred: [String] = [], refused: [String] = [],
        skipped: [SkippedView] = []
    ) {
        self.touch = touch
        self.view = view
        self.admission = admission
        self.bound = bound
        self.deferred = deferred
        self.refused = refused
        self.skipped = skipped
    }

    /// "hit like (skipped: banner hidden); bound to pan, single; refused by x (disabled)".
    public var description: String {
        var hit = "hit " + (view ?? "nothing")
        if !skipped.isEmpty { hit += " (skipped: " + skipped.map(\.description).joined(separator: ", ") + ")" }
        var parts = [hit]
        switch admission {
        case "recognizersOnly": parts.append("not delivered to it (another of its touches is down, multiple touch off)")
        case "ignored": parts.append("ignored (exclusive touch)")
        default: break
        }
        if !bound.isEmpty { parts.append("bound to " + bound.joined(separator: ", ")) }
        if !deferred.isEmpty { parts.append("deferred for " + deferred.joined(separator: ", ")) }
        if !refused.isEmpty { parts.append("refused by " + refused.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }
}
