import GestureModel

/// A scroll view's indicators, stored only.
extension ScrollView {
    /// Whether the horizontal indicator shows while scrolling (true; nothing is drawn).
    public var showsHorizontalScrollIndicator: Bool {
        get { ViewAppearance.existing(self)?.showsHorizontalScrollIndicator ?? true }
        set { ViewAppearance.of(self).showsHorizontalScrollIndicator = newValue }
    }

    /// Whether the vertical indicator shows while scrolling (true; nothing is drawn).
    public var showsVerticalScrollIndicator: Bool {
        get { ViewAppearance.existing(self)?.showsVerticalScrollIndicator ?? true }
        set { ViewAppearance.of(self).showsVerticalScrollIndicator = newValue }
    }
}
