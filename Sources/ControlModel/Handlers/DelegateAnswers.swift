/// How a delegate question answered by an object, by a closure, or both, is combined: the one
/// rule the models' delegates share — a recognizer's and a text field's
/// (``TextField``), the A2DynamicDelegate idea with BlocksKit PR #238's mistake fixed.
///
/// With neither answering, UIKit's default holds. With both, both are asked (the object first)
/// and combined here: a **permission** (may it begin, may it change, may it return...) holds
/// unless one says no; a **relationship** (recognize together, require a failure) holds when
/// either says yes. Setting one closure so never turns another question's default around.
package enum DelegateAnswers {
    /// A permission from an object's and a closure's answers (nil: not asked): yes unless one
    /// says no.
    @inline(__always)
    package static func permission(_ object: Bool?, _ closure: Bool?) -> Bool { (object ?? true) && (closure ?? true) }

    /// A relationship from an object's and a closure's answers (nil: not asked): no unless one
    /// says yes.
    @inline(__always)
    package static func relationship(_ object: Bool?, _ closure: Bool?) -> Bool { (object ?? false) || (closure ?? false) }
}
