import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// Paging after a fling: the content comes to rest on the next page boundary in the direction
/// of the velocity — one page from where the finger lifted, never two, and never back past the
/// page it was on.
///
/// Sources: Apple, `UIScrollView.isPagingEnabled` ("the scroll view stops on multiples of the
/// scroll view's bounds when the user scrolls"); iOS 26.1 UIKitCore,
/// `-[UIScrollView _prepareToPageWithHorizontalVelocity:verticalVelocity:nudgingBoundsWithVelocity:performExtraPageIfPastPagingBoundary:]`
/// (decompiled: the page target is taken from the current page and the velocity's sign).
@Suite struct ScrollPagingTests {
    let rig = GestureRig(width: 400, height: 800)
    /// 800 pt pages: a 400 × 800 view on 3000 pt of content (the last page ends at 2200).
    let feed = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800), identifier: "feed")
    let targets = Targets()

    final class Targets {
        var values: [Point] = []
        var token: ObservationToken?
    }

    init() {
        feed.contentSize = Size(width: 400, height: 3000)
        feed.isPagingEnabled = true
        rig.add(feed)
        let targets = self.targets
        targets.token = feed.scrollEvents.add { event in
            if event.kind == .willEndDragging, let target = event.target { targets.values.append(target) }
        }
    }

    /// A fast drag by `dy` from (200, `y`) in 10 moves of 10 ms, then the lift.
    private func flick(from y: Double, dy: Double) {
        rig.window.drag(from: pt(200, y), to: pt(200, y + dy), duration: .milliseconds(100), steps: 10)
    }

    /// A flick up that lifts past the middle of the first page (offset 500) turns to the second
    /// page (800), not the third (1600): the next boundary from the page the content is on.
    @Test func aFlickPastTheMiddleOfAPageTurnsOnlyToTheNextPage() {
        flick(from: 700, dy: -510)
        #expect(feed.contentOffset == pt(0, 500))
        #expect(targets.values == [pt(0, 800)])
        rig.wait(3000)
        #expect(feed.contentOffset == pt(0, 800))
    }

    /// A flick down that lifts at 1100 (the second page, past its middle) goes back to that
    /// page's start (800), not to the first page (0).
    @Test func aFlickBackPastTheMiddleOfAPageTurnsOnlyToThatPagesStart() {
        feed.contentOffset = pt(0, 1300)
        flick(from: 100, dy: 210)
        #expect(feed.contentOffset == pt(0, 1100))
        #expect(targets.values == [pt(0, 800)])
        rig.wait(3000)
        #expect(feed.contentOffset == pt(0, 800))
    }
}
