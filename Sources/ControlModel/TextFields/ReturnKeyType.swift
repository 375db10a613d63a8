/// The title of the keyboard's return key, as `UIReturnKeyType`: recorded only (the model has no
/// keyboard to draw), so code that sets it compiles and reads it back.
public enum ReturnKeyType: String, Sendable, CaseIterable {
    /// "return" (UIKit's default).
    case `default`
    /// "Go".
    case go
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Done".
    case done
    /// "Continue".
    case `continue`
}
