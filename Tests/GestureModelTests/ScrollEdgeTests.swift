import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// A scroll view at its edges without `bounces`, and `alwaysBounceHorizontal`, which needs it.
///
/// Sources: Apple, `UIScrollView.bounces` ("If the value of this property is true, the scroll
/// view bounces when it encounters a boundary of the content"; off, it stops there);
/// `UIScrollView.alwaysBounceHorizontal` ("If this property is set to true and bounces is true,
/// then horizontal dragging is allowed even if the content is smaller than the bounds of the
/// scroll view"); iOS 26.1 UIKitCore, `UIScrollViewPanGestureRecognizer` (decompiled: it
/// checks that its scroll view can scroll before beginning).
@Suite struct ScrollEdgeTests {
    let rig = GestureRig(width: 400, height: 800)
    let list = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800), identifier: "list")
    let log: EventLog

    init() {
        list.contentSize = Size(width: 400, height: 3000)
        rig.add(list)
        log = EventLog(rig.clock)
        log.watch(list.panGestureRecognizer, "pan")
    }

    /// A 3000 pt list in an 800 pt view scrolled to its end (2200), bounces off: an upward drag
    /// from a button would take the content past its end, so the pan declines to begin on every
    /// move and fails at the lift (it cannot scroll: iOS 26.1's `_shouldTryToBeginWithEvent:`
    /// declines without failing), the button keeps its touch and fires, and the offset stays.
    @Test func withoutBouncesADragPastTheFarEdgeLeavesTheTouchToTheButton() {
        list.bounces = false
        list.contentOffset = pt(0, 2200)
        // content y 2600…2680: the view's 400…480
        let button = rig.add(Button(frame: Rect(x: 0, y: 2600, width: 400, height: 80)), to: list)
        log.watch(button, "button")
        rig.window.explainsDecisions = true
        rig.window.drag(from: pt(200, 440), to: pt(200, 400), duration: .milliseconds(80), steps: 4)
        #expect(log.entries(of: "pan") == ["pan.failed"])
        #expect(list.panGestureRecognizer.lastDecision?.reason == .cannotScroll(dx: 0, dy: -40))
        #expect(log.entries(of: "button").first == "button.touchDown")
        #expect(log.entries(of: "button").contains("button.touchUpInside"))
        #expect(list.contentOffset == pt(0, 2200))
    }

    /// Content no wider than the view, `alwaysBounceHorizontal` on but `bounces` off: the view
    /// never scrolls horizontally — a drag mostly down and a little sideways moves y only, and
    /// the lift carries no horizontal velocity.
    @Test func alwaysBounceHorizontalWithoutBouncesNeverScrollsSideways() {
        list.bounces = false
        list.alwaysBounceHorizontal = true
        #expect(!list.scrollsHorizontally)
        final class Lifts { var velocities: [Point] = [] }
        let lifts = Lifts()
        let token = list.scrollEvents.add { event in
            if event.kind == .willEndDragging, let velocity = event.velocity { lifts.velocities.append(velocity) }
        }
        list.contentOffset = pt(0, 1000)
        rig.window.drag(from: pt(200, 700), to: pt(260, 400), duration: .milliseconds(100), steps: 10)
        #expect(list.contentOffset.x == 0)
        #expect(lifts.velocities.count == 1)
        #expect(lifts.velocities.first?.x == 0)
        #expect((lifts.velocities.first?.y ?? 0) > 0)
        rig.wait(5000)
        #expect(list.contentOffset.x == 0)
        list.bounces = true
        #expect(list.scrollsHorizontally)
        token.cancel()
    }
}
