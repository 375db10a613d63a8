/// What a control handler receives: the sender, the dispatched event and when it happened.
///
/// Handlers get the control as a parameter, so they never need to capture it (BlocksKit #317:
/// handler ↔ control retain cycles).
public struct ControlHandlerCall {
    /// The control that dispatched the event.
    public let sender: Control
    /// The single event dispatched.
    public let event: ControlEvents
    /// When the event was dispatched (for a delayed handler, earlier than now).
    public let dispatchTime: Timestamp
    /// The registration whose handler runs.
    public let registration: ControlHandlerToken
}
