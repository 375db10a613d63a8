import ControlModel
import GestureModel

/// The keys tables and collection views share in a scene (<doc:FileFormats>, Tables and
/// collections): how many rows or items in which sections, whether a touch highlights and a tap
/// selects, and the handlers of their moments. Each list's own keys are read by
/// ``TableViewKeys`` and ``CollectionViewKeys``.
enum SceneListKeys {
    /// The keys both take besides a scroll view's (`rows` or `items`, as the list calls them,
    /// joins them).
    static let names: Set<String> = ["sections", "allowsSelection", "allowsMultipleSelection", "shouldHighlight", "cell"]

    /// The most rows or items a scene's list may have (all sections together).
    static let maximumCount = 10_000_000

    /// The counts per section `reader` gives: `countKey` (`rows` or `items`, one section) or
    /// `sections` (a list of counts), not both; one empty section when neither is given.
    static func counts(_ reader: ObjectReader, countKey: String) throws(FileError) -> [Int] {
        var counts = [0]
        if reader.has(countKey), reader.has("sections") {
            throw reader.error(reader.at("sections"), "\(reader.keyPath("sections")) and \(countKey) cannot both be given (\(countKey) is one section)")
        }
        let noun = countKey.dropLast()
        if let count = try reader.integer(countKey, minimum: 0) {
            counts = [count]
        } else if let sections = try reader.array("sections") {
            counts = []
            for (index, item) in sections.enumerated() {
                guard case .number(let number) = item.kind, number >= 0, number == number.rounded(), number <= Double(maximumCount) else {
                    throw reader.error(item, "\(reader.keyPath("sections"))[\(index)] must be a \(noun) count (a whole number from 0)")
                }
                counts.append(Int(number))
            }
        }
        guard counts.reduce(0, +) <= maximumCount else {
            throw reader.error(reader.at(reader.has(countKey) ? countKey : "sections"), "\(reader.keyPath(countKey)) more than \(maximumCount) \(countKey)")
        }
        return counts
    }

    /// The selection keys: `allowsSelection`, `allowsMultipleSelection` (both nil when not
    /// given), and `shouldHighlight` (true when not given).
    static func selection(_ reader: ObjectReader) throws(FileError) -> (allows: Bool?, multiple: Bool?, highlights: Bool) {
        (try reader.bool("allowsSelection"), try reader.bool("allowsMultipleSelection"), try reader.bool("shouldHighlight") ?? true)
    }

    /// The row or item moments a handler can name.
    static let events: [TableEvent.Kind] = [.didHighlight, .didUnhighlight, .willSelect, .didSelect, .willDeselect, .didDeselect]

    /// Reads a table's or collection view's (`noun`) handler: `{"id", "events": [scroll, row or
    /// item moments], "delay"}`.
    static func handler(_ reader: ObjectReader, path: String, noun: String) throws(FileError) -> (
        id: String, scroll: Set<ScrollEvent.Kind>, rows: Set<TableEvent.Kind>, delay: Duration
    ) {
        guard let id = try reader.string("id") else { throw reader.error(reader.value, "missing key 'id' in \(path)") }
        guard let names = try reader.strings("events") else { throw reader.error(reader.value, "missing key 'events' in \(path)") }
        var scroll: Set<ScrollEvent.Kind> = []
        var rows: Set<TableEvent.Kind> = []
        for (index, name) in names.enumerated() {
            if let kind = ScrollEvent.Kind(rawValue: name.text), ScrollEvent.Kind.replayable.contains(kind) {
                scroll.insert(kind)
            } else if let kind = TableEvent.Kind(rawValue: name.text), events.contains(kind) {
                rows.insert(kind)
            } else {
                let known = (events.map(\.rawValue) + ScrollEvent.Kind.replayable.map(\.rawValue)).joined(separator: ", ")
                throw reader.error(name.value, "unknown \(noun) event '\(name.text)' at \(path).events[\(index)] (expected one of: \(known))")
            }
        }
        guard !scroll.isEmpty || !rows.isEmpty else { throw reader.error(reader.at("events"), "\(path).events must name at least one event") }
        let seconds = try reader.nonNegative("delay") ?? 0
        return (id, scroll, rows, .nanoseconds(Timestamp.nanoseconds(fromSeconds: seconds)))
    }
}
