import ControlModel
import Foundation
import GestureModel

/// A view controller whose view is a table view it is the data source and delegate of, as
/// UIKit's `UITableViewController`: a subclass overrides the data source and delegate methods
/// it needs (`override func tableView(_:numberOfRowsInSection:)`…).
///
/// Headers and footers (`tableView(_:titleForHeaderInSection:)`) are asked for by no one:
/// the model's table has no section headers, so the rows of a grouped table start at the top
/// and follow each other without the gaps UIKit puts between sections; the style is kept
/// only. Being the delegate, it is a `SwipeActionsDelegate`: the swipe configurations are
/// asked for (nil unless a subclass overrides them, and nil shows nothing).
///
/// Source: Apple, `UITableViewController` (`init(style:)`, `tableView`, "…the table view's data
/// source and delegate are set to this controller").
@MainActor
open class UITableViewController: UIViewController, @MainActor UITableViewDataSource, @MainActor UITableViewDelegate,
    @MainActor SwipeActionsDelegate
{
    private let style: UITableView.Style

    /// A table view controller whose table has `style`.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A plain table view controller, as UIKit's designated initializer (`nibName` and
    /// `bundle` are ignored).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// None here (storyboards are not modelled).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The table view: the controller's view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Whether each appearance deselects the selected rows (true).
    open var clearsSelectionOnViewWillAppear = true

    private var hasReloaded = false

    /// The first time, reloads the table's data, so its rows have cells once the view shows;
    /// every time, deselects the selected rows when ``clearsSelectionOnViewWillAppear``.
    ///
    /// Source: Apple, `UITableViewController` ("When the table view is about to appear the
    /// first time it's loaded, the table-view controller reloads the table view's data. It
    /// also clears its selection … every time the table view is displayed").
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !hasReloaded {
            hasReloaded = true
            tableView.reloadData()
        }
        guard clearsSelectionOnViewWillAppear else { return }
        for path in tableView.indexPathsForSelectedRows ?? [] { tableView.deselectRow(at: path, animated: animated) }
    }

    /// Makes the table view (with this controller as its data source and delegate) as the view.
    open override func loadView() {
        let table = UITableView(frame: UIViewController.defaultViewFrame, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    // MARK: UITableViewDataSource

    /// One section.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No rows.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A plain cell (a subclass that has rows overrides this).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    // MARK: UITableViewDelegate

    /// The table's row height.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }

    /// True.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    /// Nothing.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

    /// Nothing.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

    /// `indexPath`.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// `indexPath`.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// None.
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }

    /// None.
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }
}
