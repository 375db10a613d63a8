import HeadlessUIKit
import Testing

/// Swipe actions written as UIKit code: `UIContextualAction` with its style and handler shape,
/// `UISwipeActionsConfiguration`, answered for a table's rows and driven with the test API.
@Suite struct SwipeActionsUIKitTests {
    private let clock = TestScheduler()
    private let window: UIWindow
    private let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), identifier: "messages")
    private let messages = MessageList()

    init() {
        window = UIWindow(width: 390, height: 844, scheduler: clock)
        table.dataSource = messages
        table.delegate = messages
        messages.table = table
        window.addSubview(table)
    }

    @Test func aDestructiveActionDeletesItsMessage() throws {
        try window.swipe(row: 2, in: table, direction: .left)
        try window.tap(action: "Delete")
        #expect(messages.subjects == ["Lunch", "Invoice", "Holiday"])
        #expect(table.numberOfRows(inSection: 0) == 3 && table.invalidUpdate == nil)
    }

    @Test func aNormalActionKeepsItsRow() throws {
        try window.swipe(row: 0, in: table, direction: .right)
        try window.tap(action: "Unread")
        #expect(messages.unread == ["Lunch"])
        #expect(messages.subjects.count == 4 && table.swipedRow == nil)
    }
}

/// A view controller's table answers, as UIKit code writes them.
final class MessageList: TableViewDataSource, TableViewDelegate, SwipeActionsDelegate {
    var subjects = ["Lunch", "Invoice", "Party", "Holiday"]
    var unread: [String] = []
    weak var table: TableView?

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { subjects.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.subjects.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> UISwipeActionsConfiguration? {
        let markUnread = UIContextualAction(style: .normal, title: "Unread") { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            unread.append(subjects[indexPath.row])
            completion(true)
        }
        let configuration = UISwipeActionsConfiguration(actions: [markUnread])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}
