/// What a user (or code) asked of a text field that a ``TextRefusal`` turned down: the word
/// `replay --explain` writes in its `refused` records.
public enum TextInputAction: String, Sendable, CaseIterable {
    /// Becoming first responder: a tap on the field, a trace's `focus`, `becomeFirstResponder()`.
    case focus
    /// Resigning first responder: `resignFirstResponder()`, `endEditing(_:)`, a trace's `endEditing`.
    case resign
    /// One typed character.
    case type
    /// A pasted string (one question for all of it).
    case paste
    /// The backspace key.
    case backspace
    /// The return key.
    case `return`
    /// A tap on the clear button.
    case clear
}
