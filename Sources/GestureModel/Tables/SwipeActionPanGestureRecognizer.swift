import ControlModel

/// A table's own recognizer of swipes on its rows (``TableView/swipeActionPanGestureRecognizer``,
/// `ID.swipeActions` in files): a ``PanGestureRecognizer`` that begins after 25 pt and reveals
/// the swiped row's actions (<doc:TablesAndCollections>). It competes with the table's own pan
/// by the rules every recognizer follows: a drag that goes 10 pt down first begins the table's
/// pan, which shuts this one out (the table scrolls); a drag that goes 25 pt across first begins
/// this one, which shuts the table's pan out.
///
/// Its own rules, when it would begin:
/// - **Across, not down**: with the hysteresis taken off the translation, a drag that moved
///   more down than across fails (`swipeNotHorizontal`).
/// - **Only rows with actions**: the edge the drag reveals (trailing when it went left) must
///   have actions on the row where it started (`noSwipeActions`).
/// - **One finger**: a second finger while it is possible fails it.
///
/// Sources: iOS 26.1 UIKitCore, decompiled: `-[_UISwipeHandler _setUp]` (`_setHysteresis:25.0`),
/// `-[_UISwipeActionPanGestureRecognizer setState:]` (at began, fails when |x| < |y| of the
/// translation), `-[_UISwipeActionPanGestureRecognizer touchesBegan:withEvent:]` (a touch while
/// possible with touches already active fails it), `-[_UISwipeHandler
/// gestureRecognizerShouldBegin:]` and `-[UISwipeActionController swipeHandler:
/// mayBeginSwipeAtLocation:withProposedDirection:]` (a row with actions for the direction).
public final class SwipeActionPanGestureRecognizer: PanGestureRecognizer {
    /// The movement before it begins: 25 pt.
    public static let swipeHysteresis = 25.0

    /// The table it belongs to.
    var table: TableView? { view as? TableView }
    /// Where the finger landed, in the table's coordinates.
    private(set) var start = Point.zero

    init(tableIdentifier: String?) {
        super.init(identifier: tableIdentifier.map { "\($0).swipeActions" })
        hysteresis = Self.swipeHysteresis
        drivesScrollView = true
    }

    override func willReach(_ state: GestureState) { table?.swipePanWillReach(state, self) }

    public override func touchesBegan(_ touches: [Touch]) {
        if state == .possible, self.touches.count > touches.count {
            return requestState(.failed, because: .tooManyFingers(count: self.touches.count, maximum: 1))
        }
        super.touchesBegan(touches)
        if self.touches.count == touches.count, let table { start = location(in: table) }
    }

    public override func touchesMoved(_ touches: [Touch]) {
        if state == .possible, !isWaitingForRequiredFailure, self.touches.count == 1 {
            let moved = translation
            if max(abs(moved.x), abs(moved.y)) >= hysteresis {
                let across = moved.x - min(max(moved.x, -hysteresis), hysteresis)
                let down = moved.y - min(max(moved.y, -hysteresis), hysteresis)
                if abs(across) < abs(down) {
                    return requestState(.failed, because: .swipe(.notHorizontal(dx: moved.x, dy: moved.y)))
                }
                // the way it went across (UIKit reads its velocity's sign, which agrees with it
                // on the move that begins a drag; this move's sample is not taken yet here)
                let edge: SwipeEdge = moved.x < 0 ? .trailing : .leading
                self.edge = edge
                if let table, !table.hasSwipeActions(at: start, edge: edge) {
                    return requestState(.failed, because: .swipe(.noActions(edge: edge)))
                }
            }
        }
        super.touchesMoved(touches)
    }

    /// The edge the swipe reveals, by the way it went across when it began.
    private(set) var edge = SwipeEdge.leading
}
