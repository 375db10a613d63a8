import ControlModel

/// Swipe actions: a row swiped across shows buttons on its edge, a tap on one runs it, a tap
/// elsewhere or a scroll hides them, a full swipe runs the first (<doc:TablesAndCollections>).
/// Every decision is told as a row moment with its reason (``SwipeReason``): `swipeRevealed`,
/// `swipeHidden`, `swipeAction` (with the action's title).
///
/// - **Reveal**: the table's ``TableView/swipeActionPanGestureRecognizer`` begins (25 pt across
///   before 10 pt down, on a row with actions on that edge); the row follows the finger (its
///   cell takes no touches while swiped). At the lift: past the full-swipe threshold
///   (``SwipeThresholds``) the first action is performed; otherwise a release faster than
///   50 pt/s shows the actions when it moves toward them and hides them when not, and a slower
///   one shows them when the row is at least half their width aside.
/// - **Shown**: the table's ``TableView/swipeDismissalGestureRecognizer`` takes the next tap: on
///   a button it performs that action, elsewhere it hides the actions and the rows never see the
///   touch. A scroll hides them; a swipe on another row hides them first; a swipe on the same
///   row moves them again from where they are.
/// - **Performed**: the handler runs with a completion; the buttons stay until it is called.
///   With true for a destructive action the row goes (the handler deletes it with
///   ``TableView/deleteRows(at:with:)``; the update's `deleted` moment follows, and the swipe
///   ends with it); otherwise the actions are hidden (`completed`).
///
/// Sources: iOS 26.1 UIKitCore, decompiled: `-[_UISwipeHandler _swipeRecognizerBegan:]`,
/// `_swipeRecognizerChanged:` (the offset, the full-swipe state, the destructive adjustment),
/// `_swipeRecognizerEnded:wasCancelled:` (confirmed → `didConfirmSwipeWithInfo:`; velocity
/// beyond 50 pt/s decides by direction, else half the open distance), `_cancelExistingSwipe`,
/// `-[UISwipeActionController _observeScrollViewDidScroll:]` (a scroll while tracking or
/// animating resets every swipe not performing an action), `touchAtLocationShouldDismissSwipedItem:
/// isTouchUp:`, `deleteRowAtIndexPath:` and `_handleDeleteOfSwipeOccurrence:`,
/// `-[UISwipeOccurrence prepareWithSwipeDirection:configuration:]` (the swiped view's user
/// interaction turned off), `_performSwipeAction:inPullView:swipeInfo:` and
/// `_executeLifecycleForPerformedAction:sourceView:completionHandler:`; Apple,
/// `UIContextualAction.Handler` ("You must call the completion handler").
extension TableView {
    // MARK: Questions

    /// The row whose swipe actions are shown or moving now, nil when none is.
    public var swipedRow: TableIndexPath? { swipe?.indexPath }

    /// The actions shown on ``swipedRow`` (empty while none is swiped), nearest the edge first.
    public var shownSwipeActions: [ContextualAction] { swipe?.configuration.actions ?? [] }

    /// Where the action buttons are, when they are shown and no action runs: each action with
    /// its rectangle in the table's coordinates.
    public var shownSwipeActionRects: [(action: ContextualAction, rect: Rect)] {
        guard let swipe, swipe.phase == .open else { return [] }
        let row = rectForRow(at: swipe.indexPath)
        var rects: [(ContextualAction, Rect)] = []
        var edgeX = swipe.thresholds.edge == .trailing ? row.width : 0
        for action in swipe.configuration.actions {
            let x = swipe.thresholds.edge == .trailing ? edgeX - action.width : edgeX
            rects.append((action, Rect(x: x, y: row.minY, width: action.width, height: row.height)))
            edgeX = swipe.thresholds.edge == .trailing ? x : x + action.width
        }
        return rects
    }

    /// Whether the data source or delegate answers swipe actions.
    var answersSwipeActions: Bool {
        closures.leadingSwipeActions != nil || closures.trailingSwipeActions != nil || delegate is any SwipeActionsDelegate
    }

    /// The swipe recognizers, made the first time the table reads data that has swipe actions.
    func installSwipeRecognizersIfNeeded() {
        guard swipeActionPanGestureRecognizer == nil, answersSwipeActions else { return }
        let pan = SwipeActionPanGestureRecognizer(tableIdentifier: identifier)
        let dismissal = SwipeDismissalGestureRecognizer(tableIdentifier: identifier)
        swipeActionPanGestureRecognizer = pan
        swipeDismissalGestureRecognizer = dismissal
        addGestureRecognizer(pan)
        addGestureRecognizer(dismissal)
    }

    /// The actions `edge` of the row at `indexPath` shows: the closure's answer when set,
    /// otherwise the delegate's; nil when none or empty.
    func swipeConfiguration(for indexPath: TableIndexPath, edge: SwipeEdge) -> SwipeActionsConfiguration? {
        let configuration: SwipeActionsConfiguration?
        switch edge {
        case .leading:
            configuration = closures.leadingSwipeActions.map { $0(self, indexPath) }
                ?? (delegate as? any SwipeActionsDelegate)?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        case .trailing:
            configuration = closures.trailingSwipeActions.map { $0(self, indexPath) }
                ?? (delegate as? any SwipeActionsDelegate)?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// Whether a swipe starting at `point` (the table's coordinates) toward `edge` may begin:
    /// on the row already swiped, or on a row with actions there.
    func hasSwipeActions(at point: Point, edge: SwipeEdge) -> Bool {
        guard let path = indexPathForRow(at: point) else { return false }
        if let swipe, swipe.indexPath == path, swipe.phase != .performing { return true }
        return swipeConfiguration(for: path, edge: edge) != nil
    }

    // MARK: The swipe

    /// The swipe recognizer is reaching `state`.
    func swipePanWillReach(_ state: GestureState, _ pan: SwipeActionPanGestureRecognizer) {
        switch state {
        case .began: swipeBegan(pan)
        case .changed: swipeMoved(pan)
        case .ended, .cancelled: swipeReleased(pan, cancelled: state == .cancelled)
        case .possible, .failed: return
        }
    }

    private func swipeBegan(_ pan: SwipeActionPanGestureRecognizer) {
        guard let path = indexPathForRow(at: pan.start) else { return }
        if let current = swipe {
            // an action runs: the swipe waits for its completion
            if current.phase == .performing { return }
            if current.indexPath == path {
                swipe?.phase = .tracking
                swipe?.initialOffset = current.offset
                swipe?.adjustment = 0
                swipeDismissalGestureRecognizer?.isEnabled = false
                return
            }
            hideSwipeActions(because: .anotherRowSwiped)
        }
        guard let configuration = swipeConfiguration(for: path, edge: pan.edge) else { return }
        var occurrence = SwipeOccurrence(
            indexPath: path, configuration: configuration,
            thresholds: SwipeThresholds(edge: pan.edge, configuration: configuration, rowWidth: frame.width), phase: .tracking)
        if let cell = cellForRow(at: path), cell.isUserInteractionEnabled {
            cell.isUserInteractionEnabled = false
            occurrence.cell = cell
        }
        swipe = occurrence
        swipeDismissalGestureRecognizer?.isEnabled = false
    }

    private func swipeMoved(_ pan: SwipeActionPanGestureRecognizer) {
        guard var occurrence = swipe, occurrence.phase == .tracking else { return }
        occurrence.offset = pan.translation.x + occurrence.initialOffset + occurrence.adjustment
        let result = occurrence.thresholds.confirms(
            offset: occurrence.offset, fingerX: pan.location(in: self).x, velocity: pan.velocity.x, rowWidth: frame.width)
        // a fast destructive swipe near the edge jumps to the threshold and stays past it
        // (UIKit's `_confirmationTranslationAdjustment`)
        if result.early, occurrence.adjustment == 0 {
            occurrence.adjustment = occurrence.thresholds.confirmation - occurrence.offset
            occurrence.offset = occurrence.thresholds.confirmation
        }
        // the distance that confirmed it first (an early one, then passed plainly, stays)
        if result.confirmed, !occurrence.confirmed { occurrence.confirmedThreshold = result.threshold }
        occurrence.confirmed = result.confirmed
        swipe = occurrence
    }

    private func swipeReleased(_ pan: SwipeActionPanGestureRecognizer, cancelled: Bool) {
        guard var occurrence = swipe, occurrence.phase == .tracking else { return }
        let thresholds = occurrence.thresholds
        let offset = pan.translation.x + occurrence.initialOffset
        if !cancelled, occurrence.confirmed, let first = occurrence.configuration.actions.first {
            let reason = SwipeReason.fullSwipe(offset: abs(offset), threshold: occurrence.confirmedThreshold)
            performSwipeAction(first, at: occurrence.indexPath, because: reason)
            return
        }
        let velocity = pan.velocity.x
        let limit = SwipeThresholds.flickVelocity
        let reveals: Bool
        let reason: SwipeReason
        if abs(velocity) <= limit {
            let half = thresholds.open * 0.5
            reveals = thresholds.edge == .trailing ? offset < half : offset > half
            reason = reveals
                ? .releasedPastHalf(offset: abs(offset), half: abs(half)) : .releasedShortOfHalf(offset: abs(offset), half: abs(half))
        } else {
            reveals = thresholds.edge == .trailing ? velocity < -limit : velocity > limit
            reason = reveals ? .flungOpen(velocity: abs(velocity), limit: limit) : .flungClosed(velocity: abs(velocity), limit: limit)
        }
        guard reveals else { return hideSwipeActions(because: reason) }
        occurrence.phase = .open
        occurrence.offset = thresholds.open
        occurrence.initialOffset = thresholds.open
        occurrence.adjustment = 0
        occurrence.confirmed = false
        swipe = occurrence
        swipeDismissalGestureRecognizer?.isEnabled = true
        report(TableEvent(kind: .swipeRevealed, indexPath: occurrence.indexPath, reason: .swipe(reason)))
    }

    // MARK: Actions

    /// The action whose button is at `point` (the table's coordinates), while actions are shown.
    func shownAction(at point: Point) -> (action: ContextualAction, indexPath: TableIndexPath)? {
        guard let path = swipe?.indexPath else { return nil }
        for (action, rect) in shownSwipeActionRects where rect.contains(point) { return (action, path) }
        return nil
    }

    /// Performs `action` of the swiped row at `indexPath`: tells `swipeAction`, then runs its
    /// handler with a completion; the buttons stay until the completion is called (a second
    /// call, or a call after the swipe ended, does nothing).
    func performSwipeAction(_ action: ContextualAction, at indexPath: TableIndexPath, because reason: SwipeReason? = nil) {
        guard var occurrence = swipe, occurrence.indexPath == indexPath, occurrence.phase != .performing else { return }
        occurrence.phase = .performing
        occurrence.actionSerial += 1
        let serial = occurrence.actionSerial
        swipe = occurrence
        swipeDismissalGestureRecognizer?.isEnabled = false
        report(TableEvent(kind: .swipeAction, indexPath: indexPath, reason: reason.map(GestureReason.swipe), title: action.title))
        let source: View = occurrence.cell ?? cellForRow(at: indexPath) ?? self
        action.handler(action, source) { [weak self] performed in
            guard let self, let current = self.swipe, current.actionSerial == serial, current.phase == .performing else { return }
            self.hideSwipeActions(because: .completed(performed: performed))
        }
    }

    /// Hides the shown or moving actions, telling `swipeHidden` with `reason`.
    func hideSwipeActions(because reason: SwipeReason) {
        guard let occurrence = endSwipe() else { return }
        report(TableEvent(kind: .swipeHidden, indexPath: occurrence.indexPath, reason: .swipe(reason)))
    }

    /// Ends the swipe without a word (its row was deleted): the cell takes touches again.
    @discardableResult
    func endSwipe() -> SwipeOccurrence? {
        guard let occurrence = swipe else { return nil }
        swipe = nil
        occurrence.cell?.isUserInteractionEnabled = true
        swipeDismissalGestureRecognizer?.isEnabled = false
        return occurrence
    }

    /// The rows moved in an update: the swiped row follows (`map`), and a deleted one ends the
    /// swipe.
    func swipeRowsUpdated(_ map: (TableIndexPath) -> TableIndexPath?) {
        guard let path = swipe?.indexPath else { return }
        if let moved = map(path) { swipe?.indexPath = moved } else { endSwipe() }
    }

    /// The content moved: while the user scrolls (dragging or decelerating), shown actions are
    /// hidden, unless a swipe moves them or an action runs.
    func swipeContentDidMove() {
        guard let swipe, swipe.phase == .open, isDragging || isDecelerating else { return }
        hideSwipeActions(because: .scrolled)
    }
}
