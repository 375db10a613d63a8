import ControlModel

extension View {
    /// The window the view is in (nil when its tree's root is not a window), as
    /// `UIView.window`.
    public var window: Window? { root as? Window }
}
