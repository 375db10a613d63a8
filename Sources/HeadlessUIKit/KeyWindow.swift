import GestureModel

/// The window made key last (`makeKeyAndVisible()`): whose clock `UIView.animate` completions
/// run on. Held weakly.
@MainActor
enum KeyWindow {
    static weak var window: Window?
}
