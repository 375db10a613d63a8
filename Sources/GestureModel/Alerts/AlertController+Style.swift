extension AlertController {
    /// How an alert is shown, as `UIAlertController.Style`.
    public enum Style: Int, Sendable, CaseIterable {
        /// A sheet of actions rising from the bottom: a tap outside it dismisses it and runs its
        /// cancel action, if any.
        case actionSheet = 0
        /// A centred alert: only its actions dismiss it.
        case alert = 1

        /// The style's name in files: `actionSheet`, `alert`.
        public var name: String {
            switch self {
            case .actionSheet: "actionSheet"
            case .alert: "alert"
            }
        }
    }
}
