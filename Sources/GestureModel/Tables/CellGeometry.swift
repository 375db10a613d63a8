import ControlModel

/// Where a table's rows or a collection's items are (``TableRowLayout``,
/// ``FlowLayoutGeometry``): the questions the cell machinery both share asks
/// (`CellList.swift`). Items are numbered globally, section after section (0 is section 0's
/// first), and mapped to paths at the edges; the items in any band of the content are a run of
/// consecutive global numbers.
protocol CellGeometry {
    /// The number of sections.
    var sectionCount: Int { get }
    /// The number of items in all sections.
    var rowCount: Int { get }
    /// The number of items in `section`.
    func rowCount(in section: Int) -> Int
    /// Whether `path` names an item.
    func contains(_ path: TableIndexPath) -> Bool
    /// The global number of `path` (which must name an item).
    func global(_ path: TableIndexPath) -> Int
    /// The path of global item `index`.
    func path(ofGlobal index: Int) -> TableIndexPath
    /// The frame of global item `index` in the content, in a view `width` wide.
    func frame(ofGlobal index: Int, width: Double) -> Rect
    /// The global item under `point` (content coordinates) in a view `width` wide, nil in no
    /// item.
    func global(at point: Point, width: Double) -> Int?
    /// The global items that meet `visible` (content coordinates), empty when none does.
    func globals(in visible: Rect) -> Range<Int>
    /// The size of the content in a view `width` wide.
    func contentSize(width: Double) -> Size
}
