import GestureModel

/// The name of a view made from a table's or collection view's cell template
/// (<doc:FileFormats>): the template child's id and the row or item its cell shows now, `buy@0.3` — read when a record is made, so it
/// follows the cell when it is reused for another row or moved by an update.
final class TemplateName {
    /// The template child's id (`buy`).
    let base: String
    /// The cell the view is in.
    weak var cell: ReusableCell?

    init(base: String, cell: ReusableCell?) {
        self.base = base
        self.cell = cell
    }

    /// `base@section.row`, `base@?` while the cell waits for reuse.
    var text: String { "\(base)@\(cell?.indexPath?.description ?? "?")" }
}
