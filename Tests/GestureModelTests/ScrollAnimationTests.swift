import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// A motion after a lift shown frame by frame (``ScrollAnimation``): its speed tricks — one
/// call for every frame on virtual time, the view held unretained by it — change nothing a
/// caller can see, and a view that goes or is stopped from a frame leaves nothing running.
@Suite struct ScrollAnimationTests {
    let rig = GestureRig(width: 400, height: 800)

    /// A feed of 3000 points in a window-sized scroll view.
    func makeFeed() -> ScrollView {
        let feed = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800), identifier: "feed")
        feed.contentSize = Size(width: 400, height: 3000)
        return feed
    }

    /// Flings the content up: a fast drag of 300 points lifted while moving.
    func fling() {
        let finger = rig.window.touchDown(at: pt(100, 700))
        for step in 1...10 {
            rig.wait(10)
            finger.move(to: pt(100, 700 - 30 * Double(step)))
        }
        finger.lift()
    }

    /// Every frame is due 1/60 s after the one before, one call pending at a time; on virtual
    /// time (speed tricks on) it is the same call each frame.
    @Test func oneCallIsPendingPerFrame() throws {
        let feed = rig.add(makeFeed())
        fling()
        #expect(feed.isDecelerating)
        var calls: [ScheduledCall] = []
        var deadlines: [Int64] = []
        for _ in 0..<5 {
            #expect(rig.clock.pendingCount == 1)
            let call = try #require(rig.clock.pendingCalls.first)
            calls.append(call)
            deadlines.append(call.deadline.nanoseconds)
            #expect(rig.clock.runNext())
        }
        #expect(zip(deadlines, deadlines.dropFirst()).allSatisfy { $1 - $0 >= 16_666_666 && $1 - $0 <= 16_666_667 })
        let reused = calls.allSatisfy { $0 === calls[0] }
        #expect(reused == !DebugSwitches.process.forcesGeneralPath)
    }

    /// A scroll view that goes while its content decelerates cancels its next frame: nothing
    /// runs on the view afterwards (the frame holds it unretained).
    @Test func aViewThatGoesMidMotionLeavesNoFrame() {
        weak var gone: ScrollView?
        do {
            let feed = rig.add(makeFeed())
            gone = feed
            fling()
            #expect(feed.isDecelerating)
            #expect(rig.clock.pendingCount == 1)
            feed.removeFromSuperview()
        }
        #expect(gone == nil)
        #expect(rig.clock.pendingCount == 0)
        rig.wait(5000)
    }

    /// An observer that sets the offset from a frame's didScroll stops the motion there: no
    /// frame after it, and no didEndDecelerating.
    @Test func anObserverThatStopsTheMotionFromAFrameStopsIt() {
        let feed = rig.add(makeFeed())
        var kinds: [ScrollEvent.Kind] = []
        var framesSeen = 0
        let token = feed.scrollEvents.add { [unowned feed] event in
            kinds.append(event.kind)
            guard feed.isDecelerating, event.kind == .didScroll else { return }
            framesSeen += 1
            if framesSeen == 3 { feed.contentOffset = pt(0, 100) }
        }
        fling()
        rig.wait(5000)
        #expect(framesSeen == 3)
        #expect(!feed.isDecelerating)
        #expect(feed.contentOffset == pt(0, 100))
        #expect(kinds.last == .didScroll && !kinds.contains(.didEndDecelerating))
        #expect(rig.clock.pendingCount == 0)
        _ = token
    }
}
