import ControlModel

/// Dragging: the content follows the pan's translation (opposite sign) on the axes it scrolls;
/// past an edge, with ``ScrollView/bounces``, through the rubber band
/// (``ScrollPhysics/rubberBand(_:dimension:)``), and clamped without. With the directional
/// lock, a drag whose first movement is within 20° of an axis stays on that axis.
///
/// Sources: Apple, `UIScrollView.bounces`, `isDirectionalLockEnabled` ("if the user begins
/// dragging in one general direction (horizontally or vertically), the scroll view disables
/// scrolling in the other direction"); the 20° cone is ours (UIKit's exact angle is not
/// documented).
extension ScrollView {
    /// The widest angle from an axis at which the directional lock keeps a drag on that axis.
    public static let directionalLockAngle = 20.0

    /// Follows the pan's transitions.
    func panned(to state: GestureState) {
        switch state {
        case .began: beginDragging()
        case .changed: followFinger()
        case .ended:
            followFinger()
            endDragging(velocity: panGestureRecognizer.velocity)
        case .cancelled: endDragging(velocity: .zero, lifted: false)
        case .possible, .failed: break
        }
    }

    private func beginDragging() {
        // a finger on moving content stops it (no didEndDecelerating: UIKit sends none then)
        stopAnimation()
        isDragging = true
        var drag = ScrollDrag(start: unconstrainedOffset(of: contentOffset), horizontal: scrollsHorizontally, vertical: scrollsVertically)
        if isDirectionalLockEnabled, drag.horizontal, drag.vertical {
            let moved = panGestureRecognizer.movementAtBegin
            let slope = ScrollView.directionalLockSlope
            if abs(moved.y) <= abs(moved.x) * slope {
                drag.vertical = false
            } else if abs(moved.x) <= abs(moved.y) * slope {
                drag.horizontal = false
            }
        }
        self.drag = drag
        report(ScrollEvent(kind: .willBeginDragging, offset: contentOffset))
        followFinger()
    }

    /// Makes the drag go on from `offset` (set during the drag): the finger's translation so far
    /// now counts from there.
    func rebaseDrag(on offset: Point) {
        let moved = panGestureRecognizer.translation
        let unconstrained = unconstrainedOffset(of: offset)
        drag.start = Point(x: unconstrained.x + moved.x, y: unconstrained.y + moved.y)
    }

    /// tan 20°, the directional lock's slope.
    private static let directionalLockSlope = 0.363_970_234_266_202_4

    private func followFinger() {
        // two fingers zooming move the content through the zoom (ScrollView+Zooming.swift)
        guard isDragging, !pinchHoldsContent else { return }
        let moved = panGestureRecognizer.translation
        var offset = contentOffset
        let start = minimumContentOffset, limit = maximumContentOffset
        if drag.horizontal { offset.x = constrained(drag.start.x - moved.x, from: start.x, to: limit.x, dimension: frame.width) }
        if drag.vertical { offset.y = constrained(drag.start.y - moved.y, from: start.y, to: limit.y, dimension: frame.height) }
        moveContent(to: offset)
    }

    /// Where the content shows for a finger that would put it at `offset` without edges, the
    /// content's range being `start` to `limit` on the axis: the rubber band past an edge when
    /// the view bounces, the edge otherwise.
    func constrained(_ offset: Double, from start: Double, to limit: Double, dimension: Double) -> Double {
        if offset < start { return bounces ? start - ScrollPhysics.rubberBand(start - offset, dimension: dimension) : start }
        if offset > limit { return bounces ? limit + ScrollPhysics.rubberBand(offset - limit, dimension: dimension) : limit }
        return offset
    }

    /// The inverse of ``constrained(_:from:to:dimension:)`` for the content at `offset`.
    private func unconstrainedOffset(of offset: Point) -> Point {
        let start = minimumContentOffset, limit = maximumContentOffset
        func axis(_ value: Double, _ start: Double, _ limit: Double, _ dimension: Double) -> Double {
            if value < start { return start - ScrollPhysics.fingerExcess(showing: start - value, dimension: dimension) }
            if value > limit { return limit + ScrollPhysics.fingerExcess(showing: value - limit, dimension: dimension) }
            return value
        }
        return Point(x: axis(offset.x, start.x, limit.x, frame.width), y: axis(offset.y, start.y, limit.y, frame.height))
    }
}
