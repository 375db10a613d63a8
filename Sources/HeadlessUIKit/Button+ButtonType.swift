import ControlModel

extension Button {
    /// `UIButton.ButtonType`: the button's look in UIKit, which changes nothing here.
    public enum ButtonType: Sendable {
        /// `.custom`.
        case custom
        /// `.system`.
        case system
        /// `.detailDisclosure`.
        case detailDisclosure
        /// `.infoLight`.
        case infoLight
        /// `.infoDark`.
        case infoDark
        /// `.contactAdd`.
        case contactAdd
        /// `.close`.
        case close
    }

    /// A button of `type`, as `UIButton(type:)`; every type tracks touches the same way.
    public convenience init(type: ButtonType) { self.init(frame: .zero) }
}
