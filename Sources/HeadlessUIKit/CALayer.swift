/// `CALayer`'s basics, stored and never drawn: the corner radius, border, shadow and masking a
/// screen sets on its views' layers (`view.layer.cornerRadius = 12`). Every view has one
/// (`UIView.layer`); `masksToBounds` is the view's `clipsToBounds`.
open class CALayer {
    /// The corner radius (0).
    open var cornerRadius: CGFloat = 0
    /// The border width (0).
    open var borderWidth: CGFloat = 0
    /// The border colour (black, as Core Animation's default).
    open var borderColor: CGColor? = UIColor.black
    /// Whether sublayers are clipped to the bounds (false).
    open var masksToBounds = false
    /// The shadow's colour (black).
    open var shadowColor: CGColor? = UIColor.black
    /// The shadow's opacity (0: no shadow).
    open var shadowOpacity: Float = 0
    /// The shadow's offset (0, −3).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius (3).
    open var shadowRadius: CGFloat = 3

    /// A layer with Core Animation's defaults.
    public init() {}
}
