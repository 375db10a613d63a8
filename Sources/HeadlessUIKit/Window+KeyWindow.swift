import ControlModel
import GestureModel

/// A window's root view controller and the key window, as UIKit's scene code sets them up:
///
/// ```swift
/// window.rootViewController = CheckoutViewController()
/// window.makeKeyAndVisible()
/// ```
extension Window {
    /// The root view controller: setting it loads its view and puts the view in the window,
    /// sized to the window's bounds (a previous root's view leaves).
    @MainActor public var rootViewController: UIViewController? {
        get { attachments.lazy.compactMap { ($0 as? RootViewControllerHolder)?.controller }.first }
        set {
            if let old = rootViewController, old !== newValue, old.isViewLoaded { old.view.removeFromSuperview() }
            attachments.removeAll { $0 is RootViewControllerHolder }
            guard let newValue else { return }
            attachments.append(RootViewControllerHolder(newValue))
            let view: UIView = newValue.view
            view.frame = bounds
            if view.superview !== self { addSubview(view) }
        }
    }

    /// Makes this the key window: `UIView.animate` completions run on its clock, and its root
    /// view controller appears (`viewWillAppear`, `viewWillLayoutSubviews`,
    /// `viewDidLayoutSubviews`, `viewDidAppear`, the first time).
    @MainActor public func makeKeyAndVisible() {
        isHidden = false
        KeyWindow.window = self
        rootViewController?.appearIfNeeded()
    }

    /// Whether this is the key window.
    @MainActor public var isKeyWindow: Bool { KeyWindow.window === self }
}
