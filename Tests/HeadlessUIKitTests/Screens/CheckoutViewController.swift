#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A checkout form in a scroll view: card details with input limits, a quantity stepper and a
/// gift-wrap switch that update the total, and a Pay button enabled once the form is complete.
final class CheckoutViewController: UIViewController, UITextFieldDelegate, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let nameField = UITextField()
    let cardField = UITextField()
    let expiryField = UITextField()
    let quantityStepper = UIStepper()
    let quantityLabel = UILabel()
    let giftWrapSwitch = UISwitch()
    let totalLabel = UILabel()
    let payButton = UIButton(type: .system)

    private(set) var placedOrders: [String] = []
    private let unitPrice = 24.0
    private let giftWrapPrice = 4.5

    private var quantity: Int { Int(quantityStepper.value) }

    private var total: Double {
        Double(quantity) * unitPrice + (giftWrapSwitch.isOn ? giftWrapPrice : 0)
    }

    private var isFormComplete: Bool {
        !(nameField.text ?? "").isEmpty && (cardField.text ?? "").count == 16 && (expiryField.text ?? "").count == 5
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Checkout"
        view.backgroundColor = .systemBackground

        scrollView.frame = view.bounds
        scrollView.alwaysBounceVertical = true
        scrollView.delegate = self
        view.addSubview(scrollView)

        let width = view.bounds.width - 40
        var y: CGFloat = 24
        for field in [nameField, cardField, expiryField] {
            field.frame = CGRect(x: 20, y: y, width: width, height: 44)
            field.borderStyle = .roundedRect
            field.clearButtonMode = .whileEditing
            field.delegate = self
            field.addAction(UIAction { [weak self] _ in self?.updateSummary() }, for: .editingChanged)
            scrollView.addSubview(field)
            y += 60
        }
        nameField.placeholder = "Name on card"
        nameField.returnKeyType = .next
        cardField.placeholder = "Card number"
        cardField.keyboardType = .numberPad
        cardField.returnKeyType = .next
        expiryField.placeholder = "MM/YY"
        expiryField.keyboardType = .numberPad
        expiryField.returnKeyType = .done

        quantityStepper.minimumValue = 1
        quantityStepper.maximumValue = 10
        quantityStepper.value = 1
        quantityStepper.frame = CGRect(x: 20, y: y, width: 94, height: 32)
        quantityStepper.addAction(UIAction { [weak self] _ in self?.updateSummary() }, for: .valueChanged)
        scrollView.addSubview(quantityStepper)
        quantityLabel.frame = CGRect(x: 130, y: y, width: width - 110, height: 32)
        scrollView.addSubview(quantityLabel)
        y += 56

        giftWrapSwitch.frame = CGRect(x: 20, y: y, width: 51, height: 31)
        giftWrapSwitch.addAction(UIAction { [weak self] _ in self?.updateSummary() }, for: .valueChanged)
        scrollView.addSubview(giftWrapSwitch)
        y += 56

        totalLabel.font = .systemFont(ofSize: 22, weight: .semibold)
        totalLabel.frame = CGRect(x: 20, y: y, width: width, height: 32)
        scrollView.addSubview(totalLabel)
        y += 600

        payButton.setTitle("Pay", for: .normal)
        payButton.backgroundColor = .systemBlue
        payButton.setTitleColor(.white, for: .normal)
        payButton.layer.cornerRadius = 12
        payButton.frame = CGRect(x: 20, y: y, width: width, height: 50)
        payButton.addAction(UIAction { [weak self] _ in self?.placeOrder() }, for: .touchUpInside)
        scrollView.addSubview(payButton)
        scrollView.contentSize = CGSize(width: view.bounds.width, height: y + 90)

        updateSummary()
    }

    private func updateSummary() {
        quantityLabel.text = quantity == 1 ? "1 item" : "\(quantity) items"
        totalLabel.text = String(format: "Total: $%.2f", total)
        payButton.isEnabled = isFormComplete
        payButton.alpha = isFormComplete ? 1 : 0.5
    }

    private func placeOrder() {
        guard isFormComplete else { return }
        let order = "\(quantity) × " + String(format: "$%.2f", unitPrice) + " for \(nameField.text ?? "")"
        placedOrders.append(order)
        let alert = UIAlertController(title: "Order Placed", message: order, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    // MARK: - UITextFieldDelegate

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard textField !== nameField else { return true }
        let current = textField.text ?? ""
        guard let swiftRange = Range(range, in: current) else { return false }
        let updated = current.replacingCharacters(in: swiftRange, with: string)
        if textField === cardField {
            return updated.count <= 16 && updated.allSatisfy(\.isNumber)
        }
        return updated.count <= 5 && updated.allSatisfy { $0.isNumber || $0 == "/" }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        switch textField {
        case nameField:
            cardField.becomeFirstResponder()
        case cardField:
            expiryField.becomeFirstResponder()
        default:
            textField.resignFirstResponder()
        }
        return true
    }

    // MARK: - UIScrollViewDelegate

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        view.endEditing(true)
    }
}
