import ControlModel

/// A switch as `UISwitch()` makes it, and its colours.
extension Switch {
    /// A switch of UIKit's fixed size, 51 × 31 pt, at the origin: `UISwitch` ignores the size
    /// it is given and keeps its own.
    ///
    /// Source: Apple, `UISwitch.init(frame:)` ("The size components of this rectangle are
    /// ignored").
    public convenience init() {
        self.init(frame: Rect(x: 0, y: 0, width: 51, height: 31))
    }

    /// The colour of the track when on (stored only).
    public var onTintColor: UIColor? {
        get { ViewAppearance.existing(self)?.onTintColor }
        set { ViewAppearance.of(self).onTintColor = newValue }
    }
}
