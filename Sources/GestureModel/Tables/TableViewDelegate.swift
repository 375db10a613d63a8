/// What a table view asks and tells about highlight and selection, answered by an object (held
/// weakly), as `UITableViewDelegate` (<doc:TablesAndCollections>): the table view's
/// ``ScrollView/delegate``, which hears its scrolling too (a ``ScrollViewDelegate``). Every method has UIKit's
/// default. Closures (``TableViewClosures``) can answer too; with both, both are asked, the
/// object first: `shouldHighlight` combines with AND, and `willSelect`/`willDeselect` pass the
/// object's answer on to the closure (nil from either refuses).
public protocol TableViewDelegate: ScrollViewDelegate {
    /// Whether a touch may highlight the row (true). No: no highlight and no selection.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool
    /// The row was highlighted.
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: TableIndexPath)
    /// The row's highlight went off.
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: TableIndexPath)
    /// The row the user's tap selects: `indexPath` (the default), another row, or nil to refuse.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath?
    /// The user selected the row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath)
    /// The row the user's tap deselects: `indexPath` (the default), another, or nil to refuse.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: TableIndexPath) -> TableIndexPath?
    /// The user's tap deselected the row.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: TableIndexPath)
}

extension TableViewDelegate {
    /// Yes.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool { true }
    /// Nothing.
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: TableIndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: TableIndexPath) {}
    /// The row itself.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath? { indexPath }
    /// Nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {}
    /// The row itself.
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: TableIndexPath) -> TableIndexPath? { indexPath }
    /// Nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: TableIndexPath) {}
}
