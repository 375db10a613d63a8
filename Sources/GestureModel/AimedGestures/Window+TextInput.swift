import ControlModel

/// Typing, for tests (<doc:TextFields>): keys go to the window's first responder through its
/// `Keyboard`, as a user's would, each through the field's delegate and limits; a key with no
/// first responder goes nowhere (`TextRefusal.noFirstResponder`, on the event stream).
///
/// ```swift
/// try window.type("ada@example.com", into: email)   // taps email first: it focuses at the lift
/// window.type("\n")                                 // return
/// try window.clear(email)                           // its clear button
/// ```
extension Window {
    /// The keyboard whose keys go to this window's first responder.
    public var keyboard: Keyboard { Keyboard(of: self) }

    /// Types `text` into the first responder, one character at a time ("\n" is the return key).
    public func type(_ text: String) { keyboard.type(text) }

    /// Types `text` into `field`, tapping it first (50 ms, on the window's clock) when it is not
    /// first responder. When the tap does not make it first responder (its delegate said no, or
    /// another field keeps the focus), nothing is typed: `TextField.lastRefusal` says why.
    ///
    /// A text field of the presented alert (``AlertController/textFields``) is made first
    /// responder as a tap on it would (`becomeFirstResponder()`), without a touch: the model
    /// gives an alert's parts no geometry.
    ///
    /// - Throws: ``GestureMiss`` when the tap would not reach the field.
    public func type(_ text: String, into field: TextField, fileID: StaticString = #fileID, line: UInt = #line) throws(GestureMiss) {
        if !field.isFirstResponder, isInPresentedAlert(field) {
            field.becomeFirstResponder()
        } else if !field.isFirstResponder {
            try tap(on: field, fileID: fileID, line: line)
        }
        guard field.isFirstResponder else { return }
        keyboard.type(text)
    }

    /// Pastes `text` into the first responder: one `shouldChangeCharacters` question for all of it.
    public func paste(_ text: String) { keyboard.paste(text) }

    /// Presses the return key.
    public func pressReturn() { keyboard.pressReturn() }

    /// Presses the backspace key.
    public func deleteBackward() { keyboard.deleteBackward() }

    /// Taps `field`'s clear button: `shouldClear`, an empty text and `editingChanged`, then the
    /// focus if the field was not editing (`TextField.clearButtonTapped()`). The button is no
    /// view of its own in the model: the tap is its action, once a finger is sure to reach the
    /// field and the button shows.
    ///
    /// A text field of the presented alert is reached without aiming (the model gives an alert's
    /// parts no geometry).
    ///
    /// - Throws: ``GestureMiss`` when a finger would not reach the field, or its clear button
    ///   is not shown (``HitMiss/noClearButton(mode:editing:)``).
    public func clear(_ field: TextField, fileID: StaticString = #fileID, line: UInt = #line) throws(GestureMiss) {
        if !isInPresentedAlert(field) { _ = try touchPoint(on: field, fileID: fileID, line: line) }
        guard field.isClearButtonShown else {
            let name = HitMiss.name(of: field)
            throw GestureMiss(
                gesture: "clear(\(name))", view: name,
                reason: .noClearButton(mode: field.clearButtonMode.rawValue, editing: field.isEditing),
                site: CallSite(fileID: fileID, line: line))
        }
        field.clearButtonTapped()
    }

    /// True when `field` is a text field of the alert shown on top.
    private func isInPresentedAlert(_ field: TextField) -> Bool {
        guard let alert else { return false }
        return field.isDescendant(of: alert.fieldsView)
    }
}
