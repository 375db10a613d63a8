import HeadlessUIKit
import Testing

/// A table view controller written as UIKit code (`InboxViewController`), driven with the
/// test API: a tap on a row opens its message, a delete keeps the counts consistent (and the
/// classic inconsistent one is caught with UIKit's message), a drag scrolls and selects nothing.
@MainActor
@Suite struct InboxTests {
    private let clock = TestScheduler()
    private let window: UIWindow
    private let controller = InboxViewController()

    init() {
        window = UIWindow(width: 390, height: 844, scheduler: clock)
        window.addSubview(controller.view)
        // on screen, UIKit lays the table out (loading its rows) before any test step
        controller.tableView.layoutIfNeeded()
    }

    @Test func aTapOnRowTwoOpensMessageTwo() throws {
        try window.tap(row: 2, in: controller.tableView)
        #expect(controller.opened == ["Message 2"])
        // didSelectRowAt deselected it, as inboxes do
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.textLabel?.text == "Message 2")
    }

    @Test func aDeleteKeepsTheCountsConsistent() throws {
        controller.delete(at: IndexPath(row: 0, section: 0))
        #expect(controller.tableView.invalidUpdate == nil)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 39)
        // the cells kept their messages, one row up
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Message 1")
        try window.tap(row: 1, in: controller.tableView)
        #expect(controller.opened == ["Message 2"])
    }

    @Test func anInconsistentDeleteIsCaughtWithUIKitsMessage() {
        controller.deleteRowOnly(at: IndexPath(row: 0, section: 0))
        let message = controller.tableView.invalidUpdate?.description ?? ""
        #expect(message.contains("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (40) must be equal to the number of rows contained in that section before the update (40), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)"))
    }

    @Test func aDragScrollsAndSelectsNothing() throws {
        try window.pan(on: controller.tableView, by: CGPoint(x: 0, y: -300))
        _ = try clock.runUntilIdle(limit: 10_000)
        #expect(controller.tableView.contentOffset.y > 0)
        #expect(controller.opened.isEmpty)
    }

    /// A delegate's `heightForRowAt` gives rows their heights; without it, `rowHeight`.
    @Test func theDelegatesHeightsAreAsked() {
        final class Tall: UITableViewDelegate {
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { indexPath.row == 0 ? 100 : 50 }
        }
        let tall = Tall()
        controller.tableView.delegate = tall
        #expect(controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 100, width: 390, height: 50))
        controller.tableView.delegate = controller
        #expect(controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 60)
    }
}
