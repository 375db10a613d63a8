import ControlModel
import GestureModel

/// A scene's keys of a view of type `scroll` (<doc:FileFormats>, <doc:ScrollViews>): read and
/// checked here, applied to a ``ScrollView``. Meaningless values — a negative content size, a
/// deceleration rate outside 0…1, an unknown rate name or moment — are errors at their place.
enum ScrollViewKeys {
    /// The keys a scroll view takes besides a view's.
    static let names: Set<String> = ScrollZoomKeys.names.union([
        "contentSize", "contentOffset", "scrollEnabled", "delaysContentTouches", "canCancelContentTouches", "bounces",
        "alwaysBounceVertical", "alwaysBounceHorizontal", "pagingEnabled", "directionalLock", "decelerationRate",
        "touchesShouldCancel",
    ])

    /// Applies the keys `reader` holds to `scrollView`.
    static func apply(_ reader: ObjectReader, to scrollView: ScrollView) throws(FileError) {
        if let size = try pair(reader, "contentSize", nonNegative: true) {
            scrollView.contentSize = Size(width: size.x, height: size.y)
        }
        if let offset = try pair(reader, "contentOffset", nonNegative: false) { scrollView.boundsOrigin = offset }
        if let flag = try reader.bool("scrollEnabled") { scrollView.isScrollEnabled = flag }
        if let flag = try reader.bool("delaysContentTouches") { scrollView.delaysContentTouches = flag }
        if let flag = try reader.bool("canCancelContentTouches") { scrollView.canCancelContentTouches = flag }
        if let flag = try reader.bool("bounces") { scrollView.bounces = flag }
        if let flag = try reader.bool("alwaysBounceVertical") { scrollView.alwaysBounceVertical = flag }
        if let flag = try reader.bool("alwaysBounceHorizontal") { scrollView.alwaysBounceHorizontal = flag }
        if let flag = try reader.bool("pagingEnabled") { scrollView.isPagingEnabled = flag }
        if let flag = try reader.bool("directionalLock") { scrollView.isDirectionalLockEnabled = flag }
        try ScrollZoomKeys.applyLimits(reader, to: scrollView)
        if let member = reader["decelerationRate"] {
            switch member.kind {
            case .string("normal"): scrollView.decelerationRate = .normal
            case .string("fast"): scrollView.decelerationRate = .fast
            case .number(let rate) where rate > 0 && rate < 1: scrollView.decelerationRate = ScrollView.DecelerationRate(rawValue: rate)
            default:
                let found: String
                switch member.kind {
                case .number(let rate): found = formatNumber(rate)
                case .string(let name): found = FileError.quoted(name)
                default: found = member.typeName
                }
                throw reader.error(member, "\(reader.keyPath("decelerationRate")) must be \"normal\", \"fast\" or a number between 0 and 1 (exclusive), found \(found)")
            }
        }
        if let member = reader["touchesShouldCancel"] {
            switch member.kind {
            case .bool(let answer): scrollView.touchesShouldCancel = { _ in answer }
            case .object:
                let rule = try ObjectReader(member, path: reader.keyPath("touchesShouldCancel"), file: reader.file, allowed: ["controls", "others"])
                let controls = try rule.bool("controls") ?? false
                let others = try rule.bool("others") ?? true
                scrollView.touchesShouldCancel = { view in view is Control ? controls : others }
            default:
                throw reader.error(member, "\(reader.keyPath("touchesShouldCancel")) must be true, false or {\"controls\": BOOL, \"others\": BOOL}")
            }
        }
    }

    /// Reads a scroll view's handler: `{"id", "events": [moments], "delay"}`.
    static func handler(_ reader: ObjectReader, path: String) throws(FileError) -> (id: String, scroll: Set<ScrollEvent.Kind>, rows: Set<TableEvent.Kind>, delay: Duration) {
        guard let id = try reader.string("id") else { throw reader.error(reader.value, "missing key 'id' in \(path)") }
        guard let names = try reader.strings("events") else { throw reader.error(reader.value, "missing key 'events' in \(path)") }
        var events: Set<ScrollEvent.Kind> = []
        for (index, name) in names.enumerated() {
            guard let kind = ScrollEvent.Kind(rawValue: name.text), ScrollEvent.Kind.replayable.contains(kind) else {
                let known = ScrollEvent.Kind.replayable.map(\.rawValue).joined(separator: ", ")
                throw reader.error(name.value, "unknown scroll event '\(name.text)' at \(path).events[\(index)] (expected one of: \(known))")
            }
            events.insert(kind)
        }
        guard !events.isEmpty else { throw reader.error(reader.at("events"), "\(path).events must name at least one scroll event") }
        let seconds = try reader.nonNegative("delay") ?? 0
        return (id, events, [], .nanoseconds(Timestamp.nanoseconds(fromSeconds: seconds)))
    }

    /// An `[a, b]` of numbers in range (not negative when `nonNegative`), or nil when absent.
    private static func pair(_ reader: ObjectReader, _ key: String, nonNegative: Bool) throws(FileError) -> Point? {
        let names = key == "contentSize" ? ["width", "height"] : ["x", "y"]
        return try reader.numbers(key, names: names, nonNegative: nonNegative).map { Point(x: $0[0], y: $0[1]) }
    }
}
