import ControlModel

/// Where a gesture aimed at a view puts its fingers: points where a touch coming down would
/// reach the view, found with ``HitPoint`` — or the reason none would.
///
/// A touch reaches a view when hit-testing from the window picks the view itself. For a view
/// that is not a control, a touch picked by one of its subviews reaches it too: a view's
/// gesture recognizers see the touches of its subviews (UIKit's event handling: a touch is
/// delivered to the recognizers of the hit view and of its ancestors). A control tracks only
/// the touches hit-tested to it, so for a control only the control itself counts.
package enum GestureAim {
    /// What aiming found.
    package enum Outcome<Found> {
        /// Where the fingers go.
        case found(Found)
        /// Why no finger would reach the view.
        case missed(HitMiss)
    }

    /// True when a touch whose hit-test picked `hit` reaches `view`.
    static func reaches(_ hit: View?, _ view: View) -> Bool {
        guard let hit else { return false }
        return hit === view || (!(view is Control) && hit.isDescendant(of: view))
    }

    /// A point (window coordinates) where a touch reaches `view`: ``HitPoint``'s, or, when the
    /// view is covered by its own subviews and is not a control, a point of a subview.
    ///
    /// - Complexity: that of ``HitPoint/init(for:)``, twice at most.
    static func point(on view: View, in window: Window) -> Outcome<Point> {
        let miss: HitMiss
        switch HitPoint(for: view) {
        case .found(let point): return .found(point)
        case .missed(let reason): miss = reason
        }
        switch miss {
        case .covered, .declinedByHitTest:
            guard !(view is Control) else { return .missed(miss) }
            let area = visibleArea(of: view)
            if let point = HitPoint.search(area, isHit: { reaches(window.hitTest($0), view) }) { return .found(point) }
            return .missed(miss)
        default:
            return .missed(miss)
        }
    }

    /// True when a touch whose hit-test picked `hit` reaches the row of `cell`: the cell itself
    /// or a view inside it with no control between (a control in a cell keeps its touches, so
    /// a touch on it never reaches the row).
    static func reachesRow(_ hit: View?, of cell: View) -> Bool {
        var node = hit
        while let view = node {
            if view === cell { return true }
            if view is Control { return false }
            node = view.superview
        }
        return false
    }

    /// A point (window coordinates) where a touch reaches the row of `cell` (``reachesRow(_:of:)``),
    /// nearest the middle of the cell's visible area (``HitPoint``'s order), or why none does:
    /// the cell's own miss, or the control (or other view) that takes the touch where the cell
    /// is nearest its middle.
    package static func rowPoint(on cell: View, in window: Window) -> Outcome<Point> {
        let first: Point
        switch point(on: cell, in: window) {
        case .found(let point): first = point
        case .missed(let reason): return .missed(reason)
        }
        if reachesRow(window.hitTest(first), of: cell) { return .found(first) }
        if let point = HitPoint.search(visibleArea(of: cell), isHit: { reachesRow(window.hitTest($0), of: cell) }) {
            return .found(point)
        }
        return .missed(.covered(by: window.hitTest(first).map(HitMiss.name(of:)) ?? HitMiss.name(of: cell)))
    }

    /// The view's bounds in window coordinates, clipped by each ancestor's (hit-testing never
    /// looks outside a view for its subviews).
    private static func visibleArea(of view: View) -> Rect {
        var area = view.convert(view.bounds, to: nil)
        var ancestor = view.superview
        while let node = ancestor {
            area = area.intersection(node.convert(node.bounds, to: nil))
            ancestor = node.superview
        }
        return area
    }

    /// Points for several fingers around `center`, each where a touch reaches `view`: `center` +
    /// each of `offsets`, or, when some finger would miss, the offsets turned a quarter turn,
    /// then both at half, a quarter and an eighth of their size; or the miss when no
    /// arrangement fits: what covers the view where a finger would land, or no room.
    static func fingers(
        _ offsets: [Point], around center: Point, on view: View, in window: Window
    ) -> Outcome<[Point]> {
        var cover: View?
        let frame = view.convert(view.bounds, to: nil)
        for scale in [1.0, 0.5, 0.25, 0.125] {
            for turned in [false, true] {
                let points = offsets.map { offset in
                    let scaled = Point(x: offset.x * scale, y: offset.y * scale)
                    return center + (turned ? Point(x: -scaled.y, y: scaled.x) : scaled)
                }
                guard let missed = points.first(where: { !reaches(window.hitTest($0), view) }) else {
                    return .found(points)
                }
                // a finger on the view that another view takes covers it; one beside it has no room
                if cover == nil, frame.contains(missed), let hit = window.hitTest(missed), !view.isDescendant(of: hit) {
                    cover = hit
                }
            }
        }
        return .missed(cover.map { .covered(by: HitMiss.name(of: $0)) } ?? .noRoomForFingers(offsets.count))
    }
}
