/// What a touch that lands is given, by the rules of its view's `isMultipleTouchEnabled` and
/// `isExclusiveTouch` (see `GestureEnvironment+Delivery.swift`).
public enum TouchAdmission: Sendable {
    /// Delivered to its view, and seen by the recognizers of its view and its ancestors.
    case delivered
    /// Seen by the recognizers, not delivered to its view: the view has multiple touch off and
    /// another of its touches is down.
    case recognizersOnly
    /// Neither: an exclusive-touch view keeps it out.
    case ignored
}
