import ControlModel
import GestureModel

extension ScrollView {
    /// `UIScrollView.ContentInsetAdjustmentBehavior`: which safe-area insets UIKit adds to
    /// `contentInset` to make ``adjustedContentInset``. The behaviour is stored;
    /// HeadlessUIKit's views have no safe area (`safeAreaInsets` is zero: no status bar,
    /// notch or home indicator is modelled), so every behaviour adds nothing.
    public enum ContentInsetAdjustmentBehavior: Sendable {
        /// `.automatic` (the default): the scrollable axes, and the top and bottom of a scroll
        /// view a navigation controller adjusts.
        case automatic
        /// `.scrollableAxes`: the safe area along the axes the content scrolls on.
        case scrollableAxes
        /// `.never`: no safe area.
        case never
        /// `.always`: the whole safe area.
        case always
    }

    /// How the safe area adjusts the content inset (`.automatic`; stored).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { ViewAppearance.existing(self)?.contentInsetAdjustmentBehavior ?? .automatic }
        set { ViewAppearance.of(self).contentInsetAdjustmentBehavior = newValue }
    }

    /// The insets the scroll range uses: `contentInset` plus the safe-area insets
    /// its ``contentInsetAdjustmentBehavior`` takes. With no safe area modelled, it is
    /// `contentInset`.
    ///
    /// Source: Apple, `UIScrollView.adjustedContentInset` ("The insets derived from the content
    /// insets and the safe area of the scroll view").
    public var adjustedContentInset: UIEdgeInsets { contentInset }
}
