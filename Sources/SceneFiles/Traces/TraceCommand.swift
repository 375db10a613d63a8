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
}
