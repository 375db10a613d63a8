import ControlModel

/// One thing a table or collection view did with a row (<doc:TablesAndCollections>): the
/// delegate moments of highlight and selection, each cell configured for a row, the swipe
/// actions' moments and each row deleted.
public struct TableEvent: Sendable, Equatable {
    /// Which moment.
    public enum Kind: String, Sendable, CaseIterable {
        /// A touch highlighted the row (`tableView(_:didHighlightRowAt:)`).
        case didHighlight
        /// The row's highlight went off (`tableView(_:didUnhighlightRowAt:)`).
        case didUnhighlight
        /// A tap is about to select the row (`tableView(_:willSelectRowAt:)`; told once the
        /// delegate answered, with ``TableEvent/reason`` when it refused).
        case willSelect
        /// A tap selected the row (`tableView(_:didSelectRowAt:)`).
        case didSelect
        /// A tap is about to deselect the row (`tableView(_:willDeselectRowAt:)`; told once the
        /// delegate answered, with ``TableEvent/reason`` when it refused).
        case willDeselect
        /// A tap deselected the row (`tableView(_:didDeselectRowAt:)`).
        case didDeselect
        /// A cell was configured for the row as it came into view (``TableEvent/reusedFrom``:
        /// the row the cell showed before, when it was reused).
        case cell
        /// A swipe showed the row's actions (a reason says why; <doc:TablesAndCollections>).
        case swipeRevealed
        /// The row's swipe actions went away (a reason says why).
        case swipeHidden
        /// A swipe action was performed (``TableEvent/title``: its title; a reason when a full
        /// swipe performed it).
        case swipeAction
        /// An update deleted the row (`deleteRows`, a batch, a swipe action's handler).
        case deleted
    }

    /// Which moment.
    public var kind: Kind
    /// The row.
    public var indexPath: TableIndexPath
    /// For ``Kind/cell``: the row the cell showed before it was reused; nil for a new cell.
    public var reusedFrom: TableIndexPath?
    /// Why nothing more happened, when that is the point: a highlight that went off because a
    /// drag scrolled, a selection refused (<doc:Reasons>).
    public var reason: GestureReason?
    /// For ``Kind/swipeAction``: the action's title.
    public var title: String?

    /// Creates an event.
    public init(
        kind: Kind, indexPath: TableIndexPath, reusedFrom: TableIndexPath? = nil, reason: GestureReason? = nil, title: String? = nil
    ) {
        self.kind = kind
        self.indexPath = indexPath
        self.reusedFrom = reusedFrom
        self.reason = reason
        self.title = title
    }
}
