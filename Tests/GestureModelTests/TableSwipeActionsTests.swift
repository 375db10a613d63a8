import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// Swipe actions on a table's rows (`TableView+SwipeActions.swift`), each rule from iOS 26.1
/// UIKitCore's `_UISwipeHandler`, `_UISwipeActionPanGestureRecognizer`,
/// `_UISwipeDismissalGestureRecognizer`, `UISwipeActionController` and `UISwipeOccurrence`.
@Suite struct TableSwipeActionsTests {
    let rig = GestureRig(width: 400, height: 800)
    let table = TableView(frame: Rect(x: 0, y: 100, width: 400, height: 440), identifier: "inbox")
    let inbox = Inbox(count: 50)
    let moments = TableLog()

    init() {
        rig.window.explainsDecisions = true
        table.dataSource = inbox
        inbox.table = table
        table.closures.trailingSwipeActions = { [inbox] _, path in inbox.actions(for: path) }
        rig.add(table)
        moments.watch(table)
    }

    /// The window point in the middle of `row` at `x` (rows 44 pt tall, the table at y 100).
    func point(_ row: Int, x: Double = 200) -> Point { pt(x, 100 + 44 * Double(row) + 22 - table.contentOffset.y) }

    /// The moments, without the cells configured.
    var said: [String] { moments.kinds(except: .cell) }

    /// The reason of the last moment of `kind`.
    func reason(of kind: TableEvent.Kind) -> GestureReason? { moments.events.last { $0.kind == kind }?.reason }

    /// Drags a finger from `start` by `dx`, `dy` in `steps` moves 16 ms apart, rests `rest`
    /// ms, then lifts.
    func drag(from start: Point, dx: Double, dy: Double, steps: Int = 10, rest: Int = 0) {
        let finger = rig.window.touchDown(at: start)
        for step in 1...steps {
            rig.wait(16)
            let progress = Double(step) / Double(steps)
            finger.move(to: pt(start.x + dx * progress, start.y + dy * progress))
        }
        rig.wait(rest)
        finger.lift()
    }

    /// `-[_UISwipeActionPanGestureRecognizer setState:]` fails a swipe that moved more down than
    /// across, and the table's pan, 10 pt down first, shuts it out anyway: a vertical drag on a
    /// row scrolls and reveals nothing.
    @Test func verticalDragScrollsAndRevealsNothing() {
        drag(from: point(5), dx: -4, dy: -60)
        rig.wait(2000)
        #expect(table.contentOffset.y > 0)
        #expect(table.swipedRow == nil)
        #expect(!said.contains { $0.hasPrefix("swipe") })
        #expect(table.swipeActionPanGestureRecognizer?.lastDecision?.reason == .excluded(by: "inbox.pan"))
    }

    /// On a table that cannot scroll, the swipe's own rule decides: with the 25 pt hysteresis
    /// taken off, more down than across fails it (`swipeNotHorizontal`).
    @Test func steepDragFailsTheSwipeByItsOwnRule() {
        table.isScrollEnabled = false
        drag(from: point(5), dx: -24, dy: 40)
        #expect(table.swipedRow == nil)
        // at the 7th move of 10 (dx -16.8, dy 28) it goes 25 pt: across 16.8 - 16.8 = 0, down 28 - 25 = 3
        guard case .swipe(.notHorizontal(let dx, let dy)) = table.swipeActionPanGestureRecognizer?.lastDecision?.reason else {
            Issue.record("the swipe did not fail by its own rule")
            return
        }
        #expect(abs(dx + 16.8) < 1e-9 && abs(dy - 28) < 1e-9)
    }

    /// A horizontal swipe (25 pt across first) begins the swipe recognizer, which shuts the
    /// table's pan out; released fast toward the actions (beyond 50 pt/s), they stay shown.
    @Test func horizontalSwipeRevealsTheTrailingActions() throws {
        try rig.window.swipe(row: 3, in: table, direction: .left)
        #expect(said == ["swipeRevealed 3"])
        #expect(table.swipedRow == TableIndexPath(row: 3, section: 0))
        #expect(table.shownSwipeActions.map(\.title) == ["Delete", "Archive"])
        #expect(table.contentOffset.y == 0)
        guard case .swipe(.flungOpen(let velocity, let limit)) = reason(of: .swipeRevealed) else {
            Issue.record("revealed for another reason: \(String(describing: reason(of: .swipeRevealed)))")
            return
        }
        // 120 pt in 0.15 s
        // (the frames' times are whole nanoseconds: 16 666 667 ns apart)
        #expect(abs(velocity - 800) < 1e-3 && limit == 50)
        // the swiped cell takes no touches while its actions are shown
        #expect(table.cellForRow(at: TableIndexPath(row: 3, section: 0))?.isUserInteractionEnabled == false)
    }

    /// A swipe to the right asks for the leading actions; the row has none, so the swipe
    /// recognizer fails (`mayBeginSwipeAtLocation:withProposedDirection:` says no).
    @Test func swipeTowardAnEdgeWithoutActionsRevealsNothing() throws {
        try rig.window.swipe(row: 3, in: table, direction: .right)
        #expect(table.swipedRow == nil && !said.contains { $0.hasPrefix("swipe") })
        #expect(table.swipeActionPanGestureRecognizer?.lastDecision?.reason == .swipe(.noActions(edge: .leading)))
    }

    /// `_swipeRecognizerEnded:wasCancelled:`: a slow release (the finger rested) decides by
    /// where the row is: short of half the actions' width (74 + 74 = 148 pt: 74), hidden.
    @Test func slowReleaseShortOfHalfHides() {
        drag(from: point(3, x: 380), dx: -60, dy: 0, rest: 200)
        #expect(said == ["swipeHidden 3"])
        #expect(reason(of: .swipeHidden) == .swipe(.releasedShortOfHalf(offset: 35, half: 74)))
        #expect(table.swipedRow == nil)
        #expect(table.cellForRow(at: TableIndexPath(row: 3, section: 0))?.isUserInteractionEnabled == true)
    }

    /// … and past half of it, shown.
    @Test func slowReleasePastHalfReveals() {
        drag(from: point(3, x: 380), dx: -125, dy: 0, rest: 200)
        #expect(said == ["swipeRevealed 3"])
        #expect(reason(of: .swipeRevealed) == .swipe(.releasedPastHalf(offset: 100, half: 74)))
    }

    /// A full swipe performs the first action (`didConfirmSwipeWithInfo:`): a fast destructive
    /// one near the far edge confirms past 80 % of the distance (400 − 29 = 371 pt); its handler
    /// deletes the row through the table's update rules and completes with true.
    @Test func fullSwipeDeletesTheRow() throws {
        try rig.window.swipe(row: 3, in: table, direction: .left, distance: 380)
        #expect(said == ["swipeAction 3", "deleted 3"])
        #expect(moments.events.first { $0.kind == .swipeAction }?.title == "Delete")
        guard case .swipe(.fullSwipe(_, let threshold)) = reason(of: .swipeAction) else {
            Issue.record("no full swipe: \(String(describing: reason(of: .swipeAction)))")
            return
        }
        #expect(abs(threshold - 371 * 0.8) < 1e-9)
        #expect(inbox.count == 49 && table.numberOfRows(inSection: 0) == 49)
        #expect(table.invalidUpdate == nil && table.swipedRow == nil)
    }

    /// A release short of the full-swipe threshold, slow and far from the edge, does not
    /// perform: the actions are shown.
    @Test func swipeShortOfTheThresholdDoesNotPerform() {
        drag(from: point(3, x: 390), dx: -250, dy: 0, steps: 30, rest: 200)
        #expect(said == ["swipeRevealed 3"])
        #expect(inbox.count == 50)
    }

    /// With `performsFirstActionWithFullSwipe` off, a full swipe only shows the actions.
    @Test func fullSwipeOffOnlyReveals() throws {
        inbox.fullSwipe = false
        try rig.window.swipe(row: 3, in: table, direction: .left, distance: 380)
        #expect(said == ["swipeRevealed 3"])
        #expect(inbox.count == 50)
    }

    /// A tap on a shown button runs its action (`UISwipeActionPullView _tappedButton:`); the
    /// action completes with true and the actions are hidden.
    @Test func tapOnAnActionRunsIt() throws {
        try rig.window.swipe(row: 3, in: table, direction: .left)
        try rig.window.tap(action: "Archive")
        #expect(said == ["swipeRevealed 3", "swipeAction 3", "swipeHidden 3"])
        #expect(inbox.ran == ["Archive 3"])
        #expect(reason(of: .swipeHidden) == .swipe(.completed(performed: true)))
        #expect(inbox.count == 50)
    }

    /// A tap away from the buttons hides them (`_UISwipeDismissalGestureRecognizer` ends at
    /// the lift) and runs nothing; the rows never see the touch, so nothing is selected.
    @Test func tapElsewhereHidesAndSelectsNothing() throws {
        try rig.window.swipe(row: 3, in: table, direction: .left)
        rig.window.tap(at: point(8))
        #expect(said == ["swipeRevealed 3", "swipeHidden 3"])
        #expect(reason(of: .swipeHidden) == .swipe(.tappedElsewhere))
        #expect(inbox.ran.isEmpty && table.indexPathForSelectedRow == nil)
        // the next tap selects again
        rig.window.tap(at: point(8))
        #expect(said.suffix(1) == ["didSelect 8"])
    }

    /// A scroll hides them (`_observeScrollViewDidScroll:`), and runs nothing.
    @Test func scrollHides() throws {
        try rig.window.swipe(row: 3, in: table, direction: .left)
        drag(from: point(8), dx: 0, dy: -80)
        #expect(said.prefix(2) == ["swipeRevealed 3", "swipeHidden 3"])
        #expect(reason(of: .swipeHidden) == .swipe(.scrolled))
        #expect(inbox.ran.isEmpty)
    }

    /// The completion's false keeps the row: the actions are hidden, nothing is deleted.
    @Test func completionFalseKeepsTheRow() throws {
        inbox.completes = false
        try rig.window.swipe(row: 3, in: table, direction: .left)
        try rig.window.tap(action: "Delete")
        #expect(said == ["swipeRevealed 3", "swipeAction 3", "swipeHidden 3"])
        #expect(reason(of: .swipeHidden) == .swipe(.completed(performed: false)))
        #expect(inbox.count == 50 && table.numberOfRows(inSection: 0) == 50)
    }

    /// The buttons stay until the handler calls its completion, however late; a second call
    /// does nothing.
    @Test func buttonsStayUntilTheCompletion() throws {
        inbox.defers = true
        try rig.window.swipe(row: 3, in: table, direction: .left)
        try rig.window.tap(action: "Archive")
        #expect(said == ["swipeRevealed 3", "swipeAction 3"])
        #expect(table.swipedRow == TableIndexPath(row: 3, section: 0))
        inbox.pending?(true)
        inbox.pending?(true)
        #expect(said == ["swipeRevealed 3", "swipeAction 3", "swipeHidden 3"])
    }

    /// A destructive action whose handler deletes from the table but not from its data source
    /// fails the count check, as UIKit's "Invalid update" does.
    @Test func deleteWithoutUpdatingTheDataSourceIsAnInvalidUpdate() throws {
        inbox.forgetsDataSource = true
        try rig.window.swipe(row: 3, in: table, direction: .left)
        try rig.window.tap(action: "Delete")
        #expect(table.invalidUpdate?.description.contains("Invalid update: invalid number of rows in section 0") == true)
    }

    /// Tapping an action that is not shown fails the test, naming those that are.
    @Test func tapOnAMissingActionNamesTheShownOnes() throws {
        #expect(throws: GestureMiss.self) { try rig.window.tap(action: "Delete") }
        try rig.window.swipe(row: 3, in: table, direction: .left)
        do {
            try rig.window.tap(action: "Flag")
            Issue.record("tapped a missing action")
        } catch {
            #expect(error.reason == .noSwipeAction("Flag", shown: ["Delete", "Archive"]))
            #expect(error.description.contains("tap(action: \"Flag\")"))
        }
    }

    /// A swipe on another row hides the first row's actions before showing its own.
    @Test func swipeOnAnotherRowHidesTheFirst() throws {
        try rig.window.swipe(row: 3, in: table, direction: .left)
        try rig.window.swipe(row: 5, in: table, direction: .left)
        #expect(said == ["swipeRevealed 3", "swipeHidden 3", "swipeRevealed 5"])
        #expect(reason(of: .swipeHidden) == .swipe(.anotherRowSwiped))
    }
}

/// A data source of `count` rows whose trailing actions are Delete (destructive) and Archive.
final class Inbox: TableViewDataSource {
    var count: Int
    weak var table: TableView?
    /// What the handlers ran: "title row".
    var ran: [String] = []
    /// What the handlers pass their completion.
    var completes = true
    /// Whether the handlers keep their completion for later (``pending``).
    var defers = false
    var pending: ((Bool) -> Void)?
    /// Whether Delete deletes from the table without taking the row out of the count.
    var forgetsDataSource = false
    var fullSwipe = true

    init(count: Int) { self.count = count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }

    func actions(for path: TableIndexPath) -> SwipeActionsConfiguration {
        let delete = ContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
            ran.append("Delete \(path.row)")
            if completes {
                if !forgetsDataSource { count -= 1 }
                table?.deleteRows(at: [path], with: .automatic)
            }
            completion(completes)
        }
        let archive = ContextualAction(style: .normal, title: "Archive") { [unowned self] _, _, completion in
            ran.append("Archive \(path.row)")
            if defers { pending = completion } else { completion(completes) }
        }
        let configuration = SwipeActionsConfiguration(actions: [delete, archive])
        configuration.performsFirstActionWithFullSwipe = fullSwipe
        return configuration
    }
}
