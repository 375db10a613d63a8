import ControlModel
import Testing

@testable import GestureModel
@testable import TestFixtures

/// A table view's layout, data source and reuse (<doc:TablesAndCollections>), each rule from
/// its UIKit source.
@Suite struct TableViewTests {
    let rig = GestureRig(width: 400, height: 800)
    let table = TableView(frame: Rect(x: 0, y: 100, width: 400, height: 220), identifier: "list")
    let source = Rows(count: 100)
    let moments = TableLog()

    init() {
        table.dataSource = source
        rig.add(table)
        moments.watch(table)
    }

    /// Apple, `UITableView.rowHeight`, `allowsSelection`, `allowsMultipleSelection`: the defaults.
    @Test func defaultsAreUIKits() {
        let plain = TableView()
        #expect(plain.rowHeight == 44 && plain.allowsSelection && !plain.allowsMultipleSelection)
        #expect(plain.numberOfSections == 0 && plain.visibleCells.isEmpty)
    }

    /// Apple, `rowHeight`, `rect(forRow:)`, `indexPathForRow(at:)`: rows laid out top to bottom
    /// by the row height; the content is as tall as the rows.
    @Test func rowsLaidOutByRowHeight() {
        #expect(table.contentSize == .zero)  // not read before the first need
        #expect(table.numberOfRows(inSection: 0) == 100)
        #expect(table.contentSize == Size(width: 400, height: 4400))
        #expect(table.rectForRow(at: TableIndexPath(row: 3, section: 0)) == Rect(x: 0, y: 132, width: 400, height: 44))
        #expect(table.indexPathForRow(at: pt(10, 133)) == TableIndexPath(row: 3, section: 0))
        #expect(table.indexPathForRow(at: pt(10, 4400)) == nil)
        // 220 pt show rows 0 to 4 (the fifth only in part)
        #expect(table.indexPathsForVisibleRows.map(\.row) == [0, 1, 2, 3, 4])
        #expect(table.visibleCells.map(\.frame.minY) == [0, 44, 88, 132, 176])
    }

    /// Apple, `tableView(_:heightForRowAt:)`, `numberOfSections(in:)`: per-row heights and
    /// sections, rows of section 1 after section 0's.
    @Test func perRowHeightsAndSections() {
        let other = TableView(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        var closures = TableViewClosures()
        closures.numberOfSections = { _ in 2 }
        closures.numberOfRows = { _, section in section == 0 ? 2 : 3 }
        closures.heightForRow = { _, path in Double(10 * (path.row + 1) + 100 * path.section) }
        other.closures = closures
        // section 0: 10, 20; section 1: 110, 120, 130
        #expect(other.contentSize == .zero)
        #expect(other.numberOfSections == 2 && other.contentSize.height == 390)
        #expect(other.rectForRow(at: TableIndexPath(row: 1, section: 1)) == Rect(x: 0, y: 140, width: 300, height: 120))
        #expect(other.indexPathForRow(at: pt(1, 29.9)) == TableIndexPath(row: 1, section: 0))
        #expect(other.indexPathForRow(at: pt(1, 30)) == TableIndexPath(row: 0, section: 1))
        #expect(other.indexPathsForVisibleRows == [TableIndexPath(row: 0, section: 0), TableIndexPath(row: 1, section: 0), TableIndexPath(row: 0, section: 1)])
    }

    /// Apple, `dequeueReusableCell(withIdentifier:for:)`: cells exist only for the rows in view;
    /// a row that scrolls in gets a cell that showed a row that scrolled out, configured again.
    @Test func cellsAreReusedAsRowsScroll() {
        #expect(table.visibleCells.count == 5 && source.made == 5)
        table.contentOffset = pt(0, 88)  // rows 2…6 in view: 0 and 1 left, 5 and 6 came
        #expect(table.indexPathsForVisibleRows.map(\.row) == [2, 3, 4, 5, 6])
        #expect(source.made == 5, "the cells of rows 0 and 1 were reused")
        let cells = moments.events.filter { $0.kind == .cell }.suffix(2)
        #expect(cells.map(\.indexPath.row) == [5, 6])
        #expect(Set(cells.compactMap(\.reusedFrom?.row)) == [0, 1])
        #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 0)) == nil)
        #expect(table.subviews.filter { $0 is TableViewCell }.count == 5)
    }

    /// The reuse bug UI tests exist to catch: a data source that sets a cell's state for some
    /// rows and never clears it shows the previous row's state on a reused cell. The model
    /// reproduces it (the star of row 0 shows on row 5), and a `prepareForReuse` that clears the
    /// state fixes it.
    @Test func reusedCellKeepsThePreviousRowsStateUnlessCleared() {
        source.starred = [0]
        _ = table.visibleCells
        #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 0)).map(source.showsStar) == true)
        table.contentOffset = pt(0, 44)  // row 0 leaves, row 5 comes with its cell
        let row5 = table.cellForRow(at: TableIndexPath(row: 5, section: 0))
        #expect(row5.map(source.showsStar) == true, "the buggy data source's stale star")

        let fixed = Rows(count: 100)
        fixed.starred = [0]
        fixed.clearsOnReuse = true
        let other = TableView(frame: Rect(x: 0, y: 0, width: 400, height: 220))
        other.dataSource = fixed
        _ = other.visibleCells
        other.contentOffset = pt(0, 44)
        #expect(other.cellForRow(at: TableIndexPath(row: 5, section: 0)).map(fixed.showsStar) == false)
    }

    /// Only the rows in view have cells, however many rows there are: 10,000 rows, scrolled to
    /// the end and back, make as many cells as a screenful.
    @Test func tenThousandRowsMakeAScreenfulOfCells() {
        let many = Rows(count: 10_000)
        table.dataSource = many
        table.scrollToRow(at: TableIndexPath(row: 9_999, section: 0), at: .bottom, animated: false)
        #expect(table.indexPathsForVisibleRows.last?.row == 9_999)
        #expect(table.contentOffset.y == 440_000 - 220)
        table.scrollToRow(at: TableIndexPath(row: 5_000, section: 0), at: .top, animated: false)
        #expect(table.indexPathsForVisibleRows.first?.row == 5_000)
        #expect(many.made <= 6 && table.visibleCells.count <= 6)
    }

    /// Apple, `scrollToRow(at:at:animated:)`: `.none` scrolls as little as brings the row in
    /// view; `.middle` centres it; never past the content's edges.
    @Test func scrollToRowPositions() {
        table.scrollToRow(at: TableIndexPath(row: 10, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 484 - 220)
        table.scrollToRow(at: TableIndexPath(row: 10, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == 440 + 22 - 110)
        table.scrollToRow(at: TableIndexPath(row: 0, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 0)
    }

    /// `-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:
    /// usingPresentationValues:]` (iOS 26.1) places the row in the bounds less the content
    /// insets: top at −top inset, bottom at the bottom inset, middle in the middle of what the
    /// insets leave; `.none` scrolls only when the row is out of that area; the offset stays
    /// between −top and content − bounds + bottom.
    @Test func scrollToRowPlacesTheRowWithinTheInsets() {
        table.contentInset = EdgeInsets(top: 30, left: 0, bottom: 50, right: 0)
        let row10 = TableIndexPath(row: 10, section: 0)
        table.scrollToRow(at: row10, at: .top, animated: false)
        #expect(table.contentOffset.y == 440 - 30)
        table.scrollToRow(at: row10, at: .bottom, animated: false)
        #expect(table.contentOffset.y == 484 - 220 + 50)
        // the area the insets leave: 220 − 30 − 50 = 140, its middle 70 below the top inset
        table.scrollToRow(at: row10, at: .middle, animated: false)
        #expect(table.contentOffset.y == 462 - 70 - 30)
        // in the area: no scrolling; under the bottom inset: up to it
        table.scrollToRow(at: row10, at: .none, animated: false)
        #expect(table.contentOffset.y == 462 - 70 - 30)
        table.scrollToRow(at: TableIndexPath(row: 13, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 616 - 220 + 50)
        // under the top inset: down to it
        table.scrollToRow(at: TableIndexPath(row: 8, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 352 - 30)
        // the first row at the top rests at −30; the last at the bottom at 4400 − 220 + 50
        table.scrollToRow(at: TableIndexPath(row: 0, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == -30)
        table.scrollToRow(at: TableIndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 4400 - 220 + 50)
    }

    /// §3.9 shape: the closure answers a data source question when set; the object is held
    /// weakly.
    @Test func closuresAnswerBeforeTheObjectWhichIsHeldWeakly() {
        var closures = TableViewClosures()
        closures.numberOfRows = { _, _ in 3 }
        table.closures = closures
        #expect(table.numberOfRows(inSection: 0) == 3)
        weak var gone: Rows?
        do {
            let temporary = Rows(count: 1)
            gone = temporary
            table.dataSource = temporary
        }
        #expect(gone == nil && table.dataSource == nil)
    }

    /// A cell is a view: a button in it gets its touches and fires as anywhere, and the row is
    /// not selected (a control keeps its touch).
    @Test func buttonInCellWorksAndDoesNotSelect() {
        source.withButton = true
        let log = EventLog(rig.clock)
        _ = table.visibleCells
        let button = table.cellForRow(at: TableIndexPath(row: 2, section: 0))!.contentView.subviews[1] as! Button
        log.watch(button, "buy")
        rig.window.tap(at: pt(370, 100 + 88 + 20))
        rig.wait(500)
        #expect(log.entries.contains("buy.touchUpInside"))
        #expect(moments.kinds(except: .cell).isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
    }

    /// Apple, `dequeueReusableCell(withIdentifier:for:)` ("uses the index path to perform
    /// additional configuration based on the cell's position"): the cell comes sized for its
    /// row before the data source configures it, new or reused.
    @Test func dequeuedCellIsSizedForItsRow() {
        var frames: [Int: Rect] = [:]
        var closures = TableViewClosures()
        closures.numberOfRows = { _, _ in 100 }
        closures.cellForRow = { table, path in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            frames[path.row] = cell.frame
            return cell
        }
        table.closures = closures
        _ = table.visibleCells
        #expect(frames[2] == Rect(x: 0, y: 88, width: 400, height: 44))
        table.contentOffset = Point(x: 0, y: 440)
        #expect(frames[12] == Rect(x: 0, y: 528, width: 400, height: 44), "a reused cell is sized for its new row")
    }

    /// Apple, `UITableViewCell.accessoryView` and `contentView` ("adjusts its size to
    /// accommodate the accessory view"): the accessory is centred vertically 16 pt from the
    /// trailing edge (400 − 16 − 51 = 333; (44 − 31) / 2 = 6.5) and the content view ends where
    /// it begins; placed again when the cell takes another row or loses its accessory.
    @Test func accessoryViewSitsAtTheTrailingEdge() {
        let cell = TableViewCell(reuseIdentifier: "row")
        let accessory = View(frame: Rect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = accessory
        #expect(accessory.superview === cell)
        cell.place(in: Rect(x: 0, y: 88, width: 400, height: 44))
        #expect(accessory.frame == Rect(x: 333, y: 6.5, width: 51, height: 31))
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 333, height: 44))
        cell.accessoryView = nil
        #expect(accessory.superview == nil)
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 400, height: 44))
    }
}

/// Logs a table's moments.
final class TableLog {
    var events: [TableEvent] = []
    var token: ObservationToken?

    func watch(_ table: TableView) {
        token = table.tableEvents.add { [unowned self] in events.append($0) }
    }

    /// "kind row" for each moment but those of `kind`.
    func kinds(except kind: TableEvent.Kind) -> [String] {
        events.filter { $0.kind != kind }.map { "\($0.kind.rawValue) \($0.indexPath.row)" }
    }
}

/// A data source of `count` rows in one section whose cells hold a star (a view shown for the
/// starred rows) and optionally a button.
final class Rows: TableViewDataSource {
    let count: Int
    var starred: Set<Int> = []
    var clearsOnReuse = false
    var withButton = false
    private(set) var made = 0

    init(count: Int) { self.count = count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        tableView.register(forCellReuseIdentifier: "row") { [unowned self] identifier in
            made += 1
            let cell = StarCell(reuseIdentifier: identifier)
            cell.clearsOnReuse = clearsOnReuse
            let star = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
            star.isHidden = true
            cell.contentView.addSubview(star)
            if withButton { cell.contentView.addSubview(Button(frame: Rect(x: 340, y: 0, width: 60, height: 44))) }
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        // the bug: the star is shown for starred rows and never hidden again
        if starred.contains(indexPath.row) { cell.contentView.subviews[0].isHidden = false }
        return cell
    }

    func showsStar(_ cell: TableViewCell) -> Bool { !cell.contentView.subviews[0].isHidden }
}

/// A cell that can clear its star before reuse.
final class StarCell: TableViewCell {
    var clearsOnReuse = false

    override func prepareForReuse() {
        super.prepareForReuse()
        if clearsOnReuse { contentView.subviews[0].isHidden = true }
    }
}
