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
    /// A view at the cell's trailing edge, beside ``ReusableCell/contentView`` (a switch, a
    /// stepper), as `UITableViewCell.accessoryView`: a subview of the cell, so a control in it
    /// keeps its touches as any control in a cell does. Each time the cell is placed in a row it is
    /// centred vertically at ``accessoryMargin`` from the trailing edge, and
    /// ``ReusableCell/contentView`` ends where it begins.
    ///
    /// Source: Apple, `UITableViewCell.accessoryView` ("a custom view … on the right side of
    /// the cell", replacing the standard accessory); `UITableViewCell.contentView` ("The
    /// content view … adjusts its size to accommodate the accessory view"). The margin is the
    /// cell's default trailing layout margin on a 390 pt-wide iPhone; insets of grouped styles
    /// are not modelled.
    open var accessoryView: View? {
        didSet {
            guard oldValue !== accessoryView else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let accessoryView { addSubview(accessoryView) }
            place(in: frame)
        }
    }
    /// The space between ``accessoryView`` and the cell's trailing edge, in points.
    public static let accessoryMargin = 16.0

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

    /// Sizes the cell to `frame` and, with an ``accessoryView``, places it at the trailing
    /// edge and ends ``ReusableCell/contentView`` where it begins.
    override func place(in frame: Rect) {
        super.place(in: frame)
        guard let accessory = accessoryView else { return }
        let size = accessory.frame.size
        let x = max(frame.width - TableViewCell.accessoryMargin - size.width, 0)
        accessory.frame = Rect(x: x, y: (frame.height - size.height) / 2, width: size.width, height: size.height)
        contentView.frame = Rect(x: 0, y: 0, width: x, height: frame.height)
    }
}
