import ControlModel

/// A table's own recognizer of the tap that hides a row's shown swipe actions
/// (``TableView/swipeDismissalGestureRecognizer``, `ID.swipeDismissal` in files;
/// <doc:TablesAndCollections>). Enabled only while actions are shown. It holds the touches back
/// from the rows (began and ended), fails when the finger moves more than 10 pt on an axis (a
/// drag scrolls the table, which hides the actions), and at the lift either ends — the tap was
/// away from the action buttons: the actions are hidden and the rows never see the touch — or
/// fails, the tap being on a button, whose action the table performs.
///
/// It recognizes together with the table's other recognizers.
///
/// Sources: iOS 26.1 UIKitCore, decompiled: `-[_UISwipeDismissalGestureRecognizer
/// initWithTarget:action:]` (allowable movement 10, delays touches began and ended),
/// `touchesMoved:withEvent:`, `touchesEnded:withEvent:` (ended when
/// `gestureRecognizerShouldDismissForTouchUp:` says yes, else failed), `-[_UISwipeHandler
/// gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:]`, `-[UISwipeOccurrence
/// shouldDismissWithTouchLocation:]` (yes unless the touch hits the actions' view).
public final class SwipeDismissalGestureRecognizer: GestureRecognizer {
    /// How far the finger may move before it fails: 10 pt on either axis.
    public static let allowableMovement = 10.0

    /// The table it belongs to.
    var table: TableView? { view as? TableView }
    private var start = Point.zero

    init(tableIdentifier: String?) {
        super.init(identifier: tableIdentifier.map { "\($0).swipeDismissal" })
        delaysTouchesBegan = true
        delaysTouchesEnded = true
        isEnabled = false
        drivesScrollView = true
    }

    override func willReach(_ state: GestureState) {
        if state == .ended { table?.hideSwipeActions(because: .tappedElsewhere) }
    }

    public override func touchesBegan(_ touches: [Touch]) {
        if self.touches.count == touches.count, let first = touches.first { start = first.location(in: nil) }
    }

    public override func touchesMoved(_ touches: [Touch]) {
        guard state == .possible, let first = self.touches.first else { return }
        let now = first.location(in: nil)
        let distance = max(abs(now.x - start.x), abs(now.y - start.y))
        if distance > Self.allowableMovement {
            requestState(.failed, because: .movedTooFar(distance: distance, limit: Self.allowableMovement))
        }
    }

    public override func touchesEnded(_ touches: [Touch]) {
        guard state == .possible, self.touches.count == touches.count, let table else { return }
        let point = location(in: table)
        if let action = table.shownAction(at: point) {
            requestState(.failed)
            table.performSwipeAction(action.action, at: action.indexPath)
        } else {
            requestState(.ended, because: .swipe(.tappedElsewhere))
        }
    }

    /// Not the table's recognizers: they recognize together.
    public override func canPrevent(_ other: GestureRecognizer) -> Bool { other.view !== view }
    /// Not by the table's recognizers.
    public override func canBePrevented(by other: GestureRecognizer) -> Bool { other.view !== view }
}
