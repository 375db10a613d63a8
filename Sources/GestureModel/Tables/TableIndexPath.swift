/// A row of a table view or an item of a collection view: its section and its place in it, as
/// `IndexPath(row:section:)` in UIKit (<doc:TablesAndCollections>). Paths order by section,
/// then row.
///
/// (Named apart from Foundation's `IndexPath`, which HeadlessUIKit maps onto this.)
public struct TableIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row (or item) in the section, from 0.
    public var row: Int
    /// The same as ``row``, for collection views.
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    /// The path of `row` in `section`.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    /// The path of `item` in `section` (a collection view's).
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// Section first, then row.
    public static func < (lhs: TableIndexPath, rhs: TableIndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.row < rhs.row
    }

    /// "section.row", as in the ids of a cell template's children (`buy@0.3`).
    public var description: String { "\(section).\(row)" }
}
