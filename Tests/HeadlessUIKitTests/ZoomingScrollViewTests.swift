import HeadlessUIKit
import Testing

/// A zoomable photo written against UIKit's names: the zoom API in UIKit's shapes, and a pinch
/// aimed at the scroll view reaching its own pinch.
@Suite("HeadlessUIKit: a zooming UIScrollView")
struct ZoomingScrollViewTests {
    /// The photo screen: a scroll view whose delegate names the image to zoom, as in UIKit.
    final class PhotoScreen: ScrollViewZoomingDelegate {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 390))
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 390, height: 390))

        init() {
            scrollView.minimumZoomScale = 1.0
            scrollView.maximumZoomScale = 4.0
            scrollView.contentSize = imageView.frame.size
            scrollView.addSubview(imageView)
            scrollView.zoomingDelegate = self
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

        /// The double-tap-to-zoom pattern: zoom in on a point, or back out.
        func toggleZoom(at point: CGPoint) {
            if scrollView.zoomScale > scrollView.minimumZoomScale {
                scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
            } else {
                let size = CGSize(width: scrollView.bounds.width / 2, height: scrollView.bounds.height / 2)
                scrollView.zoom(to: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height), animated: true)
            }
        }
    }

    @Test func theZoomAPIHasUIKitsShapes() {
        let clock = TestScheduler()
        let window = UIWindow(width: 390, height: 844, scheduler: clock)
        let screen = PhotoScreen()
        window.addSubview(screen.scrollView)
        #expect(screen.scrollView.bouncesZoom && screen.scrollView.zoomScale == 1)
        screen.toggleZoom(at: CGPoint(x: 195, y: 195))
        #expect(screen.scrollView.zoomScale == 2 && screen.scrollView.isZoomBouncing == false)
        #expect(screen.imageView.frame.size == CGSize(width: 780, height: 780) && screen.scrollView.contentSize == CGSize(width: 780, height: 780))
        clock.advance(by: .seconds(1))
        screen.toggleZoom(at: .zero)
        #expect(screen.scrollView.zoomScale == 1)
    }

    /// `pinch(on: scrollView, scale:)` lands on the image and reaches the scroll view's own
    /// pinch, which zooms.
    @Test func anAimedPinchZooms() throws {
        let clock = TestScheduler()
        let window = UIWindow(width: 390, height: 844, scheduler: clock)
        let screen = PhotoScreen()
        window.addSubview(screen.scrollView)
        let pinch = try #require(screen.scrollView.pinchGestureRecognizer)
        var states: [UIGestureRecognizer.State] = []
        let token = pinch.stateChanges.add { states.append($0.state) }
        try window.pinch(on: screen.scrollView, scale: 2)
        withExtendedLifetime(token) {}
        #expect(states.first == .began && states.last == .ended)
        // the zoom follows the fingers' spread from where the pinch began (its scale set to
        // the zoom scale, 1, there): the aimed pinch of a scroll view spreads them twice that
        #expect(abs(screen.scrollView.zoomScale - 2) < 1e-9)
        #expect(!screen.scrollView.isZooming)
    }
}
