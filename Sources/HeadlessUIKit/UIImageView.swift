import ControlModel

/// `UIImageView` without drawing: a view whose user interaction is off by default, as UIKit's
/// — so a touch on it goes to the view behind unless `isUserInteractionEnabled` is set.
open class UIImageView: View {
    /// A view with user interaction off.
    public override init(frame: Rect = .zero, identifier: String? = nil) {
        super.init(frame: frame, identifier: identifier)
        isUserInteractionEnabled = false
    }
}
