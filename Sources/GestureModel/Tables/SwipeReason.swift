/// Why a swipe on a table row did what it did (<doc:Reasons>, <doc:TablesAndCollections>):
/// each case is set once, at the home of the swipe rule it names (`TableView+SwipeActions.swift`
/// and the swipe recognizers), with that rule's numbers. Distances are points across the row
/// (how far the row moved aside), speeds points per second.
public enum SwipeReason: Hashable, Sendable, CustomStringConvertible {
    /// The swipe recognizer failed: when it would begin, the finger had moved (`dx`, `dy`),
    /// more down than across once the 25 pt hysteresis is taken off (a vertical drag scrolls).
    case notHorizontal(dx: Double, dy: Double)
    /// The swipe recognizer failed: the row has no actions on the `edge` the swipe would
    /// reveal.
    case noActions(edge: SwipeEdge)
    /// The actions stay shown: released slowly with the row `offset` aside, at least `half`
    /// (half the actions' width).
    case releasedPastHalf(offset: Double, half: Double)
    /// The actions were hidden: released slowly with the row `offset` aside, short of `half`.
    case releasedShortOfHalf(offset: Double, half: Double)
    /// The actions stay shown: released moving toward them at `velocity`, faster than `limit`.
    case flungOpen(velocity: Double, limit: Double)
    /// The actions were hidden: released moving away from them at `velocity`, faster than
    /// `limit` (or slower than it toward them).
    case flungClosed(velocity: Double, limit: Double)
    /// The first action was performed: the row went `offset` aside, past the full-swipe
    /// `threshold`.
    case fullSwipe(offset: Double, threshold: Double)
    /// The actions were hidden: a tap away from them.
    case tappedElsewhere
    /// The actions were hidden: the table scrolled.
    case scrolled
    /// The actions were hidden: another row was swiped.
    case anotherRowSwiped
    /// The actions were hidden: the performed action's completion was called with `performed`.
    case completed(performed: Bool)
    /// The actions were hidden: the table reloaded its data.
    case reloaded

    /// The reason's code, as JSON Lines writes it.
    public var code: String {
        switch self {
        case .notHorizontal: "swipeNotHorizontal"
        case .noActions: "noSwipeActions"
        case .releasedPastHalf: "releasedPastHalf"
        case .releasedShortOfHalf: "releasedShortOfHalf"
        case .flungOpen: "flungOpen"
        case .flungClosed: "flungClosed"
        case .fullSwipe: "fullSwipe"
        case .tappedElsewhere: "tappedElsewhere"
        case .scrolled: "tableScrolled"
        case .anotherRowSwiped: "anotherRowSwiped"
        case .completed: "actionCompleted"
        case .reloaded: "reloaded"
        }
    }

    /// The reason in words, as the text output's "because …" line says it.
    public var description: String {
        switch self {
        case .notHorizontal(let dx, let dy): "moved more down than across (dx \(Self.points(dx)), dy \(Self.points(dy)))"
        case .noActions(let edge): "the row has no \(edge.rawValue) swipe actions"
        case .releasedPastHalf(let offset, let half): "released \(Self.points(offset)) aside, at least half the actions (\(Self.points(half)))"
        case .releasedShortOfHalf(let offset, let half): "released \(Self.points(offset)) aside, short of half the actions (\(Self.points(half)))"
        case .flungOpen(let velocity, let limit): "released moving \(Self.number(velocity)) pt/s toward the actions (faster than \(Self.number(limit)) pt/s)"
        case .flungClosed(let velocity, let limit): "released moving \(Self.number(velocity)) pt/s, not toward the actions faster than \(Self.number(limit)) pt/s"
        case .fullSwipe(let offset, let threshold): "swiped \(Self.points(offset)) aside, past the full-swipe threshold \(Self.points(threshold))"
        case .tappedElsewhere: "a tap away from the actions"
        case .scrolled: "the table scrolled"
        case .anotherRowSwiped: "another row was swiped"
        case .completed(let performed): "the action's completion said \(performed)"
        case .reloaded: "the table reloaded its data"
        }
    }

    /// The reason's numbers and names, in order, as JSON Lines writes them.
    var fields: [(name: String, value: GestureReason.ReasonValue)] {
        switch self {
        case .notHorizontal(let dx, let dy): [("dx", .number(dx)), ("dy", .number(dy))]
        case .noActions(let edge): [("edge", .name(edge.rawValue))]
        case .releasedPastHalf(let offset, let half), .releasedShortOfHalf(let offset, let half):
            [("offset", .number(offset)), ("half", .number(half))]
        case .flungOpen(let velocity, let limit), .flungClosed(let velocity, let limit):
            [("velocity", .number(velocity)), ("limit", .number(limit))]
        case .fullSwipe(let offset, let threshold): [("offset", .number(offset)), ("threshold", .number(threshold))]
        case .completed(let performed): [("performed", .name(performed ? "true" : "false"))]
        case .tappedElsewhere, .scrolled, .anotherRowSwiped, .reloaded: []
        }
    }

    /// A number with at most one decimal (the swipe rules' numbers are points and points per
    /// second).
    private static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private static func points(_ value: Double) -> String { "\(number(value)) pt" }
}
