/// A window's root view controller, attached to the window (which holds it, as UIKit's does).
final class RootViewControllerHolder {
    let controller: UIViewController

    init(_ controller: UIViewController) { self.controller = controller }
}
