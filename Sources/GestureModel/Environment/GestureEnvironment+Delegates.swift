import ControlModel

/// Delegates: asking a recognizer's delegate object and its closures.
///
/// Every delegate question can be answered by a delegate object (held weakly), by a closure in
/// `delegateClosures`, or both. With neither, UIKit's defaults hold. With both, both are asked,
/// the object first, and combined once, here: the permissions (should begin, should receive a
/// touch) must both say yes (``permission(_:_:)``, default yes); for the relationships
/// (recognize simultaneously, require the failure of, be required to fail by) either yes is
/// enough (``relationship(_:_:)``, default no). The rule is ControlModel's `DelegateAnswers`,
/// shared with the text field's delegate.
///
/// Sources: Apple, `UIGestureRecognizerDelegate` (each method's documented default).
extension GestureEnvironment {
    /// A permission from an object's and a closure's answers (nil: not asked): yes unless one
    /// says no.
    @inline(__always)
    static func permission(_ object: Bool?, _ closure: Bool?) -> Bool { DelegateAnswers.permission(object, closure) }

    /// A relationship from an object's and a closure's answers (nil: not asked): no unless one
    /// says yes.
    @inline(__always)
    static func relationship(_ object: Bool?, _ closure: Bool?) -> Bool { DelegateAnswers.relationship(object, closure) }

    /// May `recognizer` receive `touch`?
    func shouldReceive(_ recognizer: GestureRecognizer, _ touch: Touch) -> Bool {
        guard mayHaveWork(recognizer.mayAskDelegates) else { return true }
        return GestureEnvironment.permission(
            recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch),
            recognizer.delegateClosures.shouldReceive?(recognizer, touch))
    }

    /// True when the delegate does not let `recognizer` begin (the second step of
    /// `shouldBegin`).
    func delegateSaysNo(toBeginning recognizer: GestureRecognizer) -> Bool {
        guard mayHaveWork(recognizer.mayAskDelegates) else { return false }
        return !GestureEnvironment.permission(
            recognizer.delegate?.gestureRecognizerShouldBegin(recognizer),
            recognizer.delegateClosures.shouldBegin?(recognizer))
    }

    /// May `a` and `b` recognize at once? Either side's answers can allow it.
    func allowsSimultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        allowsSimultaneous(a, with: b) || allowsSimultaneous(b, with: a)
    }

    private func allowsSimultaneous(_ recognizer: GestureRecognizer, with other: GestureRecognizer) -> Bool {
        guard mayHaveWork(recognizer.mayAskDelegates) else { return false }
        return GestureEnvironment.relationship(
            recognizer.delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other),
            recognizer.delegateClosures.shouldRecognizeSimultaneously?(recognizer, other))
    }

    /// Do the delegates make `a` wait for `b` to fail? `a`'s side is asked first
    /// (`shouldRequireFailure(of: b)`), then, unless it said yes, `b`'s
    /// (`shouldBeRequiredToFail(by: a)`).
    func delegatesRequire(_ a: GestureRecognizer, toWaitFor b: GestureRecognizer) -> Bool {
        GestureEnvironment.relationship(
            a.delegate?.gestureRecognizer(a, shouldRequireFailureOf: b),
            a.delegateClosures.shouldRequireFailure?(a, b))
            || GestureEnvironment.relationship(
                b.delegate?.gestureRecognizer(b, shouldBeRequiredToFailBy: a),
                b.delegateClosures.shouldBeRequiredToFail?(b, a))
    }
}
