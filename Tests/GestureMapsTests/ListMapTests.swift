import ControlModel
import Testing

@testable import GestureModel
@testable import SceneFiles
@testable import GestureMaps

/// `analyze` probing lists and zoom: a tap on each row or item in view (does it select, what
/// ran), a swipe left and right on each row of a table with swipe actions (which actions
/// show), and the scale a pinch zooms a zoomable scroll view to — each read from the window's
/// event stream after the probe.
@Suite struct ListMapTests {
    /// A 150 pt table of 44 pt rows (rows 0–3 in view) with trailing actions; a collection of
    /// 100 pt items that cannot be selected (items 0–2 in view); a scroll view zooming its photo
    /// up to 3.
    static let scene = """
        {"scene": 1, "window": {"width": 390, "height": 844}, "views": [
          {"id": "inbox", "type": "table", "frame": [0, 0, 390, 150], "rows": 20,
           "swipeActions": {"trailing": [{"title": "Delete", "style": "destructive", "handler": "deleted", "deletes": true},
                                         {"title": "Archive", "handler": "archived"}]},
           "handlers": [{"id": "open", "events": ["didSelect"]}]},
          {"id": "grid", "type": "collection", "frame": [0, 200, 390, 100], "items": 9, "itemSize": [100, 100],
           "interitemSpacing": 20, "allowsSelection": false,
           "handlers": [{"id": "show", "events": ["didSelect"]}]},
          {"id": "viewer", "type": "scroll", "frame": [0, 400, 390, 400], "contentSize": [390, 400],
           "minimumZoomScale": 1, "maximumZoomScale": 3, "zoomView": "photo",
           "children": [{"id": "photo", "frame": [0, 0, 390, 400]}]}]}
        """

    static func view(_ id: String) throws -> MappedView {
        let map = try GestureMap(sceneBytes: Array(scene.utf8), file: "lists.scene.json")
        return try #require(map.views.first { $0.id == id })
    }

    @Test func aTapOnEachRowInViewSelectsItAndRunsTheHandler() throws {
        let inbox = try Self.view("inbox")
        let taps = inbox.lists.filter { $0.gesture == .tap }
        #expect(taps.map(\.target) == ["row 0.0", "row 0.1", "row 0.2", "row 0.3"])
        // the middle of row 1 (44 pt rows)
        #expect(taps[1].point == Point(x: 195, y: 66))
        #expect(taps[1].events == [.didHighlight, .didUnhighlight, .willSelect, .didSelect])
        #expect(taps[1].handlers == ["open"])
        #expect(taps[1].outcome == "selects; open")
    }

    /// A swipe left shows the trailing actions, in order; a swipe right, toward the leading
    /// edge, shows none (there are none there).
    @Test func aSwipeOnARowShowsItsActions() throws {
        let inbox = try Self.view("inbox")
        let left = try #require(inbox.lists.first { $0.gesture == .swipe(.left) && $0.path == TableIndexPath(row: 2, section: 0) })
        #expect(left.events == [.swipeRevealed])
        #expect(left.actions == ["Delete", "Archive"])
        #expect(left.outcome == "shows Delete, Archive")
        let right = try #require(inbox.lists.first { $0.gesture == .swipe(.right) && $0.path == TableIndexPath(row: 2, section: 0) })
        #expect(right.actions.isEmpty && !right.events.contains(.swipeRevealed))
        #expect(inbox.lists.count == 4 * 3)
    }

    /// Items of a collection whose selection is off: each tap does nothing, with the reason the
    /// list told.
    @Test func anItemThatCannotBeSelectedSaysWhy() throws {
        let grid = try Self.view("grid")
        #expect(grid.lists.map(\.name) == ["tap item 0.0", "tap item 0.1", "tap item 0.2"])
        #expect(grid.lists.allSatisfy { $0.refusal == .selectionOff(by: "allowsSelection") && $0.handlers.isEmpty && $0.events.isEmpty })
        #expect(grid.lists.first?.outcome == "refused: allowsSelection is off")
    }

    /// The pinch probe on the photo (fingers 100 pt apart, spread to 200 pt) zooms its scroll
    /// view; the scale it rests at is the zoom moments' last. The pinch absorbs its 8 pt
    /// threshold when it begins (`_UIPinchGestureRecognizerDriver`'s hysteresis), so the scale
    /// is measured from at least 108 pt: at most 200 / 108, more than 1, within the range (3).
    @Test func aPinchOnAZoomableScrollViewZoomsIt() throws {
        let photo = try Self.view("photo")
        let pinch = try #require(photo.probes.first { $0.gesture == .pinch })
        let zoom = try #require(pinch.zooms.first)
        #expect(pinch.zooms.count == 1 && zoom.id == "viewer")
        #expect(zoom.scale > 1 && zoom.scale <= 200.0 / 108)
        #expect(zoom.description == "viewer zooms to \(formatNumber(zoom.scale))")
        #expect(photo.probes.filter { $0.gesture != .pinch }.allSatisfy { $0.zooms.isEmpty })
        #expect(photo.lists.isEmpty)
    }
}
