import GestureModel

/// `UIAlertController`: an `AlertController` — `init(title:message:preferredStyle:)` with
/// `.alert` or `.actionSheet`, `addAction(_:)`, `actions`, `preferredAction` — presented with a
/// view controller's `present(_:animated:completion:)`. Alert text fields are not modelled yet.
public typealias UIAlertController = AlertController
