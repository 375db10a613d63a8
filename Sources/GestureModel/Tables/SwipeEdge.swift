/// The edge of a row whose actions a swipe reveals (<doc:TablesAndCollections>): a swipe to
/// the left reveals the trailing actions, one to the right the leading ones (left to right
/// layout).
///
/// Source: iOS 26.1 UIKitCore, decompiled: `-[_UISwipeHandler _directionForGestureRecognizer:]`
/// (direction 1 when the pan's velocity is negative, else 2) and
/// `-[UISwipeActionController _swipeActionsConfigurationForSwipeDirection:indexPath:]`
/// (direction 1 asks for the trailing configuration).
public enum SwipeEdge: String, Sendable, CaseIterable {
    /// The left edge: revealed by a swipe to the right.
    case leading
    /// The right edge: revealed by a swipe to the left.
    case trailing

    /// The sign of the row's offset while it shows this edge's actions (−1 for trailing).
    var sign: Double { self == .trailing ? -1 : 1 }
}
