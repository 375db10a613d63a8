/// What an ``AlertController`` did, or refused to do and why: told to its
/// ``AlertController/events`` observers and, wrapped in ``GestureEventKind/alert(_:)``, to its
/// window's event stream (<doc:Reasons>).
public enum AlertEvent {
    /// The alert was presented (animated or not); it is modal from now on.
    case presented(AlertController, animated: Bool)
    /// An enabled action was tapped: the alert's dismissal begins.
    case actionTapped(AlertController, AlertAction)
    /// The alert is gone; `by` is the action whose handler runs next (the tapped one, or an
    /// action sheet's cancel action after a tap outside), nil when code dismissed it.
    case dismissed(AlertController, by: AlertAction?)
    /// The handler of `action`, the action that dismissed the alert, runs now: once the alert is
    /// gone and its `didDismiss` has run, as UIKit runs it from the dismissal's completion.
    /// Caused by the ``dismissed(_:by:)`` it follows; what the handler does is caused by this run.
    /// Told only for an action that has a handler.
    case handlerRan(AlertController, AlertAction)
    /// Nothing happened, for `reason`: ``GestureReason/alreadyPresenting(_:)``,
    /// ``GestureReason/actionDisabled(_:)``, ``GestureReason/noAlertPresented``,
    /// ``GestureReason/notDismissibleFromOutside(_:)``. The alert is nil when there was none.
    case refused(AlertController?, GestureReason)
}
