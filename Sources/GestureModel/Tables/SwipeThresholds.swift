/// The distances a swipe on a row is measured against, for one edge's actions on a row of a
/// given width (<doc:TablesAndCollections>): how far the row moves aside to show the actions
/// (``open``) and how far a full swipe goes (``confirmation``), both signed as the row moves
/// (negative for trailing actions).
///
/// Sources: iOS 26.1 UIKitCore, decompiled: `-[UISwipeOccurrence prepareWithSwipeDirection:
/// configuration:]` (the open and confirmation thresholds of the pull view, whether the first
/// action can be triggered by the swipe and is destructive); `-[UISwipeActionPullView
/// openThreshold]` (the buttons' widths summed, no padding in the plain style:
/// `-[UISwipeActionVisualStyle_iOS paddingToSwipeViewForStyle:]`,
/// `interButtonPaddingForStyle:`), `-[UISwipeActionPullView confirmationThreshold]` and
/// `-[UISwipeOccurrence confirmationDistanceForPrimaryActionInSwipeActionPullView:]`
/// (destructive: the row's width less 29 pt for trailing actions, less 64 pt for leading ones;
/// otherwise 52.5 % of the width, and for iOS 26's pull view at least the open distance plus
/// 20 pt and at most the width).
public struct SwipeThresholds: Sendable, Equatable {
    /// The edge the actions are on.
    public let edge: SwipeEdge
    /// The row's offset at which its actions are fully shown: their widths summed, signed.
    public let open: Double
    /// The row's offset past which a full swipe performs the first action, signed.
    public let confirmation: Double
    /// Whether a full swipe performs the first action
    /// (``SwipeActionsConfiguration/performsFirstActionWithFullSwipe``).
    public let fullSwipePerforms: Bool
    /// Whether the first action is destructive (a fast full swipe near the edge confirms it
    /// early: ``SwipeThresholds/confirms(offset:fingerX:velocity:rowWidth:)``).
    public let firstIsDestructive: Bool

    /// How much a destructive full swipe takes off the trailing distance: 29 pt.
    public static let destructiveTrailingInset = 29.0
    /// How much a destructive full swipe takes off the leading distance: 64 pt.
    public static let destructiveLeadingInset = 64.0
    /// The share of the row's width a full swipe of a normal first action goes: 0.525.
    public static let normalFullSwipeShare = 0.525
    /// How far past the open distance a normal full swipe goes at least: 20 pt.
    public static let normalFullSwipeMargin = 20.0

    /// The thresholds of `configuration`'s actions on `edge` of a row `rowWidth` wide.
    public init(edge: SwipeEdge, configuration: SwipeActionsConfiguration, rowWidth: Double) {
        self.edge = edge
        let widths = configuration.actions.reduce(0) { $0 + $1.width }
        open = edge.sign * widths
        let first = configuration.actions.first
        firstIsDestructive = first?.isDestructive ?? false
        fullSwipePerforms = configuration.performsFirstActionWithFullSwipe && first != nil
        var distance: Double
        if firstIsDestructive {
            distance = rowWidth - (edge == .trailing ? Self.destructiveTrailingInset : Self.destructiveLeadingInset)
        } else {
            distance = min(max(rowWidth * Self.normalFullSwipeShare, widths + Self.normalFullSwipeMargin), rowWidth)
        }
        confirmation = edge.sign * max(distance, 0)
    }

    /// Whether a row `offset` aside has gone past the full-swipe threshold, with the finger at
    /// `fingerX` (in the row's coordinates) moving at `velocity` (pt/s, across).
    ///
    /// Past ``confirmation`` it has. A destructive first action also confirms earlier when the
    /// finger is near the edge it moves to (within ``edgeZone(rowWidth:)``) and the row went
    /// further than a share of the distance: the speed over 2500 pt/s, kept between 0.66 and
    /// 0.8 (0.5 and 0.75 from 414 pt wide).
    ///
    /// Source: iOS 26.1 UIKitCore, decompiled: `-[_UISwipeHandler _swipeRecognizerChanged:]`.
    public func confirms(offset: Double, fingerX: Double, velocity: Double, rowWidth: Double) -> (confirmed: Bool, early: Bool, threshold: Double) {
        let full = abs(confirmation)
        guard fullSwipePerforms, confirmation != 0 else { return (false, false, full) }
        if edge == .trailing ? offset <= confirmation : offset >= confirmation { return (true, false, full) }
        guard firstIsDestructive else { return (false, false, full) }
        let zone = Self.edgeZone(rowWidth: rowWidth)
        let nearEdge = edge == .trailing ? fingerX < zone : fingerX > rowWidth - zone
        let wide = rowWidth >= 414
        let share = min(max(wide ? 0.5 : 0.66, abs(velocity) / 2500), wide ? 0.75 : 0.8)
        let early = full * share
        let confirmed = nearEdge && abs(offset) - early > 1.1920929e-7
        return (confirmed, confirmed, early)
    }

    /// How near the edge a finger must be for a fast destructive full swipe: 75 pt on a row
    /// 375 pt wide, 50 pt on narrower or other rows below 414 pt, 75 pt from 414 pt (the value
    /// iOS reads there is in a table the decompiled text does not show: a choice).
    public static func edgeZone(rowWidth: Double) -> Double {
        rowWidth >= 414 || rowWidth == 375 ? 75 : 50
    }

    /// How fast a release must move to decide by its direction rather than by where the row
    /// is: 50 pt/s (`-[_UISwipeHandler _swipeRecognizerEnded:wasCancelled:]`).
    public static let flickVelocity = 50.0
}
