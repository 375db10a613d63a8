import ControlModel

/// An object that hears a scroll view's moments and may move where the content comes to rest
/// after a lift, as `UIScrollViewDelegate` (<doc:ScrollViews>). A scroll view holds it weakly
/// (``ScrollView/delegate``). Both methods have defaults (nothing, and the target kept),
/// so a delegate implements only what it needs.
public protocol ScrollViewDelegate: AnyObject {
    /// `event` happened (the moment the observers of ``ScrollView/scrollEvents`` hear, told to
    /// the delegate first).
    func scrollView(_ scrollView: ScrollView, didReport event: ScrollEvent)
    /// The finger lifted with the content moving at `velocity` (points per second, the offset's
    /// rate of change); the content will come to rest at `target`, which the delegate may change
    /// — as UIKit's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`. The
    /// motion then ends exactly on the changed target.
    func scrollView(_ scrollView: ScrollView, willEndDraggingWithVelocity velocity: Point, targetContentOffset target: inout Point)
}

extension ScrollViewDelegate {
    /// Nothing.
    public func scrollView(_ scrollView: ScrollView, didReport event: ScrollEvent) {}
    /// Keeps the target.
    public func scrollView(_ scrollView: ScrollView, willEndDraggingWithVelocity velocity: Point, targetContentOffset target: inout Point) {}
}
