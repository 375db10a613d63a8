import ControlModel

/// A command line of a trace (<doc:FileFormats>).
public enum TraceCommand: Sendable {
    /// Cancel the pending delayed handler calls of a recognizer or control.
    case cancelHandlers(target: String)
    /// Dispatch events on a control (regardless of whether it is enabled).
    case sendActions(target: String, events: ControlEvents)
    /// Set properties of a view, control or recognizer.
    case set(target: String, properties: [(name: String, value: JSONValue)])
    /// Strip events from a control's handler registrations.
    case removeHandlers(target: String, events: ControlEvents)
    /// Just let time pass.
    case idle
    /// Tap the action titled so of the presented alert.
    case alertAction(title: String)
    /// Tap outside the presented alert (an action sheet is dismissed, with its cancel action).
    case dismissAlert
    /// Type `text` into the first responder, one character at a time ("\n" is the return
    /// key); `paste`: inserted at once (the Text fields guide).
    case type(text: String, paste: Bool)
    /// Press a key of the keyboard.
    case key(TraceKey)
    /// Tap the clear button of a text field.
    case clear(target: String)
    /// Make a text field first responder (`becomeFirstResponder()`).
    case focus(target: String)
    /// The window resigns its first responder (`endEditing(false)`: `shouldEndEditing` is asked).
    case endEditing
}
