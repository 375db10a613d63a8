import HeadlessUIKit

/// A screen as UIKit code writes it: a "more" button presents an action sheet — Delete
/// (destructive, which asks again with an alert), Share, Cancel. Only the import differs from
/// the iOS source.
final class PhotoActionsViewController: UIViewController {
    let moreButton = UIButton(frame: CGRect(x: 330, y: 40, width: 44, height: 44))
    private(set) var photos = ["beach", "forest"]
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(moreButton)
        moreButton.addAction(UIAction { [unowned self] _ in self.showActions() }, for: .touchUpInside)
    }

    private func showActions() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { [unowned self] _ in self.confirmDelete() })
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { [unowned self] _ in self.events.append("share") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [unowned self] _ in self.events.append("cancel") })
        present(sheet, animated: true) { [unowned self] in self.events.append("shown") }
    }

    private func confirmDelete() {
        let alert = UIAlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { [unowned self] _ in
            self.photos.removeLast()
            self.events.append("deleted")
        }
        alert.addAction(delete)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.preferredAction = delete
        present(alert, animated: true)
    }
}
