import ControlModel

/// A delegate object answering a recognizer's questions, as `UIGestureRecognizerDelegate`.
///
/// Every method has a default implementation giving UIKit's default answer, so a delegate
/// implements only what it cares about. A recognizer holds its delegate weakly.
public protocol GestureRecognizerDelegate: AnyObject {
    /// May the recognizer leave the possible state? Default true.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    /// May the recognizer receive `touch`? Default true.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// May both recognize at once? Default false.
    func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool
    /// Must `recognizer` wait for `other` to fail? Default false.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool
    /// Must `other` wait for `recognizer` to fail? Default false.
    func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    /// UIKit's default: true.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    /// UIKit's default: true.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    /// UIKit's default: false.
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { false }
    /// UIKit's default: false.
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool { false }
    /// UIKit's default: false.
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool { false }
}
