import GestureModel

/// A swipe action of a scene's table (<doc:FileFormats>): `{"title", "style", "handler",
/// "deletes"}` in its `swipeActions.leading` or `.trailing` list.
struct SceneSwipeAction {
    /// Which edge's list it is in.
    var edge: SwipeEdge
    /// The button's title.
    var title: String
    /// `normal` (the default) or `destructive`.
    var style: ContextualAction.Style
    /// The id of the handler recorded when it runs, if any.
    var handler: String?
    /// Whether running it deletes its row (the scene's data source loses the row, then the
    /// table is told with `deleteRows`).
    var deletes: Bool
}
