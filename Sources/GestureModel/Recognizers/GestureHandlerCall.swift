import ControlModel

/// One run of a recognizer handler: the state and location captured when the action happened
/// (never read later — BlocksKit #343), and when that was.
public struct GestureHandlerCall {
    /// The recognizer whose action this is.
    public let recognizer: GestureRecognizer
    /// The state at the action.
    public let state: GestureState
    /// The location at the action, in the recognizer's view's coordinates.
    public let location: Point
    /// When the action happened (earlier than now for a delayed call).
    public let actionTime: Timestamp
    /// The registration whose handler runs.
    public let registration: GestureHandlerToken
}
