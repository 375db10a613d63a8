import GestureModel

/// `UIAlertController`: an `AlertController` — `init(title:message:preferredStyle:)` with
/// `.alert` or `.actionSheet`, `addAction(_:)`, `actions`, `preferredAction` — presented with a
/// view controller's `present(_:animated:completion:)`; text fields with
/// `addTextField(configurationHandler:)` (each a `UITextField`) and `textFields`.
public typealias UIAlertController = AlertController
