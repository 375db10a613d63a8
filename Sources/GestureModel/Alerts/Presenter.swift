import ControlModel

/// What presents alerts, as a `UIViewController` does: a window's root
/// (``Window/rootPresenter``) or a view controller (HeadlessUIKit's `UIViewController` is one).
/// One presentation per presenter at a time (<doc:Alerts>).
///
/// ```swift
/// window.rootPresenter.present(alert, animated: true) { print("shown") }
/// clock.advance(by: AlertController.transitionDuration)   // "shown"
/// ```
open class Presenter {
    /// The alert this presenter presents, until its dismissal ends.
    public internal(set) var presentedViewController: AlertController?
    /// The window of a root presenter.
    private weak var rootWindow: Window?

    /// A presenter whose window is ``presentingWindow`` (override it).
    public init() {}

    /// The root presenter of `window`.
    init(rootOf window: Window) { rootWindow = window }

    /// The window a presentation covers: a root presenter's window; a view controller's, its
    /// view's window. Nil when not in a window: presenting then does nothing, as UIKit refuses
    /// to present from a view controller "whose view is not in the window hierarchy".
    open var presentingWindow: Window? { rootWindow }

    /// Presents `alert`, as `UIViewController.present(_:animated:completion:)`: it covers the
    /// window, modal, at once; `completion` runs when the presentation is shown — at once when
    /// not `animated`, ``AlertController/transitionDuration`` later on the window's clock when
    /// `animated`.
    ///
    /// Presenting while this presenter already presents an alert, or presenting an alert that
    /// is already presented, does nothing but report it
    /// (``GestureReason/alreadyPresenting(_:)``), as UIKit only logs "Attempt to present … which
    /// is already presenting …"; `completion` does not run.
    public func present(_ alert: AlertController, animated: Bool, completion: (() -> Void)? = nil) {
        guard let window = presentingWindow else { return }
        if let current = presentedViewController ?? (alert.isPresented ? alert : nil) {
            let event = AlertEvent.refused(alert, .alreadyPresenting(current.displayName))
            alert.events.notify(event)
            window.environment.stream?.emit(.alert(event))
            return
        }
        presentedViewController = alert
        alert.beginPresentation(by: self, in: window, animated: animated, completion: completion)
    }

    /// Dismisses the presented alert, as `UIViewController.dismiss(animated:completion:)`: it
    /// stays until the dismissal ends (at once, or ``AlertController/transitionDuration`` later
    /// when `animated`), then `completion` runs. No action's handler runs. With nothing
    /// presented it does nothing (``GestureReason/noAlertPresented``).
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let alert = presentedViewController, !alert.isBeingDismissed else {
            presentingWindow?.environment.stream?.emit(.alert(.refused(presentedViewController, .noAlertPresented)))
            return
        }
        alert.endPresentation(animated: animated, triggeredBy: nil, completion: completion)
    }
}
