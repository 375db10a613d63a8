import ControlModel
import GestureModel

/// `UIViewController`, reduced to what wiring code needs: a view loaded on first use, then
/// ``viewDidLoad()``; and, as a `Presenter`, `present(_:animated:completion:)`,
/// `dismiss(animated:completion:)` and `presentedViewController` for alerts over its view's
/// window. Nothing else of a view controller's life (appearance, containment, layout) is
/// modelled.
///
/// ```swift
/// let controller = PhotoViewController()     // a UIViewController subclass
/// window.addSubview(controller.view)         // loads the view, runs viewDidLoad
/// try window.tap(on: controller.likeButton)
/// ```
open class UIViewController: Presenter {
    private var loadedView: UIView?

    /// The frame ``loadView()`` gives the view: an iPhone screen's bounds, 390 × 844 points
    /// (UIKit sizes a view controller's view to the screen; there is no screen here).
    public static let defaultViewFrame = Rect(x: 0, y: 0, width: 390, height: 844)

    /// A view controller whose view is not loaded yet.
    public override init() { super.init() }

    /// The window of the view, when it is loaded and in one: where alerts this view controller
    /// presents are shown (UIKit refuses to present from a view "not in the window hierarchy").
    open override var presentingWindow: Window? { loadedView?.window }

    /// The root view, loaded (``loadView()``, then ``viewDidLoad()``) the first time it is
    /// read, as UIKit's.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// True once the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: by default a plain view of ``defaultViewFrame``. Override to make your
    /// own (set ``view``; do not call `super`).
    open func loadView() { loadedView = UIView(frame: UIViewController.defaultViewFrame) }

    /// Called once the view is loaded: wire controls and recognizers here, as in UIKit.
    open func viewDidLoad() {}

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: UIViewController.defaultViewFrame) }
        viewDidLoad()
    }
}
