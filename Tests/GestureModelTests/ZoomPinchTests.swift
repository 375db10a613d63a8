import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// `pinch(on: scrollView, scale:)` (`Window+Zooming.swift`): the scroll view's own pinch zooms
/// by the scale asked, from where the pinch begins (UIKit sets the pinch's scale to the zoom
/// scale at began, `-[UIScrollView _updatePinchGestureForState:]`).
@Suite struct ZoomPinchTests {
    let rig = GestureRig(width: 400, height: 800)
    let scrollView = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 400), identifier: "photo")
    let image = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), identifier: "image")

    init() {
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        scrollView.contentSize = image.frame.size
        scrollView.addSubview(image)
        scrollView.viewForZooming = { [image] _ in image }
        rig.add(scrollView)
    }

    /// Zooms by the scale asked: willBeginZooming first, didEndZooming at the lift with the scale.
    @Test func zoomsByTheScaleAsked() throws {
        var events: [ScrollEvent] = []
        let token = scrollView.scrollEvents.add { events.append($0) }
        try rig.window.pinch(on: scrollView, scale: 2)
        withExtendedLifetime(token) {}
        #expect(abs(scrollView.zoomScale - 2) < 1e-9)
        #expect(image.frame.width == scrollView.contentSize.width && abs(image.frame.width - 800) < 1e-6)
        #expect(events.first?.kind == .willBeginZooming && events.first?.scale == 1)
        #expect(events.last?.kind == .didEndZooming && abs((events.last?.scale ?? 0) - 2) < 1e-9)
        #expect(!scrollView.isZooming)
        // and back out by half
        try rig.window.pinch(on: scrollView, scale: 0.5)
        #expect(abs(scrollView.zoomScale - 1) < 1e-9)
    }

    /// Past the maximum: rubber-banded while the fingers are down, back to the maximum at the
    /// lift, didEndZooming when the bounce animation would end.
    @Test func pastTheMaximumItBouncesBack() throws {
        var ends: [Double] = []
        let token = scrollView.scrollEvents.add { if $0.kind == .didEndZooming { ends.append($0.scale ?? 0) } }
        try rig.window.pinch(on: scrollView, scale: 8)
        #expect(scrollView.zoomScale == 4 && scrollView.isZoomBouncing)
        #expect(ends.isEmpty)
        rig.wait(1000)
        withExtendedLifetime(token) {}
        #expect(ends == [4] && !scrollView.isZoomBouncing)
    }

    /// A scroll view that does not zoom is a miss saying why.
    @Test func aScrollViewThatDoesNotZoomIsAMiss() {
        scrollView.maximumZoomScale = 1
        #expect {
            try rig.window.pinch(on: scrollView, scale: 2)
        } throws: { error in
            (error as? GestureMiss)?.reason.code == "cannotZoom"
        }
        scrollView.maximumZoomScale = 4
        scrollView.viewForZooming = nil
        #expect {
            try rig.window.pinch(on: scrollView, scale: 2)
        } throws: { error in
            (error as? GestureMiss)?.reason == .cannotZoom("no view for zooming")
        }
    }
}
