import ControlModel
import GestureModel

/// `UIScrollViewDelegate`, in UIKit's shapes and units: a `ScrollViewDelegate` (and
/// `ScrollViewZoomingDelegate`) whose moments arrive as UIKit's methods. Assign it to the
/// scroll view's `delegate`, as in UIKit (which also asks it for the view to zoom); every method is optional (a default that does
/// nothing, or returns nil).
///
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` gets the velocity in points
/// per millisecond, as UIKit gives it, and a pointer to the target: writing its `pointee` moves
/// where the content comes to rest, and the deceleration ends exactly there.
/// `scrollViewWillBeginDecelerating(_:)` follows `scrollViewDidEndDragging(_:willDecelerate:)`
/// when the content moves on.
public protocol UIScrollViewDelegate: ScrollViewDelegate, ScrollViewZoomingDelegate {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is starting.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted: `velocity` in points per millisecond; `targetContentOffset` points at
    /// the offset the content will rest at, which the delegate may change.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` says whether the content moves on.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on after the lift.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after the lift.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// The motion `setContentOffset(_:animated:)` started came to rest.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Keeps the target.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No view: the scroll view does not zoom.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }

    /// The model's moment, told as UIKit's method.
    public func scrollView(_ scrollView: ScrollView, didReport event: ScrollEvent) {
        switch event.kind {
        case .didScroll: scrollViewDidScroll(scrollView)
        case .willBeginDragging: scrollViewWillBeginDragging(scrollView)
        case .willEndDragging: break  // asked before it is reported (below)
        case .didEndDragging:
            let decelerates = event.willDecelerate ?? false
            scrollViewDidEndDragging(scrollView, willDecelerate: decelerates)
            if decelerates { scrollViewWillBeginDecelerating(scrollView) }
        case .didEndDecelerating: scrollViewDidEndDecelerating(scrollView)
        case .didEndScrollingAnimation: scrollViewDidEndScrollingAnimation(scrollView)
        case .willBeginZooming: scrollViewWillBeginZooming(scrollView, with: scrollView.zoomView)
        case .didZoom: scrollViewDidZoom(scrollView)
        case .didEndZooming: scrollViewDidEndZooming(scrollView, with: scrollView.zoomView, atScale: event.scale ?? scrollView.zoomScale)
        }
    }

    /// The model's question, asked as UIKit's method: the velocity in points per millisecond,
    /// the target through a pointer.
    public func scrollView(_ scrollView: ScrollView, willEndDraggingWithVelocity velocity: Point, targetContentOffset target: inout Point) {
        let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        withUnsafeMutablePointer(to: &target) { scrollViewWillEndDragging(scrollView, withVelocity: perMillisecond, targetContentOffset: $0) }
    }
}
