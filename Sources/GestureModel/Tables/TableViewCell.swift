import ControlModel

/// A row's view in a table view, as `UITableViewCell` (<doc:TablesAndCollections>): a view like
/// any other (its subviews, controls and recognizers take part in hit-testing and delivery), made
/// or reused by ``TableView/dequeueReusableCell(withIdentifier:for:)`` and configured for one row
/// at a time. Its subviews go in ``contentView``.
///
/// A touch that lands on the cell or on a plain view inside it (not a control) reaches the cell,
/// which passes it to its table view: that is what highlights and selects the row. A control in
/// the cell keeps its touches (a tap on it is the control's, not a selection).
///
/// Source: Apple, `UITableViewCell`; the call stack of a highlight in iOS 26.1 UIKitCore
/// (`-[UITableViewCell touchesBegan:withEvent:]` calling `-[UITableView touchesBegan:withEvent:]`,
/// which calls `_highlightRowAtIndexPath:…`).
open class TableViewCell: View {
    /// The identifier the cell was made for, which ``TableView/dequeueReusableCell(withIdentifier:for:)``
    /// matches.
    public let reuseIdentifier: String?
    /// The view the cell's content goes in (it fills the cell).
    public let contentView: View
    /// Whether the row is highlighted (a finger is on it).
    public internal(set) var isHighlighted = false
    /// Whether the row is selected.
    public internal(set) var isSelected = false
    /// The row the cell shows now (nil while it waits in the reuse pool).
    public internal(set) var indexPath: TableIndexPath?
    /// The row the cell showed last, kept while it waits for reuse (a `cell` record's
    /// `reusedFrom`).
    var lastIndexPath: TableIndexPath?
    /// The table or collection view the cell is in.
    weak var owner: (any CellHost)?
    /// How a selected or highlighted cell looks (``SelectionStyle/default``): stored only, as
    /// nothing is drawn — `none` changes no delegate call (UIKit still highlights and selects
    /// the row; only the look differs).
    public var selectionStyle = SelectionStyle.default
    /// The label HeadlessUIKit's `textLabel` makes on first use (a view in ``contentView``).
    package var textLabelView: View?
    /// A view at the cell's trailing edge, beside ``contentView`` (a switch, a stepper), as
    /// `UITableViewCell.accessoryView`: a subview of the cell, so a control in it keeps its
    /// touches as any control in a cell does. Each time the cell is placed in a row it is
    /// centred vertically at ``accessoryMargin`` from the trailing edge, and ``contentView``
    /// ends where it begins.
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
        self.reuseIdentifier = reuseIdentifier
        contentView = View()
        super.init(frame: .zero, identifier: nil)
        contentView.forwardsTouchesToSuperview = true
        addSubview(contentView)
    }

    /// Called when the cell is taken from the reuse pool, before the data source configures it
    /// again: the place to clear the previous row's state (UIKit's `prepareForReuse()`). The
    /// default clears the highlight and selection.
    open func prepareForReuse() {
        isHighlighted = false
        isSelected = false
    }

    /// Sizes the cell and its content view to `frame`.
    func place(in frame: Rect) {
        self.frame = frame
        guard let accessory = accessoryView else {
            contentView.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
            return
        }
        let size = accessory.frame.size
        let x = max(frame.width - TableViewCell.accessoryMargin - size.width, 0)
        accessory.frame = Rect(x: x, y: (frame.height - size.height) / 2, width: size.width, height: size.height)
        contentView.frame = Rect(x: 0, y: 0, width: x, height: frame.height)
    }

    /// Makes the plain views inside the cell pass their touches up to it (as UIKit's responder
    /// chain does), stopping at controls, which keep theirs.
    func forwardTouchesOfSubviews() {
        func walk(_ view: View) {
            for child in view.subviews where !(child is Control) {
                child.forwardsTouchesToSuperview = true
                walk(child)
            }
        }
        walk(self)
    }

    /// Passed to the table view.
    open override func touchesBegan(_ touches: [Touch]) { owner?.cellTouches(.began, touches, in: self) }
    /// Passed to the table view.
    open override func touchesMoved(_ touches: [Touch]) { owner?.cellTouches(.moved, touches, in: self) }
    /// Passed to the table view.
    open override func touchesEnded(_ touches: [Touch]) { owner?.cellTouches(.ended, touches, in: self) }
    /// Passed to the table view.
    open override func touchesCancelled(_ touches: [Touch]) { owner?.cellTouches(.cancelled, touches, in: self) }
}
