import ControlModel
import GestureModel

/// A scene's keys of a view of type `collection` (<doc:FileFormats>, Tables and collections):
/// read and checked here, applied to a `CollectionView` and its flow layout, with closures as
/// its data source. A collection also takes every scroll-view key (``ScrollViewKeys``) and the
/// keys it shares with tables (``SceneListKeys``).
///
/// Meaningless values are errors at their place: negative spacings or insets, an item size
/// that is not positive (no line could hold a count of them), and an item wider (taller, when
/// it scrolls sideways) than the collection less its section insets — a size UIKit's flow
/// layout calls undefined behaviour and logs (`-[_UIFlowLayoutSection computeLayout]` calls
/// `logInvalidSizesForHorizontalDirection:warnAboutDelegateValues:` when the item's dimension
/// across the scroll direction exceeds the room left by the insets; an equal one fits).
enum CollectionViewKeys {
    /// The keys a collection takes besides a scroll view's.
    static let names: Set<String> = SceneListKeys.names.union([
        "items", "itemSize", "lineSpacing", "interitemSpacing", "sectionInset", "scrollDirection",
    ])

    /// Applies the keys `reader` holds to `collection` (and its layout); returns the item counts
    /// its data source answers.
    static func apply(_ reader: ObjectReader, to collection: CollectionView) throws(FileError) -> SceneRowCounts {
        let counts = try SceneListKeys.counts(reader, countKey: "items")
        let layout = collection.collectionViewLayout
        if let size = try reader.numbers("itemSize", names: ["width", "height"], nonNegative: true) {
            guard size[0] > 0, size[1] > 0 else {
                throw reader.error(reader.at("itemSize"), "\(reader.keyPath("itemSize")) must be positive ([\(formatNumber(size[0])), \(formatNumber(size[1]))])")
            }
            layout.itemSize = Size(width: size[0], height: size[1])
        }
        if let spacing = try reader.nonNegative("lineSpacing") { layout.minimumLineSpacing = spacing }
        if let spacing = try reader.nonNegative("interitemSpacing") { layout.minimumInteritemSpacing = spacing }
        if let inset = try reader.numbers("sectionInset", names: ["top", "left", "bottom", "right"], nonNegative: true) {
            layout.sectionInset = EdgeInsets(top: inset[0], left: inset[1], bottom: inset[2], right: inset[3])
        }
        if let name = try reader.string("scrollDirection") {
            guard let direction = CollectionViewFlowLayout.ScrollDirection(rawValue: name) else {
                throw reader.error(reader.at("scrollDirection"), "unknown scroll direction '\(name)' at \(reader.keyPath("scrollDirection")) (expected vertical or horizontal)")
            }
            layout.scrollDirection = direction
        }
        let selection = try SceneListKeys.selection(reader)
        if let flag = selection.allows { collection.allowsSelection = flag }
        if let flag = selection.multiple { collection.allowsMultipleSelection = flag }
        let items = SceneRowCounts(counts)
        var closures = CollectionViewClosures()
        closures.numberOfSections = { _ in items.counts.count }
        closures.numberOfItems = { _, section in items.counts[section] }
        closures.cellForItem = { collection, path in collection.dequeueReusableCell(withReuseIdentifier: SceneCellList.reuseIdentifier, for: path) }
        if !selection.highlights { closures.shouldHighlight = { _, _ in false } }
        collection.closures = closures
        return items
    }

    /// Checks that an item fits across `collection` (framed by now) within its section insets:
    /// an error at `itemSize` (or the frame) otherwise.
    static func checkFit(_ reader: ObjectReader, of collection: CollectionView) throws(FileError) {
        let layout = collection.collectionViewLayout
        let inset = layout.sectionInset
        let vertical = layout.scrollDirection == .vertical
        let item = vertical ? layout.itemSize.width : layout.itemSize.height
        let room = vertical ? collection.frame.width - inset.left - inset.right : collection.frame.height - inset.top - inset.bottom
        guard item > room else { return }
        let (dimension, insets) = vertical ? ("wider", "left and right") : ("taller", "top and bottom")
        throw reader.error(
            reader.at(reader.has("itemSize") ? "itemSize" : "frame"),
            "\(reader.keyPath("itemSize")): an item of \(formatNumber(item)) points is \(dimension) than the collection minus its section insets "
                + "(\(formatNumber(room)) points, \(insets)): the flow layout has no defined layout for it")
    }
}
