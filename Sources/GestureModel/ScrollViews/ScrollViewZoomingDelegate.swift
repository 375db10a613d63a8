import ControlModel

/// An object that names the view a scroll view zooms, as `UIScrollViewDelegate`'s
/// `viewForZooming(in:)` (<doc:ScrollViews>). A scroll view holds it weakly
/// (``ScrollView/zoomingDelegate``); its answer comes before the
/// ``ScrollView/viewForZooming`` closure's. It is also told the zoom's moments, under
/// `UIScrollViewDelegate`'s names, as they reach ``ScrollView/scrollEvents`` (each method
/// does nothing by default, as UIKit's optional methods).
public protocol ScrollViewZoomingDelegate: AnyObject {
    /// The view `scrollView` scales when it zooms (a view inside it), or nil for none.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// A zoom begins (a pinch began, or an animated zoom from code), on `view`.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// The zoom scale changed (``ScrollView/zoomScale`` is the new one).
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// A zoom ended, resting at `scale` (after the bounce back of a pinch past a limit).
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
}

extension ScrollViewZoomingDelegate {
    /// Nothing.
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    /// Nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// Nothing.
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
}
