import ControlModel

/// How a collection view lays out its items, as `UICollectionViewFlowLayout`
/// (<doc:TablesAndCollections>): items of one ``itemSize`` in lines — rows when the view scrolls
/// vertically, columns when it scrolls horizontally — as many to a line as fit across the view
/// inside the ``sectionInset``, lines ``minimumLineSpacing`` apart, sections one after the
/// other along the scroll direction.
///
/// Where items sit in a line (`-[_UIFlowLayoutSection computeLayout]`, the uniform-size path,
/// with the alignments `_UICollectionViewFlowLayoutCommonInit` sets — justified full lines, the
/// last line to the start; iOS 26.1 UIKitCore, decompiled):
/// - items to a line: `⌊(across − insets + interitem) / (item + interitem)⌋`, at least 1;
/// - a full line of several items is justified: the first at the inset, the last at the far
///   inset, the leftover space spread evenly between them (the spacing grows past
///   ``minimumInteritemSpacing``); a line that holds one item centres it;
/// - the last line, when it is not full, starts at the inset with ``minimumInteritemSpacing``
///   between its items;
/// - a section takes its insets along the scroll direction even when empty.
///
/// Changing a property lays the collection view out again at its next need (its data is read
/// again).
///
/// Source: Apple, `UICollectionViewFlowLayout` (defaults: 50 × 50 items, 10 pt spacings, no
/// insets, vertical).
public final class CollectionViewFlowLayout {
    /// Which way a collection view scrolls, as `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: String, Sendable, CaseIterable {
        /// Lines are rows, top to bottom; the view scrolls up and down.
        case vertical
        /// Lines are columns, left to right; the view scrolls sideways.
        case horizontal
    }

    /// The size of every item (50 × 50).
    public var itemSize = Size(width: 50, height: 50) { didSet { changed() } }
    /// The least space between lines (10).
    public var minimumLineSpacing = 10.0 { didSet { changed() } }
    /// The least space between items of a line (10).
    public var minimumInteritemSpacing = 10.0 { didSet { changed() } }
    /// The margins around each section's items (none).
    public var sectionInset = EdgeInsets.zero { didSet { changed() } }
    /// Which way the items flow (``ScrollDirection/vertical``).
    public var scrollDirection = ScrollDirection.vertical { didSet { changed() } }

    /// Told when a property changes (the collection view using the layout).
    var onChange: (() -> Void)?

    /// A flow layout with UIKit's defaults.
    public init() {}

    /// Tells the collection view.
    private func changed() { onChange?() }
}
