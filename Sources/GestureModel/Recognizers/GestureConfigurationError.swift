/// A configuration that cannot work.
public enum GestureConfigurationError: Error, Equatable, CustomStringConvertible {
    /// The failure requirements form a cycle through these recognizers.
    case requirementCycle([String])
    /// A table view's update did not match its data source's counts (or named a row that does
    /// not exist); the message is UIKit's (<doc:TablesAndCollections>).
    case invalidUpdate(String)
    /// A second cancel action was added to the alert named (UIKit raises: an alert "can only
    /// have one action with a style of UIAlertActionStyleCancel").
    case secondCancelAction(alert: String, title: String)
    /// The preferred action of the alert named is not one of its actions (UIKit raises).
    case preferredActionNotInAlert(alert: String, title: String)
    /// A text field was added to the action sheet named (UIKit raises: "Text fields can only
    /// be added to an alert controller of style UIAlertControllerStyleAlert").
    case textFieldOnActionSheet(alert: String)

    /// A readable message naming the recognizers.
    public var description: String {
        switch self {
        case .requirementCycle(let names):
            return "failure requirements form a cycle: " + (names + [names.first ?? ""]).joined(separator: " → ")
        case .invalidUpdate(let message):
            return message
        case .secondCancelAction(let alert, let title):
            return "alert \(alert) already has a cancel action; '\(title)' cannot be a second one"
        case .preferredActionNotInAlert(let alert, let title):
            return "the preferred action '\(title)' is not one of the actions of alert \(alert)"
        case .textFieldOnActionSheet(let alert):
            return "text fields can only be added to an alert: \(alert) is an action sheet"
        }
    }
}
