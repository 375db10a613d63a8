import ControlModel

/// What a scene handler's `sets` does each time the handler runs (<doc:FileFormats>): it sets
/// a control's ``Control/isEnabled`` — to a fixed value, or to whether every one of some text
/// fields holds text (the classic "Sign in is enabled once both fields are filled"). The
/// control tells the change to its window's event stream itself (its `enabledChanged` event),
/// caused by the handler's run.
struct SceneSetting {
    /// The control set.
    let target: Control
    /// The value, when fixed.
    let value: Bool?
    /// The text fields that must all hold text for `isEnabled` to be true, when not fixed.
    let filled: [TextField]

    /// Sets the target's `isEnabled` (a change only when it differs).
    ///
    /// - Complexity: O(*n*), *n* the fields listed.
    func apply() {
        target.isEnabled = value ?? filled.allSatisfy { !($0.text ?? "").isEmpty }
    }
}
