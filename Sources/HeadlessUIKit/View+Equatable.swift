import ControlModel

/// Views compare by identity, as UIKit's (an `NSObject`'s `isEqual(_:)` is identity unless a
/// class overrides it), so a `switch textField { case nameField: … }` compiles.
extension View: Hashable {
    /// The same view.
    public static func == (a: View, b: View) -> Bool { a === b }

    /// Hashes the view's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
