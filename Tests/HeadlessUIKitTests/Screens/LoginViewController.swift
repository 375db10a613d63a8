import HeadlessUIKit

/// Email and password fields; Return moves from the email to the password and then signs in,
/// and a failed sign-in shows an alert.
final class LoginViewController: UIViewController, UITextFieldDelegate {
    enum SignInError: Error {
        case wrongPassword
        case noAccount
    }

    /// Checks the credentials and calls back on the main queue.
    var authenticate: (String, String, @escaping (Result<Void, SignInError>) -> Void) -> Void = { _, _, done in
        done(.success(()))
    }
    var onSignedIn: ((String) -> Void)?
    private(set) var resetRequests: [String] = []

    let titleLabel = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton(type: .system)
    let forgotButton = UIButton(type: .system)
    let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        view.backgroundColor = .systemBackground

        titleLabel.text = "Welcome back"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.textAlignment = .center

        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .username
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.returnKeyType = .next
        emailField.clearButtonMode = .whileEditing
        emailField.delegate = self
        emailField.addTarget(self, action: LoginViewController.textDidChange, for: .editingChanged)

        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        passwordField.returnKeyType = .go
        passwordField.delegate = self
        passwordField.addTarget(self, action: LoginViewController.textDidChange, for: .editingChanged)

        signInButton.setTitle("Sign In", for: .normal)
        signInButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        signInButton.backgroundColor = .systemBlue
        signInButton.setTitleColor(.white, for: .normal)
        signInButton.layer.cornerRadius = 10
        signInButton.isEnabled = false
        signInButton.addTarget(self, action: LoginViewController.signInTapped, for: .touchUpInside)

        forgotButton.setTitle("Forgot password?", for: .normal)
        forgotButton.addTarget(self, action: LoginViewController.forgotPasswordTapped, for: .touchUpInside)

        spinner.hidesWhenStopped = true
        spinner.color = .white

        for subview in [titleLabel, emailField, passwordField, signInButton, forgotButton, spinner] {
            view.addSubview(subview)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        emailField.becomeFirstResponder()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let margin: CGFloat = 20
        let width = view.bounds.width - 2 * margin
        var y = view.safeAreaInsets.top + 40
        titleLabel.frame = CGRect(x: margin, y: y, width: width, height: 41)
        y += 41 + 32
        emailField.frame = CGRect(x: margin, y: y, width: width, height: 44)
        y += 44 + 12
        passwordField.frame = CGRect(x: margin, y: y, width: width, height: 44)
        y += 44 + 24
        signInButton.frame = CGRect(x: margin, y: y, width: width, height: 50)
        spinner.center = CGPoint(x: signInButton.frame.maxX - 28, y: signInButton.frame.midY)
        y += 50 + 8
        forgotButton.frame = CGRect(x: margin, y: y, width: width, height: 44)
    }

    // MARK: UITextFieldDelegate

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard textField === emailField else { return true }
        return string.rangeOfCharacter(from: .whitespacesAndNewlines) == nil
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else if signInButton.isEnabled {
            signIn()
        }
        return true
    }

    // MARK: Actions

    private func textDidChange() {
        let email = emailField.text ?? ""
        let password = passwordField.text ?? ""
        signInButton.isEnabled = email.contains("@") && password.count >= 8
        signInButton.alpha = signInButton.isEnabled ? 1 : 0.5
    }

    private func signInTapped() {
        signIn()
    }

    private func forgotPasswordTapped() {
        let email = emailField.text ?? ""
        guard !email.isEmpty else {
            emailField.becomeFirstResponder()
            return
        }
        resetRequests.append(email)
        let alert = UIAlertController(title: "Check Your Email",
                                      message: String(format: "We sent a link to %@.", email),
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    private func signIn() {
        let email = emailField.text ?? ""
        let password = passwordField.text ?? ""
        view.endEditing(true)
        signInButton.isEnabled = false
        spinner.startAnimating()
        authenticate(email, password) { [weak self] result in
            guard let self else { return }
            self.spinner.stopAnimating()
            self.signInButton.isEnabled = true
            switch result {
            case .success:
                self.onSignedIn?(email)
            case .failure(let error):
                self.show(error, for: email)
            }
        }
    }

    private func show(_ error: SignInError, for email: String) {
        let message: String
        switch error {
        case .wrongPassword:
            message = "The password you entered is incorrect."
        case .noAccount:
            message = String(format: "There is no account for %@.", email)
        }
        let alert = UIAlertController(title: "Couldn’t Sign In", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Forgot Password", style: .default) { [weak self] _ in
            self?.forgotPasswordTapped()
        })
        alert.addAction(UIAlertAction(title: "Try Again", style: .cancel) { [weak self] _ in
            self?.passwordField.text = ""
            self?.passwordField.becomeFirstResponder()
        })
        present(alert, animated: true)
    }
}
