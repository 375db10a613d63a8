extension AlertAction {
    /// An action's style, as `UIAlertAction.Style`.
    public enum Style: Int, Sendable, CaseIterable {
        /// A plain button.
        case `default` = 0
        /// The button that cancels: at most one per alert; an action sheet's runs when the sheet
        /// is dismissed by a tap outside it.
        case cancel = 1
        /// A button that destroys data (drawn red by UIKit; it behaves as a default one).
        case destructive = 2

        /// The style's name in files: `default`, `cancel`, `destructive`.
        public var name: String {
            switch self {
            case .default: "default"
            case .cancel: "cancel"
            case .destructive: "destructive"
            }
        }
    }
}
