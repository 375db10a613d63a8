import ControlModel

/// Appearance, stored and never drawn, so screens that set it compile and tests can read it
/// back. Only `alpha` (the model's) changes behaviour: under 0.01 the view takes no touches.
extension View {
    /// The background colour (nil).
    public var backgroundColor: UIColor? {
        get { ViewAppearance.existing(self)?.backgroundColor }
        set { ViewAppearance.of(self).backgroundColor = newValue }
    }

    /// The tint colour: the one set, else the superview's, else the system blue (UIKit's
    /// inheritance).
    public var tintColor: UIColor! {
        get { ViewAppearance.existing(self)?.tintColor ?? superview?.tintColor ?? .systemBlue }
        set { ViewAppearance.of(self).tintColor = newValue }
    }

    /// Whether the view is opaque (true).
    public var isOpaque: Bool {
        get { ViewAppearance.existing(self)?.isOpaque ?? true }
        set { ViewAppearance.of(self).isOpaque = newValue }
    }

    /// The view's layer (its corner radius, border and shadow, stored).
    public var layer: CALayer { ViewAppearance.of(self).layer }

    /// Whether subviews are clipped to the bounds: the layer's `masksToBounds` (drawing only;
    /// hit-testing never finds a subview outside its superview's bounds anyway).
    public var clipsToBounds: Bool {
        get { ViewAppearance.existing(self)?.layer.masksToBounds ?? false }
        set { layer.masksToBounds = newValue }
    }

    /// How the content fills the view (`.scaleToFill`).
    public var contentMode: ContentMode {
        get { ViewAppearance.existing(self)?.contentMode ?? .scaleToFill }
        set { ViewAppearance.of(self).contentMode = newValue }
    }

    /// How the view resizes with its superview (none; no layout is modelled).
    public var autoresizingMask: AutoresizingMask {
        get { ViewAppearance.existing(self)?.autoresizingMask ?? [] }
        set { ViewAppearance.of(self).autoresizingMask = newValue }
    }

    /// The view's transform (`.identity`): stored, not applied — the view is hit-tested by its
    /// frame.
    public var transform: CGAffineTransform {
        get { ViewAppearance.existing(self)?.transform ?? .identity }
        set { ViewAppearance.of(self).transform = newValue }
    }

    /// Marks the layout as needing an update: nothing (no layout is modelled).
    public func setNeedsLayout() {}
}
