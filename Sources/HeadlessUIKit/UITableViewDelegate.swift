import ControlModel
import GestureModel
import HeadlessUIKitNames

/// `UITableViewDelegate`, in UIKit's shape: a `TableViewDelegate` (highlight, selection and
/// deselection, each with UIKit's default) that also answers `tableView(_:heightForRowAt:)` —
/// by default the table's `rowHeight`, so a delegate that does not implement it leaves every
/// row at `rowHeight`, as in UIKit. Assign it to the table's `delegate` (held weakly).
///
/// Every method is optional: implement those UIKit code implements.
public protocol UITableViewDelegate: TableViewDelegate, TableViewRowHeights {}

extension UITableViewDelegate {
    /// UIKit's default: the table's `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
}
