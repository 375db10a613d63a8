/// Light or dark, as UIKit's `UIUserInterfaceStyle` (nothing is drawn: stored only).
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
    /// Follow the system.
    case unspecified
    /// Light.
    case light
    /// Dark.
    case dark
}
