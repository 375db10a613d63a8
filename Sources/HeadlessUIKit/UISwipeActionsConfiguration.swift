import GestureModel

/// `UISwipeActionsConfiguration`: a `SwipeActionsConfiguration` — `init(actions:)` and
/// `performsFirstActionWithFullSwipe` (true by default), returned from a table's
/// `leadingSwipeActions`/`trailingSwipeActions` closures or a `SwipeActionsDelegate`.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
