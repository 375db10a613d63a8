import ControlModel

/// Closures answering a recognizer's delegate questions — the A2DynamicDelegate idea applied
/// to gesture delegates (<doc:WhoWinsATouch>).
///
/// A question with neither a closure nor a delegate object gets UIKit's default. With both, both
/// are asked (object first): permissions (`shouldBegin`, `shouldReceive`) combine with AND,
/// relationships (simultaneous recognition, failure requirements) with OR — so setting one
/// closure never turns another question's "no" default into "yes" (BlocksKit PR #238).
public struct GestureDelegateClosures {
    /// May the recognizer leave the possible state?
    public var shouldBegin: ((GestureRecognizer) -> Bool)?
    /// May the recognizer receive the touch?
    public var shouldReceive: ((GestureRecognizer, Touch) -> Bool)?
    /// May both recognize at once?
    public var shouldRecognizeSimultaneously: ((GestureRecognizer, GestureRecognizer) -> Bool)?
    /// Must the recognizer wait for the other to fail?
    public var shouldRequireFailure: ((GestureRecognizer, GestureRecognizer) -> Bool)?
    /// Must the other wait for the recognizer to fail?
    public var shouldBeRequiredToFail: ((GestureRecognizer, GestureRecognizer) -> Bool)?

    /// No closures: UIKit's defaults.
    public init() {}

    /// True when no closure is set.
    package var isEmpty: Bool {
        shouldBegin == nil && shouldReceive == nil && shouldRecognizeSimultaneously == nil
            && shouldRequireFailure == nil && shouldBeRequiredToFail == nil
    }
}
