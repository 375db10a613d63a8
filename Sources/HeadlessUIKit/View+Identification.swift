import ControlModel

/// The tag, accessibility label, safe area and interface style every `UIView` has.
extension View {
    /// A number the app gives the view to find it again (0), as `UIView.tag`.
    public var tag: Int {
        get { ViewAppearance.existing(self)?.tag ?? 0 }
        set { ViewAppearance.of(self).tag = newValue }
    }

    /// The view itself when its `tag` is `tag`, or else the first of its descendants (depth
    /// first, in subview order) that has it, as `UIView.viewWithTag(_:)`.
    ///
    /// - Complexity: O(n) in the views below it.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// What VoiceOver reads for the view (stored only), as `UIView.accessibilityLabel`.
    public var accessibilityLabel: String? {
        get { ViewAppearance.existing(self)?.accessibilityLabel }
        set { ViewAppearance.of(self).accessibilityLabel = newValue }
    }

    /// The insets that keep content clear of bars and the screen's rounded corners: zero, as a
    /// headless window has no status bar, notch or home indicator (`UIView.safeAreaInsets`).
    public var safeAreaInsets: UIEdgeInsets { .zero }

    /// Light or dark for the view and those below it (stored only: nothing is drawn), as
    /// `UIView.overrideUserInterfaceStyle`.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { ViewAppearance.existing(self)?.overrideUserInterfaceStyle ?? .unspecified }
        set { ViewAppearance.of(self).overrideUserInterfaceStyle = newValue }
    }
}
