import ControlModel

/// One button of an ``AlertController``, as `UIAlertAction`: a title, a style and the handler
/// that runs when it is tapped — after the alert is dismissed (<doc:Alerts>).
///
/// ```swift
/// let delete = AlertAction(title: "Delete", style: .destructive) { _ in photos.removeLast() }
/// sheet.addAction(delete)
/// ```
public final class AlertAction {
    /// The button's title (`UIAlertAction.title`).
    public let title: String?
    /// How the button looks and behaves (`UIAlertAction.style`): at most one ``Style/cancel``
    /// action per alert.
    public let style: Style
    /// Runs after the alert is dismissed by a tap on this action (or, for the cancel action of
    /// an action sheet, by a tap outside it). The action is passed in, as UIKit passes it.
    public let handler: ((AlertAction) -> Void)?
    /// The name the handler goes by in records and tools (a scene's `handler` id), as a
    /// control's handler registration has its identifier; nil by default.
    public var handlerIdentifier: String?
    /// False: a tap on the action does nothing (the alert stays; a reason,
    /// ``GestureReason/actionDisabled(_:)``). True by default, as `UIAlertAction.isEnabled`.
    public var isEnabled = true
    /// The alert the action was added to (nil before ``AlertController/addAction(_:)``).
    public internal(set) weak var alertController: AlertController?

    /// Creates an action, as `UIAlertAction(title:style:handler:)`.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
