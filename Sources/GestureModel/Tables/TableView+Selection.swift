import ControlModel

/// Highlight and selection, as a finger on a row and a tap on it (<doc:TablesAndCollections>).
/// The rules are those ``CellList`` keeps for tables and collections alike; the table asks and
/// tells its delegate in rows' words (`tableView(_:shouldHighlightRowAt:)`,
/// `willSelectRowAt`, `didSelectRowAt`, `willDeselectRowAt`, `didDeselectRowAt`), the object
/// first, then the closure.
///
/// ``TableView/selectRow(at:animated:scrollPosition:)`` and
/// ``TableView/deselectRow(at:animated:)`` change the selection from code and tell the delegate
/// nothing.
///
/// Source: Apple, `selectRow(at:animated:scrollPosition:)` ("Calling this method doesn't cause
/// the delegate to receive a … willSelectRowAt: or … didSelectRowAt: message").
extension TableView {
    /// The first selected row, nil when none is.
    public var indexPathForSelectedRow: TableIndexPath? { list.selectedPaths.first }

    /// The selected rows, in row order (nil when none is, as UIKit answers).
    public var indexPathsForSelectedRows: [TableIndexPath]? { list.selectedPaths.isEmpty ? nil : list.selectedPaths }

    /// Selects the row at `indexPath` (nil: clears the selection), with single selection
    /// deselecting the others, and scrolls it to `scrollPosition`; tells the delegate nothing.
    public func selectRow(at indexPath: TableIndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard list.select(indexPath), let indexPath, scrollPosition != .none else { return }
        scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Deselects the row at `indexPath`; tells the delegate nothing.
    public func deselectRow(at indexPath: TableIndexPath, animated: Bool) {
        list.setSelected(false, indexPath)
    }

    /// `phase` of `touches` reached `cell` (passed on by the cell).
    func cellTouches(_ phase: TouchPhase, _ touches: [Touch], in cell: ReusableCell) {
        list.cellTouches(phase, touches, in: cell)
    }
}
