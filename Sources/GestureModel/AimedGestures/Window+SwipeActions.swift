import ControlModel

/// Gestures aimed at table rows' swipe actions, for tests (<doc:TablesAndCollections>): swipe a
/// row to show its actions (or all the way, to perform the first), tap one of the shown actions
/// by its title. Like the other aimed gestures they throw a ``GestureMiss`` saying why instead
/// of touching something else: the row is not on screen, no action of that title is shown (the
/// miss lists those that are).
extension Window {
    /// How far from the row's far edge a swipe of a row starts: 16 pt (inside the row, so the
    /// swipe can cross most of it).
    public static let rowSwipeEdgeMargin = 16.0

    /// Swipes row `row` of `section` in `table` across, one finger moving `distance` points
    /// in `direction` (``SwipeDirection/left`` reveals the trailing actions,
    /// ``SwipeDirection/right`` the leading ones) over `duration`, at `frequency` moves a
    /// second. It starts ``rowSwipeEdgeMargin`` inside the row's edge it moves away from, so a
    /// `distance` near the row's width is a full swipe. The default, 120 pt in 0.15 s, shows the
    /// actions.
    ///
    /// - Throws: ``GestureMiss`` when the row is not on screen or a touch there would not reach
    ///   it.
    public func swipe(
        row: Int, section: Int = 0, in table: TableView, direction: SwipeDirection,
        distance: Double = ProbeGesture.swipeDistance, duration: Duration = ProbeGesture.swipeDuration,
        frequency: Double = Double(ProbeGesture.frameRate), fileID: StaticString = #fileID, line: UInt = #line
    ) throws(GestureMiss) {
        precondition(direction == .left || direction == .right, "a row is swiped left or right")
        let site = CallSite(fileID: fileID, line: line)
        let gesture = "swipe(row: \(row), in: \(HitMiss.name(of: table)))"
        let cell = try Window.shownCell(TableIndexPath(row: row, section: section), in: table) { reason in
            GestureMiss(gesture: gesture, view: HitMiss.name(of: table), reason: reason, site: site)
        }
        let middle: Point
        switch GestureAim.point(on: cell, in: self) {
        case .found(let point): middle = point
        case .missed(let reason): throw GestureMiss(gesture: gesture, view: HitMiss.name(of: table), reason: reason, site: site)
        }
        // near the edge the finger moves away from, where that still reaches the row
        let rowRect = cell.convert(cell.bounds, to: nil)
        let edgeX = direction == .left ? rowRect.maxX - Window.rowSwipeEdgeMargin : rowRect.minX + Window.rowSwipeEdgeMargin
        let nearEdge = Point(x: edgeX, y: middle.y)
        let start = GestureAim.reaches(hitTest(nearEdge), cell) ? nearEdge : middle
        let sign = direction == .left ? -1.0 : 1.0
        let moves = Window.frames(in: duration, at: frequency)
        let clock = testClock
        let began = clock.now
        let finger = touchDown(at: [start])
        for frame in 1...moves {
            clock.advance(to: began.advanced(by: duration * frame / moves))
            let progress = Double(frame) / Double(moves)
            move(finger, to: [Point(x: start.x + sign * distance * progress, y: start.y)])
        }
        lift(finger)
    }

    /// Taps the shown swipe action titled `title` (in `table`, or in whichever table of the
    /// window shows swipe actions), in the middle of its button: down 50 ms, then up.
    ///
    /// - Throws: ``GestureMiss`` when no shown action has that title, naming the actions shown.
    public func tap(
        action title: String, in table: TableView? = nil, fileID: StaticString = #fileID, line: UInt = #line
    ) throws(GestureMiss) {
        let tables = table.map { [$0] } ?? swipingTables(in: self)
        for candidate in tables {
            for (action, rect) in candidate.shownSwipeActionRects where action.title == title {
                let point = candidate.convert(rect, to: nil)
                let fingers = touchDown(at: [Point(x: point.midX, y: point.midY)])
                testClock.advance(by: ProbeGesture.tapDuration)
                lift(fingers)
                return
            }
        }
        let shown = tables.flatMap { $0.shownSwipeActionRects.compactMap { $0.action.title } }
        throw GestureMiss(
            gesture: "tap(action: \"\(title)\")", view: table.map(HitMiss.name(of:)) ?? "swipe actions",
            reason: .noSwipeAction(title, shown: shown), site: CallSite(fileID: fileID, line: line))
    }

    /// The tables under `view` (itself included) that show or move swipe actions, in tree order.
    private func swipingTables(in view: View) -> [TableView] {
        var found: [TableView] = []
        if let table = view as? TableView, table.swipedRow != nil { found.append(table) }
        for child in view.subviews { found += swipingTables(in: child) }
        return found
    }
}
