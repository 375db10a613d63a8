import ControlModel

/// `UIImageView` without drawing: a view whose user interaction is off by default, as UIKit's
/// — so a touch on it goes to the view behind unless `isUserInteractionEnabled` is set — and
/// the image it shows.
open class UIImageView: View {
    /// The image shown (not drawn).
    open var image: UIImage?

    /// A view with user interaction off.
    public override init(frame: Rect = .zero, identifier: String? = nil) {
        super.init(frame: frame, identifier: identifier)
        isUserInteractionEnabled = false
    }

    /// A view showing `image`, sized to it, as `UIImageView(image:)`.
    public convenience init(image: UIImage?) {
        self.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }
}
