import HeadlessUIKit

/// A list of messages: unread ones in bold, a tap opens the message and marks it read, swiping
/// left deletes (with a confirmation for flagged messages), swiping right toggles read.
final class InboxTableViewController: UITableViewController {
    struct Message: Equatable {
        let id: Int
        let sender: String
        let subject: String
        var isRead: Bool
        var isFlagged: Bool
    }

    private(set) var messages: [Message]
    private(set) var openedMessageIDs: [Int] = []
    private let cellIdentifier = "MessageCell"

    init(messages: [Message]) {
        self.messages = messages
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
        tableView.rowHeight = 64
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
        updateBadge()
    }

    var unreadCount: Int {
        messages.filter { !$0.isRead }.count
    }

    private func updateBadge() {
        navigationController?.tabBarItem.badgeValue = unreadCount > 0 ? String(unreadCount) : nil
        title = unreadCount > 0 ? "Inbox (\(unreadCount))" : "Inbox"
    }

    // MARK: UITableViewDataSource

    override func numberOfSections(in tableView: UITableView) -> Int {
        1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        let message = messages[indexPath.row]
        cell.textLabel?.text = message.sender
        cell.textLabel?.font = message.isRead ? .systemFont(ofSize: 17) : .boldSystemFont(ofSize: 17)
        cell.detailTextLabel?.text = message.subject
        cell.accessoryType = .disclosureIndicator
        cell.imageView?.image = message.isFlagged ? UIImage(systemName: "flag.fill") : nil
        return cell
    }

    // MARK: UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        messages[indexPath.row].isRead = true
        tableView.reloadRows(at: [indexPath], with: .none)
        updateBadge()
        let message = messages[indexPath.row]
        openedMessageIDs.append(message.id)
        let detail = UIViewController()
        detail.title = message.subject
        detail.view.backgroundColor = .systemBackground
        navigationController?.pushViewController(detail, animated: true)
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            if self.messages[indexPath.row].isFlagged {
                self.confirmDelete(at: indexPath, completion: completion)
            } else {
                self.deleteMessage(at: indexPath)
                completion(true)
            }
        }
        delete.image = UIImage(systemName: "trash")
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = true
        return configuration
    }

    override func tableView(_ tableView: UITableView,
                            leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let isRead = messages[indexPath.row].isRead
        let toggle = UIContextualAction(style: .normal, title: isRead ? "Unread" : "Read") { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            self.messages[indexPath.row].isRead.toggle()
            tableView.reloadRows(at: [indexPath], with: .automatic)
            self.updateBadge()
            completion(true)
        }
        toggle.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [toggle])
    }

    // MARK: Deleting

    private func confirmDelete(at indexPath: IndexPath, completion: @escaping (Bool) -> Void) {
        let alert = UIAlertController(title: "Delete Flagged Message?",
                                      message: "“\(messages[indexPath.row].subject)” is flagged.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in
            completion(false)
        })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.deleteMessage(at: indexPath)
            completion(true)
        })
        present(alert, animated: true)
    }

    private func deleteMessage(at indexPath: IndexPath) {
        messages.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        updateBadge()
    }
}
