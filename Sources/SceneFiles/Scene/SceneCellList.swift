import ControlModel
import GestureModel

/// The list a scene's cell template (`cell`, <doc:FileFormats>) is copied into: a table or a
/// collection view, as the template sees it — a new cell of the list's class, the bounds its
/// template's children are laid out in, the registration of the template's maker, and the cell
/// on screen for a row or item (a command's `buy@0.3`).
enum SceneCellList {
    /// A table's rows.
    case table(TableView)
    /// A collection view's items.
    case collection(CollectionView)

    /// The reuse identifier of the list's cells.
    static let reuseIdentifier = "cell"

    /// A new, empty cell of the list's class.
    func makeCell() -> ReusableCell {
        switch self {
        case .table: TableViewCell(reuseIdentifier: SceneCellList.reuseIdentifier)
        case .collection: CollectionViewCell(reuseIdentifier: SceneCellList.reuseIdentifier)
        }
    }

    /// Sizes `cell` for its template's layout: a table's width and `rowHeight`, a flow layout's
    /// `itemSize` (the list places it at its row's or item's frame when it shows it).
    func size(_ cell: ReusableCell) {
        let size = switch self {
        case .table(let table): Size(width: table.frame.width, height: table.rowHeight)
        case .collection(let collection): collection.collectionViewLayout.itemSize
        }
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        cell.frame = bounds
        cell.contentView.frame = bounds
    }

    /// Has the list make its cells with `make` (given a new, sized cell to fill) when none waits
    /// for reuse.
    func register(_ fill: @escaping (ReusableCell) -> Void) {
        switch self {
        case .table(let table):
            table.register(forCellReuseIdentifier: SceneCellList.reuseIdentifier) { [unowned table] identifier in
                let cell = TableViewCell(reuseIdentifier: identifier)
                SceneCellList.table(table).size(cell)
                fill(cell)
                return cell
            }
        case .collection(let collection):
            collection.register(forCellWithReuseIdentifier: SceneCellList.reuseIdentifier) { [unowned collection] identifier in
                let cell = CollectionViewCell(reuseIdentifier: identifier)
                SceneCellList.collection(collection).size(cell)
                fill(cell)
                return cell
            }
        }
    }

    /// The cell on screen for the row or item at `path`, if any.
    func cell(at path: TableIndexPath) -> ReusableCell? {
        switch self {
        case .table(let table): table.cellForRow(at: path)
        case .collection(let collection): collection.cellForItem(at: path)
        }
    }
}
