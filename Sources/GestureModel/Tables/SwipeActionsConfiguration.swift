/// The actions a swipe reveals on one edge of a row, as `UISwipeActionsConfiguration`
/// (<doc:TablesAndCollections>): the first action is the one nearest the edge and the one a
/// full swipe performs.
///
/// Source: Apple, `UISwipeActionsConfiguration` (`init(actions:)`,
/// `performsFirstActionWithFullSwipe`, "The default value of this property is true").
public final class SwipeActionsConfiguration {
    /// The actions, the first nearest the row's edge.
    public let actions: [ContextualAction]
    /// Whether a swipe past the full-swipe threshold performs the first action (true).
    public var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
