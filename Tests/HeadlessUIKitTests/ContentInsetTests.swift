import HeadlessUIKit
import Testing

/// `contentInset` moves a scroll view's range as UIKit's does: the content rests at −top
/// (−left) at the start and at contentSize − bounds + bottom (+ right) at the end, never
/// below the start; past either edge it rubber-bands and comes back to it.
@MainActor @Suite("HeadlessUIKit: contentInset and the scroll range")
struct ContentInsetTests {
    private let clock = TestScheduler()
    private let window: UIWindow

    init() { window = UIWindow(width: 390, height: 844, scheduler: clock) }

    /// A 300 × 400 scroll view of `height` points of content, with insets top 50 and bottom 30.
    private func feed(height: CGFloat, bounces: Bool = true) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.contentSize = CGSize(width: 300, height: height)
        scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        scrollView.bounces = bounces
        window.addSubview(scrollView)
        return scrollView
    }

    @Test func aFlingToTheEndRestsAtTheBottomInset() throws {
        let scrollView = feed(height: 1000)
        try window.fling(on: scrollView, velocity: CGPoint(x: 0, y: -4000))
        clock.advance(by: .seconds(5))
        // 1000 − 400 + 30
        #expect(scrollView.contentOffset.y == 630)
    }

    @Test func aFlingToTheStartRestsAtTheTopInset() throws {
        let scrollView = feed(height: 1000)
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        try window.fling(on: scrollView, velocity: CGPoint(x: 0, y: 4000))
        clock.advance(by: .seconds(5))
        #expect(scrollView.contentOffset.y == -50)
    }

    @Test func theRangeIsTheInsetContent() {
        let scrollView = feed(height: 1000)
        #expect(scrollView.minimumContentOffset == CGPoint(x: 0, y: -50))
        #expect(scrollView.maximumContentOffset == CGPoint(x: 0, y: 630))
        // content shorter than the view, but taller with its insets: it scrolls by the difference
        let short = feed(height: 300)
        short.contentInset.bottom = 200
        #expect(short.maximumContentOffset == CGPoint(x: 0, y: 100))
        // shorter even with its insets: the end is the start (UIKit floors it there)
        let shorter = feed(height: 100)
        #expect(shorter.maximumContentOffset == CGPoint(x: 0, y: -50))
    }

    @Test func aShortContentScrollsBecauseOfItsInsets() throws {
        let scrollView = feed(height: 300)
        scrollView.contentInset.bottom = 200
        scrollView.contentOffset = CGPoint(x: 0, y: -50)
        try window.fling(on: scrollView, velocity: CGPoint(x: 0, y: -4000))
        clock.advance(by: .seconds(5))
        #expect(scrollView.contentOffset.y == 100)
    }

    @Test func withoutBounceADragStopsAtTheTopInset() throws {
        let scrollView = feed(height: 1000, bounces: false)
        try window.pan(on: scrollView, by: CGPoint(x: 0, y: 200), duration: .milliseconds(500))
        #expect(scrollView.contentOffset.y == -50)
    }

    @Test func pastTheTopInsetTheContentRubberBandsAndComesBack() throws {
        let scrollView = feed(height: 1000)
        var lowest = CGFloat.infinity
        let token = scrollView.scrollEvents.add { lowest = min(lowest, $0.offset.y) }
        try window.pan(on: scrollView, by: CGPoint(x: 0, y: 200), duration: .milliseconds(500))
        clock.advance(by: .seconds(5))
        withExtendedLifetime(token) {}
        #expect(lowest < -50 && lowest > -50 - 190, "pulled past the inset, with resistance: \(lowest)")
        #expect(scrollView.contentOffset.y == -50)
    }

    @Test func adjustedContentInsetIsTheContentInsetWithNoSafeArea() {
        let scrollView = feed(height: 1000)
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
    }
}
