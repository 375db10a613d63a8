import ControlModel
import GestureModel

/// A scene's keys of a view of type `table` (<doc:FileFormats>, the Tables and collections article):
/// read and checked here, applied to a `TableView` as closures (the scene's data source). A
/// table also takes every scroll-view key (``ScrollViewKeys``). Both `rows` and `sections`,
/// `heights` with sections or of another length than the rows, negative heights: errors at
/// their place.
enum TableViewKeys {
    /// The keys a table takes besides a scroll view's.
    static let names: Set<String> = [
        "rows", "sections", "rowHeight", "heights", "allowsSelection", "allowsMultipleSelection", "shouldHighlight", "cell",
        "swipeActions", "fullSwipe",
    ]

    /// The reuse identifier of a scene table's cells.
    static let reuseIdentifier = "cell"

    /// The most rows a scene's table may have (all sections together).
    static let maximumRows = 10_000_000

    /// Applies the keys `reader` holds to `table`; returns the row counts its data source
    /// answers (which swipe actions that delete rows change).
    static func apply(_ reader: ObjectReader, to table: TableView) throws(FileError) -> SceneRowCounts {
        var counts = [0]
        if reader.has("rows"), reader.has("sections") {
            throw reader.error(reader.at("sections"), "\(reader.keyPath("sections")) and rows cannot both be given (rows is one section)")
        }
        if let rows = try reader.integer("rows", minimum: 0) {
            counts = [rows]
        } else if let sections = try reader.array("sections") {
            counts = []
            for (index, item) in sections.enumerated() {
                guard case .number(let number) = item.kind, number >= 0, number == number.rounded(), number <= Double(maximumRows) else {
                    throw reader.error(item, "\(reader.keyPath("sections"))[\(index)] must be a row count (a whole number from 0)")
                }
                counts.append(Int(number))
            }
        }
        guard counts.reduce(0, +) <= maximumRows else {
            throw reader.error(reader.at(reader.has("rows") ? "rows" : "sections"), "\(reader.keyPath("rows")) more than \(maximumRows) rows")
        }
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
        if let flag = try reader.bool("allowsSelection") { table.allowsSelection = flag }
        if let flag = try reader.bool("allowsMultipleSelection") { table.allowsMultipleSelection = flag }
        let highlights = try reader.bool("shouldHighlight") ?? true
        let rows = SceneRowCounts(counts)
        var closures = TableViewClosures()
        closures.numberOfSections = { _ in rows.counts.count }
        closures.numberOfRows = { _, section in rows.counts[section] }
        closures.cellForRow = { table, path in table.dequeueReusableCell(withIdentifier: reuseIdentifier, for: path) }
        if let heights { closures.heightForRow = { _, path in heights[path.row] } }
        if !highlights { closures.shouldHighlight = { _, _ in false } }
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

    /// The row moments a handler can name.
    static let rowEvents: [TableEvent.Kind] = [.didHighlight, .didUnhighlight, .willSelect, .didSelect, .willDeselect, .didDeselect]

    /// Reads a table's handler: `{"id", "events": [scroll or row moments], "delay"}`.
    static func handler(_ reader: ObjectReader, path: String) throws(FileError) -> (id: String, scroll: Set<ScrollEvent.Kind>, rows: Set<TableEvent.Kind>, delay: Duration) {
        guard let id = try reader.string("id") else { throw reader.error(reader.value, "missing key 'id' in \(path)") }
        guard let names = try reader.strings("events") else { throw reader.error(reader.value, "missing key 'events' in \(path)") }
        var scroll: Set<ScrollEvent.Kind> = []
        var rows: Set<TableEvent.Kind> = []
        for (index, name) in names.enumerated() {
            if let kind = ScrollEvent.Kind(rawValue: name.text), ScrollEvent.Kind.replayable.contains(kind) {
                scroll.insert(kind)
            } else if let kind = TableEvent.Kind(rawValue: name.text), rowEvents.contains(kind) {
                rows.insert(kind)
            } else {
                let known = (rowEvents.map(\.rawValue) + ScrollEvent.Kind.replayable.map(\.rawValue)).joined(separator: ", ")
                throw reader.error(name.value, "unknown table event '\(name.text)' at \(path).events[\(index)] (expected one of: \(known))")
            }
        }
        guard !scroll.isEmpty || !rows.isEmpty else { throw reader.error(reader.at("events"), "\(path).events must name at least one event") }
        let seconds = try reader.nonNegative("delay") ?? 0
        return (id, scroll, rows, .nanoseconds(Timestamp.nanoseconds(fromSeconds: seconds)))
    }
}
