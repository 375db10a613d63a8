import HeadlessUIKit

/// An inbox as UIKit code writes it: a table of messages (one reused cell class, its
/// `textLabel` set per row), a tap opens the message, `delete(at:)` removes one with a matching
/// update. Only the import differs from the iOS source.
final class InboxViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private(set) var messages = (0..<40).map { "Message \($0)" }
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var opened: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.rowHeight = 60
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        cell.selectionStyle = .default
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        opened.append(messages[indexPath.row])
    }

    /// Deletes the message at `indexPath`: the model first, then the row.
    func delete(at indexPath: IndexPath) {
        messages.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    /// The classic bug: the row is deleted, the message is not.
    func deleteRowOnly(at indexPath: IndexPath) {
        tableView.deleteRows(at: [indexPath], with: .fade)
    }
}
