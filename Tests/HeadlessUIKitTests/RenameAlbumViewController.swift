import HeadlessUIKit

/// A screen as UIKit code writes it: a "rename" button presents an alert with a text field
/// that starts with the album's title; Save takes the text, and is enabled only while the
/// field is not empty. Only the import differs from the iOS source.
final class RenameAlbumViewController: UIViewController {
    let renameButton = UIButton(frame: CGRect(x: 20, y: 40, width: 120, height: 44))
    private(set) var albumTitle = "Summer"

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(renameButton)
        renameButton.addAction(UIAction { [unowned self] _ in self.askForTitle() }, for: .touchUpInside)
    }

    private func askForTitle() {
        let alert = UIAlertController(title: "Rename album", message: nil, preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default) { [unowned self, unowned alert] _ in
            self.albumTitle = alert.textFields?.first?.text ?? self.albumTitle
        }
        alert.addTextField { [unowned self] textField in
            textField.text = self.albumTitle
            textField.clearButtonMode = .whileEditing
            textField.addAction(UIAction { _ in save.isEnabled = !(textField.text ?? "").isEmpty }, for: .editingChanged)
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        alert.preferredAction = save
        present(alert, animated: true)
    }
}
