/// A view under a touch's point that did not get the touch when it landed, and why
/// (<doc:Reasons>): one entry of a `touch` record's `skipped` list.
public struct SkippedView: Hashable, Sendable, CustomStringConvertible {
    /// The view's identifier (its type when it has none).
    public var view: String
    /// Why: `hidden`, `userInteraction` (user interaction off), `transparent` (an alpha under
    /// 0.01), `disabled` (a disabled
    /// control), or `exclusiveTouch` (the touch was ignored because of this view's exclusive
    /// touch), or `refusesTouches` (a view subclass whose `acceptsTouches` says no for another
    /// reason), or `modal` (the view the touch would have reached, were no alert presented).
    public var why: String

    /// Creates an entry.
    public init(view: String, why: String) {
        self.view = view
        self.why = why
    }

    /// "banner hidden", "overlay userInteraction off", "send disabled", "panel exclusiveTouch".
    public var description: String {
        switch why {
        case "userInteraction": "\(view) userInteraction off"
        case "modal": "\(view) below a presented alert (modal)"
        default: "\(view) \(why)"
        }
    }
}
