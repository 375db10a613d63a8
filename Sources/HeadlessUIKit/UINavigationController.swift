import ControlModel
import Foundation
import GestureModel

/// A stack of view controllers, as UIKit's `UINavigationController`: the top one's view fills
/// the navigation controller's view (as it does in UIKit, under a translucent bar), and pushing
/// or popping swaps it, with the disappearance and appearance callbacks, the children's
/// `parent` and `navigationController`. The transition is applied at once (animated or not);
/// there is no navigation bar to draw or tap, so a back button is ``popViewController(animated:)``.
///
/// Source: Apple, `UINavigationController` (`init(rootViewController:)`,
/// `pushViewController(_:animated:)`, `popViewController(animated:)`, `viewControllers`,
/// `topViewController`).
@MainActor
open class UINavigationController: UIViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [UIViewController] = []

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty navigation controller, as UIKit's designated initializer (`nibName` and
    /// `bundle` are ignored).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// None here (storyboards are not modelled).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The view controller on top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }

    /// The view controller whose view shows: the top one.
    open var visibleViewController: UIViewController? { viewControllers.last }

    /// Pushes `viewController`: its view replaces the top one's, which disappears.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(viewControllers + [viewController], animated: animated)
    }

    /// Pops the top view controller (not the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    /// Pops all but the root and returns them (nil when only the root is there).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        setViewControllers([viewControllers[0]], animated: animated)
        return popped
    }

    /// Replaces the stack; the new top's view shows.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let oldTop = viewControllers.last
        for controller in viewControllers where !controllers.contains(where: { $0 === controller }) { controller.parent = nil }
        viewControllers = controllers
        for controller in controllers { controller.parent = self }
        guard let newTop = controllers.last, newTop !== oldTop else { return }
        guard isViewLoaded else { return }
        let onScreen = hasAppearedOnScreen
        if let oldTop {
            if onScreen { oldTop.disappear(animated: animated) }
            if oldTop.isViewLoaded, oldTop.view.superview === view { oldTop.view.removeFromSuperview() }
        }
        show(newTop)
        if onScreen { newTop.appearIfNeeded() }
    }

    /// Puts the top view controller's view in this one's.
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { show(top) }
    }

    /// Sizes the top view controller's view to this one's bounds.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        topViewController?.viewIfLoaded?.frame = view.bounds
    }

    override var shownChild: UIViewController? { topViewController }

    private func show(_ controller: UIViewController) {
        let child: UIView = controller.view
        child.frame = view.bounds
        if child.superview !== view { view.addSubview(child) }
    }
}
