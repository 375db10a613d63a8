import ControlModel
import GestureModel
import HeadlessUIKitNames

/// `UITableView`: a `TableView` — rows by `rowHeight` or the delegate's heights, cells reused
/// through `register(_:forCellReuseIdentifier:)` and `dequeueReusableCell(withIdentifier:for:)`,
/// highlight and selection as a user's tap makes them, `reloadData()`,
/// `insertRows(at:with:)`, `deleteRows(at:with:)`, `reloadRows(at:with:)`, `moveRow(at:to:)` and
/// `performBatchUpdates(_:completion:)` checked against the data source's counts,
/// `indexPathForSelectedRow(s)`, `selectRow`/`deselectRow`, `scrollToRow(at:at:animated:)` with
/// `UITableView.ScrollPosition`.
///
/// An update whose counts do not add up does not raise UIKit's exception: the table keeps
/// UIKit's message in `invalidUpdate` (and tells `onInvalidUpdate`) — assert on it in a test.
public typealias UITableView = TableView
/// `UITableViewCell`: a `TableViewCell` — `contentView`, `reuseIdentifier`, `isSelected`,
/// `isHighlighted`, `prepareForReuse()`, `selectionStyle`, and HeadlessUIKit's `textLabel`.
public typealias UITableViewCell = TableViewCell
/// `UITableViewDataSource`: `TableViewDataSource` — `tableView(_:numberOfRowsInSection:)`,
/// `tableView(_:cellForRowAt:)`, and `numberOfSections(in:)` (1 by default), held weakly.
public typealias UITableViewDataSource = TableViewDataSource

extension TableView {
    /// `UITableView.Style`: accepted by `init(frame:style:)`, not modelled (tables
    /// here have no section headers or footers). A grouped table's gaps between sections are
    /// not modelled either: UIKit takes their heights from its private table constants
    /// (`-[UITableViewRowData _defaultSectionHeaderHeightForSection:tableView:tableViewRowData:]`,
    /// `UITableConstants`), whose numbers no source we have gives.
    public enum Style: Int, Sendable, CaseIterable {
        /// Plain rows.
        case plain
        /// Grouped sections.
        case grouped
        /// Grouped sections, inset.
        case insetGrouped
    }

    /// A table view of `frame`, as `UITableView(frame:style:)` (the style is not modelled).
    public convenience init(frame: CGRect, style: Style) {
        self.init(frame: frame, identifier: nil)
    }
}

extension TableViewCell {
    /// `UITableViewCell.CellStyle`: accepted by `init(style:reuseIdentifier:)`;
    /// every style has a `textLabel`.
    public enum CellStyle: Int, Sendable, CaseIterable {
        /// A label on the left.
        case `default`
        /// A label and a detail on the right.
        case value1
        /// A label and a detail, blue.
        case value2
        /// A label and a subtitle.
        case subtitle
    }

    /// A cell for `reuseIdentifier`, as `UITableViewCell(style:reuseIdentifier:)`.
    public convenience init(style: CellStyle, reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
        if style != .default { ViewAppearance.of(self).cellStyle = style }
    }

    /// The cell's label, made the first time it is read, in `contentView` and filling it,
    /// with user interaction off (a touch on it reaches the row), as UIKit's. Its text is for
    /// the test to read; it is kept when the cell is reused (UIKit's `prepareForReuse()` does
    /// not clear it either: the data source sets it for each row).
    public var textLabel: UILabel? {
        if let label = textLabelView as? UILabel { return label }
        let label = UILabel(frame: contentView.bounds)
        contentView.addSubview(label)
        textLabelView = label
        return label
    }
}
