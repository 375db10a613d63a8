import GestureModel

/// What HeadlessUIKit stores for a contextual action's look (never drawn).
final class ContextualActionAppearance {
    var image: UIImage?
    var backgroundColor: UIColor?

    /// The appearance of `action`, made on first use.
    static func of(_ action: ContextualAction) -> ContextualActionAppearance {
        if let appearance = action.appearance as? ContextualActionAppearance { return appearance }
        let appearance = ContextualActionAppearance()
        action.appearance = appearance
        return appearance
    }
}
