import GestureModel

/// `UIAlertAction`: an `AlertAction` — `init(title:style:handler:)` with `.default`, `.cancel`
/// or `.destructive`, `isEnabled`; its handler runs after the alert is dismissed.
public typealias UIAlertAction = AlertAction
