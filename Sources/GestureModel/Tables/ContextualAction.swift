import ControlModel

/// One button a swipe on a table row reveals, as `UIContextualAction`
/// (<doc:TablesAndCollections>): a title, a style, and a handler that runs when the user taps
/// the button or swipes the row all the way (the first action of a configuration, see
/// ``SwipeActionsConfiguration/performsFirstActionWithFullSwipe``).
///
/// The handler receives the action, the row's cell and a completion the handler must call —
/// at once or later — with whether the action was performed: the buttons stay shown until it
/// is called. True for a ``Style/destructive`` action means the row goes away (the handler
/// deletes it from the data source and calls ``TableView/deleteRows(at:with:)``, whose count
/// check applies); false, or any other action, hides the buttons and keeps the row.
///
/// bk-events draws no buttons: each is ``width`` points wide (UIKit sizes a button to its
/// title, which needs a font; ``defaultWidth`` stands for a one-word title).
///
/// Source: Apple, `UIContextualAction` (`init(style:title:handler:)`, `Handler`,
/// `UIContextualAction.Style`); iOS 26.1 UIKitCore, decompiled:
/// `-[UISwipeOccurrence _executeLifecycleForPerformedAction:sourceView:completionHandler:]`.
public final class ContextualAction {
    /// How the action looks and what its completion means, as `UIContextualAction.Style`.
    public enum Style: String, Sendable, CaseIterable {
        /// A plain action.
        case normal
        /// An action that removes the row (red in UIKit); completed with true, the row goes.
        case destructive
    }

    /// What runs when the action is performed: the action, the row's cell (UIKit passes the
    /// button's view) and the completion to call with whether it was performed.
    public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    /// The width of a button when none is given: 74 points (a choice: UIKit measures the
    /// title with the system font).
    public static let defaultWidth = 74.0

    /// The style.
    public let style: Style
    /// The button's title (what ``Window/tap(action:in:fileID:line:)`` finds it by).
    public var title: String?
    /// The button's width in points (``defaultWidth``).
    public var width: Double
    /// What runs when the action is performed.
    public let handler: Handler
    /// What an adapter stores beside the action (HeadlessUIKit's image and colour).
    package var appearance: AnyObject?

    /// An action of `style` titled `title`, running `handler`.
    public init(style: Style, title: String?, width: Double = ContextualAction.defaultWidth, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.width = width
        self.handler = handler
    }

    /// Whether the style is ``Style/destructive``.
    public var isDestructive: Bool { style == .destructive }
}
