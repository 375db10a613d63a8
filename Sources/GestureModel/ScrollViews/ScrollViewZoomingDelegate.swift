import ControlModel

/// An object that names the view a scroll view zooms, as `UIScrollViewDelegate`'s
/// `viewForZooming(in:)` (<doc:ScrollViews>). A scroll view holds it weakly
/// (``ScrollView/zoomingDelegate``); its answer comes before the
/// ``ScrollView/viewForZooming`` closure's.
public protocol ScrollViewZoomingDelegate: AnyObject {
    /// The view `scrollView` scales when it zooms (a view inside it), or nil for none.
    func viewForZooming(in scrollView: ScrollView) -> View?
}
