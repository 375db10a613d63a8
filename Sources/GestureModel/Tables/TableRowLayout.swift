import ControlModel

/// Where a table's rows are, top to bottom, section after section (no headers or footers): by
/// one row height, or by each row's height. Rows are numbered globally (0 is section 0's first)
/// inside, and mapped to paths at the edges.
///
/// - Complexity: with one row height, O(sections) memory and every question O(log sections);
///   with per-row heights, O(rows) memory and O(log rows) per question.
struct TableRowLayout {
    /// The global number of each section's first row, and the total row count last.
    private(set) var sectionStarts: [Int] = [0]
    /// The height of every row, when rows do not have their own.
    private(set) var rowHeight: Double = 44
    /// With per-row heights: the top of each row, and the total height last.
    private var tops: [Double]?

    /// No rows.
    init() {}

    /// Rows counted per section, each `rowHeight` tall, or as tall as `height` says when given.
    init(rowCounts: [Int], rowHeight: Double, height: ((TableIndexPath) -> Double)?) {
        var starts = [0]
        starts.reserveCapacity(rowCounts.count + 1)
        for count in rowCounts { starts.append(starts[starts.count - 1] + max(count, 0)) }
        sectionStarts = starts
        self.rowHeight = rowHeight
        guard let height else { return }
        var tops = [0.0]
        tops.reserveCapacity(rowCount + 1)
        for (section, count) in rowCounts.enumerated() where count > 0 {
            for row in 0..<count { tops.append(tops[tops.count - 1] + max(height(TableIndexPath(row: row, section: section)), 0)) }
        }
        self.tops = tops
    }

    /// The number of sections.
    var sectionCount: Int { sectionStarts.count - 1 }
    /// The number of rows in all sections.
    var rowCount: Int { sectionStarts[sectionStarts.count - 1] }
    /// The number of rows in `section`.
    func rowCount(in section: Int) -> Int { sectionStarts[section + 1] - sectionStarts[section] }
    /// The height of all rows.
    var height: Double { tops?.last ?? Double(rowCount) * rowHeight }

    /// Whether `path` names a row.
    func contains(_ path: TableIndexPath) -> Bool {
        path.section >= 0 && path.section < sectionCount && path.row >= 0 && path.row < rowCount(in: path.section)
    }

    /// The global number of `path` (which must name a row).
    func global(_ path: TableIndexPath) -> Int { sectionStarts[path.section] + path.row }

    /// The path of global row `index`.
    func path(ofGlobal index: Int) -> TableIndexPath {
        // the last section starting at or before index, skipping empty ones
        var low = 0
        var high = sectionCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return TableIndexPath(row: index - sectionStarts[low], section: low)
    }

    /// The top of global row `index` (the total height for `rowCount`).
    func top(ofGlobal index: Int) -> Double {
        if let tops { return tops[index] }
        return Double(index) * rowHeight
    }

    /// The global row under `y` (content coordinates), nil outside the rows.
    func global(at y: Double) -> Int? {
        guard rowCount > 0, y >= 0, y < height else { return nil }
        guard let tops else { return min(Int(y / rowHeight), rowCount - 1) }
        var low = 0
        var high = rowCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if tops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The global rows that meet the band from `minY` to `maxY` (content coordinates), empty
    /// when none does.
    func globals(from minY: Double, to maxY: Double) -> Range<Int> {
        guard rowCount > 0, maxY > 0, minY < height, maxY > minY else { return 0..<0 }
        let first = global(at: max(minY, 0)) ?? 0
        var last = global(at: min(maxY, height) - 1e-9) ?? rowCount - 1
        // a row of height zero at the band's lower edge is not shown
        while last > first, top(ofGlobal: last) >= maxY { last -= 1 }
        return first..<(last + 1)
    }
}

extension TableRowLayout: CellGeometry {
    /// The row's band, the table's width across.
    func frame(ofGlobal index: Int, width: Double) -> Rect {
        let minY = top(ofGlobal: index)
        return Rect(x: 0, y: minY, width: width, height: top(ofGlobal: index + 1) - minY)
    }

    /// The row under `point`, inside the table's width.
    func global(at point: Point, width: Double) -> Int? {
        point.x >= 0 && point.x < width ? global(at: point.y) : nil
    }

    /// The rows that meet the band of `visible` (rows span the width).
    func globals(in visible: Rect) -> Range<Int> { globals(from: visible.minY, to: visible.minY + visible.height) }

    /// The table's width, the rows' height.
    func contentSize(width: Double) -> Size { Size(width: width, height: height) }
}
