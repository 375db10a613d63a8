import ControlModel

/// Where a collection view's items are under a ``CollectionViewFlowLayout``, for given item
/// counts and the view's size (the rules are the layout's; see its documentation). Worked along
/// two axes: *along* the scroll direction (lines follow each other) and *across* it (items of a
/// line).
///
/// - Complexity: O(sections) memory; a frame O(log sections), the items in a band
///   O(log sections).
struct FlowLayoutGeometry {
    /// The global number of each section's first item, and the total item count last.
    private var sectionStarts: [Int] = [0]
    /// Where each section begins along the scroll direction, and the content's length last.
    private var sectionAlong: [Double] = [0]
    /// Whether lines are columns (the view scrolls horizontally).
    private var horizontal = false
    /// The item's extent along and across.
    private var itemAlong = 0.0
    private var itemAcross = 0.0
    /// The inset before a section's first line, along.
    private var leadAlong = 0.0
    /// The inset before a line's first item, across.
    private var leadAcross = 0.0
    /// The space from a line to the next (item plus line spacing).
    private var lineStep = 0.0
    /// Items to a full line.
    private var perLine = 1
    /// Where a full line's first item is across, and the step from one item to the next.
    private var fullStart = 0.0
    private var fullStep = 0.0
    /// The step from one item to the next in a section's last line when it is not full.
    private var lastStep = 0.0
    /// The view's extent across.
    private var across = 0.0

    /// No items.
    init() {}

    /// The items counted per section, laid out by `layout` in a view of `size`.
    ///
    /// Source: `-[_UIFlowLayoutSection computeLayout]` (iOS 26.1 UIKitCore, decompiled): the
    /// count per line `floor((available + interitem) / (item + interitem))`, at least 1; a full
    /// line justified (`(available − n·item) / (n − 1)` between items) or centred when it holds
    /// one; the last, incomplete line left-aligned at the minimum spacing (alignment 0, which
    /// `_UICollectionViewFlowLayoutCommonInit` gives the last row); the section's length
    /// `inset + lines·(item + lineSpacing) − lineSpacing + inset`.
    init(counts: [Int], layout: CollectionViewFlowLayout, size: Size) {
        horizontal = layout.scrollDirection == .horizontal
        let item = layout.itemSize
        let inset = layout.sectionInset
        itemAlong = max(horizontal ? item.width : item.height, 0)
        itemAcross = max(horizontal ? item.height : item.width, 0)
        leadAlong = horizontal ? inset.left : inset.top
        let trailAlong = horizontal ? inset.right : inset.bottom
        leadAcross = horizontal ? inset.top : inset.left
        let trailAcross = horizontal ? inset.bottom : inset.right
        across = horizontal ? size.height : size.width
        let interitem = layout.minimumInteritemSpacing
        let lineSpacing = layout.minimumLineSpacing
        let available = across - leadAcross - trailAcross
        let step = interitem + itemAcross
        perLine = step > 0 ? max(Int(((available + interitem) / step).rounded(.down)), 1) : 1
        if perLine > 1 {
            fullStart = leadAcross
            fullStep = itemAcross + (available - itemAcross * Double(perLine)) / Double(perLine - 1)
        } else {
            fullStart = leadAcross + (available - itemAcross) / 2
            fullStep = step
        }
        lastStep = step
        lineStep = itemAlong + lineSpacing
        var starts = [0]
        var along = [0.0]
        starts.reserveCapacity(counts.count + 1)
        along.reserveCapacity(counts.count + 1)
        for count in counts {
            let items = max(count, 0)
            let lines = (items + perLine - 1) / perLine
            let length = lines > 0 ? Double(lines) * lineStep - lineSpacing : 0
            starts.append(starts[starts.count - 1] + items)
            along.append(along[along.count - 1] + leadAlong + length + trailAlong)
        }
        sectionStarts = starts
        sectionAlong = along
    }

    /// The section holding global item `index` (skipping empty sections).
    private func section(ofGlobal index: Int) -> Int {
        var low = 0
        var high = sectionCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The section whose extent along holds `value` (the last one starting at or before it).
    private func section(along value: Double) -> Int {
        var low = 0
        var high = sectionCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionAlong[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Where item `index` of `section` starts across and along.
    private func place(_ index: Int, in section: Int) -> (across: Double, along: Double) {
        let count = rowCount(in: section)
        let line = index / perLine
        let position = index % perLine
        let isFull = (line + 1) * perLine <= count
        let across = isFull ? fullStart + Double(position) * fullStep : leadAcross + Double(position) * lastStep
        return (across, sectionAlong[section] + leadAlong + Double(line) * lineStep)
    }

    /// The lines of `section` that meet the band from `low` to `high` along, nil when none does.
    private func lines(of section: Int, from low: Double, to high: Double) -> ClosedRange<Int>? {
        let count = rowCount(in: section)
        guard count > 0 else { return nil }
        let lines = (count + perLine - 1) / perLine
        let first = sectionAlong[section] + leadAlong
        guard lineStep > 0 else { return first < high && first + itemAlong > low ? 0...(lines - 1) : nil }
        // line k covers first + k·step up to that plus the item's extent
        let lowest = max(Int(((low - first - itemAlong) / lineStep).rounded(.down)) + 1, 0)
        let highest = min(Int(((high - first) / lineStep).rounded(.up)) - 1, lines - 1)
        return lowest <= highest ? lowest...highest : nil
    }
}

extension FlowLayoutGeometry: CellGeometry {
    var sectionCount: Int { sectionStarts.count - 1 }
    var rowCount: Int { sectionStarts[sectionStarts.count - 1] }
    func rowCount(in section: Int) -> Int { sectionStarts[section + 1] - sectionStarts[section] }

    func contains(_ path: TableIndexPath) -> Bool {
        path.section >= 0 && path.section < sectionCount && path.row >= 0 && path.row < rowCount(in: path.section)
    }

    func global(_ path: TableIndexPath) -> Int { sectionStarts[path.section] + path.row }

    func path(ofGlobal index: Int) -> TableIndexPath {
        let section = section(ofGlobal: index)
        return TableIndexPath(item: index - sectionStarts[section], section: section)
    }

    func frame(ofGlobal index: Int, width: Double) -> Rect {
        let section = section(ofGlobal: index)
        let place = place(index - sectionStarts[section], in: section)
        return horizontal
            ? Rect(x: place.along, y: place.across, width: itemAlong, height: itemAcross)
            : Rect(x: place.across, y: place.along, width: itemAcross, height: itemAlong)
    }

    func global(at point: Point, width: Double) -> Int? {
        let along = horizontal ? point.x : point.y
        let acrossValue = horizontal ? point.y : point.x
        guard rowCount > 0, along >= 0, along < sectionAlong[sectionCount] else { return nil }
        let section = section(along: along)
        guard let lines = lines(of: section, from: along, to: along.nextUp) else { return nil }
        let line = lines.lowerBound
        let count = rowCount(in: section)
        let inLine = min(perLine, count - line * perLine)
        for position in 0..<inLine {
            let index = line * perLine + position
            let start = place(index, in: section).across
            if acrossValue >= start, acrossValue < start + itemAcross { return sectionStarts[section] + index }
        }
        return nil
    }

    func globals(in visible: Rect) -> Range<Int> {
        let low = horizontal ? visible.minX : visible.minY
        let high = horizontal ? visible.maxX : visible.maxY
        guard rowCount > 0, high > low, high > 0, low < sectionAlong[sectionCount] else { return 0..<0 }
        var first: Int?
        var last = 0
        var section = self.section(along: max(low, 0))
        while section < sectionCount, sectionAlong[section] < high {
            if let lines = lines(of: section, from: low, to: high) {
                if first == nil { first = sectionStarts[section] + lines.lowerBound * perLine }
                last = min(sectionStarts[section] + (lines.upperBound + 1) * perLine, sectionStarts[section + 1])
            }
            section += 1
        }
        guard let first else { return 0..<0 }
        return first..<last
    }

    func contentSize(width: Double) -> Size {
        let length = sectionAlong[sectionCount]
        return horizontal ? Size(width: length, height: across) : Size(width: across, height: length)
    }
}
