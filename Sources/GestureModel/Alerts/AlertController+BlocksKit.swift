extension AlertController {
    /// BlocksKit's `bk_addButtonWithTitle:handler:` (of `UIAlertView` and `UIActionSheet`): adds
    /// a default action whose handler runs `handler`.
    ///
    /// - Returns: the action added.
    @discardableResult
    public func addButton(title: String, handler: (() -> Void)? = nil) -> AlertAction {
        let action = AlertAction(title: title, style: .default, handler: handler.map { run in { _ in run() } })
        addAction(action)
        return action
    }

    /// BlocksKit's `bk_setCancelButtonWithTitle:handler:`: makes `title` the cancel button,
    /// running `handler` (after a tap on it, or after a tap outside an action sheet). It
    /// replaces the cancel action there was, in its place; otherwise it is added last.
    ///
    /// - Returns: the cancel action.
    @discardableResult
    public func setCancelButton(title: String, handler: (() -> Void)? = nil) -> AlertAction {
        let action = AlertAction(title: title, style: .cancel, handler: handler.map { run in { _ in run() } })
        replaceCancelAction(with: action)
        return action
    }
}
