/// The row (or item) a `row`, `item` or `cell` record, or a row handler's record, is about
/// (<doc:FileFormats>): its section and row, for a cell record the row the cell showed
/// before it was reused, and for a swipe action the action's title.
public struct RowRecordPath: Equatable, Sendable {
    /// The section.
    public var section: Int
    /// The row (or item) in the section.
    public var row: Int
    /// For a `cell` record: the section and row the cell showed before, when it was reused.
    public var reusedFrom: (section: Int, row: Int)?
    /// Whether the path names a collection's item (written `"item"`) rather than a row.
    public var isItem: Bool
    /// For a `swipeAction` row record and a swipe action's handler: the action's title
    /// (written `"title"`, before the row).
    public var title: String? {
        get { storedTitle.text }
        set { storedTitle = newValue.map(RecordTitle.init) ?? .none }
    }
    /// ``title`` by number (``RecordTitle``), so that records stay plain to copy.
    private var storedTitle = RecordTitle.none

    /// A path of `row` in `section`.
    public init(section: Int, row: Int, reusedFrom: (section: Int, row: Int)? = nil, isItem: Bool = false, title: String? = nil) {
        self.section = section
        self.row = row
        self.reusedFrom = reusedFrom
        self.isItem = isItem
        self.title = title
    }

    /// Equal when every field is.
    public static func == (a: RowRecordPath, b: RowRecordPath) -> Bool {
        a.section == b.section && a.row == b.row && a.isItem == b.isItem && a.title == b.title
            && a.reusedFrom?.section == b.reusedFrom?.section && a.reusedFrom?.row == b.reusedFrom?.row
    }
}
