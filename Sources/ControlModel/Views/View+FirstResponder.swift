/// The first responder of a view tree: one per window, kept by the root view
/// (the window), weakly, and found from any view by walking up — so a ``TextField`` in
/// ControlModel and the window in GestureModel read and write the same slot.
extension View {
    /// The text field that takes the keys in this view's window (the root of its tree), if any.
    public var firstResponder: TextField? { root.storedFirstResponder }

    /// Makes the first responder resign if it is this view or one of its subviews, as
    /// `UIView.endEditing(_:)` — the classic "tap the background to dismiss the keyboard".
    /// `force`: without asking `shouldEndEditing`. True when no first responder is left there.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let field = root.storedFirstResponder, field.isDescendant(of: self) else { return true }
        if force {
            field.resignWithoutAsking()
            return true
        }
        return field.resignFirstResponder()
    }

    /// Resigns the first responder, without asking, when it is this view or one of its
    /// subviews: the view is being hidden or removed, so the field is out of reach.
    func resignFirstResponderInside() {
        guard let field = root.storedFirstResponder, field.isDescendant(of: self) else { return }
        field.resignWithoutAsking()
    }
}
