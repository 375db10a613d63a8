import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// The directional lock on content that scrolls both ways: a drag whose first movement is
/// mostly sideways stays sideways, however it turns afterwards.
///
/// Source: Apple, `UIScrollView.isDirectionalLockEnabled` ("If this property is true and the
/// user begins dragging in one general direction (horizontally or vertically), the scroll view
/// disables scrolling in the other direction").
@Suite struct DirectionalLockTests {
    let rig = GestureRig(width: 400, height: 800)
    let grid = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800), identifier: "grid")

    init() {
        grid.contentSize = Size(width: 2000, height: 3000)
        grid.isDirectionalLockEnabled = true
        rig.add(grid)
    }

    /// First (−20, −3), mostly leftwards: the drag is locked horizontally, so when the finger
    /// then goes on to (−50, −200), mostly upwards, only x moves.
    @Test func aDragThatBeginsSidewaysStaysSideways() {
        let finger = rig.window.touchDown(at: pt(200, 600))
        rig.wait(16)
        finger.move(to: pt(180, 597))
        rig.wait(16)
        finger.move(to: pt(150, 400))
        #expect(grid.contentOffset.y == 0)
        #expect(grid.contentOffset.x > 0)
        finger.lift()
        #expect(grid.contentOffset.y == 0)
    }
}
