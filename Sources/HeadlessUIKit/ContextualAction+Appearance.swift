import GestureModel

/// A contextual action's image and colour (stored only: no button is drawn).
extension ContextualAction {
    /// The button's image (nil).
    public var image: UIImage? {
        get { (appearance as? ContextualActionAppearance)?.image }
        set { ContextualActionAppearance.of(self).image = newValue }
    }

    /// The button's colour (nil: UIKit's colour for the style).
    public var backgroundColor: UIColor! {
        get { (appearance as? ContextualActionAppearance)?.backgroundColor }
        set { ContextualActionAppearance.of(self).backgroundColor = newValue }
    }
}
