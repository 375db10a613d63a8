import ControlModel
import GestureModel

/// A scene's keys of a view of type `table` (<doc:FileFormats>, the Tables and collections article):
/// read and checked here, applied to a `TableView` as closures (the scene's data source). A
/// table also takes every scroll-view key (``ScrollViewKeys``). Both `rows` and `sections`,
/// `heights` with sections or of another length than the rows, negative heights: errors at
/// their place.
enum TableViewKeys {
    /// The keys a table takes besides a scroll view's.
    static let names: Set<String> = SceneListKeys.names.union(["rows", "rowHeight", "heights", "swipeActions", "fullSwipe"])

    /// Applies the keys `reader` holds to `table`; returns the row counts its data source
    /// answers (which swipe actions that delete rows change).
    static func apply(_ reader: ObjectReader, to table: TableView) throws(FileError) -> SceneRowCounts {
        let counts = try SceneListKeys.counts(reader, countKey: "rows")
        if let height = try reader.nonNegative("rowHeight") { table.rowHeight = height }
        var heights: [Double]?
        if let items = try reader.array("heights") {
            guard counts.count == 1 else { throw reader.error(reader.at("heights"), "\(reader.keyPath("heights")) applies to a table of one section (rows)") }
            guard items.count == counts[0] else {
                throw reader.error(reader.at("heights"), "\(reader.keyPath("heights")) has \(items.count) entries for \(counts[0]) rows (one per row)")
            }
            var list: [Double] = []
            for (index, item) in items.enumerated() {
                guard case .number(let number) = item.kind, number >= 0, number <= ReplayLimits.maximumMagnitude else {
                    throw reader.error(item, "\(reader.keyPath("heights"))[\(index)] must be a height from 0 up to \(ReplayLimits.text(ReplayLimits.maximumMagnitude))")
                }
                list.append(number)
            }
            heights = list
        }
        let selection = try SceneListKeys.selection(reader)
        if let flag = selection.allows { table.allowsSelection = flag }
        if let flag = selection.multiple { table.allowsMultipleSelection = flag }
        let rows = SceneRowCounts(counts)
        var closures = TableViewClosures()
        closures.numberOfSections = { _ in rows.counts.count }
        closures.numberOfRows = { _, section in rows.counts[section] }
        closures.cellForRow = { table, path in table.dequeueReusableCell(withIdentifier: SceneCellList.reuseIdentifier, for: path) }
        if let heights { closures.heightForRow = { _, path in heights[path.row] } }
        if !selection.highlights { closures.shouldHighlight = { _, _ in false } }
        table.closures = closures
        return rows
    }

    /// Reads a table's `swipeActions` (`{"leading": [...], "trailing": [...]}`, each action
    /// `{"title", "style", "handler", "deletes"}`) and `fullSwipe` (bool, true by default).
    static func swipeActions(_ reader: ObjectReader, path: String) throws(FileError) -> (actions: [SceneSwipeAction], fullSwipe: Bool) {
        let fullSwipe = try reader.bool("fullSwipe") ?? true
        guard let value = reader["swipeActions"] else {
            if reader.has("fullSwipe") { throw reader.error(reader.at("fullSwipe"), "\(path).fullSwipe applies to a table with swipeActions") }
            return ([], fullSwipe)
        }
        let edges = try ObjectReader(value, path: "\(path).swipeActions", file: reader.file, allowed: ["leading", "trailing"])
        var actions: [SceneSwipeAction] = []
        for edge in SwipeEdge.allCases {
            let listPath = "\(path).swipeActions.\(edge.rawValue)"
            for (index, element) in (try edges.array(edge.rawValue) ?? []).enumerated() {
                let itemPath = "\(listPath)[\(index)]"
                let item = try ObjectReader(element, path: itemPath, file: reader.file, allowed: ["title", "style", "handler", "deletes"])
                guard let title = try item.string("title") else { throw item.error(element, "missing key 'title' in \(itemPath)") }
                var style = ContextualAction.Style.normal
                if let name = try item.string("style") {
                    guard let known = ContextualAction.Style(rawValue: name) else {
                        throw item.error(item.at("style"), "unknown style '\(name)' at \(itemPath).style (expected normal or destructive)")
                    }
                    style = known
                }
                if actions.contains(where: { $0.edge == edge && $0.title == title }) {
                    throw item.error(item.at("title"), "\(itemPath).title '\(title)' is already an action of \(listPath)")
                }
                actions.append(
                    SceneSwipeAction(edge: edge, title: title, style: style, handler: try item.string("handler"), deletes: try item.bool("deletes") ?? false))
            }
        }
        return (actions, fullSwipe)
    }
}
