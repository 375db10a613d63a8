import ControlModel

/// Why no point of a view is hit: the answer of ``HitPoint/init(for:)`` when a touch aimed at
/// the view could not reach it, in the terms of `UIView.hitTest(_:with:)`.
///
/// Views are named by their `View.identifier` (an unnamed view by its type, as
/// `unnamed Button`).
public enum HitMiss: Hashable, Sendable, CustomStringConvertible {
    /// The view is not in a window (its tree's root is not a ``Window``).
    case notInWindow
    /// The view is in another window than the one a gesture was performed on (a touch on one
    /// window never reaches another's views).
    case inAnotherWindow
    /// The view has no area: a width or height of 0.
    case zeroSize
    /// The view, or the ancestor named, is hidden: hit-testing skips a hidden view with its
    /// subviews.
    case hidden(String)
    /// The view, or the ancestor named, has user interaction off: hit-testing skips it with its
    /// subviews.
    case userInteractionOff(String)
    /// The view, or the ancestor named, is nearly transparent: its `alpha` is below
    /// `View.minimumHitTestAlpha` (0.01), and hit-testing skips it with its subviews.
    case transparent(String, alpha: Double)
    /// The control named (the view or an ancestor) is disabled: hit-testing skips it with its
    /// subviews.
    case disabled(String)
    /// The view or ancestor named takes no touches for another reason (a subclass's
    /// `View.acceptsTouches` says no).
    case refusesTouches(String)
    /// No part of the view lies inside the window.
    case outsideWindow
    /// No part of the view lies inside the bounds of the ancestor named: hit-testing looks at a
    /// view's subviews only where the view itself contains the point, so what sticks out of a
    /// superview is never hit.
    case outsideSuperview(String)
    /// Everywhere the view is visible, hit-testing picks another view; the one named wins at
    /// the middle of the view's visible area (a later sibling, a subview, or a view on top).
    case covered(by: String)
    /// Hit-testing never returns the view, and nothing else covers it: the view's own
    /// `View.hitTest(_:)` (or an ancestor's) is overridden to pass its points on.
    case declinedByHitTest
    /// A text field's clear button is not shown: its `clearButtonMode` (named) hides it now,
    /// the field `editing` or not (`TextField.isClearButtonShown`).
    case noClearButton(mode: String, editing: Bool)
    /// A gesture of this many fingers finds no room on the view: wherever its fingers land
    /// (in a row, as close as an eighth of their spacing), one falls outside the part of the
    /// view that takes touches.
    case noRoomForFingers(Int)
    /// An alert is presented over the window (the one named): it is modal, and no touch
    /// reaches the views below it (<doc:Alerts>).
    case belowAlert(String)
    /// The table view has no such row (named `section.row`, with the table's row count in
    /// that section; -1 when the section does not exist).
    case noSuchRow(String, rows: Int)
    /// The table view's row (named `section.row`) is not on screen: the rows on screen are
    /// named (`first–last`, or `none`). Aimed gestures do not scroll: scroll the row into view
    /// first (`Window.scroll(_:toRow:section:at:)`), as a user would.
    case rowNotVisible(String, visible: String)
    /// The scroll view does not zoom: its `minimumZoomScale` equals its `maximumZoomScale`
    /// (it has no pinch of its own), or no view for zooming is named (`zoomView` is nil).
    case cannotZoom(String)
    /// No shown swipe action has the title named; `shown` lists the titles of the actions shown
    /// now (empty when none is; <doc:TablesAndCollections>).
    case noSwipeAction(String, shown: [String])
    /// The control has no such part: a segmented control no segment of that title (the
    /// words say which part was asked for and which there are).
    case noSuchPart(String)

    /// A short code naming the case, for programs: `hidden`, `covered`, …
    public var code: String {
        switch self {
        case .notInWindow: return "notInWindow"
        case .inAnotherWindow: return "inAnotherWindow"
        case .zeroSize: return "zeroSize"
        case .hidden: return "hidden"
        case .userInteractionOff: return "userInteractionOff"
        case .transparent: return "transparent"
        case .disabled: return "disabled"
        case .refusesTouches: return "refusesTouches"
        case .outsideWindow: return "outsideWindow"
        case .outsideSuperview: return "outsideSuperview"
        case .covered: return "covered"
        case .declinedByHitTest: return "declinedByHitTest"
        case .noRoomForFingers: return "noRoomForFingers"
        case .belowAlert: return "belowAlert"
        case .noSuchRow: return "noSuchRow"
        case .rowNotVisible: return "rowNotVisible"
        case .cannotZoom: return "cannotZoom"
        case .noClearButton: return "noClearButton"
        case .noSwipeAction: return "noSwipeAction"
        case .noSuchPart: return "noSuchPart"
        }
    }

    /// The view the case names, if it names one.
    public var view: String? {
        switch self {
        case .hidden(let name), .userInteractionOff(let name), .transparent(let name, _), .disabled(let name), .refusesTouches(let name),
            .outsideSuperview(let name), .covered(by: let name):
            return name
        case .notInWindow, .inAnotherWindow, .zeroSize, .outsideWindow, .declinedByHitTest, .noRoomForFingers, .belowAlert, .noClearButton, .noSuchRow,
            .rowNotVisible, .cannotZoom, .noSwipeAction,
            .noSuchPart:
            return nil
        }
    }

    /// The reason in words: `hidden (photo is hidden)`, `covered by overlay`, …
    public var description: String {
        switch self {
        case .notInWindow: return "not in a window"
        case .inAnotherWindow: return "in another window"
        case .zeroSize: return "zero size"
        case .hidden(let name): return "hidden (\(name) is hidden)"
        case .userInteractionOff(let name): return "user interaction off (on \(name))"
        case .transparent(let name, let alpha):
            return "nearly transparent (\(name) has alpha \(alpha), below \(View.minimumHitTestAlpha))"
        case .disabled(let name): return "disabled (\(name) is a disabled control)"
        case .refusesTouches(let name): return "takes no touches (\(name) refuses them)"
        case .outsideWindow: return "outside the window"
        case .outsideSuperview(let name): return "outside its ancestor \(name)"
        case .covered(by: let name): return "covered by \(name)"
        case .declinedByHitTest: return "its hit-test declines every point of it"
        case .noClearButton(let mode, let editing):
            return "its clear button is not shown (clearButton \(mode), the field is \(editing ? "editing" : "not editing"))"
        case .noRoomForFingers(let count): return "no room for \(count) fingers on the part of it that takes touches"
        case .belowAlert(let alert): return "below the presented alert \(alert) (modal)"
        case .noSuchRow(let path, let rows):
            return rows < 0 ? "no row \(path) (no such section)" : "no row \(path) (the section has \(rows) rows)"
        case .rowNotVisible(let path, let visible):
            return "row \(path) is not on screen (rows on screen: \(visible)); scroll it into view first"
        case .cannotZoom(let why): return "it does not zoom (\(why))"
        case .noSwipeAction(let title, let shown):
            return shown.isEmpty
                ? "no swipe action \"\(title)\" is shown (no row shows its swipe actions)"
                : "no swipe action \"\(title)\" is shown (shown: \(shown.map { "\"\($0)\"" }.joined(separator: ", ")))"
        case .noSuchPart(let words): return "no such part (\(words))"
        }
    }

    /// The name a miss gives `view`: its identifier, or `unnamed` and its type.
    package static func name(of view: View) -> String { view.identifier ?? "unnamed \(type(of: view))" }
}
