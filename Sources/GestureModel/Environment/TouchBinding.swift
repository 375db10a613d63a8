import ControlModel

/// Where a touch went when it landed (`GestureEnvironment+Binding.swift`, the rule's home):
/// the view it was hit-tested to, what that view's touch properties admitted, and the
/// recognizers of that view and its ancestors that took it, will take it once reset, or
/// refused it and why.
struct TouchBinding {
    /// The touch.
    let touch: Touch
    /// The view it was hit-tested to (nil: outside every view).
    let view: View?
    /// What the view's `isMultipleTouchEnabled` and `isExclusiveTouch` admitted.
    let admission: TouchAdmission
    /// The recognizers bound to it, nearest view first.
    let bound: [GestureRecognizer]
    /// The recognizers that get it once they reset (held or finished when it landed).
    let deferred: [GestureRecognizer]
    /// The recognizers that did not take it: `disabled`, or `shouldReceive` (the delegate said no).
    let refused: [(GestureRecognizer, String)]

    /// The landing by name: the views' and recognizers' identifiers (types when they have none).
    var landing: TouchLanding {
        let admissionName: String
        switch admission {
        case .delivered: admissionName = "delivered"
        case .recognizersOnly: admissionName = "recognizersOnly"
        case .ignored: admissionName = "ignored"
        }
        return TouchLanding(
            touch: touch.identifier, view: view.map { $0.identifier ?? "\(type(of: $0))" }, admission: admissionName,
            bound: bound.map(\.displayName), deferred: deferred.map(\.displayName),
            refused: refused.map { "\($0.0.displayName) (\($0.1))" })
    }
}
