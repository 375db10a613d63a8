import ControlModel

/// A spinner, as UIKit's `UIActivityIndicatorView`: nothing spins, but whether it is animating
/// and whether it is hidden follow UIKit — with ``hidesWhenStopped`` (the default) it is
/// hidden whenever it is not animating, from the start.
///
/// Source: Apple, `UIActivityIndicatorView.hidesWhenStopped` ("If the value of this property
/// is true (the default), the receiver sets its isHidden property to true when receiver is
/// not animating"), `startAnimating()`, `stopAnimating()`.
open class UIActivityIndicatorView: View {
    /// The spinner's size, as `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable, CaseIterable {
        /// 20 × 20 pt.
        case medium
        /// 37 × 37 pt.
        case large
    }

    /// The style it was made with.
    public let style: Style
    /// The spinner's colour (stored only).
    open var color: UIColor! = .gray
    /// Whether it is animating.
    public private(set) var isAnimating = false

    /// Whether it hides while not animating (true).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// A spinner of `style`, hidden until it animates.
    public init(style: Style = .medium) {
        self.style = style
        let side: CGFloat = style == .large ? 37 : 20
        super.init(frame: Rect(x: 0, y: 0, width: side, height: side), identifier: nil)
        isHidden = true
    }

    /// Starts the (undrawn) animation and shows the spinner.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops the animation; hides the spinner when ``hidesWhenStopped``.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
