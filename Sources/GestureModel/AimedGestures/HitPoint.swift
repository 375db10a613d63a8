import ControlModel

/// A point where a view is actually hit — where a finger coming down lands on the view itself,
/// as `UIView.hitTest(_:with:)` from the window decides — or why there is none.
///
/// ```swift
/// switch HitPoint(for: likeButton) {
/// case .found(let point): window.tap(at: point)
/// case .missed(let why): Issue.record("the like button cannot be tapped: \(why)")
/// }
/// ```
///
/// The search is deterministic. The view must be in a window, have an area, and it and its
/// ancestors must take touches (not hidden, user interaction on, controls enabled: see
/// ``HitMiss``). Its visible area is its bounds clipped by each ancestor's bounds (hit-testing
/// never looks outside a view for its subviews). The middle of that area is tried first; then
/// the centres of a 3 × 3 grid over it, then 9 × 9, 27 × 27 and so on (each finer grid holds
/// the coarser one's centres, which are not tried twice) until the cells are at most
/// ``finestCell`` points wide and high or the grid is ``finestGrid`` cells across. Within one
/// grid, points nearer the middle come first (then the upper, then the left one); grid points
/// are rounded to whole points when that keeps them inside. The first point whose hit-test
/// returns the view itself is the answer. A strip of the view narrower than the finest cells
/// may be missed, when everything else of it is covered.
public enum HitPoint: Hashable, Sendable {
    /// The view is hit at this point, in window coordinates.
    case found(Point)
    /// No point of the view is hit, and why.
    case missed(HitMiss)

    /// Grids stop refining once their cells are at most this many points wide and high.
    public static let finestCell = 4.0
    /// The most cells across the finest grid (243 × 243 points at most are tried).
    public static let finestGrid = 243

    /// Searches a point where `view` is hit (see ``HitPoint``).
    ///
    /// - Complexity: O(*k* · *n*), *k* the points tried (1 when the middle of the view is hit,
    ///   at most about 66,000) and *n* the views in the window.
    public init(for view: View) {
        let root = view.root
        guard let window = root as? Window else {
            self = .missed(.notInWindow)
            return
        }
        if let alert = window.alert {
            self = .missed(.belowAlert(alert.displayName))
            return
        }
        guard view.frame.width > 0, view.frame.height > 0 else {
            self = .missed(.zeroSize)
            return
        }
        if let miss = HitPoint.refusal(from: view) {
            self = .missed(miss)
            return
        }
        // the view's bounds in window coordinates, clipped by each ancestor's (a bounds starts
        // at its origin: a scrolled scroll view shows its content from its offset, not from 0)
        var visible = Rect(origin: view.convertToWindow(view.boundsOrigin), size: view.frame.size)
        var ancestor = view.superview
        while let node = ancestor {
            visible = HitPoint.intersection(visible, Rect(origin: node.convertToWindow(node.boundsOrigin), size: node.frame.size))
            guard visible.width > 0, visible.height > 0 else {
                self = .missed(node === root ? .outsideWindow : .outsideSuperview(HitMiss.name(of: node)))
                return
            }
            ancestor = node.superview
        }
        // the first view hit instead that is not an ancestor (those win only where the view
        // declines the point)
        var winner: View?
        let found = HitPoint.search(visible) { point in
            let hit = root.hitTest(point)
            if winner == nil, let hit, hit !== view, !view.isDescendant(of: hit) { winner = hit }
            return hit === view
        }
        if let found {
            self = .found(found)
        } else {
            self = .missed(winner.map { .covered(by: HitMiss.name(of: $0)) } ?? .declinedByHitTest)
        }
    }

    /// The point, when one was found.
    public var point: Point? {
        if case .found(let point) = self { return point }
        return nil
    }

    /// Why the view or an ancestor takes no touches, if one does not: the view first, then its
    /// ancestors up to the window; for each, hidden, then user interaction, then enabled.
    private static func refusal(from view: View) -> HitMiss? {
        var node: View? = view
        while let current = node {
            if let miss = refusal(of: current) { return miss }
            node = current.superview
        }
        return nil
    }

    private static func refusal(of view: View) -> HitMiss? {
        guard !view.acceptsTouches else { return nil }
        let name = HitMiss.name(of: view)
        if view.isHidden { return .hidden(name) }
        if !view.isUserInteractionEnabled { return .userInteractionOff(name) }
        if view.alpha < View.minimumHitTestAlpha { return .transparent(name, alpha: view.alpha) }
        if let control = view as? Control, !control.isEnabled { return .disabled(name) }
        return .refusesTouches(name)
    }

    private static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let minX = max(a.minX, b.minX), minY = max(a.minY, b.minY)
        let maxX = min(a.maxX, b.maxX), maxY = min(a.maxY, b.maxY)
        return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// The first point of `area`, in the order described in ``HitPoint``, that `isHit`
    /// accepts; each grid is made only when the coarser ones found nothing.
    static func search(_ area: Rect, isHit: (Point) -> Bool) -> Point? {
        if isHit(area.center) { return area.center }
        var cells = 3
        while cells <= finestGrid {
            if let point = grid(cells, in: area).first(where: isHit) { return point }
            if area.width / Double(cells) <= finestCell, area.height / Double(cells) <= finestCell { break }
            cells *= 3
        }
        return nil
    }

    /// The centres of a `cells` × `cells` grid over `area` that a coarser grid (a third as
    /// many cells across) did not have, nearest the middle first, then the upper, then the left.
    static func grid(_ cells: Int, in area: Rect) -> [Point] {
        let width = area.width / Double(cells), height = area.height / Double(cells)
        var grid: [(distance: Double, point: Point)] = []
        for row in 0..<cells {
            for column in 0..<cells where row % 3 != 1 || column % 3 != 1 {
                let exact = Point(x: area.minX + (Double(column) + 0.5) * width, y: area.minY + (Double(row) + 0.5) * height)
                let rounded = Point(x: exact.x.rounded(), y: exact.y.rounded())
                let point = area.contains(rounded) ? rounded : exact
                grid.append((point.distance(to: area.center), point))
            }
        }
        grid.sort { a, b in
            if a.distance != b.distance { return a.distance < b.distance }
            if a.point.y != b.point.y { return a.point.y < b.point.y }
            return a.point.x < b.point.x
        }
        return grid.map(\.point)
    }
}
