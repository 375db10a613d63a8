import ControlModel

extension View {
    /// `UIView.ContentMode` (stored only).
    public enum ContentMode: Int, Sendable {
        /// Scales the content to fill the view.
        case scaleToFill
        /// Scales to fit, keeping the aspect ratio.
        case scaleAspectFit
        /// Scales to fill, keeping the aspect ratio.
        case scaleAspectFill
        /// Redraws on bounds changes.
        case redraw
        /// Centred.
        case center
        /// Top.
        case top
        /// Bottom.
        case bottom
        /// Left.
        case left
        /// Right.
        case right
        /// Top left.
        case topLeft
        /// Top right.
        case topRight
        /// Bottom left.
        case bottomLeft
        /// Bottom right.
        case bottomRight
    }
}
