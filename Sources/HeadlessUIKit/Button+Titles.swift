import ControlModel

/// A button's titles, title colours and images by state, stored (never drawn), as `UIButton`'s:
/// a state without its own value shows the normal state's.
extension Button {
    /// The button's state: highlighted, disabled and selected as the control is.
    public var state: Control.State {
        var state: Control.State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Sets the title for `state` (nil removes it).
    public func setTitle(_ title: String?, for state: Control.State) {
        let appearance = ViewAppearance.of(self)
        appearance.titles[state.rawValue] = title
        appearance.titleLabel?.text = currentTitle
    }

    /// The title for `state`, else the normal state's.
    public func title(for state: Control.State) -> String? {
        let titles = ViewAppearance.existing(self)?.titles
        return titles?[state.rawValue] ?? titles?[Control.State.normal.rawValue]
    }

    /// The title shown now (for the current ``state``).
    public var currentTitle: String? { title(for: state) }

    /// The label showing the title (its `text` is ``currentTitle`` as of the last `setTitle`).
    public var titleLabel: UILabel? {
        let appearance = ViewAppearance.of(self)
        if let label = appearance.titleLabel { return label }
        let label = UILabel(frame: Rect(origin: .zero, size: frame.size))
        label.text = currentTitle
        appearance.titleLabel = label
        return label
    }

    /// Sets the title colour for `state`.
    public func setTitleColor(_ color: UIColor?, for state: Control.State) {
        ViewAppearance.of(self).titleColors[state.rawValue] = color
    }

    /// The title colour for `state`, else the normal state's.
    public func titleColor(for state: Control.State) -> UIColor? {
        let colors = ViewAppearance.existing(self)?.titleColors
        return colors?[state.rawValue] ?? colors?[Control.State.normal.rawValue]
    }

    /// Sets the image for `state`.
    public func setImage(_ image: UIImage?, for state: Control.State) {
        ViewAppearance.of(self).images[state.rawValue] = image
    }

    /// The image for `state`, else the normal state's.
    public func image(for state: Control.State) -> UIImage? {
        let images = ViewAppearance.existing(self)?.images
        return images?[state.rawValue] ?? images?[Control.State.normal.rawValue]
    }
}
