/// The swipe actions of a table's rows, answered by the table's delegate object when it adopts
/// this protocol too (as `UITableViewDelegate`'s `leadingSwipeActionsConfigurationForRowAt` and
/// `trailingSwipeActionsConfigurationForRowAt`; <doc:TablesAndCollections>). The closures
/// ``TableViewClosures/leadingSwipeActions`` and ``TableViewClosures/trailingSwipeActions``
/// answer too: the closure when set, otherwise the object.
public protocol SwipeActionsDelegate: AnyObject {
    /// The actions a swipe to the right reveals on the row (nil: none).
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration?
    /// The actions a swipe to the left reveals on the row (nil: none).
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration?
}

extension SwipeActionsDelegate {
    /// None.
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration? { nil }
    /// None.
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration? { nil }
}
