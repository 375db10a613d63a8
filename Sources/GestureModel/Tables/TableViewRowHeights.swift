/// A table view delegate that gives each row its own height (`tableView(_:heightForRowAt:)`
/// in UIKit; <doc:TablesAndCollections>). A delegate that does not adopt it leaves every row
/// at ``TableView/rowHeight`` — the stand-in, in Swift, for UIKit asking whether the delegate
/// responds to the method.
public protocol TableViewRowHeights: AnyObject {
    /// The height of the row at `indexPath`, in points.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Double
}
