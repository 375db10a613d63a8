import ControlModel

/// The images at a slider's ends (stored only: the track keeps the slider's whole width).
extension Slider {
    /// The image at the minimum end (nil).
    public var minimumValueImage: UIImage? {
        get { ViewAppearance.existing(self)?.minimumValueImage }
        set { ViewAppearance.of(self).minimumValueImage = newValue }
    }

    /// The image at the maximum end (nil).
    public var maximumValueImage: UIImage? {
        get { ViewAppearance.existing(self)?.maximumValueImage }
        set { ViewAppearance.of(self).maximumValueImage = newValue }
    }
}
