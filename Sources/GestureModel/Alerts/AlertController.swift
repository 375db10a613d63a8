import ControlModel

/// An alert or an action sheet, as `UIAlertController`: a title, a message and actions; shown
/// by a ``Presenter`` (a window's ``Window/rootPresenter`` or a view controller), modal while
/// shown, dismissed by a tap on one of its actions — then that action's handler runs — or, for
/// an action sheet, by a tap outside it (<doc:Alerts>).
///
/// ```swift
/// let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
/// sheet.addAction(AlertAction(title: "Delete", style: .destructive) { _ in photos.removeLast() })
/// sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
/// window.rootPresenter.present(sheet, animated: false)
/// try window.alert?.tap("Delete")          // dismissed, then the handler runs
/// ```
///
/// Sources: Apple, `UIAlertController`, `UIAlertAction`; the decompiled UIKitCore
/// (`-[UIAlertController addAction:]`, `-[UIAlertController _dismissAnimated:triggeringAction:
/// triggeredByPopoverDimmingView:dismissCompletion:]`; see <doc:Alerts> for what each rule
/// follows).
public final class AlertController {
    /// The alert's title.
    public var title: String?
    /// The alert's message.
    public var message: String?
    /// Alert or action sheet (`UIAlertController.preferredStyle`).
    public let preferredStyle: Style
    /// The actions, in the order they were added.
    public private(set) var actions: [AlertAction] = []
    /// The action the return key would trigger, drawn bold (`UIAlertController.preferredAction`).
    /// Must be one of ``actions``: another is a configuration error
    /// (``GestureConfigurationError/preferredActionNotInAlert(alert:title:)``), as UIKit raises,
    /// and is not set.
    public var preferredAction: AlertAction? {
        get { storedPreferredAction }
        set {
            if let action = newValue, !actions.contains(where: { $0 === action }) {
                onConfigurationError(.preferredActionNotInAlert(alert: displayName, title: action.title ?? ""))
                return
            }
            storedPreferredAction = newValue
        }
    }
    private var storedPreferredAction: AlertAction?
    /// The name the alert goes by in reasons and records (a scene's alert id); nil by default.
    public var identifier: String?
    /// What reports a configuration that cannot work — a second cancel action, a preferred
    /// action that is not the alert's — which UIKit raises as an exception. By default it stops
    /// the program with the report's description; a test can record it and go on instead (the
    /// bad action is then not added, or not made preferred), e.g.
    /// `alert.onConfigurationError = { Issue.record("\($0)") }`.
    public var onConfigurationError: (GestureConfigurationError) -> Void = { error in preconditionFailure(error.description) }
    /// BlocksKit's `bk_willShowBlock`: runs just before the alert is presented.
    public var willShow: (() -> Void)?
    /// BlocksKit's `bk_didDismissBlock`: runs once the alert is gone, with the action that
    /// dismissed it (nil when code dismissed it), before that action's handler.
    public var didDismiss: ((AlertAction?) -> Void)?
    /// The alert's text fields, in the order added (see ``addTextField(configurationHandler:)``).
    var fields: [TextField] = []
    /// The view holding ``fields``: in the window while the alert is presented (so a field is
    /// its window's first responder and takes its keyboard's keys), out of it otherwise. It has
    /// no size: a presented alert is modal, the window's hit-testing finds none of it.
    let fieldsView = View(identifier: "alert text fields")
    /// Everything the alert does, told to each observer as it happens: presented, an action
    /// tapped, dismissed (the window's event stream tells the same, with refusals and reasons).
    public let events = ObserverList<AlertEvent>()

    /// Who presents the alert while it is presented (`presentingViewController`); nil otherwise.
    /// Weak: the presenter keeps the alert (``Presenter/presentedViewController``), not the
    /// other way round, so a view controller and its alert never keep each other alive.
    public internal(set) weak var presentingViewController: Presenter?
    /// The window the alert covers while it is presented.
    weak var window: Window?
    /// Whether it was presented with animation: a dismissal by one of its actions, or from
    /// outside, animates then too.
    var presentedAnimated = false
    /// True from the start of a dismissal until the alert is gone.
    public private(set) var isBeingDismissed = false

    /// How long UIKit's alert and action-sheet transitions last, in and out: 0.404 s. In the
    /// decompiled iOS 26.1 UIKitCore, `-[UIAlertControllerVisualStyleAlert
    /// animateAlertControllerView:ofAlertController:forPresentation:…]` animates for 0.404 s; in
    /// iOS 18.2 both the alert's and the action sheet's visual style return 0.404 from
    /// `transitionDurationForPresentation:ofAlertController:`. (The 26.1 action sheet takes its
    /// duration from its base style, whose code is not public: 0.404 is kept for both.) A
    /// presentation's completion runs this long after an animated `present`; an animated
    /// dismissal ends this long after it begins.
    public static let transitionDuration: Duration = .milliseconds(404)

    /// Creates an alert, as `UIAlertController(title:message:preferredStyle:)`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// The alert's name in reasons: its identifier, else its title, else its style.
    public var displayName: String { identifier ?? title ?? preferredStyle.name }

    /// True while the alert is presented (from `present` until its dismissal ends).
    public var isPresented: Bool { presentingViewController != nil }

    /// The cancel action, if there is one.
    public var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    /// Adds `action`, as `UIAlertController.addAction(_:)`. A second ``AlertAction/Style/cancel``
    /// action is a configuration error
    /// (``GestureConfigurationError/secondCancelAction(alert:title:)``), as
    /// `-[UIAlertController addAction:]` raises "can only have one action with a style of
    /// UIAlertActionStyleCancel"; it is not added.
    public func addAction(_ action: AlertAction) {
        if action.style == .cancel, cancelAction != nil {
            onConfigurationError(.secondCancelAction(alert: displayName, title: action.title ?? ""))
            return
        }
        actions.append(action)
        action.alertController = self
    }

    /// Puts `action`, a cancel action, in the place of the cancel action there is (last when
    /// there is none): BlocksKit's cancel button is set, not added.
    func replaceCancelAction(with action: AlertAction) {
        if let index = actions.firstIndex(where: { $0.style == .cancel }) {
            actions[index].alertController = nil
            if storedPreferredAction === actions[index] { storedPreferredAction = nil }
            actions[index] = action
        } else {
            actions.append(action)
        }
        action.alertController = self
    }

    /// The action titled `title` (the first, when several share it).
    public func action(titled title: String) -> AlertAction? { actions.first { $0.title == title } }

    /// Taps `action`, as a finger on its button: an enabled action dismisses the alert, then its
    /// handler runs when the dismissal ends (at once when the alert was presented without
    /// animation, ``transitionDuration`` later otherwise). A disabled action does nothing (a
    /// reason, ``GestureReason/actionDisabled(_:)``); so does an action of an alert that is not
    /// presented or already being dismissed. True when the tap dismissed the alert.
    ///
    /// Sources: the decompiled `-[UIAlertController _dismissAnimated:triggeringAction:
    /// triggeredByPopoverDimmingView:dismissCompletion:]`: it asks the presenting view
    /// controller to dismiss, and the dismissal's completion invokes the action's handlers
    /// (`_invokeHandlersForAction:`) before the caller's completion.
    @discardableResult
    public func tap(_ action: AlertAction) -> Bool {
        guard action.alertController === self, isPresented, !isBeingDismissed else {
            tell(.refused(self, .noAlertPresented))
            return false
        }
        guard action.isEnabled else {
            tell(.refused(self, .actionDisabled(action.title ?? "")))
            return false
        }
        let tap = tell(.actionTapped(self, action))
        endPresentation(animated: presentedAnimated, triggeredBy: action, causedBy: tap, completion: nil)
        return true
    }

    /// A tap outside the alert (on the dimmed views around it): an action sheet is dismissed
    /// and its cancel action's handler runs, if it has one; an ``Style/alert`` stays (a reason,
    /// ``GestureReason/notDismissibleFromOutside(_:)``): only its actions dismiss it.
    ///
    /// Sources: the decompiled UIKitCore: `UIAlertController` sets
    /// `_shouldInvokeCancelActionOnDimmingViewTap` at init, and the dimming view's tap goes
    /// through `_dismissWithCancelOrEmptyAction`; an alert-style presentation has no dismissing
    /// tap on its dimming view.
    @discardableResult
    public func tapOutside() -> Bool {
        guard isPresented, !isBeingDismissed else {
            tell(.refused(self, .noAlertPresented))
            return false
        }
        guard preferredStyle == .actionSheet else {
            tell(.refused(self, .notDismissibleFromOutside(displayName)))
            return false
        }
        endPresentation(animated: presentedAnimated, triggeredBy: cancelAction, completion: nil)
        return true
    }

    /// Dismisses the alert, as `UIViewController.dismiss(animated:completion:)` on the presented
    /// controller: its presenter dismisses it. No action's handler runs.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let presenter = presentingViewController else {
            tell(.refused(self, .noAlertPresented))
            return
        }
        presenter.dismiss(animated: animated, completion: completion)
    }

    /// Shows the alert over `window`, presented by `presenter` (``Presenter`` checked it may).
    func beginPresentation(by presenter: Presenter, in window: Window, animated: Bool, completion: (() -> Void)?) {
        willShow?()
        presentingViewController = presenter
        self.window = window
        presentedAnimated = animated
        window.presentedAlerts.append(self)
        tell(.presented(self, animated: animated))
        showFields(in: window)
        guard let completion else { return }
        if animated, let scheduler = window.scheduler {
            scheduler.perform(after: AlertController.transitionDuration, completion)
        } else {
            completion()
        }
    }

    /// Dismisses the alert: at once, or ``transitionDuration`` later when `animated`; then
    /// `didDismiss`, then the handler of `action` (the one that dismissed it), then `completion`.
    /// The dismissal is caused by `tap`, the action's tap, when given.
    func endPresentation(animated: Bool, triggeredBy action: AlertAction?, causedBy tap: UInt64? = nil, completion: (() -> Void)?) {
        isBeingDismissed = true
        endFieldEditing()
        let finish = { [self] in
            fieldsView.removeFromSuperview()
            window?.presentedAlerts.removeAll { $0 === self }
            presentingViewController?.presentedViewController = nil
            presentingViewController = nil
            isBeingDismissed = false
            let dismissal = tell(.dismissed(self, by: action), causedBy: tap)
            didDismiss?(action)
            if let action, let handler = action.handler { run(handler, of: action, causedBy: dismissal) }
            completion?()
        }
        if animated, let scheduler = window?.scheduler {
            scheduler.perform(after: AlertController.transitionDuration, finish)
        } else {
            finish()
        }
    }

    /// Runs `handler`, the handler of `action`, told first as ``AlertEvent/handlerRan(_:_:)``
    /// (caused by the dismissal, `dismissal`) to the alert's observers and its window's event
    /// stream, which takes the run as the cause of what the handler does.
    private func run(_ handler: (AlertAction) -> Void, of action: AlertAction, causedBy dismissal: UInt64?) {
        events.notify(.handlerRan(self, action))
        guard let stream = window?.environment.stream else { return handler(action) }
        stream.running(stream.emit(.alert(.handlerRan(self, action)), causedBy: dismissal)) { handler(action) }
    }

    /// Tells the alert's observers, then its window's event stream (caused by `cause`, or by
    /// what the stream is handling now); returns the event's id in the stream (nil while no one
    /// listens).
    @discardableResult
    func tell(_ event: AlertEvent, causedBy cause: UInt64? = nil) -> UInt64? {
        events.notify(event)
        return window?.environment.stream?.emit(.alert(event), causedBy: cause)
    }
}
