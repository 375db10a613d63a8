import GestureModel

/// A scroll view's indicators and insets, stored only.
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

    /// Space around the content (zero). Stored only: UIKit lets the content scroll past its
    /// edges by these insets, which the model's scroll limits (from zero to
    /// `maximumContentOffset`) do not yet take into account.
    public var contentInset: UIEdgeInsets {
        get { ViewAppearance.existing(self)?.contentInset ?? .zero }
        set { ViewAppearance.of(self).contentInset = newValue }
    }
}
