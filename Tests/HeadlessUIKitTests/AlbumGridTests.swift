import HeadlessUIKit
import Testing

/// A collection view controller written as UIKit code (`AlbumGridViewController`), in a
/// navigation controller, driven with the test API: a tap on an item opens its photo, the
/// items scrolled into view show their own photos in reused cells, a delete keeps the counts.
///
/// The places are worked by hand from the flow layout's rule: 390 pt across less 9 pt insets
/// leaves 372 pt, room for ⌊(372 + 4) / (120 + 4)⌋ = 3 items a row; a full row is justified,
/// (372 − 3 · 120) / 2 = 6 pt apart, so the columns start at 9, 135 and 261; rows start at
/// 8 + 124 k.
@MainActor
@Suite struct AlbumGridTests {
    private let clock = TestScheduler()
    private let window: UIWindow
    private let album = AlbumGridViewController()
    private let navigation: UINavigationController

    init() {
        window = UIWindow(width: 390, height: 844, scheduler: clock)
        navigation = UINavigationController(rootViewController: album)
        window.addSubview(navigation.view)
        album.collectionView.layoutIfNeeded()
    }

    @Test func theFlowLayoutPlacesThreeToARow() {
        #expect(album.collectionView.frameForItem(at: IndexPath(item: 4, section: 0)) == CGRect(x: 135, y: 132, width: 120, height: 120))
        // rows 0 to 6 meet the 844 pt screen (row 7 starts at 876)
        #expect(album.collectionView.indexPathsForVisibleItems.map(\.item) == Array(0...20))
        #expect(album.collectionView.contentSize == CGSize(width: 390, height: 8 + 30 * 124 - 4 + 8))
    }

    @Test func aTapOnItemFourOpensPhotoFour() throws {
        try window.tap(item: 4, in: album.collectionView)
        #expect(navigation.topViewController?.title == "Photo 4")
        // didSelectItemAt deselected it
        #expect(album.collectionView.indexPathsForSelectedItems == nil)
    }

    /// Cells built in `init(frame:)` are reused for the items that scroll into view, each
    /// configured for its own item (`prepareForReuse` cleared the label first).
    @Test func itemsScrolledIntoViewShowTheirOwnPhotos() throws {
        let first = try #require(album.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)
        try window.scroll(album.collectionView, toItem: 60)
        let cell = try #require(album.collectionView.cellForItem(at: IndexPath(item: 60, section: 0)) as? PhotoCell)
        #expect(cell.titleLabel.text == "Photo 60")
        #expect(album.collectionView.visibleCells.contains { $0 === first }, "a cell of the first rows shows an item further down")
        #expect(album.collectionView.visibleCells.allSatisfy { ($0 as? PhotoCell)?.titleLabel.text == "Photo \($0.indexPath?.item ?? -1)" })
        try window.tap(item: 60, in: album.collectionView)
        #expect(navigation.topViewController?.title == "Photo 60")
    }

    @Test func aDeleteKeepsTheCountsConsistent() throws {
        album.delete(at: IndexPath(item: 0, section: 0))
        #expect(album.collectionView.invalidUpdate == nil)
        #expect(album.collectionView.numberOfItems(inSection: 0) == 89)
        #expect((album.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)?.titleLabel.text == "Photo 1")
        try window.tap(item: 3, in: album.collectionView)
        #expect(navigation.topViewController?.title == "Photo 4")
    }
}
