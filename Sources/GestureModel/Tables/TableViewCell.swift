import ControlModel

/// A row's view in a table view, as `UITableViewCell` (<doc:TablesAndCollections>): a
/// ``ReusableCell`` made or reused by ``TableView/dequeueReusableCell(withIdentifier:for:)`` and
/// configured for one row at a time, with UIKit's ``selectionStyle``.
open class TableViewCell: ReusableCell {
    /// How a selected or highlighted cell looks (``SelectionStyle/default``): stored only, as
    /// nothing is drawn — `none` changes no delegate call (UIKit still highlights and selects
    /// the row; only the look differs).
    public var selectionStyle = SelectionStyle.default
    /// The label HeadlessUIKit's `textLabel` makes on first use (a view in ``ReusableCell/contentView``).
    package var textLabelView: View?

    /// How a selected cell looks, as `UITableViewCell.SelectionStyle` (stored only).
    public enum SelectionStyle: Int, Sendable, CaseIterable {
        /// No selection look.
        case none
        /// Blue (gray since iOS 7).
        case blue
        /// Gray.
        case gray
        /// The system's look.
        case `default`
    }

    /// A cell for `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }
}
