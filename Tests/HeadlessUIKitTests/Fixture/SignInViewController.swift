#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation

/// A sign-in screen as UIKit code is written: Sign In is enabled only when both fields are
/// filled, return on the e-mail field moves to the password, return on the password signs in,
/// and the e-mail field takes no spaces.
final class SignInViewController: UIViewController, UITextFieldDelegate {
    let emailField = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
    let passwordField = UITextField(frame: CGRect(x: 20, y: 160, width: 350, height: 44))
    let signInButton = UIButton(type: .system)
    private(set) var signIns: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.returnKeyType = .next
        emailField.clearButtonMode = .whileEditing
        emailField.delegate = self
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .go
        signInButton.frame = CGRect(x: 20, y: 220, width: 350, height: 44)
        signInButton.isEnabled = false
        view.addSubview(emailField)
        view.addSubview(passwordField)
        view.addSubview(signInButton)

        for field in [emailField, passwordField] {
            field.addAction(UIAction { [weak self] _ in self?.updateSignIn() }, for: .editingChanged)
        }
        emailField.addAction(UIAction { [weak self] _ in self?.passwordField.becomeFirstResponder() }, for: .editingDidEndOnExit)
        passwordField.addTarget(self, action: SignInViewController.signIn, for: .editingDidEndOnExit)
        signInButton.addTarget(self, action: SignInViewController.signIn, for: .touchUpInside)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        textField !== emailField || !string.contains(" ")
    }

    private func updateSignIn() {
        signInButton.isEnabled = !(emailField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
    }

    func signIn() {
        guard signInButton.isEnabled else { return }
        view.endEditing(true)
        signIns.append(emailField.text ?? "")
    }
}
