import ControlModel

/// What table and collection view cells share (``TableViewCell``, ``CollectionViewCell``;
/// <doc:TablesAndCollections>): a view like any other (its subviews, controls and recognizers
/// take part in hit-testing and delivery), made or reused by its list view and configured for
/// one row or item at a time. Its subviews go in ``contentView``.
///
/// A touch that lands on the cell or on a plain view inside it (not a control) reaches the cell,
/// which passes it to its list view: that is what highlights and selects the row or item. A
/// control in the cell keeps its touches (a tap on it is the control's, not a selection).
///
/// Source: Apple, `UITableViewCell`, `UICollectionViewCell`; the call stack of a highlight in
/// iOS 26.1 UIKitCore (`-[UITableViewCell touchesBegan:withEvent:]` calling
/// `-[UITableView touchesBegan:withEvent:]`, which calls `_highlightRowAtIndexPath:…`).
open class ReusableCell: View {
    /// The identifier the cell was made for, which its list view's `dequeueReusableCell`
    /// matches (a collection view cell made by ``CollectionViewCell/init(frame:)`` gets it from
    /// the collection view that makes it).
    public internal(set) var reuseIdentifier: String?
    /// The view the cell's content goes in (it fills the cell).
    public let contentView: View
    /// Whether the row or item is highlighted (a finger is on it).
    public internal(set) var isHighlighted = false
    /// Whether the row or item is selected.
    public internal(set) var isSelected = false
    /// The row or item the cell shows now (nil while it waits in the reuse pool).
    public internal(set) var indexPath: TableIndexPath?
    /// The row or item the cell showed last, kept while it waits for reuse (a `cell` record's
    /// `reusedFrom`).
    var lastIndexPath: TableIndexPath?
    /// The table or collection view the cell is in.
    weak var owner: (any CellHost)?

    /// A cell for `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = View()
        super.init(frame: .zero, identifier: nil)
        contentView.forwardsTouchesToSuperview = true
        addSubview(contentView)
    }

    /// Called when the cell is taken from the reuse pool, before the data source configures it
    /// again: the place to clear the previous row's or item's state (UIKit's
    /// `prepareForReuse()`). The default clears the highlight and selection.
    open func prepareForReuse() {
        isHighlighted = false
        isSelected = false
    }

    /// Sizes the cell and its content view to `frame`.
    func place(in frame: Rect) {
        self.frame = frame
        contentView.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
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

    /// Passed to the list view.
    open override func touchesBegan(_ touches: [Touch]) { owner?.cellTouches(.began, touches, in: self) }
    /// Passed to the list view.
    open override func touchesMoved(_ touches: [Touch]) { owner?.cellTouches(.moved, touches, in: self) }
    /// Passed to the list view.
    open override func touchesEnded(_ touches: [Touch]) { owner?.cellTouches(.ended, touches, in: self) }
    /// Passed to the list view.
    open override func touchesCancelled(_ touches: [Touch]) { owner?.cellTouches(.cancelled, touches, in: self) }
}
