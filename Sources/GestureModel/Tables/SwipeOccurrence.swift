/// The swipe of one row, from the swipe recognizer's began until its actions are hidden again
/// (`UISwipeOccurrence`; <doc:TablesAndCollections>).
struct SwipeOccurrence {
    /// Where it is in its life.
    enum Phase: Equatable {
        /// A finger moves the row.
        case tracking
        /// The actions are shown, the finger lifted.
        case open
        /// An action runs: the buttons stay until its completion is called.
        case performing
    }

    /// The row.
    var indexPath: TableIndexPath
    /// The actions.
    var configuration: SwipeActionsConfiguration
    /// The distances.
    var thresholds: SwipeThresholds
    /// Where it is.
    var phase: Phase
    /// The row's offset when the current drag began (the open distance when the actions were
    /// shown), as `_initialTranslation`.
    var initialOffset = 0.0
    /// What a fast destructive full swipe added to the offset to reach the threshold.
    var adjustment = 0.0
    /// The row's offset now (without the rubber band past the thresholds).
    var offset = 0.0
    /// Whether the drag is past the full-swipe threshold (`_currentSwipeState` 1).
    var confirmed = false
    /// The effective full-swipe distance when it was confirmed.
    var confirmedThreshold = 0.0
    /// The cell whose interaction the swipe turned off, to turn it on again.
    var cell: TableViewCell?
    /// Counts performed actions, so a stale completion does nothing.
    var actionSerial = 0
}
