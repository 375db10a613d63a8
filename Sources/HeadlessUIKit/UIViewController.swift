import ControlModel
import Foundation
import GestureModel

/// `UIViewController`, reduced to what screens touch: a view loaded on first use, then
/// ``viewDidLoad()``; the appearance callbacks when it becomes a key window's root
/// (`window.rootViewController`, `makeKeyAndVisible()`); a `title`; and, as a
/// `Presenter`, `present(_:animated:completion:)`, `dismiss(animated:completion:)` and
/// `presentedViewController` for alerts over its view's window; its `parent` and
/// `navigationController` when pushed on a ``UINavigationController``. Layout is not modelled.
///
/// Main-actor isolated, as UIKit's: a subclass's methods may call the app's `@MainActor` code
/// and start `Task { … }` that touch `self`, and a subclass conforming to a delegate protocol
/// needs the `InferIsolatedConformances` upcoming feature in the target that compiles it (as
/// Xcode's approachable-concurrency setting gives), or a `@MainActor` conformance.
///
/// ```swift
/// let controller = PhotoViewController()     // a UIViewController subclass
/// window.rootViewController = controller     // loads the view, runs viewDidLoad
/// window.makeKeyAndVisible()                 // viewWillAppear, viewDidLayoutSubviews, viewDidAppear
/// try window.tap(on: controller.likeButton)
/// ```
@MainActor
open class UIViewController: Presenter {
    /// Read by the (non-isolated) presentation machinery; only the main actor writes it.
    nonisolated(unsafe) private var loadedView: UIView?
    private var hasAppeared = false

    /// The frame ``loadView()`` gives the view: an iPhone screen's bounds, 390 × 844 points
    /// (UIKit sizes a view controller's view to the screen; there is no screen here).
    public static let defaultViewFrame = Rect(x: 0, y: 0, width: 390, height: 844)

    /// The title (stored; shown nowhere).
    open var title: String?

    /// The container this view controller is a child of (a navigation controller it was pushed
    /// on), as `UIViewController.parent`.
    public internal(set) weak var parent: UIViewController?

    /// The nearest navigation controller among its parents, as
    /// `UIViewController.navigationController`.
    public var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    private var storedTabBarItem: UITabBarItem?

    /// The item that stands for this view controller in a tab bar, made on first use with its
    /// ``title`` (stored only: there is no tab bar).
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// A view controller whose view is not loaded yet.
    public override init() { super.init() }

    /// A view controller without a nib, as UIKit's designated initializer (`nibName` and
    /// `bundle` are ignored: there are no nibs).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// A view controller from an archive: none here (storyboards are not modelled); present so
    /// subclasses can declare the `required init?(coder:)` UIKit makes them write.
    public required init?(coder: NSCoder) { super.init() }

    /// The window of the view, when it is loaded and in one: where alerts this view controller
    /// presents are shown (UIKit refuses to present from a view "not in the window hierarchy").
    nonisolated open override var presentingWindow: Window? { loadedView?.window }

    /// The root view, loaded (``loadView()``, then ``viewDidLoad()``) the first time it is
    /// read, as UIKit's.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// True once the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: by default a plain view of ``defaultViewFrame``. Override to make your
    /// own (set ``view``; do not call `super`).
    open func loadView() { loadedView = UIView(frame: UIViewController.defaultViewFrame) }

    /// Called once the view is loaded: wire controls and recognizers here, as in UIKit.
    open func viewDidLoad() {}

    /// The view is about to appear (when the controller becomes a key window's root).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear (when another view controller is pushed over it or it is
    /// popped; a window's root never disappears here).
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The view is about to lay out its subviews (once, before it appears).
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews (once, before it appears: no layout is modelled).
    open func viewDidLayoutSubviews() {}

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: UIViewController.defaultViewFrame) }
        viewDidLoad()
    }

    /// Runs the appearance callbacks the first time the view appears in a key window, then
    /// those of the child shown in it (``shownChild``).
    func appearIfNeeded() {
        guard !hasAppeared else { return }
        hasAppeared = true
        loadViewIfNeeded()
        viewWillAppear(false)
        viewWillLayoutSubviews()
        viewDidLayoutSubviews()
        shownChild?.appearIfNeeded()
        viewDidAppear(false)
    }

    /// Whether the appearance callbacks ran (and the view has not disappeared since).
    var hasAppearedOnScreen: Bool { hasAppeared }

    /// Runs the disappearance callbacks, so that a later ``appearIfNeeded()`` runs the
    /// appearance ones again.
    func disappear(animated: Bool) {
        guard hasAppeared else { return }
        viewWillDisappear(animated)
        hasAppeared = false
        viewDidDisappear(animated)
    }

    /// The child whose view fills this one's (a navigation controller's top), nil for a plain
    /// view controller.
    var shownChild: UIViewController? { nil }
}
