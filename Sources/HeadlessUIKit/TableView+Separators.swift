import GestureModel

extension TableView {
    /// The separators' insets (16 pt on the leading side; stored only: nothing is drawn), as
    /// `UITableView.separatorInset`.
    public var separatorInset: UIEdgeInsets {
        get { ViewAppearance.existing(self)?.separatorInset ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) }
        set { ViewAppearance.of(self).separatorInset = newValue }
    }
}
