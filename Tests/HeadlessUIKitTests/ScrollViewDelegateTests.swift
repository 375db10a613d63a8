import HeadlessUIKit
import Testing

/// `UIScrollViewDelegate` in UIKit's shapes: the moments as UIKit's methods, the velocity in
/// points per millisecond, a target offset the deceleration honours, `setContentOffset(_:animated:)`
/// and `DecelerationRate`.
@MainActor @Suite("HeadlessUIKit: UIScrollViewDelegate")
struct ScrollViewDelegateTests {
    /// A feed of 100 pt rows that snaps to a row edge, as production code does it.
    final class SnappingFeed: UIScrollViewDelegate {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        var calls: [String] = []
        var proposed: CGPoint?
        var velocity: CGPoint?
        var snaps = true

        init() {
            scrollView.contentSize = CGSize(width: 390, height: 5000)
            scrollView.delegate = self
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            if calls.last != "didScroll" { calls.append("didScroll") }
        }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            calls.append("willEndDragging")
            self.velocity = velocity
            proposed = targetContentOffset.pointee
            guard snaps else { return }
            let rowHeight: CGFloat = 100
            targetContentOffset.pointee.y = (targetContentOffset.pointee.y / rowHeight).rounded() * rowHeight
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            calls.append("didEndDragging \(decelerate)")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    }

    private let clock = TestScheduler()
    private let window: UIWindow

    init() { window = UIWindow(width: 390, height: 844, scheduler: clock) }

    /// Where the same fling comes to rest with no delegate: the model's own target.
    private func restingOffsetWithoutDelegate() throws -> (CGPoint, [ScrollEvent]) {
        let plain = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        plain.contentSize = CGSize(width: 390, height: 5000)
        let otherWindow = UIWindow(width: 390, height: 844, scheduler: clock)
        otherWindow.addSubview(plain)
        var events: [ScrollEvent] = []
        let token = plain.scrollEvents.add { events.append($0) }
        try otherWindow.fling(on: plain, velocity: CGPoint(x: 0, y: -1500))
        clock.advance(by: .seconds(5))
        withExtendedLifetime(token) {}
        return (plain.contentOffset, events)
    }

    @Test func snappingTheTargetToRowsEndsTheDecelerationOnARowEdge() throws {
        let (unsnapped, _) = try restingOffsetWithoutDelegate()
        #expect(unsnapped.y.truncatingRemainder(dividingBy: 100) != 0, "the fling must not land on a row edge by itself")
        let feed = SnappingFeed()
        window.addSubview(feed.scrollView)
        var perSecond: CGPoint?
        let token = feed.scrollView.scrollEvents.add { if $0.kind == .willEndDragging { perSecond = $0.velocity } }
        try window.fling(on: feed.scrollView, velocity: CGPoint(x: 0, y: -1500))
        withExtendedLifetime(token) {}
        // the delegate was offered the model's target, and its velocity in points per millisecond
        #expect(feed.proposed == unsnapped)
        let velocity = try #require(feed.velocity), modelVelocity = try #require(perSecond)
        #expect(velocity == CGPoint(x: modelVelocity.x / 1000, y: modelVelocity.y / 1000))
        #expect(velocity.x == 0 && abs(velocity.y - 1.5) < 0.01, "about the fling's 1500 pt/s: \(velocity)")
        #expect(feed.scrollView.isDecelerating)
        clock.advance(by: .seconds(5))
        let snapped = (unsnapped.y / 100).rounded() * 100
        #expect(feed.scrollView.contentOffset == CGPoint(x: 0, y: snapped))
        #expect(!feed.scrollView.isDecelerating)
        // UIKit's order: the drag's moves, the question, then the moments of the answer
        #expect(feed.calls == [
            "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging true", "willBeginDecelerating", "didScroll",
            "didEndDecelerating",
        ])
    }

    @Test func aDelegateThatKeepsTheTargetChangesNothing() throws {
        let (unsnapped, plainEvents) = try restingOffsetWithoutDelegate()
        let feed = SnappingFeed()
        feed.snaps = false
        window.addSubview(feed.scrollView)
        var events: [ScrollEvent] = []
        let token = feed.scrollView.scrollEvents.add { events.append($0) }
        try window.fling(on: feed.scrollView, velocity: CGPoint(x: 0, y: -1500))
        clock.advance(by: .seconds(5))
        withExtendedLifetime(token) {}
        #expect(feed.scrollView.contentOffset == unsnapped)
        #expect(events == plainEvents)
    }

    @Test func theChangedTargetIsTheOneReported() throws {
        let feed = SnappingFeed()
        window.addSubview(feed.scrollView)
        var reported: CGPoint?
        let token = feed.scrollView.scrollEvents.add { if $0.kind == .willEndDragging { reported = $0.target } }
        try window.fling(on: feed.scrollView, velocity: CGPoint(x: 0, y: -1500))
        withExtendedLifetime(token) {}
        let proposed = try #require(feed.proposed)
        #expect(reported == CGPoint(x: 0, y: (proposed.y / 100).rounded() * 100))
    }

    @Test func setContentOffsetAnimatedMovesFrameByFrameThenEnds() {
        let feed = SnappingFeed()
        window.addSubview(feed.scrollView)
        var offsets: [CGFloat] = []
        let token = feed.scrollView.scrollEvents.add { if $0.kind == .didScroll { offsets.append($0.offset.y) } }
        feed.scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        #expect(feed.scrollView.contentOffset == .zero && !feed.scrollView.isDecelerating)
        clock.advance(by: .seconds(2))
        withExtendedLifetime(token) {}
        #expect(feed.scrollView.contentOffset == CGPoint(x: 0, y: 400))
        #expect(offsets.count > 5 && offsets == offsets.sorted() && offsets.last == 400)
        #expect(feed.calls == ["didScroll", "didEndScrollingAnimation"])
        feed.scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(feed.scrollView.contentOffset == CGPoint(x: 0, y: 100) && feed.calls.count == 3)
    }

    @Test func decelerationRatesHaveUIKitsValues() {
        let scrollView = UIScrollView()
        #expect(scrollView.decelerationRate == .normal && UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        scrollView.decelerationRate = .fast
        #expect(scrollView.decelerationRate.rawValue == 0.99)
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995)
        #expect(scrollView.decelerationRate == 0.995)
    }

    @Test func theDelegateNamesTheViewToZoom() {
        final class Photo: UIScrollViewDelegate {
            let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { image }
        }
        let photo = Photo()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.addSubview(photo.image)
        scrollView.maximumZoomScale = 3
        scrollView.delegate = photo
        #expect(scrollView.delegate === photo && scrollView.zoomView === photo.image)
    }

    /// A table view's delegate is its scroll view's delegate, as in UIKit.
    @Test func aTableViewsDelegateIsItsScrollViewsDelegate() {
        final class Rows: TableViewDelegate {}
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let rows = Rows()
        table.delegate = rows
        #expect(table.delegate === rows && (table as ScrollView).delegate === rows)
    }
}
